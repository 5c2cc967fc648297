import { formatMoney, formatPrice, formatQuantity } from '@tradedesk/contracts/platform/money';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { localeOf } from '../i18n/languages';

/**
 * The money module (contracts/platform/money.ts) bound to the interface language: every screen
 * shows amounts, prices and quantities with that language's separators and the currency's decimals.
 */
export function useMoney() {
  const { i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  return useMemo(
    () => ({
      locale,
      money: (value: string | null | undefined, currency: string) => formatMoney(value, currency, locale),
      price: (value: string | null | undefined, currency: string) => formatPrice(value, currency, locale),
      quantity: (value: string | null | undefined, maxPlaces?: number) => formatQuantity(value, locale, maxPlaces),
    }),
    [locale],
  );
}
