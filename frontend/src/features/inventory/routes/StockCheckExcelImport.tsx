import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { ApiRequestError, errorMessage } from '../../../lib/api';
import { type CountImportResult, importCountLines, useCounts, useRefreshCounts } from '../api/counts';
import { readFileBase64, type UploadPhase } from '../api/upload';
import { ImportReport } from '../components/ImportReport';
import { UploadProgress } from '../components/UploadProgress';
import '../stock-check.css';

/**
 * Counted lines from Excel into one draft count order (route StockCheckExcelImport,
 * /product/stock-check/excel-import?id=): columns code or barcode, unit, quantity. All or nothing:
 * a refused file shows every bad row and field; nothing is added then.
 */
export default function StockCheckExcelImport() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [countId, setCountId] = useState(params.get('id') ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<UploadPhase | null>(null);
  const [refused, setRefused] = useState<unknown>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<(CountImportResult & { number: string }) | null>(null);
  const ids = { count: useId(), file: useId() };
  const fileRef = useRef<HTMLInputElement>(null);
  const drafts = useCounts({ status: 'draft', limit: 1000 });
  const refresh = useRefreshCounts();
  const chosen = drafts.data?.rows.find((r) => r.id === countId);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setRefused(null);
    setError(null);
    setDone(null);
    if (!chosen) return setError(t('count.import.chooseCount'));
    if (!file) return setError(t('count.import.chooseFile'));
    try {
      setPhase({ phase: 'reading' });
      const base64 = await readFileBase64(file);
      const r = await importCountLines(chosen.id, { commandId: crypto.randomUUID(), version: chosen.version, file: base64 }, setPhase);
      setDone({ ...r, number: chosen.number });
      setFile(null);
      if (fileRef.current) fileRef.current.value = '';
      refresh();
    } catch (err) {
      if (err instanceof ApiRequestError && err.error?.reason === 'import_refused') setRefused(err);
      else if (err instanceof ApiRequestError && err.error?.code === 40901) setError(t('count.stale'));
      else setError(errorMessage(err));
      refresh();
    } finally {
      setPhase(null);
    }
  };

  return (
    <section className="page" aria-labelledby="count-excel-title">
      <h1 id="count-excel-title" className="page-title">
        {t('route.StockCheckExcelImport')}
      </h1>
      <p className="muted">{t('count.import.help')}</p>
      <form className="form" onSubmit={(e) => void submit(e)} noValidate>
        <div className="field">
          <label htmlFor={ids.count}>{t('count.import.count')}</label>
          <select id={ids.count} value={countId} onChange={(e) => setCountId(e.target.value)}>
            <option value="">{t('count.import.chooseCount')}</option>
            {(drafts.data?.rows ?? []).map((r) => (
              <option key={r.id} value={r.id}>
                {r.number} · {r.warehouseCode ?? ''} {r.note ? `· ${r.note}` : ''}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.file}>{t('count.import.file')}</label>
          <input id={ids.file} ref={fileRef} type="file" accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
        </div>
        <UploadProgress phase={phase} />
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <div className="actions">
          <button type="submit" className="btn btn-primary" disabled={phase !== null}>
            {t('count.import.upload')}
          </button>
        </div>
      </form>
      {done && (
        <p className="card" role="status">
          {t('count.import.done', { imported: String(done.imported), total: String(done.total), number: done.number })}{' '}
          <Link to={`/product/stock-check/${encodeURIComponent(done.id)}/detail`}>{t('count.import.openCount')}</Link>
        </p>
      )}
      <ImportReport error={refused} />
    </section>
  );
}
