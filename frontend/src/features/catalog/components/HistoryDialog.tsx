import type { HistoryEntry } from '@tradedesk/contracts/catalog/products';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { eventSummary, HistoryDialog as DocumentHistoryDialog } from '../../../components/ui/HistoryTable';


/** A catalogue document's history (warehouse, supplier, category, size group...) in a dialog. */
export function HistoryDialog({ title, queryKey, load, onClose }: { title: string; queryKey: readonly unknown[]; load: () => Promise<HistoryEntry[]>; onClose: () => void }) {
  const { t } = useTranslation();
  const history = useQuery({ queryKey: ['history', ...queryKey], queryFn: load });
  return (
    <DocumentHistoryDialog
      title={title}
      entries={history.data}
      error={history.isError ? history.error : null}
      describe={(e) => t(`basics.events.${e.type}`, { defaultValue: e.type })}
      detail={(e) => eventSummary(e.data)}
      onClose={onClose}
    />
  );
}
