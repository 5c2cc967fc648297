import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { OrderEditor } from '../components/OrderEditor';

/** One form (route SaleOrderFormUpdate, /sale/order-form/:id/update): edited like an order, printed, made into a sale. */
export default function SaleOrderFormUpdate() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  return (
    <section className="page sale-page" aria-labelledby="sale-form-title">
      <h1 id="sale-form-title" className="page-title">
        {t('route.SaleOrderFormUpdate')}
      </h1>
      <OrderEditor key={id} mode="input" kind="form" orderId={id} />
    </section>
  );
}
