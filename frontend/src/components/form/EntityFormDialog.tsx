import type { ReactNode } from 'react';
import { type FieldValues, FormProvider, type UseFormReturn } from 'react-hook-form';
import { FormDialog } from '../ui/FormDialog';
import { FormError } from './FormError';
import { type FormSaveOptions, useFormSave } from './useFormSave';

/**
 * The entity-form dialog of the page kit: a useZodForm form in a FormDialog (Cancel, Save, Enter
 * saves). Save validates with the schema, then runs `onSave` (the mutation). On success: "saved"
 * toast and close (or `onSaved`). On a refusal the dialog stays open with the user's input: the
 * server's `details` go under their fields (a taken code under Code), a 409 without them says
 * someone else changed the record (close and reopen), anything else shows as one line above the
 * buttons.
 */
export function EntityFormDialog<TIn extends FieldValues, TOut>({
  form,
  title,
  wide,
  submitLabel,
  danger,
  onClose,
  children,
  ...save
}: {
  form: UseFormReturn<TIn, unknown, TOut>;
  title: string;
  wide?: boolean;
  /** The action button's label ("Move", "Restock"); "Save" by default. */
  submitLabel?: string;
  danger?: boolean;
  onClose: () => void;
  children: ReactNode;
} & FormSaveOptions<TOut>) {
  const { submit } = useFormSave(form, { onSaved: onClose, ...save });
  return (
    <FormProvider {...form}>
      <FormDialog title={title} wide={wide} submitLabel={submitLabel} danger={danger} busy={form.formState.isSubmitting} onSubmit={(e) => void submit(e)} onClose={onClose}>
        {children}
        <FormError />
      </FormDialog>
    </FormProvider>
  );
}
