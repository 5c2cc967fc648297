import type { SaleImportAnswer, SaleOrderImport } from '@tradedesk/contracts/sales/sale-order';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useRoutePath } from '../../../app/layout/routes-context';
import { DataGrid, type GridColumn } from '../../../components/ui/DataGrid';
import { LoadError } from '../../../components/ui/LoadError';
import { ApiRequestError } from '../../../lib/api';
import { type ImportPhase, importSaleOrdersWithProgress } from '../api/sale-batch-import';
import { saleWritten, useSaleImports } from '../api/sale-orders';
import { displayInstant, wallClockOrNull } from '@tradedesk/contracts/platform/company-time';
import { saleErrorText } from '../sale-errors';
import { BATCH_COLUMNS, downloadBatchTemplate, refusedRows, type RefusedRow } from '../sale-batch-template';
import { useCompanyOffset } from '../use-sale-context';
import '../sales-ops.css';

/**
 * Batch input (route SaleBatchInput, /sale/batch-input): orders from one .xlsx (rows with the
 * same ref form one order; columns in the template), committed or left as drafts. The file is
 * read, sent and processed with a progress bar; the server takes all orders or none, and a refused
 * file comes back with every refused row and field, shown as a grid. Past imports list the orders
 * they made.
 */
export default function SaleBatchInput() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const offset = useCompanyOffset();
  const listPath = useRoutePath('SaleList');
  const imports = useSaleImports();
  const [file, setFile] = useState<File | null>(null);
  const [commit, setCommit] = useState(false);
  const [phase, setPhase] = useState<ImportPhase | null>(null);
  const [result, setResult] = useState<(SaleImportAnswer & { committed: boolean }) | null>(null);
  const [refused, setRefused] = useState<RefusedRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const ids = { file: useId(), commit: useId(), progress: useId() };
  const orderLink = (number: string) => (listPath ? `${listPath}?search=${encodeURIComponent(number)}` : null);

  const run = async () => {
    setError(null);
    setResult(null);
    setRefused(null);
    if (!file) {
      setError(t('saleImport.chooseFile'));
      return;
    }
    try {
      const r = await importSaleOrdersWithProgress({ file, commit }, setPhase);
      setResult({ ...r, committed: commit });
      await saleWritten(qc);
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
    } catch (e) {
      const rows = e instanceof ApiRequestError ? refusedRows(e.error?.details) : [];
      if (rows.length) setRefused(rows);
      setError(saleErrorText(t, e));
    } finally {
      setPhase(null);
    }
  };

  const refusedColumns = useMemo<GridColumn<RefusedRow>[]>(
    () => [
      { id: 'row', header: t('saleImport.row'), value: (r) => r.row, kind: 'number', width: 80 },
      { id: 'field', header: t('saleImport.field'), value: (r) => r.field, width: 120 },
      { id: 'message', header: t('saleImport.message'), value: (r) => r.message, flex: 1 },
    ],
    [t],
  );
  const importColumns = useMemo<GridColumn<SaleOrderImport>[]>(
    () => [
      { id: 'importedAt', header: t('saleImport.when'), value: (r) => r.importedAt, kind: 'datetime', format: (_v, r) => displayInstant(r.importedAt, offset), exportValue: (r) => wallClockOrNull(r.importedAt, offset), width: 140 },
      { id: 'fileName', header: t('saleImport.fileName'), value: (r) => r.fileName, width: 180 },
      { id: 'orders', header: t('saleImport.orders'), value: (r) => r.orders, kind: 'number', width: 80 },
      { id: 'lines', header: t('sale.col.lines'), value: (r) => r.lines, kind: 'number', width: 80 },
      { id: 'committed', header: t('saleImport.committedCol'), value: (r) => r.committed, kind: 'boolean', width: 100 },
      {
        id: 'numbers', header: t('saleImport.numbers'), value: (r) => r.numbers, flex: 1, sortable: false,
        render: (r) => (
          <span className="sale-number-links">
            {r.numbers.map((n) => {
              const to = orderLink(n);
              return to ? (
                <Link key={n} to={to}>
                  {n}
                </Link>
              ) : (
                <span key={n}>{n}</span>
              );
            })}
          </span>
        ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, offset, listPath],
  );

  const percent = phase?.percent;
  const phaseText = !phase ? '' : phase.phase === 'reading' ? t('saleImport.reading', { percent: String(phase.percent) }) : phase.phase === 'uploading' ? t('saleImport.uploading', { percent: String(phase.percent) }) : t('saleImport.processing');

  return (
    <section className="page" aria-labelledby="sale-batch-title">
      <h1 id="sale-batch-title" className="page-title">
        {t('route.SaleBatchInput')}
      </h1>
      <p className="hint">{t('saleImport.intro', { columns: BATCH_COLUMNS.join(', ') })}</p>
      <form
        className="filters"
        onSubmit={(e) => {
          e.preventDefault();
          void run();
        }}
      >
        <button type="button" className="btn field-button" onClick={() => void downloadBatchTemplate(t)}>
          {t('saleImport.template')}
        </button>
        <div className="field">
          <label htmlFor={ids.file}>{t('saleImport.file')}</label>
          <input
            id={ids.file}
            ref={fileInput}
            type="file"
            accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setRefused(null);
              setResult(null);
              setError(null);
            }}
          />
        </div>
        <label className="inline-check field-button" htmlFor={ids.commit}>
          <input id={ids.commit} type="checkbox" checked={commit} onChange={(e) => setCommit(e.target.checked)} />
          {t('saleImport.commit')}
        </label>
        <button type="submit" className="btn btn-primary field-button" disabled={Boolean(phase)}>
          {t('saleImport.import')}
        </button>
      </form>
      {phase && (
        <div className="sale-progress" role="status" aria-live="polite">
          <label htmlFor={ids.progress}>{phaseText}</label>
          <progress id={ids.progress} max={100} value={percent} />
        </div>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {refused && (
        <>
          <h2>{t('saleImport.refusedTitle', { count: refused.length })}</h2>
          <DataGrid<RefusedRow> title={t('saleImport.report')} columns={refusedColumns} rows={refused} getRowId={(r) => `${r.row}.${r.field}.${r.message}`} height={240} />
        </>
      )}
      {result && (
        <div className="sale-result" role="status">
          <p>{result.committed ? t('saleImport.doneCommitted', { count: String(result.orders.length) }) : t('saleImport.doneDrafts', { count: String(result.orders.length) })}</p>
          <ul className="link-list">
            {result.orders.map((o) => {
              const to = orderLink(o.number);
              return (
                <li key={o.id}>
                  {to ? <Link to={to}>{o.number}</Link> : o.number} · {t('saleImport.ref', { ref: o.ref })}
                </li>
              );
            })}
          </ul>
        </div>
      )}
      <h2>{t('saleImport.past')}</h2>
      <LoadError error={imports.error} />
      <DataGrid<SaleOrderImport> table="saleBatchImports" title={t('saleImport.past')} columns={importColumns} rows={imports.data?.rows} getRowId={(r) => r.id} loading={imports.isPending} height={300} />
    </section>
  );
}
