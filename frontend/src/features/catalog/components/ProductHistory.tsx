import { useTranslation } from 'react-i18next';
import { HistoryTable } from '../../../components/ui/HistoryTable';
import { useProductHistory } from '../api/products';

/** GET /be/api/products/:id/history: who, when and what kind of change. */
export function ProductHistory({ productId }: { productId: string }) {
  const { t } = useTranslation();
  const history = useProductHistory(productId);
  return <HistoryTable title={t('product.history')} entries={history.data} error={history.error} describe={(e) => t(`product.events.${e.type}`, { defaultValue: e.type })} />;
}
