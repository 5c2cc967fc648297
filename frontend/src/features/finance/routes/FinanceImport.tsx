import { ENTRY_IMPORT_TEMPLATE_HEADERS as H } from '@tradedesk/contracts/finance/entry-import';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { QueuedImportPage } from '../../../components/import/QueuedImportPage';
import { downloadTemplate } from '../../../lib/xlsx';
import { type EntryImportReport, importEntries } from '../api/entry-import';

/**
 * Income and expense entries from a spreadsheet (route FinanceImport, /finance/Excel-import):
 * one entry per row (direction, account name, class path or name, amount, date, party type and
 * code, memo, attachment), all or nothing with a row report, read by a queue job with progress.
 */
export default function FinanceImport() {
  const { t } = useTranslation();
  const template = () =>
    downloadTemplate(`${t('route.FinanceImport')}.xlsx`, [H.direction, H.account, H.class, H.amount, H.date, H.partyType, H.partyCode, H.memo, H.attachment], [
      ['income', 'Caja', 'Ventas', 15000, '', 'customer', 'C-001', t('finImport.templateMemo'), ''],
      ['expense', 'Banco', 'Local / Luz', '20.50', '2026-01-10', '', '', '', ''],
    ]);

  return (
    <QueuedImportPage<EntryImportReport>
      titleId="finance-import-title"
      title={t('route.FinanceImport')}
      help={t('finImport.help')}
      template={template}
      send={importEntries}
      applied={(report) => (
        <p>
          {t('finImport.imported', { rows: String(report.imported) })} <Link to="/finance/index">{t('route.FinanceList')}</Link>
        </p>
      )}
    />
  );
}
