import { type ReactNode, type Ref, useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The filter bar of a list: a search landmark whose inputs filter as they change. Enter submits
 * nothing, unless the bar looks one thing up (`onSubmit`: the order whose number was typed).
 */
export function FilterBar({ children, onSubmit }: { children: ReactNode; onSubmit?: () => void }) {
  return (
    <form
      className="filters"
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit?.();
      }}
    >
      {children}
    </form>
  );
}

export interface TextFilterProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  /** At most this many characters (3 for a currency code). */
  maxLength?: number;
  size?: number;
  autoFocus?: boolean;
  /** "off" for a field a scanner types into. */
  autoComplete?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** A labelled text input (a currency code, an order number to look up). */
export function TextFilter({ label, onChange, inputRef, type = 'text', ...input }: TextFilterProps & { type?: 'text' | 'search' }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} ref={inputRef} type={type} {...input} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

/** A labelled search box. */
export function SearchFilter(props: TextFilterProps) {
  return <TextFilter {...props} type="search" />;
}

export interface FilterOption<V extends string> {
  value: V;
  label: string;
}

/**
 * A labelled select; `allLabel` puts the empty value first ("all", or "choose an order").
 * `inline` sets it in a grid's toolbar, its label beside it (the supplier whose ledger shows).
 */
export function SelectFilter<V extends string>({
  label,
  value,
  onChange,
  options,
  allLabel,
  inline,
}: {
  label: string;
  value: V | '';
  onChange: (value: V) => void;
  options: readonly FilterOption<V>[];
  allLabel?: string;
  inline?: boolean;
}) {
  const id = useId();
  const select = (
    <select id={id} value={value} onChange={(e) => onChange(e.target.value as V)}>
      {allLabel !== undefined && <option value="">{allLabel}</option>}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
  return inline ? (
    <label className="inline-check" htmlFor={id}>
      {label}
      {select}
    </label>
  ) : (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {select}
    </div>
  );
}

/** The options of a list of values, each labelled by `label` (a translation). */
export const optionsOf = <V extends string>(values: readonly V[], label: (value: V) => string): FilterOption<V>[] => values.map((value) => ({ value, label: label(value) }));

/** A labelled check box in the bar ("show disabled"). */
export function CheckFilter({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  const id = useId();
  return (
    <label className="inline-check" htmlFor={id}>
      <input id={id} type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {label}
    </label>
  );
}

/** The bar of a short list whose only filter is "show disabled". */
export function ShowDisabledFilter({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <FilterBar>
      <CheckFilter label={t('form.showDisabled')} checked={checked} onChange={onChange} />
    </FilterBar>
  );
}

export type StatusChoice = 'active' | 'disabled' | 'all';

/**
 * The status filter of a master-data list: active, disabled or all, in the order the screen
 * lists them, with the labels every list uses. `values` maps each choice to what the query takes
 * (employees ask `disabled=false|true|all`).
 */
export function StatusFilter<V extends string = StatusChoice>({
  value,
  onChange,
  order = ['active', 'disabled', 'all'],
  values,
}: {
  value: V;
  onChange: (value: V) => void;
  order?: readonly StatusChoice[];
  values?: Record<StatusChoice, V>;
}) {
  const { t } = useTranslation();
  const labels: Record<StatusChoice, string> = { active: t('form.active'), disabled: t('form.disabled'), all: t('form.all') };
  return <SelectFilter<V> label={t('form.status')} value={value} onChange={onChange} options={order.map((c) => ({ value: values ? values[c] : (c as V), label: labels[c] }))} />;
}
