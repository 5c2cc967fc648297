import { formatDecimal, formatMoney, formatPrice, formatQuantity } from '@tradedesk/contracts/platform/money';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { localeOf } from '../i18n/languages';
import { settingNumber, settingValue } from './settings';
import { useSession } from '../stores/session';

type Value = string | number | null | undefined;

/**
 * The one number formatter of the screens (docs/shell.md "Display rules"): the money module
 * (contracts/platform/money.ts) bound to the interface language, so every screen, total, toast,
 * chat line, list and print shows amounts, prices and quantities with that language's separators
 * and the currency's decimals ("147.731 CLP" in Spanish, "147 731 CLP" in Hungarian).
 */
export function useMoney() {
  const { i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  const stockPlaces = useSession((s) => settingNumber(s.settings, 'StockNumberDecimal')) ?? 0;
  // Stock is valued at cost: the company's cost currency, else its base currency.
  const costCurrency = useSession((s) => String(settingValue(s.settings, 'CostCurrencyID') || settingValue(s.settings, 'BaseCurrencyID') || ''));
  return useMemo(
    () => ({
      locale,
      /** An amount in its currency's decimals, without the code. */
      money: (value: Value, currency: string) => formatMoney(value === null || value === undefined ? value : String(value), currency, locale),
      /** An amount followed by its currency code: '147 731 CLP'. '' for a blank. */
      amount: (value: Value, currency: string) => {
        const text = formatMoney(value === null || value === undefined ? value : String(value), currency, locale);
        return text && currency ? `${text} ${currency}` : text;
      },
      price: (value: Value, currency: string) => formatPrice(value === null || value === undefined ? value : String(value), currency, locale),
      /** A quantity with the decimals it has (at most `maxPlaces`). */
      quantity: (value: Value, maxPlaces?: number) => formatQuantity(value === null || value === undefined ? value : String(value), locale, maxPlaces),
      /** A stock quantity with the company's StockNumberDecimal places (half-up). */
      stock: (value: Value) => (value === null || value === undefined || value === '' ? '' : formatDecimal(String(value), Math.max(0, Math.min(20, Math.trunc(stockPlaces))), locale)),
      /** The company's cost currency (what stock is valued in). */
      costCurrency,
      /** A stock value in the cost currency's decimals. */
      stockValue: (value: Value) => formatMoney(value === null || value === undefined ? value : String(value), costCurrency, locale),
    }),
    [locale, stockPlaces, costCurrency],
  );
}
