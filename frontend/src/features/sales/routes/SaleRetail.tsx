import { RETAIL_CHECKOUT_VARIANTS, type RetailCheckoutVariant } from '@tradedesk/contracts/sales/retail-checkout';
import type { RouteName } from '@tradedesk/contracts/platform/route-names';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAllowedRoutes } from '../../../app/layout/routes-context';
import { pathOfRoute } from '../../../app/permission';
import { SelectFilter } from '../../../components/filters/FilterBar';
import { OrderEditor } from '../components/OrderEditor';

const VARIANT_KEY = 'tradedesk.payRetail.variant';
const routeOf = (v: RetailCheckoutVariant) => (v === 'plain' ? 'SalePayRetail' : `SalePayRetail${v.charAt(0).toUpperCase()}${v.slice(1)}`) as RouteName;

/**
 * Retail sale (route SaleRetail, /sale/retail): walk-in customers at retail prices, paid at the
 * counter: scan, F8, take the cash (the change is shown), next customer. Or hand the order to the
 * checkout (the receipt of the country chosen here, remembered in this browser).
 */
export default function SaleRetail() {
  const { t } = useTranslation();
  const routes = useAllowedRoutes();
  const offered = RETAIL_CHECKOUT_VARIANTS.filter((v) => pathOfRoute(routes, routeOf(v)));
  const [variant, setVariant] = useState<RetailCheckoutVariant>(() => {
    const saved = localStorage.getItem(VARIANT_KEY);
    return (RETAIL_CHECKOUT_VARIANTS as readonly string[]).includes(saved ?? '') ? (saved as RetailCheckoutVariant) : 'plain';
  });
  const chosen = offered.includes(variant) ? variant : offered[0];
  return (
    <section className="page sale-page" aria-labelledby="sale-retail-title">
      <h1 id="sale-retail-title" className="page-title">
        {t('route.SaleRetail')}
      </h1>
      {offered.length > 1 && (
        <SelectFilter
          label={t('payRetail.receiptKind')}
          value={chosen ?? ''}
          options={offered.map((v) => ({ value: v, label: t(`route.${routeOf(v)}`) }))}
          onChange={(v) => {
            localStorage.setItem(VARIANT_KEY, v);
            setVariant(v);
          }}
        />
      )}
      <OrderEditor mode="retail" checkoutPath={chosen ? pathOfRoute(routes, routeOf(chosen)) : null} />
    </section>
  );
}
