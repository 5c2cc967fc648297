import { useTranslation } from 'react-i18next';
import { PurchaseOrderEditor } from '../components/PurchaseOrderEditor';

/** A new purchase order (route PurchaseNew, /purchase/new): the editor, empty; saving opens the order at /purchase/:id/details. */
export default function PurchaseNew() {
  const { t } = useTranslation();
  return (
    <section className="page" aria-labelledby="purchase-new-title">
      <h1 id="purchase-new-title" className="page-title">
        {t('route.PurchaseNew')}
      </h1>
      <PurchaseOrderEditor order={null} />
    </section>
  );
}
