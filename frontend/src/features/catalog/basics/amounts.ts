/**
 * Money on the supplier screens (pure): decimal strings stay exact (integer arithmetic on the
 * digits, never a float), shown with the currency's decimals and the user's grouping.
 */
import { currencyDecimals } from '@tradedesk/contracts/catalog/supplier-accounts';
import { localeOf } from '../../../i18n/languages';

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/** "12.345" at 2 places -> "12.35" (half away from zero); null when it is not a decimal number. */
export function roundDecimal(value: string, places: number): string | null {
  const m = DECIMAL.exec(value.trim());
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) return null;
  const negative = m[1] === '-';
  const scaled = BigInt(`${m[2] || '0'}${(m[3] ?? '').padEnd(places + 1, '0').slice(0, places + 1)}`);
  const rounded = (scaled + 5n) / 10n;
  const digits = rounded.toString().padStart(places + 1, '0');
  const int = digits.slice(0, digits.length - places);
  const frac = places ? `.${digits.slice(-places)}` : '';
  return `${negative && rounded !== 0n ? '-' : ''}${int}${frac}`;
}

/** "1234.5" USD -> "1,234.50" (en) / "1.234,50" (es); '' for a value that is not a number. */
export function formatAmount(amount: string | null | undefined, currency: string, language: string): string {
  if (amount === null || amount === undefined || amount === '') return '';
  const fixed = roundDecimal(amount, currencyDecimals(currency));
  if (fixed === null) return '';
  const [int, frac] = fixed.replace('-', '').split('.');
  const parts = new Intl.NumberFormat(localeOf(language), { minimumFractionDigits: 1 }).formatToParts(1234567.5);
  const group = parts.find((p) => p.type === 'group')?.value ?? ',';
  const decimal = parts.find((p) => p.type === 'decimal')?.value ?? '.';
  const grouped = int!.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${fixed.startsWith('-') ? '-' : ''}${grouped}${frac ? decimal + frac : ''}`;
}

/** What a balance means: we owe the supplier, the supplier owes us (a prepayment), or nothing. */
export function balanceSide(amount: string): 'owed' | 'credit' | 'zero' {
  const m = DECIMAL.exec(amount.trim());
  if (!m || !/[1-9]/.test(`${m[2]}${m[3] ?? ''}`)) return 'zero';
  return m[1] === '-' ? 'credit' : 'owed';
}
