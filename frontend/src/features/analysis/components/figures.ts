import { formatDecimal } from '@tradedesk/contracts/platform/money';
import { useMemo } from 'react';
import { settingValue } from '../../../lib/settings';
import { useMoney } from '../../../lib/money';
import { useSession } from '../../../stores/session';

/**
 * How the analysis screens show their figures: amounts in the company's base currency (what the
 * sale facts hold), quantities with their decimals, shares as percentages, all in the interface
 * language's separators (the money module). `plot` turns a decimal string into the number a chart
 * axis needs: for drawing only, never for arithmetic.
 */
export function useFigures() {
  const m = useMoney();
  const base = useSession((s) => String(settingValue(s.settings, 'BaseCurrencyID') || ''));
  return useMemo(
    () => ({
      base,
      amount: (v: string | null | undefined) => m.money(v, base || 'USD'),
      quantity: (v: string | null | undefined) => m.quantity(v),
      percent: (v: string | null | undefined) => (v === null || v === undefined ? '' : `${formatDecimal(v, 2, m.locale)} %`),
    }),
    [m, base],
  );
}

export const plot = (v: string | null | undefined): number => (v ? Number(v) : 0);
