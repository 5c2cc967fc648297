import { isBusinessDay } from '@tradedesk/contracts/platform/company-time';
import { type InputHTMLAttributes, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** 'YYYY-MM-DD' or 'YYYY-MM-DD HH:mm[:ss]' (a T in between works too). */
const DAY_TIME = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2})?)?$/;

/** True for a complete company date (and time) as typed, '' counts as complete (nothing chosen). */
export function isCompleteDate(text: string, withTime: boolean): boolean {
  const v = text.trim();
  if (v === '') return true;
  if (!withTime) return isBusinessDay(v);
  return DAY_TIME.test(v) && isBusinessDay(v.slice(0, 10));
}

/** The placeholder a date (and time) input shows: the company's input format in the interface language ('YYYY-MM-DD', 'ÉÉÉÉ-HH-NN'). */
export function useDatePlaceholder(withTime = false): string {
  const { t } = useTranslation();
  return withTime ? `${t('form.dayPlaceholder')} ${t('form.timePlaceholder')}` : t('form.dayPlaceholder');
}

/**
 * A date typed year-month-day (spec section 9: "date input year-month-day"), whatever the
 * browser's locale: a native date input would show the browser's own order (mm/dd/yyyy in an
 * American browser). `onChange` hears only complete values (a real day, optionally with a time)
 * or '' for cleared; while a person types, the text stays as typed and is marked invalid.
 */
export function DayInput({
  value,
  onChange,
  withTime = false,
  ...rest
}: { value: string; onChange: (value: string) => void; withTime?: boolean } & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'>) {
  const placeholder = useDatePlaceholder(withTime);
  const [text, setText] = useState(value);
  // A preset or a reset changes the value from outside: show it.
  useEffect(() => setText((shown) => (shown.trim() === value ? shown : value)), [value]);
  const complete = isCompleteDate(text, withTime);
  return (
    <input
      {...rest}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      placeholder={placeholder}
      maxLength={withTime ? 19 : 10}
      value={text}
      aria-invalid={complete ? rest['aria-invalid'] : true}
      onChange={(e) => {
        setText(e.target.value);
        if (isCompleteDate(e.target.value, withTime)) onChange(e.target.value.trim().replace('T', ' '));
      }}
    />
  );
}
