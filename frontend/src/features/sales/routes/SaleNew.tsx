import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { OrderEditor } from '../components/OrderEditor';

/**
 * Scan sale (route SaleNew, /sale/new): the keyboard- and scanner-first order screen. ?id=
 * opens that order; otherwise the draft this person left is picked up again.
 */
export default function SaleNew() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id') ?? undefined;
  return (
    <section className="page sale-page" aria-labelledby="sale-new-title">
      <h1 id="sale-new-title" className="page-title">
        {t('route.SaleNew')}
      </h1>
      <OrderEditor key={id ?? 'resume'} mode="scan" orderId={id} resume={!id} />
    </section>
  );
}
