import { IMPORT_MODES, IMPORT_TEMPLATE_HEADERS as H, type ImportMode, type ImportRowError } from '@tradedesk/contracts/catalog/product-import';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataGrid, type GridColumn } from '../../../components/ui/DataGrid';
import { ProgressBar } from '../../../components/ui/ProgressBar';
import { errorMessage } from '../../../lib/api';
import { useJob } from '../../../lib/jobs';
import { downloadTemplate } from '../../../lib/xlsx-template';
import { importProducts, type ProductImportReport } from '../api/price-tools';

/**
 * Product import (route ProductImport, /product/import): an .xlsx (template to download), all or
 * nothing or the valid rows only; the queue job's progress, then its row-by-row report.
 */
export default function ProductImport() {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [mode, setMode] = useState<ImportMode>('all-or-nothing');
  const [createCategories, setCreateCategories] = useState(false);
  const [uploaded, setUploaded] = useState<number | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const ids = { file: useId(), create: useId() };
  const job = useJob<ProductImportReport>(jobId);
  const report = job.data?.state === 'completed' ? job.data.result : undefined;
  const finished = job.data?.state === 'completed' || job.data?.state === 'failed';
  const running = uploaded !== null && !finished && !error;

  const start = async () => {
    if (!file) return;
    setError(null);
    setJobId(null);
    setUploaded(0);
    try {
      setJobId((await importProducts(file, { mode, createCategories }, setUploaded)).jobId);
    } catch (e) {
      setError(errorMessage(e));
      setUploaded(null);
    }
  };

  const headers = [H.code, H.name, H.category, H.unit, H.barcode, H.boxSize, H.boxBarcode, H.bigBagSize, H.bigBagBarcode, H.bagSize, H.bagBarcode, H.retailPrice, H.wholesalePrice, H.memberPrice, H.purchasePrice, H.cost, H.shelfLifeDays];
  const template = () =>
    downloadTemplate(`${t('route.ProductImport')}.xlsx`, headers, [['1001', t('productImport.exampleName'), t('productImport.exampleCategory'), '', '7801000000013', 24, '17801000000010', '', '', 6, '', 590, 500, '', 350, 320, 365]]);

  const columns = useMemo<GridColumn<ImportRowError>[]>(
    () => [
      { id: 'row', header: t('importReport.row'), value: (e) => e.row, kind: 'number', width: 80 },
      { id: 'field', header: t('importReport.field'), value: (e) => e.field, width: 150 },
      { id: 'message', header: t('importReport.message'), value: (e) => e.message, flex: 1 },
    ],
    [t],
  );
  const progress = jobId ? (job.data?.progress ?? 0) : uploaded === null ? null : uploaded * 100;

  return (
    <section className="page" aria-labelledby="product-import-title">
      <h1 id="product-import-title" className="page-title">
        {t('route.ProductImport')}
      </h1>
      <p className="muted">{t('productImport.help')}</p>
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
          <label htmlFor={ids.file}>{t('importReport.file')}</label>
          <input
            id={ids.file}
            type="file"
            accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setJobId(null);
              setUploaded(null);
              setError(null);
            }}
          />
        </div>
        <fieldset className="choice-group">
          <legend>{t('productImport.mode')}</legend>
          {IMPORT_MODES.map((m) => (
            <label key={m} className="inline-check">
              <input type="radio" name="import-mode" value={m} checked={mode === m} onChange={() => setMode(m)} />
              {t(`productImport.modes.${m}`)}
            </label>
          ))}
        </fieldset>
        <label className="inline-check" htmlFor={ids.create}>
          <input id={ids.create} type="checkbox" checked={createCategories} onChange={(e) => setCreateCategories(e.target.checked)} />
          {t('productImport.createCategories')}
        </label>
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
          detail={jobId ? (finished ? t('importReport.done') : t('importReport.checking')) : t('importReport.uploading')}
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
      {report && (
        <div className={report.imported > 0 ? 'card' : 'form-error'} role={report.imported > 0 ? 'status' : 'alert'}>
          <p>{t('productImport.summary', { imported: report.imported, total: report.total, refused: report.refused })}</p>
          {report.createdCategories.length > 0 && <p>{t('productImport.createdCategories', { categories: report.createdCategories.join(', ') })}</p>}
        </div>
      )}
      {report && report.errors.length > 0 && (
        <DataGrid<ImportRowError> title={t('importReport.title')} columns={columns} rows={report.errors} getRowId={(e) => `${e.row}/${e.field}/${e.message}`} height={360} />
      )}
    </section>
  );
}
