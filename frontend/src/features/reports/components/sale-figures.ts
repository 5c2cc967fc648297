import { Decimal } from 'decimal.js';

/** Profit as a share of revenue, one decimal; '' when there is no revenue. */
export function marginOf(profit: string | null, revenue: string | null): string {
  if (profit === null || revenue === null || new Decimal(revenue).isZero()) return '';
  return new Decimal(profit).div(revenue).times(100).toDecimalPlaces(1, Decimal.ROUND_HALF_UP).toFixed(1);
}

/** A part's share of a whole in percent, one decimal; '' when the whole is zero. */
export function shareOf(part: string, whole: string): string {
  if (new Decimal(whole).isZero()) return '';
  return new Decimal(part).div(whole).times(100).toDecimalPlaces(1, Decimal.ROUND_HALF_UP).toFixed(1);
}
