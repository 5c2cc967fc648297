import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** The sale order a transform-po draft came from, linked to the sale list searching its number. */
export function SaleOrderLink({ source }: { source: { type: 'sale'; id: string; number: string } }) {
  const { t } = useTranslation();
  return (
    <p className="card" data-testid="purchase-source">
      {t('purchase.fromSaleOrder')} <Link to={`/sale/index?search=${encodeURIComponent(source.number)}`}>{source.number}</Link>
    </p>
  );
}
