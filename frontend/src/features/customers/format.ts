/**
 * Display helpers of the customer screens (pure, unit-tested). Amounts stay decimal strings: they
 * are rounded with decimal.js to the currency's decimals and grouped with the locale's symbols,
 * never passed through a float.
 */
import { currencyDecimals, roundMoney } from '@tradedesk/contracts/sales/money';

const localeOf = (language: string) => (language === 'zh' ? 'zh-CN' : language === 'cz' ? 'cs' : language === 'gr' ? 'el' : language);

function symbols(language: string): { group: string; decimal: string } {
  let parts: Intl.NumberFormatPart[];
  try {
    parts = new Intl.NumberFormat(localeOf(language)).formatToParts(12345.6);
  } catch {
    parts = new Intl.NumberFormat('en').formatToParts(12345.6);
  }
  return { group: parts.find((p) => p.type === 'group')?.value ?? ',', decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.' };
}

/** '1234567.5' in CLP -> '1.234.568' (es), in USD -> '1,234,567.50' (en). '' for an empty value. */
export function formatMoney(value: string | null | undefined, currency: string, language: string): string {
  if (value === null || value === undefined || value === '') return '';
  const fixed = roundMoney(value, currency || 'XXX');
  const negative = fixed.startsWith('-') && /[1-9]/.test(fixed);
  const [int, frac] = fixed.replace('-', '').split('.');
  const { group, decimal } = symbols(language);
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${negative ? '-' : ''}${grouped}${frac ? decimal + frac : ''}`;
}

/** How many decimals an amount typed in this currency may have. */
export const amountDecimals = (currency: string) => currencyDecimals(currency || 'XXX');

/** The currency an entry is recorded in when none is chosen: the customer's, else the base currency. */
export const defaultCurrency = (customerCurrency: string | undefined, baseCurrency: string | undefined) => customerCurrency || baseCurrency || '';
