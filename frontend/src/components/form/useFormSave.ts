import type { BaseSyntheticEvent } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiRequestError, errorText, isConflict, reasonText } from '../../lib/api';
import { toast } from '../../stores/toast';
import { fieldPaths, placeServerError } from './form-state';

/** Thrown by a form's save to refuse it with a message of its own ("nothing changed"). */
export class FormRefusal extends Error {}

export interface FormSaveOptions<TOut> {
  /** Runs the mutation with the schema's output; a throw refuses the save (the form keeps the input). */
  onSave: (values: TOut) => Promise<unknown>;
  /** After the server took the save: close the dialog, clear the form, go to the list. */
  onSaved?: (answer: unknown, values: TOut) => void;
  /** The toast after a save; null when the screen says it itself. Default: "Saved". */
  savedMessage?: string | null;
  /** What a stale-version 409 adds to the server's message. Default: close and open it again. */
  conflictHint?: string;
  /** The screen's words for a refusal reason of the server ('customer_code_taken' -> "This code is taken"). */
  reasons?: Readonly<Record<string, string>>;
  /** Where the form's values sit in the body the server checks ('settings.'): the server's paths lose it. */
  bodyPrefix?: string;
}

/**
 * The save of a kit form: validate with the schema, run the mutation, then "saved" and `onSaved`.
 * A refusal leaves the user's input in place: the server's `details` go under their fields (a
 * taken code under Code), a 409 without them says someone else changed the record, anything else
 * is one line on the form (FormError shows it).
 */
export function useFormSave<TIn extends FieldValues, TOut>(form: UseFormReturn<TIn, unknown, TOut>, options: FormSaveOptions<TOut>) {
  const { t } = useTranslation();

  const refuse = (err: unknown) => {
    if (err instanceof FormRefusal) return form.setError('root.server', { message: err.message });
    const error = err instanceof ApiRequestError ? err.error : undefined;
    const own = (error?.reason ? options.reasons?.[error.reason] : undefined) ?? reasonText(t, error);
    const prefix = options.bodyPrefix ?? '';
    const details = error?.details?.map((d) => ({ path: prefix && d.path.startsWith(prefix) ? d.path.slice(prefix.length) : d.path, message: own ?? d.message }));
    const placed = placeServerError(details, fieldPaths(form.getValues()));
    for (const [path, message] of Object.entries(placed.fields)) form.setError(path as Path<TIn>, { type: 'server', message }, { shouldFocus: true });
    if (!placed.general) return;
    // A 409 naming a field is a taken code or barcode (fix the field); without one it is a stale version.
    const stale = isConflict(err) && !details?.length;
    const message = own ?? errorText(t, err);
    form.setError('root.server', { message: stale ? `${message} ${options.conflictHint ?? t('form.conflictClose')}` : message });
  };

  const save = async (values: TOut) => {
    let answer: unknown;
    try {
      answer = await options.onSave(values);
    } catch (err) {
      refuse(err);
      return;
    }
    const saved = options.savedMessage === undefined ? t('form.saved') : options.savedMessage;
    if (saved) toast.success(saved);
    options.onSaved?.(answer, values);
  };

  /** The form's onSubmit (Enter in a field, the Save button). */
  const submit = (e?: BaseSyntheticEvent) => {
    form.clearErrors('root');
    return form.handleSubmit(save)(e);
  };
  return { submit, refuse };
}
