import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { CountDetail } from '../api/counts';

/** Which count order a sub-list belongs to, with the way back to its detail. */
export function CountHeader({ count }: { count: CountDetail }) {
  const { t } = useTranslation();
  return (
    <p className="muted">
      <Link to={`/product/stock-check/${encodeURIComponent(count.id)}/detail`}>{count.number}</Link>
      {` · ${count.warehouseCode ?? ''} · ${t(`count.status.${count.status}`)}`}
    </p>
  );
}
