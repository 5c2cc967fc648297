import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { findPurchaseOrderByNumber } from '../api/purchase-orders';
import { purchaseDetailsPath } from '../purchase-paths';

/**
 * A link to a purchase order by ?id= or ?number= (route PurchaseJump, /purchase/jump): opens its
 * details; an unknown number says so; neither goes to the list.
 */
export default function PurchaseJump() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  const number = params.get('number')?.trim() ?? '';
  const [found, setFound] = useState<string | null | undefined>(undefined);

  useEffect(() => {
    if (id || !number) return;
    let live = true;
    findPurchaseOrderByNumber(number).then(
      (row) => live && setFound(row?.id ?? null),
      () => live && setFound(null),
    );
    return () => {
      live = false;
    };
  }, [id, number]);

  if (id) return <Navigate replace to={purchaseDetailsPath(id)} />;
  if (!number) return <Navigate replace to="/product/purchase" />;
  if (found) return <Navigate replace to={purchaseDetailsPath(found)} />;
  return (
    <section className="page" aria-labelledby="purchase-jump-title">
      <h1 id="purchase-jump-title" className="page-title">
        {t('route.PurchaseJump')}
      </h1>
      <p role="status">{found === null ? t('purchase.notFound', { number }) : '…'}</p>
    </section>
  );
}
