import { TRANSFER_IMPORT_TEMPLATE_HEADERS as H, type TransferImportRowError } from '@tradedesk/contracts/inventory/stock-documents';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DataGrid, type GridColumn } from '../../../components/ui/DataGrid';
import { ProgressBar } from '../../../components/ui/ProgressBar';
import { errorMessage } from '../../../lib/api';
import { useJob } from '../../../lib/jobs';
import { downloadTemplate } from '../../../lib/xlsx-template';
import { importTransfers, type TransferImportReport } from '../api/stock-documents';

/**
 * Batch import of transfers (route StockTransferImport, /product/stock-transfer/batch-import):
 * a spreadsheet of lines, one transfer per pair of warehouses, all or nothing with a row report.
 */
export default function StockTransferImport() {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [commandId, setCommandId] = useState(() => crypto.randomUUID());
  const [uploaded, setUploaded] = useState<number | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const fileId = useId();
  const job = useJob<TransferImportReport>(jobId);
  const report = job.data?.state === 'completed' ? job.data.result : undefined;
  const running = uploaded !== null && !(job.data?.state === 'completed' || job.data?.state === 'failed') && !error;

  const start = async () => {
    if (!file) return;
    setError(null);
    setJobId(null);
    setUploaded(0);
    try {
      const { jobId: id } = await importTransfers(file, commandId, (f) => setUploaded(f));
      setJobId(id);
    } catch (e) {
      setError(errorMessage(e));
      setUploaded(null);
    }
  };

  const template = () =>
    downloadTemplate(`${t('route.StockTransferImport')}.xlsx`, [H.from, H.to, H.code, H.barcode, H.unit, H.quantity, H.note], [
      ['CENTRAL', 'TIENDA', '1001', '', 'box', 2, t('transfer.templateNote')],
      ['CENTRAL', 'TIENDA', '', '7801000000013', '', 5, ''],
    ]);

  const columns = useMemo<GridColumn<TransferImportRowError>[]>(
    () => [
      { id: 'row', header: t('importReport.row'), value: (e) => e.row, kind: 'number', width: 80 },
      { id: 'field', header: t('importReport.field'), value: (e) => e.field, width: 140 },
      { id: 'message', header: t('importReport.message'), value: (e) => e.message, flex: 1 },
    ],
    [t],
  );
  const progress = jobId ? (job.data?.progress ?? 0) : uploaded === null ? null : uploaded * 100;

  return (
    <section className="page" aria-labelledby="transfer-import-title">
      <h1 id="transfer-import-title" className="page-title">
        {t('route.StockTransferImport')}
      </h1>
      <p className="muted">{t('transfer.importHelp')}</p>
      <form
        className="form"
        onSubmit={(e) => {
          e.preventDefault();
          void start();
        }}
      >
        <div className="actions">
          <button type="button" className="btn" onClick={() => void template()}>
            {t('importReport.template')}
          </button>
        </div>
        <div className="field">
          <label htmlFor={fileId}>{t('importReport.file')}</label>
          <input
            id={fileId}
            type="file"
            accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              // A new file is a new import; the same file sent again keeps its id (applied once).
              setCommandId(crypto.randomUUID());
              setJobId(null);
              setUploaded(null);
              setError(null);
            }}
          />
        </div>
        <div className="actions">
          <button type="submit" className="btn btn-primary" disabled={!file || running}>
            {t('importReport.import')}
          </button>
        </div>
      </form>
      {progress !== null && (
        <ProgressBar
          label={t('importReport.progress')}
          value={progress}
          detail={jobId ? (job.data?.state === 'completed' ? t('importReport.done') : t('importReport.checking')) : t('importReport.uploading')}
        />
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {job.data?.state === 'failed' && (
        <p className="form-error" role="alert">
          {job.data.error}
        </p>
      )}
      {report && report.errors.length > 0 && (
        <>
          <p className="form-error" role="alert">
            {t('importReport.nothingImported', { refused: report.refused, total: report.total })}
          </p>
          <DataGrid<TransferImportRowError>
            title={t('importReport.title')}
            columns={columns}
            rows={report.errors}
            getRowId={(e) => `${e.row}/${e.field}/${e.message}`}
            height={320}
          />
        </>
      )}
      {report && report.errors.length === 0 && (
        <div className="card" role="status">
          <p>{t('transfer.imported', { rows: report.imported, transfers: report.transfers.length })}</p>
          <ul>
            {report.transfers.map((tr) => (
              <li key={tr.id}>
                <Link to={`/product/stock-transfer/print/${encodeURIComponent(tr.id)}`}>{tr.number}</Link> {tr.fromWarehouseCode} → {tr.toWarehouseCode}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
