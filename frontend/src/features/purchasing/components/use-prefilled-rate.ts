import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { currentRate, useExchangeRates } from '../../../api/exchange-rates';

/**
 * Prefills the form's `rate` with the current exchange rate `from` -> `to` (docs/finance.md) when
 * there is one, while the field is blank or still holds a value prefilled before (the currency
 * changed, or `replaceable`: the order's own rate in a receipt); a rate the user typed stays. The server keeps the rate the form sends.
 */
export function usePrefilledRate(from: string, to: string, enabled: boolean, replaceable: string | null = null) {
  const { data: rates } = useExchangeRates(enabled);
  const { control, setValue, getValues } = useFormContext<{ rate: string }>();
  const typed = useWatch({ control, name: 'rate' });
  const prefilled = useRef<string | null>(replaceable);
  const rate = enabled ? currentRate(rates, from, to) : null;
  useEffect(() => {
    if (!rate) return;
    const now = String(getValues('rate') ?? '').trim();
    if (now === '' || now === prefilled.current) {
      prefilled.current = rate;
      if (now !== rate) setValue('rate', rate, { shouldDirty: true });
    }
  }, [rate]); // eslint-disable-line react-hooks/exhaustive-deps
  return { prefilled: rate !== null && String(typed ?? '').trim() === rate };
}
