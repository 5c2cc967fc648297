import { useTranslation } from 'react-i18next';
import { HistoryDialog as DocumentHistoryDialog } from '../../../components/ui/HistoryTable';
import { useDocumentHistory } from '../api/stock-documents';

/** The history view of a stock document (transfer, write-off, defective lot): every event, who and when. */
export function HistoryDialog({ path, title, onClose }: { path: string; title: string; onClose: () => void }) {
  const { t } = useTranslation();
  const history = useDocumentHistory(path);
  return (
    <DocumentHistoryDialog
      title={t('stockHistory.title', { document: title })}
      entries={history.data}
      error={history.isError ? history.error : null}
      describe={(e) => t(`stockHistory.events.${e.type}`, { defaultValue: e.type })}
      onClose={onClose}
    />
  );
}
