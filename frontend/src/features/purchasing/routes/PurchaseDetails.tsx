import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { LoadError } from '../../../components/ui/LoadError';
import { usePurchaseOrder } from '../api/purchase-orders';
import { PurchaseOrderEditor } from '../components/PurchaseOrderEditor';
import { PurchaseOrderSheet } from '../components/PurchaseOrderSheet';

/**
 * One purchase order (route PurchaseDetails, /purchase/:id/details): the editor while it is a
 * draft (a transform-po draft from a sale order too), afterwards the order with its quantities,
 * receipts, returns, actions and history.
 */
export default function PurchaseDetails() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const order = usePurchaseOrder(id);
  const o = order.data;
  return (
    <section className="page" aria-labelledby="purchase-details-title">
      <h1 id="purchase-details-title" className="page-title">
        {o ? t('purchase.title', { number: o.number }) : t('route.PurchaseDetails')}
      </h1>
      {order.isPending && <p role="status">…</p>}
      <LoadError error={order.error} />
      {o && o.status === 'draft' && <PurchaseOrderEditor key={o.id} order={o} />}
      {o && o.status !== 'draft' && <PurchaseOrderSheet order={o} />}
    </section>
  );
}
