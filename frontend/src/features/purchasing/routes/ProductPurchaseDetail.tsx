import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { LoadError } from '../../../components/ui/LoadError';
import { usePurchaseOrder } from '../api/purchase-orders';
import { PurchaseOrderSheet } from '../components/PurchaseOrderSheet';
import { purchaseDetailsPath, purchasePrintPath } from '../purchase-paths';

/** The read-only detail of a purchase order (route ProductPurchaseDetail, /product/purchase/:id/detail). */
export default function ProductPurchaseDetail() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const order = usePurchaseOrder(id);
  const o = order.data;
  return (
    <section className="page" aria-labelledby="purchase-detail-title">
      <h1 id="purchase-detail-title" className="page-title">
        {o ? t('purchase.title', { number: o.number }) : t('route.ProductPurchaseDetail')}
      </h1>
      {order.isPending && <p role="status">…</p>}
      <LoadError error={order.error} />
      {o && (
        <>
          <div className="actions">
            <Link className="btn" to={purchaseDetailsPath(o.id)}>
              {t('purchase.openOrder')}
            </Link>
            <Link className="btn" to={purchasePrintPath(o.id)}>
              {t('purchase.print')}
            </Link>
          </div>
          <PurchaseOrderSheet order={o} readOnly />
        </>
      )}
    </section>
  );
}
