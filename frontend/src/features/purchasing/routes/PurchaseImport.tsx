import type { PurchaseImportReport } from '@tradedesk/contracts/purchasing/purchase-order';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FileField, ImportPage } from '../../../components/import/ImportPage';
import { ImportOutcome, RowReport } from '../../../components/import/ImportReport';
import { useImportJob } from '../../../components/import/use-import-job';
import { downloadTemplate } from '../../../lib/xlsx';
import { importPurchaseOrders } from '../api/purchase-orders';
import { purchaseDetailsPath } from '../purchase-paths';

const TEMPLATE_HEADERS = ['ref', 'supplier', 'warehouse', 'currency', 'expected', 'code', 'unit', 'quantity', 'price', 'rate', 'note'] as const;

/**
 * Batch import of purchase orders (route PurchaseImport, /purchase/batch-import): a sheet (.xlsx
 * or .csv) of lines, rows with the same ref making one order; drafts, or committed at once; all
 * or nothing with a row report, the upload and the check followed on one progress bar.
 */
export default function PurchaseImport() {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [commit, setCommit] = useState(false);
  const [commandId, setCommandId] = useState(() => crypto.randomUUID());
  const job = useImportJob<PurchaseImportReport>();
  const report = job.report;

  const template = () =>
    downloadTemplate(`${t('route.PurchaseImport')}.xlsx`, TEMPLATE_HEADERS, [
      ['A1', 'SUP01', 'CENTRAL', 'USD', '2026-12-15', '1001', 'box', 10, '24.50', '', t('purchase.templateNote')],
      ['A1', 'SUP01', 'CENTRAL', 'USD', '2026-12-15', '1002', 'unit', 100, '1.20', '', ''],
    ]);

  return (
    <ImportPage
      titleId="purchase-import-title"
      title={t('route.PurchaseImport')}
      help={t('purchase.importHelp')}
      template={{ download: template }}
      submitLabel={t('importReport.import')}
      submitDisabled={!file || job.running}
      onSubmit={() => file && job.start((onProgress) => importPurchaseOrders(file, commandId, commit, onProgress))}
      progress={job.progress}
      error={job.error ?? job.failure}
      fields={
        <>
          <FileField
            label={t('importReport.file')}
            onFiles={([f]) => {
              setFile(f ?? null);
              // A new file is a new import; the same file sent again keeps its id (applied once).
              setCommandId(crypto.randomUUID());
              job.reset();
            }}
          />
          <label className="inline-check">
            <input
              type="checkbox"
              checked={commit}
              onChange={(e) => {
                setCommit(e.target.checked);
                setCommandId(crypto.randomUUID());
              }}
            />
            {t('purchase.importCommit')}
          </label>
        </>
      }
    >
      {report && report.errors.length > 0 && (
        <>
          <ImportOutcome ok={false}>{t('importReport.nothingImported', { refused: report.refused, total: report.total })}</ImportOutcome>
          <RowReport as="grid" rows={report.errors} />
        </>
      )}
      {report && report.errors.length === 0 && (
        <ImportOutcome ok>
          <p>{t(report.committed ? 'purchase.importedCommitted' : 'purchase.imported', { rows: report.imported, orders: report.orders.length })}</p>
          <ul>
            {report.orders.map((o) => (
              <li key={o.id}>
                <Link to={purchaseDetailsPath(o.id)}>{o.number}</Link> ({o.ref})
              </li>
            ))}
          </ul>
        </ImportOutcome>
      )}
    </ImportPage>
  );
}
