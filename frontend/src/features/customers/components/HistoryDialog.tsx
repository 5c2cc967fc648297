import { useTranslation } from 'react-i18next';
import { HistoryDialog as DocumentHistoryDialog } from '../../../components/ui/HistoryTable';
import { useHistory } from '../api/customers';

/** A document's history (GET .../:id/history): who, when and what kind of change, newest first. */
export function HistoryDialog({ title, readModel, path, onClose }: { title: string; readModel: string; path: string; onClose: () => void }) {
  const { t } = useTranslation();
  const history = useHistory(readModel, path);
  return (
    <DocumentHistoryDialog
      title={title}
      entries={history.data}
      error={history.isError ? history.error : null}
      describe={(e) => t(`customer.events.${e.type}`, { defaultValue: e.type })}
      onClose={onClose}
    />
  );
}
