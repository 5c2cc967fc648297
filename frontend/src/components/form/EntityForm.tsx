import type { CSSProperties, ReactNode } from 'react';
import { type FieldValues, FormProvider, useFormContext, useFormState, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormError } from './FormError';
import { type FormSaveOptions, useFormSave } from './useFormSave';

/**
 * A kit form on a page (the profile, a new count order, the company settings): the same save as
 * EntityFormDialog (schema first, then the mutation; the server's refusals under their fields or
 * on the general line) without the dialog. `actions` go under the general line; a SubmitButton
 * among them saves, as Enter in a field does.
 */
export function EntityForm<TIn extends FieldValues, TOut>({
  form,
  className = 'form',
  style,
  label,
  onCancel,
  actions,
  children,
  ...save
}: {
  form: UseFormReturn<TIn, unknown, TOut>;
  className?: string;
  style?: CSSProperties;
  /** The form's accessible name, when no heading names it. */
  label?: string;
  /** A Cancel button before the actions (back to the list). */
  onCancel?: () => void;
  actions?: ReactNode;
  children: ReactNode;
} & FormSaveOptions<TOut>) {
  const { t } = useTranslation();
  const { submit } = useFormSave(form, save);
  return (
    <FormProvider {...form}>
      <form className={className} style={style} aria-label={label} onSubmit={(e) => void submit(e)} noValidate>
        {children}
        <FormError />
        {(actions || onCancel) && (
          <div className="actions">
            {onCancel && (
              <button type="button" className="btn" onClick={onCancel}>
                {t('form.cancel')}
              </button>
            )}
            {actions}
          </div>
        )}
      </form>
    </FormProvider>
  );
}

/** The submit button of a kit form: off while the save runs. */
export function SubmitButton({ children, className = 'btn btn-primary', disabled }: { children: ReactNode; className?: string; disabled?: boolean }) {
  const { control } = useFormContext();
  const { isSubmitting } = useFormState({ control });
  return (
    <button type="submit" className={className} disabled={disabled || isSubmitting}>
      {children}
    </button>
  );
}
