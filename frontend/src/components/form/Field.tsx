import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes, useId } from 'react';
import { get, useFormContext, useFormState } from 'react-hook-form';

interface Common {
  /** The field's path in the form values ('code', 'lines.0.qty'). */
  name: string;
  label: ReactNode;
  /** A line under the field, read out with it (aria-describedby). */
  hint?: ReactNode;
  /** Turns what was typed into the value the schema checks (e.g. a code in upper case). */
  setValueAs?: (value: string) => unknown;
}
type InputField = Common & { kind?: 'input' } & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id'>;
type TextareaField = Common & { kind: 'textarea' } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id'>;
type SelectField = Common & { kind: 'select'; options: readonly { value: string; label: string }[] } & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'id'>;
export type FieldProps = InputField | TextareaField | SelectField;

/**
 * One labelled control of a kit form (inside EntityFormDialog or a FormProvider): registered with
 * the form, its error message under it, and the ids a screen reader needs (label for, aria-invalid,
 * aria-describedby to the error and the hint).
 */
export function Field(props: FieldProps) {
  const { register, control } = useFormContext();
  const { errors } = useFormState({ control, name: props.name });
  const id = useId();
  const message = (get(errors, props.name) as { message?: string } | undefined)?.message;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [message ? errorId : null, props.hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  const aria = { id, 'aria-invalid': message ? true : undefined, 'aria-describedby': describedBy } as const;

  const reg = register(props.name, props.setValueAs ? { setValueAs: props.setValueAs } : undefined);
  let control_: ReactNode;
  if (props.kind === 'textarea') {
    const { kind: _k, name: _n, label: _l, hint: _h, setValueAs: _s, ...rest } = props;
    control_ = <textarea {...rest} {...aria} {...reg} />;
  } else if (props.kind === 'select') {
    const { kind: _k, name: _n, label: _l, hint: _h, setValueAs: _s, options, ...rest } = props;
    control_ = (
      <select {...rest} {...aria} {...reg}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    );
  } else {
    const { kind: _k, name: _n, label: _l, hint: _h, setValueAs: _s, ...rest } = props;
    control_ = <input {...rest} {...aria} {...reg} />;
  }

  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      {control_}
      {props.hint && (
        <p id={hintId} className="hint">
          {props.hint}
        </p>
      )}
      {message && (
        <span id={errorId} className="field-error" role="alert">
          {message}
        </span>
      )}
    </div>
  );
}
