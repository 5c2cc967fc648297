import { Decimal } from 'decimal.js';

/** Profit as a share of revenue, one decimal; '' when there is no revenue. */
export function marginOf(profit: string | null, revenue: string | null): string {
  if (profit === null || revenue === null || new Decimal(revenue).isZero()) return '';
  return new Decimal(profit).div(revenue).times(100).toDecimalPlaces(1, Decimal.ROUND_HALF_UP).toFixed(1);
}
