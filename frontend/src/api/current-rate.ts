import { inverseRate } from '@tradedesk/contracts/finance/currencies';

/** A rate as the current-rates call answers it (pure: no request here). */
export interface RatePair {
  fromCode: string;
  toCode: string;
  rate: string | number;
}

/** 1 `from` in `to` from the current rates: the pair itself, or the inverse of to -> from; null without one. */
export function currentRate(rates: readonly RatePair[] | undefined, from: string, to: string): string | null {
  const f = from.trim().toUpperCase();
  const t = to.trim().toUpperCase();
  if (!rates || !f || !t || f === t) return null;
  const direct = rates.find((r) => r.fromCode === f && r.toCode === t);
  if (direct) return String(direct.rate);
  const inverse = rates.find((r) => r.fromCode === t && r.toCode === f);
  return inverse ? inverseRate(String(inverse.rate)) : null;
}
