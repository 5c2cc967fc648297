import type { ReactNode } from 'react';
import { type FieldValues, FormProvider, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiRequestError, errorMessage, isConflict } from '../../lib/api';
import { toast } from '../../stores/toast';
import { FormDialog } from '../ui/FormDialog';
import { fieldPaths, placeServerError } from './form-state';

/** Thrown by a dialog's save to refuse it with a message of its own ("nothing changed"). */
export class FormRefusal extends Error {}

/**
 * The entity-form dialog of the page kit: a useZodForm form in a FormDialog (Cancel, Save, Enter
 * saves). Save validates with the schema, then runs `onSave` (the mutation). On success: "saved"
 * toast and close. On a refusal the dialog stays open with the user's input: the server's
 * `details` go under their fields (a taken code under Code), a 409 without them says someone else
 * changed the record (close and reopen), anything else shows as one line above the buttons.
 */
export function EntityFormDialog<TIn extends FieldValues, TOut>({
  form,
  title,
  wide,
  onSave,
  onClose,
  children,
}: {
  form: UseFormReturn<TIn, unknown, TOut>;
  title: string;
  wide?: boolean;
  onSave: (values: TOut) => Promise<unknown>;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const generalError = form.formState.errors.root?.server?.message;

  const save = async (values: TOut) => {
    try {
      await onSave(values);
    } catch (err) {
      showRefusal(err);
      return;
    }
    toast.success(t('form.saved'));
    onClose();
  };

  const showRefusal = (err: unknown) => {
    if (err instanceof FormRefusal) return form.setError('root.server', { message: err.message });
    const details = err instanceof ApiRequestError ? err.error?.details : undefined;
    const placed = placeServerError(details, fieldPaths(form.getValues()));
    for (const [path, message] of Object.entries(placed.fields)) form.setError(path as Path<TIn>, { type: 'server', message }, { shouldFocus: true });
    if (!placed.general) return;
    // A 409 naming a field is a taken code or barcode (fix the field); without one it is a stale version.
    const stale = isConflict(err) && !details?.length;
    form.setError('root.server', { message: stale ? `${errorMessage(err)} ${t('form.conflictClose')}` : errorMessage(err) });
  };

  return (
    <FormProvider {...form}>
      <FormDialog
        title={title}
        wide={wide}
        busy={form.formState.isSubmitting}
        onSubmit={(e) => {
          form.clearErrors('root');
          void form.handleSubmit(save)(e);
        }}
        onClose={onClose}
      >
        {children}
        {generalError && (
          <p className="form-error" role="alert">
            {generalError}
          </p>
        )}
      </FormDialog>
    </FormProvider>
  );
}
