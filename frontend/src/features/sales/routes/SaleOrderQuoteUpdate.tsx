import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { OrderEditor } from '../components/OrderEditor';

/** One quote (route SaleOrderQuoteUpdate, /sale/order-quote/:id/update): edited like an order, printed, made into a sale. */
export default function SaleOrderQuoteUpdate() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  return (
    <section className="page sale-page" aria-labelledby="sale-quote-title">
      <h1 id="sale-quote-title" className="page-title">
        {t('route.SaleOrderQuoteUpdate')}
      </h1>
      <OrderEditor key={id} mode="input" kind="quote" orderId={id} />
    </section>
  );
}
