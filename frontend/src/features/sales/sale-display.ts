/**
 * How the sale screens and print pages show money and time (spec 9, DOMAIN "Money and time").
 * Pure, unit-tested.
 * - Amounts: rounded to the currency's decimals (0 for CLP and Ft, 2 for zł, EUR, USD...), thousands
 *   grouped by comma; computed on the decimal strings, never through a float.
 * - Times: instants are UTC; they are shown in the company time zone (SystemTimeZone, an hour
 *   offset), as day/month/year; business days ('YYYY-MM-DD') are days of that zone.
 */
import { currencyDecimals, roundMoney } from '@tradedesk/contracts/sales/money';

const DECIMAL = /^-?\d+(\.\d+)?$/;

/** '1234567.5' in CLP -> '1,234,568'; in USD -> '1,234,567.50'. '' for an empty or non-decimal value. */
export function formatMoney(value: string | null | undefined, currency: string): string {
  if (value === null || value === undefined || !DECIMAL.test(String(value).trim())) return '';
  const fixed = roundMoney(String(value).trim(), currency || 'XXX');
  return groupThousands(fixed);
}

/** Groups the integer part of a plain decimal string by comma. */
export function groupThousands(fixed: string): string {
  const negative = fixed.startsWith('-');
  const [int, frac] = (negative ? fixed.slice(1) : fixed).split('.');
  const grouped = int!.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${frac !== undefined ? `.${frac}` : ''}`;
}

/** A unit price: up to 6 decimals as stored, never fewer than the currency's, grouped. */
export function formatPrice(value: string | null | undefined, currency: string): string {
  if (value === null || value === undefined || !DECIMAL.test(String(value).trim())) return '';
  const text = String(value).trim();
  const decimals = currencyDecimals(currency || 'XXX');
  const [int, frac = ''] = text.split('.');
  const kept = frac.replace(/0+$/, '');
  const digits = kept.length > decimals ? kept : frac.padEnd(decimals, '0').slice(0, Math.max(decimals, kept.length));
  return groupThousands(digits ? `${int}.${digits}` : int!);
}

const pad = (n: number) => String(n).padStart(2, '0');

function atOffset(iso: string | null | undefined, offsetHours: number): Date | null {
  if (!iso) return null;
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? null : new Date(ms + offsetHours * 3_600_000);
}

/** An instant as 'dd/mm/yyyy' in the company zone. */
export function companyDay(iso: string | null | undefined, offsetHours: number): string {
  const d = atOffset(iso, offsetHours);
  return d ? `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}` : '';
}

/** An instant as 'dd/mm/yyyy HH:mm' in the company zone. */
export function companyDateTime(iso: string | null | undefined, offsetHours: number): string {
  const d = atOffset(iso, offsetHours);
  return d ? `${companyDay(iso, offsetHours)} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}` : '';
}

/**
 * The instant as a Date whose UTC fields are the company's wall clock: Excel shows dates without a
 * zone, so the exported cell reads as the list does.
 */
export function companyWallClock(iso: string | null | undefined, offsetHours: number): Date | null {
  return atOffset(iso, offsetHours);
}

/** A business day 'YYYY-MM-DD' as 'dd/mm/yyyy'. */
export function displayDay(day: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day ?? '');
  return m ? `${m[3]}/${m[2]}/${m[1]}` : '';
}

/** The business day (company zone) of an instant, 'YYYY-MM-DD'. */
export function businessDay(at: Date | number, offsetHours: number): string {
  const d = new Date((typeof at === 'number' ? at : at.getTime()) + offsetHours * 3_600_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** A business day moved by `days`. */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

export const PERIOD_PRESETS = ['today', 'yesterday', 'week'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

/** The from/to business days of a preset (spec 9: today, yesterday, one week ago), inclusive. */
export function periodOf(preset: PeriodPreset, now: Date | number, offsetHours: number): { from: string; to: string } {
  const today = businessDay(now, offsetHours);
  if (preset === 'today') return { from: today, to: today };
  if (preset === 'yesterday') {
    const y = addDays(today, -1);
    return { from: y, to: y };
  }
  return { from: addDays(today, -7), to: today };
}

/** Sum of two non-negative decimal strings without a float (quantities in base units). */
export function addDecimal(a: string, b: string): string {
  const [ai, af = ''] = a.split('.');
  const [bi, bf = ''] = b.split('.');
  const scale = Math.max(af.length, bf.length);
  const sum = BigInt(ai + af.padEnd(scale, '0')) + BigInt(bi + bf.padEnd(scale, '0'));
  if (scale === 0) return sum.toString();
  const digits = sum.toString().padStart(scale + 1, '0');
  const frac = digits.slice(-scale).replace(/0+$/, '');
  return frac ? `${digits.slice(0, -scale)}.${frac}` : digits.slice(0, -scale);
}
