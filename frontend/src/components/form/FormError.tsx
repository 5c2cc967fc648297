import { useFormContext, useFormState } from 'react-hook-form';

/**
 * The general line of a kit form: a refusal that belongs to no field (the server's message, a
 * stale version, "nothing changed", a rule over the whole form). Inside the form's FormProvider.
 */
export function FormError() {
  const { control } = useFormContext();
  const { errors } = useFormState({ control });
  const message = errors.root?.server?.message ?? errors.root?.message;
  if (!message) return null;
  return (
    <p className="form-error" role="alert">
      {message}
    </p>
  );
}
