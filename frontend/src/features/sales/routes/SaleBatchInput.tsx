import type { SaleImportAnswer, SaleOrderImport } from '@tradedesk/contracts/sales/sale-order';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useRoutePath } from '../../../app/layout/routes-context';
import { FileField, ImportPage } from '../../../components/import/ImportPage';
import { ImportOutcome, ImportReport } from '../../../components/import/ImportReport';
import { useSheetImport } from '../../../components/import/use-sheet-import';
import { DataGrid, type GridColumn } from '../../../components/ui/DataGrid';
import { LoadError } from '../../../components/ui/LoadError';
import { importSaleOrdersWithProgress } from '../api/sale-batch-import';
import { saleWritten, useSaleImports } from '../api/sale-orders';
import { displayInstant, wallClockOrNull } from '@tradedesk/contracts/platform/company-time';
import { saleErrorText } from '../sale-errors';
import { BATCH_COLUMNS, downloadBatchTemplate } from '../sale-batch-template';
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
  const sheet = useSheetImport<SaleImportAnswer & { committed: boolean }>();
  const result = sheet.result;
  const commitId = useId();
  const orderLink = (number: string) => (listPath ? `${listPath}?search=${encodeURIComponent(number)}` : null);

  const run = async () => {
    if (!file) return sheet.fail(t('saleImport.chooseFile'));
    const r = await sheet.run(async (onPhase) => ({ ...(await importSaleOrdersWithProgress({ file, commit }, onPhase)), committed: commit }), (e) => saleErrorText(t, e));
    if (!r) return;
    await saleWritten(qc);
    setFile(null);
  };

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

  const stageText = (stage: 'reading' | 'sending' | 'processing', percent: number | null) =>
    stage === 'processing' ? t('saleImport.processing') : t(stage === 'reading' ? 'saleImport.reading' : 'saleImport.uploading', { percent: String(percent ?? 0) });

  return (
    <ImportPage
      titleId="sale-batch-title"
      title={t('route.SaleBatchInput')}
      help={t('saleImport.intro', { columns: BATCH_COLUMNS.join(', ') })}
      template={{ label: t('saleImport.template'), download: () => downloadBatchTemplate(t) }}
      submitLabel={t('saleImport.import')}
      {...sheet.pageProps(stageText)}
      onSubmit={run}
      fields={
        <>
          <FileField label={t('saleImport.file')} empty={!file} onFiles={([f]) => (setFile(f ?? null), sheet.reset())} />
          <label className="inline-check" htmlFor={commitId}>
            <input id={commitId} type="checkbox" checked={commit} onChange={(e) => setCommit(e.target.checked)} />
            {t('saleImport.commit')}
          </label>
        </>
      }
    >
      {sheet.refusal && sheet.refusal.rows.length > 0 && (
        <ImportReport
          title={t('saleImport.refusedTitle', { count: sheet.refusal.rows.length })}
          as="grid"
          rows={sheet.refusal.rows}
          label={t('saleImport.report')}
          headers={{ row: t('saleImport.row'), field: t('saleImport.field'), message: t('saleImport.message') }}
          height={240}
        />
      )}
      {result && (
        <ImportOutcome ok className="sale-result">
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
        </ImportOutcome>
      )}
      <h2>{t('saleImport.past')}</h2>
      <LoadError error={imports.error} />
      <DataGrid<SaleOrderImport> table="saleBatchImports" title={t('saleImport.past')} columns={importColumns} rows={imports.data?.rows} getRowId={(r) => r.id} loading={imports.isPending} height={300} />
    </ImportPage>
  );
}
