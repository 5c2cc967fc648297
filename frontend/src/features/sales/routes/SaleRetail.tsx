import { useTranslation } from 'react-i18next';
import { OrderEditor } from '../components/OrderEditor';

/**
 * Retail sale (route SaleRetail, /sale/retail): walk-in customers at retail prices, paid at the
 * counter: scan, F8, take the cash (the change is shown), next customer.
 */
export default function SaleRetail() {
  const { t } = useTranslation();
  return (
    <section className="page sale-page" aria-labelledby="sale-retail-title">
      <h1 id="sale-retail-title" className="page-title">
        {t('route.SaleRetail')}
      </h1>
      <OrderEditor mode="retail" />
    </section>
  );
}
