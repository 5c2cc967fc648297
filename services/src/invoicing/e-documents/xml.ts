import { Decimal } from 'decimal.js';
import { roundTo } from '@tradedesk/contracts/platform/money';

/**
 * Small helpers the country generators share: signs, fixed places and file names. A generator only
 * lays the issued document out; these never change a figure, except where a format asks for the
 * same figure with the opposite sign (a UBL CreditNote states the reduction as a positive amount)
 * or converted to the local currency at the document's own exchange rate (NAV's *HUF fields).
 */

/** `v` with its sign flipped ('-12.50' -> '12.50'); keeps the places. */
export function negate(v: string): string {
  if (/^-/.test(v)) return v.slice(1);
  return new Decimal(v).isZero() ? v : `-${v}`;
}

/** `v` with the sign a format wants: flipped when `flip`. */
export const signed = (v: string, flip: boolean): string => (flip ? negate(v) : v);

/** `v` written with exactly `places` decimals (the value is already rounded upstream; this pads). */
export const fixed = (v: string, places: number): string => roundTo(v, places);

/** `amount` in local currency at `rate`, rounded half-up to `places`. */
export const toLocal = (amount: string, rate: string, places: number): string => roundTo(new Decimal(amount).times(rate), places);

/** True when a decimal string is below zero. */
export const isNegative = (v: string): boolean => new Decimal(v).isNegative() && !new Decimal(v).isZero();

/** A document number as a file name ('FV/2026/11/0001' -> 'FV_2026_11_0001'). */
export const safeFileName = (s: string): string => s.replace(/[^\w.-]+/g, '_');

/** A street line: 'ul. Marszałkowska 84/92' from street and building number. */
export const streetLine = (street: string, building: string): string => [street, building].filter((x) => x.trim() !== '').join(' ');
