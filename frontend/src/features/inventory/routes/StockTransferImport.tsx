import { TRANSFER_IMPORT_TEMPLATE_HEADERS as H } from '@tradedesk/contracts/inventory/stock-documents';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FileField, ImportPage } from '../../../components/import/ImportPage';
import { ImportOutcome, RowReport } from '../../../components/import/ImportReport';
import { useImportJob } from '../../../components/import/use-import-job';
import { downloadTemplate } from '../../../lib/xlsx';
import { importTransfers, type TransferImportReport } from '../api/stock-documents';

/**
 * Batch import of transfers (route StockTransferImport, /product/stock-transfer/batch-import):
 * a spreadsheet of lines, one transfer per pair of warehouses, all or nothing with a row report.
 */
export default function StockTransferImport() {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [commandId, setCommandId] = useState(() => crypto.randomUUID());
  const job = useImportJob<TransferImportReport>();
  const report = job.report;

  const template = () =>
    downloadTemplate(`${t('route.StockTransferImport')}.xlsx`, [H.from, H.to, H.code, H.barcode, H.unit, H.quantity, H.note], [
      ['CENTRAL', 'TIENDA', '1001', '', 'box', 2, t('transfer.templateNote')],
      ['CENTRAL', 'TIENDA', '', '7801000000013', '', 5, ''],
    ]);

  return (
    <ImportPage
      titleId="transfer-import-title"
      title={t('route.StockTransferImport')}
      help={t('transfer.importHelp')}
      template={{ download: template }}
      submitLabel={t('importReport.import')}
      submitDisabled={!file || job.running}
      onSubmit={() => file && job.start((onProgress) => importTransfers(file, commandId, onProgress))}
      progress={job.progress}
      error={job.error ?? job.failure}
      fields={
        <FileField
          label={t('importReport.file')}
          onFiles={([f]) => {
            setFile(f ?? null);
            // A new file is a new import; the same file sent again keeps its id (applied once).
            setCommandId(crypto.randomUUID());
            job.reset();
          }}
        />
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
          <p>{t('transfer.imported', { rows: report.imported, transfers: report.transfers.length })}</p>
          <ul>
            {report.transfers.map((tr) => (
              <li key={tr.id}>
                <Link to={`/product/stock-transfer/print/${encodeURIComponent(tr.id)}`}>{tr.number}</Link> {tr.fromWarehouseCode} → {tr.toWarehouseCode}
              </li>
            ))}
          </ul>
        </ImportOutcome>
      )}
    </ImportPage>
  );
}
