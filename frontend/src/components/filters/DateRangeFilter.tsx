import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompanyOffset } from '../../lib/company-time';
import { DayInput } from '../form/DayInput';
import { ANY_TIME, type DateRange, isAnyTime, PERIOD_PRESETS, type PeriodPreset, presetRange, rangeInstants, withDay } from './date-range';

/**
 * The date-range filter of a list: company-time's presets as buttons (the chosen one pressed), "any
 * time", and the two days From and To (both inclusive). A preset is worked out at the moment it is
 * pressed, in the company's time zone. Days are typed year-month-day (DayInput), not in the
 * browser's own date order.
 */
export function DateRangeFilter({
  value,
  onChange,
  presets = PERIOD_PRESETS,
  fromLabel,
  toLabel,
}: {
  value: DateRange;
  onChange: (range: DateRange) => void;
  presets?: readonly PeriodPreset[];
  /** The day fields' labels (form.from / form.to unless given). */
  fromLabel?: string;
  toLabel?: string;
}) {
  const { t } = useTranslation();
  const offset = useCompanyOffset();
  const ids = { from: useId(), to: useId() };
  return (
    <>
      <fieldset className="choice-group date-presets">
        <legend>{t('dateRange.period')}</legend>
        {presets.map((p) => (
          <button key={p} type="button" className={value.preset === p ? 'btn btn-small btn-primary' : 'btn btn-small'} aria-pressed={value.preset === p} onClick={() => onChange(presetRange(p, Date.now(), offset))}>
            {t(`dateRange.${p}`)}
          </button>
        ))}
        <button type="button" className="btn btn-small" aria-pressed={isAnyTime(value)} onClick={() => onChange(ANY_TIME)}>
          {t('dateRange.anyTime')}
        </button>
      </fieldset>
      <div className="field">
        <label htmlFor={ids.from}>{fromLabel ?? t('form.from')}</label>
        <DayInput id={ids.from} value={value.from} onChange={(day) => onChange(withDay(value, 'from', day))} />
      </div>
      <div className="field">
        <label htmlFor={ids.to}>{toLabel ?? t('form.to')}</label>
        <DayInput id={ids.to} value={value.to} onChange={(day) => onChange(withDay(value, 'to', day))} />
      </div>
    </>
  );
}

/** The instants a list filtered by time asks for, for the range shown (the company's day boundaries). */
export function useRangeInstants(range: DateRange) {
  return rangeInstants(range, useCompanyOffset());
}
