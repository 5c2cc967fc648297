import { Decimal } from 'decimal.js';
import { roundTo } from '@tradedesk/contracts/platform/money';

/**
 * Figures as the Latin American formats write them: a credit note's amounts are positive there
 * (the document type says it reduces), so the generators take the magnitude of what the
 * EDocument carries and write it with the places the format fixes.
 */
export const magnitude = (v: string, places: number): string => roundTo(new Decimal(v).abs(), places);

/** A quantity or unit price with at most `maxPlaces` decimals, no trailing zeros beyond `minPlaces`. */
export function upTo(v: string, maxPlaces: number, minPlaces = 0): string {
  const d = new Decimal(v).abs().toDecimalPlaces(maxPlaces, Decimal.ROUND_HALF_UP);
  return d.decimalPlaces() < minPlaces ? d.toFixed(minPlaces) : d.toFixed();
}
