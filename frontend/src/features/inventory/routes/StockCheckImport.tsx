import type { BatchImportCountsResult } from '@tradedesk/contracts/inventory/count';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ApiRequestError, errorMessage } from '../../../lib/api';
import { batchImportCounts, useRefreshCounts } from '../api/counts';
import { readFileBase64, type UploadPhase } from '../api/upload';
import { ImportReport } from '../components/ImportReport';
import { UploadProgress } from '../components/UploadProgress';
import '../stock-check.css';

/**
 * Batch count import (route StockCheckImport, /product/stock-check/batch-import): one sheet with
 * columns warehouse, code or barcode, unit, quantity opens one count order per warehouse with
 * its rows counted. All or nothing, with the row report; the orders open as drafts to post.
 */
export default function StockCheckImport() {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [note, setNote] = useState('');
  const [expect, setExpect] = useState<'listed' | 'stock'>('listed');
  const [phase, setPhase] = useState<UploadPhase | null>(null);
  const [refused, setRefused] = useState<unknown>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<BatchImportCountsResult | null>(null);
  const ids = { file: useId(), note: useId(), expect: useId() };
  const fileRef = useRef<HTMLInputElement>(null);
  const refresh = useRefreshCounts();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setRefused(null);
    setError(null);
    setDone(null);
    if (!file) return setError(t('count.import.chooseFile'));
    try {
      setPhase({ phase: 'reading' });
      const base64 = await readFileBase64(file);
      const r = await batchImportCounts({ commandId: crypto.randomUUID(), note, expect, file: base64 }, setPhase);
      setDone(r);
      setFile(null);
      if (fileRef.current) fileRef.current.value = '';
      refresh();
    } catch (err) {
      if (err instanceof ApiRequestError && err.error?.reason === 'import_refused') setRefused(err);
      else setError(errorMessage(err));
    } finally {
      setPhase(null);
    }
  };

  return (
    <section className="page" aria-labelledby="count-batch-title">
      <h1 id="count-batch-title" className="page-title">
        {t('route.StockCheckImport')}
      </h1>
      <p className="muted">{t('count.batch.help')}</p>
      <form className="form" onSubmit={(e) => void submit(e)} noValidate>
        <div className="field">
          <label htmlFor={ids.file}>{t('count.import.file')}</label>
          <input id={ids.file} ref={fileRef} type="file" accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
        </div>
        <div className="field">
          <label htmlFor={ids.note}>{t('stock.note')}</label>
          <input id={ids.note} value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} />
        </div>
        <fieldset className="choice-group">
          <legend>{t('count.batch.expect')}</legend>
          <label>
            <input type="radio" name={ids.expect} checked={expect === 'listed'} onChange={() => setExpect('listed')} />
            {t('count.batch.expectListed')}
          </label>
          <label>
            <input type="radio" name={ids.expect} checked={expect === 'stock'} onChange={() => setExpect('stock')} />
            {t('count.batch.expectStock')}
          </label>
        </fieldset>
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
        <section className="card" role="status" aria-labelledby="count-batch-done">
          <h2 id="count-batch-done">{t('count.batch.done', { n: String(done.counts.length), total: String(done.total) })}</h2>
          <ul>
            {done.counts.map((c) => (
              <li key={c.id}>
                <Link to={`/product/stock-check/${encodeURIComponent(c.id)}/detail`}>{c.number}</Link> · {c.warehouseCode} · {t('count.batch.lines', { n: String(c.lines) })}
              </li>
            ))}
          </ul>
        </section>
      )}
      <ImportReport error={refused} />
    </section>
  );
}
