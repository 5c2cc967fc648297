import { useDatePlaceholder } from './DayInput';
import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes, useId } from 'react';
import { get, useController, useFormContext, useFormState } from 'react-hook-form';

/** One choice of a select, a checkbox group or a radio group. */
export interface FieldOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
  /** The language the label is written in (a language's own name). */
  lang?: string;
  /** More about the option, shown on hover (a category's whole path). */
  title?: string;
}

interface Common {
  /** The field's path in the form values ('code', 'lines.0.qty'). */
  name: string;
  label: ReactNode;
  /** A line under the field, read out with it (aria-describedby). */
  hint?: ReactNode;
  /** Also show a refusal of a part of the value (the third colour of a list typed as text). */
  within?: boolean;
}
interface Typed {
  /** Turns what was typed into the value the schema checks (e.g. a code in upper case). */
  setValueAs?: (value: string) => unknown;
}
type InputField = Common & Typed & { kind?: 'input' } & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'type'> & { type?: Exclude<InputHTMLAttributes<HTMLInputElement>['type'], 'checkbox' | 'radio'> };
type TextareaField = Common & Typed & { kind: 'textarea' } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id'>;
type SelectField = Common & Typed & { kind: 'select'; options: readonly FieldOption[] } & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'id'>;
/** One yes/no box, its label beside it; `switch` draws it as a switch. The value is a boolean. */
type CheckboxField = Common & { kind: 'checkbox'; switch?: boolean; disabled?: boolean; autoFocus?: boolean };
/** Several boxes under a legend; the value is the list of the checked options' values. */
type ChecksField = Common & {
  kind: 'checks';
  options: readonly FieldOption[];
  /** Said in place of the boxes when there are no options. */
  empty?: ReactNode;
  /** More boxes of the same group that are fields of their own (a yes/no beside the roles). */
  children?: ReactNode;
};
/** One of several options under a legend; the value is the chosen option's value. */
type RadiosField = Common & { kind: 'radios'; options: readonly FieldOption[] };
export type FieldProps = InputField | TextareaField | SelectField | CheckboxField | ChecksField | RadiosField;

/** The first message in an error tree (a list whose entries were refused one by one). */
function firstMessage(node: unknown): string | undefined {
  if (!node || typeof node !== 'object') return undefined;
  const record = node as { message?: unknown; type?: unknown };
  if (typeof record.message === 'string') return record.message;
  if ('type' in record) return undefined;
  for (const child of Object.values(node)) {
    const found = firstMessage(child);
    if (found) return found;
  }
  return undefined;
}

/** The message a field's refusal shows, or undefined; `within`: also a refusal of a part of it. */
function useFieldError(name: string, within = false): string | undefined {
  const { control } = useFormContext();
  const { errors } = useFormState({ control, name });
  const error = get(errors, name) as { message?: string; root?: { message?: string } } | undefined;
  // A rule over a whole list (at least one line) sits at the list's root.
  return error?.message ?? error?.root?.message ?? (within ? firstMessage(error) : undefined);
}

/**
 * The refusal of one field, for a control that is not a Field (a picker, a list the screen draws):
 * the same line a Field shows under itself. `within`: a refusal of one of its parts too (the third
 * colour of a list typed as text).
 */
export function FieldError({ name, id, within }: { name: string; id?: string; within?: boolean }) {
  const message = useFieldError(name, within);
  if (!message) return null;
  return (
    <span id={id} className="field-error" role="alert">
      {message}
    </span>
  );
}

/**
 * One labelled control of a kit form (inside EntityFormDialog, EntityForm or a FormProvider):
 * registered with the form, its error message under it, and the ids a screen reader needs (label
 * for, aria-invalid, aria-describedby to the error and the hint).
 */
export function Field(props: FieldProps) {
  if (props.kind === 'checks') return <ChecksControl {...props} />;
  if (props.kind === 'radios') return <RadiosControl {...props} />;
  if (props.kind === 'select') return <SelectControl {...props} />;
  return <SingleControl {...props} />;
}

/** The ids, aria attributes and the lines under a single control (its hint and its error). */
function useControlParts(name: string, hint: ReactNode, within?: boolean) {
  const message = useFieldError(name, within);
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [message ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  const aria = { id, 'aria-invalid': message ? true : undefined, 'aria-describedby': describedBy } as const;
  const after = (
    <>
      {hint && (
        <p id={hintId} className="hint">
          {hint}
        </p>
      )}
      {message && (
        <span id={errorId} className="field-error" role="alert">
          {message}
        </span>
      )}
    </>
  );
  return { id, aria, after };
}

/** A select follows the form's value (its options may arrive after the form opened with the value). */
function SelectControl(props: SelectField) {
  const { kind: _k, name, label, hint, within, setValueAs, options, ...rest } = props;
  const { field } = useController({ name });
  const { id, aria, after } = useControlParts(name, hint, within);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        {...rest}
        {...aria}
        name={field.name}
        ref={field.ref}
        value={field.value === null || field.value === undefined ? '' : String(field.value)}
        onChange={(e) => field.onChange(setValueAs ? setValueAs(e.target.value) : e.target.value)}
        onBlur={field.onBlur}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled} lang={o.lang} title={o.title}>
            {o.label}
          </option>
        ))}
      </select>
      {after}
    </div>
  );
}

function SingleControl(props: InputField | TextareaField | CheckboxField) {
  const { register } = useFormContext();
  const { id, aria, after } = useControlParts(props.name, props.hint, props.within);
  const dayPlaceholder = useDatePlaceholder();
  const dayTimePlaceholder = useDatePlaceholder(true);

  if (props.kind === 'checkbox') {
    const { kind: _k, name, label, hint: _h, within: _w, switch: isSwitch, ...rest } = props;
    const box = <input type="checkbox" role={isSwitch ? 'switch' : undefined} {...rest} {...aria} {...register(name)} />;
    return isSwitch ? (
      <div className="field field-switch">
        <label htmlFor={id}>
          {box}
          {label}
        </label>
        {after}
      </div>
    ) : (
      <>
        <label className="inline-check" htmlFor={id}>
          {box}
          {label}
        </label>
        {after}
      </>
    );
  }

  const reg = register(props.name, props.setValueAs ? { setValueAs: props.setValueAs } : undefined);
  let control: ReactNode;
  if (props.kind === 'textarea') {
    const { kind: _k, name: _n, label: _l, hint: _h, within: _w, setValueAs: _s, ...rest } = props;
    control = <textarea {...rest} {...aria} {...reg} />;
  } else {
    const { kind: _k, name: _n, label: _l, hint: _h, within: _w, setValueAs: _s, ...rest } = props;
    // A day is typed year-month-day (spec section 9), never in the browser's own date order; a
    // 'datetime-local' field takes 'YYYY-MM-DD HH:mm' (the form's schema reads it on the company clock).
    control =
      rest.type === 'date' || rest.type === 'datetime-local' ? (
        <input
          {...rest}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={rest.type === 'date' ? dayPlaceholder : dayTimePlaceholder}
          maxLength={rest.type === 'date' ? 10 : 16}
          {...aria}
          {...reg}
        />
      ) : (
        <input {...rest} {...aria} {...reg} />
      );
  }
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      {control}
      {after}
    </div>
  );
}

/** A group of boxes or radios under a legend, with its hint and its refusal. */
function ChoiceGroup({ name, label, hint, children }: { name: string; label: ReactNode; hint?: ReactNode; children: ReactNode }) {
  return (
    <fieldset className="choice-group">
      <legend>{label}</legend>
      {children}
      {hint && <p className="hint">{hint}</p>}
      <FieldError name={name} />
    </fieldset>
  );
}

function ChecksControl({ name, label, hint, options, empty, children }: ChecksField) {
  const { field } = useController({ name });
  const checked: string[] = Array.isArray(field.value) ? (field.value as string[]) : [];
  // Kept in the options' order; values no option shows (a disabled position) are kept too.
  const toggle = (value: string, on: boolean) => {
    const next = new Set(on ? [...checked, value] : checked.filter((v) => v !== value));
    const shown = new Set(options.map((o) => o.value));
    field.onChange([...options.filter((o) => next.has(o.value)).map((o) => o.value), ...checked.filter((v) => !shown.has(v) && next.has(v))]);
  };
  return (
    <ChoiceGroup name={name} label={label} hint={hint}>
      {options.length === 0 && empty && <span className="muted">{empty}</span>}
      {options.map((o, i) => (
        <label key={o.value}>
          <input
            type="checkbox"
            ref={i === 0 ? field.ref : undefined}
            checked={checked.includes(o.value)}
            disabled={o.disabled}
            onChange={(e) => toggle(o.value, e.target.checked)}
            onBlur={field.onBlur}
          />
          {o.label}
        </label>
      ))}
      {children}
    </ChoiceGroup>
  );
}

function RadiosControl({ name, label, hint, options }: RadiosField) {
  const { register } = useFormContext();
  const reg = register(name);
  return (
    <ChoiceGroup name={name} label={label} hint={hint}>
      {options.map((o) => (
        <label key={o.value} className="inline-check">
          <input type="radio" value={o.value} disabled={o.disabled} {...reg} />
          {o.label}
        </label>
      ))}
    </ChoiceGroup>
  );
}

/**
 * A control in a table cell of a kit form (a price per unit and type, a packing's size): named by
 * its aria-label, since the row and column headers say what it is; its refusal under it.
 */
export function CellField({ name, label, setValueAs, ...rest }: { name: string; label: string; setValueAs?: (value: string) => unknown } & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'aria-label'>) {
  const { register } = useFormContext();
  const message = useFieldError(name);
  const id = useId();
  return (
    <>
      <input
        {...rest}
        aria-label={label}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
        {...register(name, setValueAs ? { setValueAs } : undefined)}
      />
      {message && (
        <span id={`${id}-error`} className="field-error" role="alert">
          {message}
        </span>
      )}
    </>
  );
}
