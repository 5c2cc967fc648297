import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** The replenishment order a purchase order draft was made from, linked to that order's editor. */
export function ReplenishmentLink({ origin }: { origin: { type: 'replenishment'; id: string; number: string } }) {
  const { t } = useTranslation();
  return (
    <p className="card" data-testid="purchase-origin">
      {t('purchaseOrigin.fromReplenishment')} <Link to={`/purchase/replenishment-order/new?id=${encodeURIComponent(origin.id)}`}>{origin.number}</Link>
    </p>
  );
}
