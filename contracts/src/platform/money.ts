import { Decimal } from 'decimal.js';

/**
 * Money: the one module for currency decimals, rounding and display, on the server and in the
 * browser (docs/architecture.md, "Money and time").
 *
 * - Amounts are decimal strings on the wire and Decimals in code, never floats.
 * - An amount rounds half-up (away from zero) to its currency's decimals: 0 for CLP and Ft, 2 for
 *   zł, CNY, EUR, USD, CZK; ISO 4217's minor units for other codes.
 * - Display groups thousands and marks decimals as the interface language does (en "1,234.50",
 *   es "1.234,50", pl "1234,50", hu "1 234"), after rounding, so the text is the exact figure.
 */

export interface Currency {
  code: string;
  name: string;
  decimals: number;
}

/** The currencies a company can pick (systypes' list), with the decimals its amounts are kept in. */
export const CURRENCIES: readonly Currency[] = [
  { code: 'CLP', name: 'Peso chileno', decimals: 0 },
  { code: 'USD', name: 'US dollar', decimals: 2 },
  { code: 'CNY', name: 'Renminbi', decimals: 2 },
  { code: 'EUR', name: 'Euro', decimals: 2 },
  { code: 'PEN', name: 'Sol peruano', decimals: 2 },
  { code: 'MXN', name: 'Peso mexicano', decimals: 2 },
  { code: 'ARS', name: 'Peso argentino', decimals: 2 },
  { code: 'BRL', name: 'Real', decimals: 2 },
  { code: 'BOB', name: 'Boliviano', decimals: 2 },
  { code: 'GTQ', name: 'Quetzal', decimals: 2 },
  { code: 'DOP', name: 'Peso dominicano', decimals: 2 },
  { code: 'JMD', name: 'Jamaican dollar', decimals: 2 },
  { code: 'PLN', name: 'Złoty', decimals: 2 },
  { code: 'HUF', name: 'Forint', decimals: 0 },
  { code: 'CZK', name: 'Koruna', decimals: 2 },
  { code: 'RON', name: 'Leu', decimals: 2 },
  { code: 'BGN', name: 'Lev', decimals: 2 },
  { code: 'RSD', name: 'Dinar', decimals: 2 },
];

/** Codes outside the list whose ISO 4217 minor unit is not 2 (a price list or a customer may still use them). */
const OTHER_MINOR_UNITS: Readonly<Record<string, number>> = {
  JPY: 0, KRW: 0, PYG: 0, ISK: 0, VND: 0, COP: 0, UGX: 0, XAF: 0, XOF: 0, XPF: 0, KMF: 0, RWF: 0, DJF: 0, GNF: 0, VUV: 0,
  BHD: 3, KWD: 3, OMR: 3, JOD: 3, TND: 3, LYD: 3, IQD: 3,
};

const DECIMALS = new Map<string, number>([...Object.entries(OTHER_MINOR_UNITS), ...CURRENCIES.map((c) => [c.code, c.decimals] as const)]);

/** How many decimals an amount in this currency has (2 for a code nobody told us about). */
export function currencyDecimals(code: string | null | undefined): number {
  return DECIMALS.get((code ?? '').trim().toUpperCase()) ?? 2;
}

/** True for a decimal number as the API writes it: '12', '-0.5', '1234.500'. */
export const isDecimalString = (v: unknown): v is string => typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v.trim());

/** `v` rounded half-up to `places` decimals, written with exactly that many ('2.5' at 2 -> '2.50'). */
export function roundTo(v: Decimal.Value, places: number): string {
  const r = new Decimal(v).toDecimalPlaces(places, Decimal.ROUND_HALF_UP);
  // -0.001 rounds to zero, which has no sign.
  return (r.isZero() ? r.abs() : r).toFixed(places);
}

/** An amount rounded to its currency ('1234.5' CLP -> '1235', USD -> '1234.50'). */
export function roundMoney(v: Decimal.Value, currency: string): string {
  return roundTo(v, currencyDecimals(currency));
}

/** A plain decimal string without trailing zeros ('12.50' -> '12.5'). */
export function plain(v: Decimal.Value): string {
  return new Decimal(v).toFixed();
}

/** Sum of decimal strings (quantities, amounts) without a float; blanks count as 0. */
export function sumDecimals(values: Iterable<string | null | undefined>): string {
  let total = new Decimal(0);
  for (const v of values) if (v !== null && v !== undefined && v !== '') total = total.plus(v);
  return total.toFixed();
}

/** A whole percentage (half-up); 0 when the numerator is 0, 100 when the denominator is 0. */
export function wholePercent(numerator: Decimal.Value, denominator: Decimal.Value): number {
  const n = new Decimal(numerator);
  if (n.isZero()) return 0;
  const d = new Decimal(denominator);
  if (d.isZero()) return 100;
  return n.dividedBy(d).times(100).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber();
}

const formatters = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, places: number): Intl.NumberFormat {
  const key = `${locale}|${places}`;
  let f = formatters.get(key);
  if (!f) {
    let resolved = locale;
    try {
      new Intl.NumberFormat(locale);
    } catch {
      resolved = 'en';
    }
    f = new Intl.NumberFormat(resolved, { minimumFractionDigits: places, maximumFractionDigits: places, useGrouping: 'always' as unknown as boolean });
    formatters.set(key, f);
  }
  return f;
}

/**
 * A decimal string shown with exactly `places` decimals in `locale`'s separators. Intl formats
 * the string itself (no float in between), so '12345678901234.55' stays exact.
 */
export function formatDecimal(value: Decimal.Value | null | undefined, places: number, locale: string): string {
  if (value === null || value === undefined || value === '') return '';
  let fixed: string;
  try {
    fixed = roundTo(value, places);
  } catch {
    return '';
  }
  // Intl.NumberFormat.prototype.format takes a decimal string as an exact number (ES2023).
  return numberFormat(locale, places).format(fixed as unknown as number);
}

/** A Decimal of a value, or null for a blank or something that is not a number. */
function decimalOrNull(value: Decimal.Value | null | undefined): Decimal | null {
  if (value === null || value === undefined || value === '') return null;
  try {
    return new Decimal(value);
  } catch {
    return null;
  }
}

/** An amount in its currency's decimals, in the interface language's separators ('' for a blank or a non-number). */
export function formatMoney(value: Decimal.Value | null | undefined, currency: string, locale: string): string {
  return formatDecimal(value, currencyDecimals(currency), locale);
}

/**
 * A unit price: the decimals it was stored with (up to 6, trailing zeros dropped) but never fewer
 * than its currency's ('1.5' USD -> '1.50', '0.125' USD -> '0.125', '990' CLP -> '990').
 */
export function formatPrice(value: Decimal.Value | null | undefined, currency: string, locale: string): string {
  const d = decimalOrNull(value);
  if (!d) return '';
  const own = Math.min(d.decimalPlaces(), 6);
  return formatDecimal(d, Math.max(own, currencyDecimals(currency)), locale);
}

/** A quantity with the decimals it has (at most `maxPlaces`), in the language's separators. */
export function formatQuantity(value: Decimal.Value | null | undefined, locale: string, maxPlaces = 6): string {
  const d = decimalOrNull(value);
  if (!d) return '';
  return formatDecimal(d, Math.min(d.decimalPlaces(), maxPlaces), locale);
}

/** How a cash rounding treats what lies between two steps: always down, or to the nearest with a half up or down. */
export type StepRounding = 'down' | 'half-up' | 'half-down';
const STEP_MODES: Record<StepRounding, Decimal.Rounding> = { down: Decimal.ROUND_DOWN, 'half-up': Decimal.ROUND_HALF_UP, 'half-down': Decimal.ROUND_HALF_DOWN };

/**
 * `v` rounded to a multiple of `step` (a cash rounding: '12.34' to '0.10' down -> '12.30';
 * half-up -> '12.30', '12.35' -> '12.40'; half-down: '1235' to '10' -> '1230'), written with the
 * step's decimals. Decimal, no float.
 */
export function roundToStep(v: Decimal.Value, step: Decimal.Value, mode: StepRounding): string {
  const s = new Decimal(step);
  const units = new Decimal(v).div(s).toDecimalPlaces(0, STEP_MODES[mode]);
  const r = units.times(s);
  return (r.isZero() ? r.abs() : r).toFixed(Math.max(0, s.decimalPlaces()));
}
