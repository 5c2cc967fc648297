import type { SaleOrderKind } from '@tradedesk/contracts/sales/sale-order';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useRoutePath } from '../../app/layout/routes-context';
import { settingValue } from '../../lib/settings';
import { useSession } from '../../stores/session';

/** The company time zone (SystemTimeZone hour offset; the browser's own when unset). */
export { useCompanyOffset } from '../../lib/company-time';

/** The company's base currency (BaseCurrencyID): what catalogue prices are in. */
export function useBaseCurrency(): string {
  return useSession((s) => String(settingValue(s.settings, 'BaseCurrencyID') ?? '')) || 'XXX';
}

const LABEL_SETTING = { unit: 'UnitUnit', box: 'BoxUnit', bigBag: 'BigBagUnit', bag: 'BagUnit' } as const;

/** The company's name of a unit (settings UnitUnit, BoxUnit...), else the interface's word for it. */
export function useUnitLabel() {
  const { t } = useTranslation();
  const settings = useSession((s) => s.settings);
  return useCallback(
    (unit: string) => {
      const key = LABEL_SETTING[unit as keyof typeof LABEL_SETTING];
      const label = key ? String(settingValue(settings, key) ?? '').trim() : '';
      return label || t(`product.units.${unit}`, { defaultValue: unit });
    },
    [settings, t],
  );
}

/**
 * Where an order opens and prints, by kind (null when this session may not open that page):
 * drafts of sales in scan sale (SaleNew ?id=), order forms and quotes in their update pages.
 */
export function useSaleLinks() {
  const scan = useRoutePath('SaleNew');
  const form = useRoutePath('SaleOrderFormUpdate');
  const quote = useRoutePath('SaleOrderQuoteUpdate');
  const print = useRoutePath('SalePrint');
  const formPrint = useRoutePath('SaleOrderFormPrint');
  const quotePrint = useRoutePath('SaleOrderQuotePrint');
  const dist = useRoutePath('SaleDistributionOrder');
  const purchaseJump = useRoutePath('PurchaseJump');
  const fill = (path: string | null, id: string) => (path ? path.replace(':id', encodeURIComponent(id)) : null);
  return {
    editDraft(kind: SaleOrderKind, id: string): string | null {
      if (kind === 'sale') return scan ? `${scan}?id=${encodeURIComponent(id)}` : null;
      return fill(kind === 'form' ? form : quote, id);
    },
    print(kind: SaleOrderKind, id: string): string | null {
      return fill(kind === 'sale' ? print : kind === 'form' ? formPrint : quotePrint, id);
    },
    distribution: (id: string) => fill(dist, id),
    /** The purchase order a transform-po made (its details through the purchase jump), or null without access. */
    purchaseOrder: (id: string) => (purchaseJump ? `${purchaseJump}?id=${encodeURIComponent(id)}` : null),
  };
}
