import { type ReactNode, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataGrid, type GridColumn } from '../ui/DataGrid';
import { problemId, type RowProblem } from './import-rows';

export interface RowReportProps {
  rows: readonly RowProblem[];
  /** A plain table (short reports) or the shared grid (sortable, Excel export). */
  as?: 'table' | 'grid';
  /** The table's accessible name, or the grid's title. */
  label?: string;
  /** Column headers; the import report's own by default. */
  headers?: { row?: string; field?: string; message?: string };
  /** How a row number reads (the file, the header row, the sheet's own numbering). */
  rowText?: (row: number) => ReactNode;
  /** How a field reads (a translated column name). */
  fieldText?: (field: string) => ReactNode;
  height?: number;
}

/** Every refused row of an import: row, column, what is wrong. */
export function RowReport({ rows, as = 'table', label, headers, rowText = (r) => r, fieldText = (f) => f, height = 320 }: RowReportProps) {
  const { t } = useTranslation();
  const h = { row: headers?.row ?? t('importReport.row'), field: headers?.field ?? t('importReport.field'), message: headers?.message ?? t('importReport.message') };
  const columns = useMemo<GridColumn<RowProblem>[]>(
    () => [
      { id: 'row', header: h.row, value: (e) => e.row, kind: 'number', width: 80 },
      { id: 'field', header: h.field, value: (e) => e.field, width: 140 },
      { id: 'message', header: h.message, value: (e) => e.message, flex: 1 },
    ],
    [h.row, h.field, h.message],
  );
  if (rows.length === 0) return null;
  if (as === 'grid') return <DataGrid<RowProblem> title={label ?? t('importReport.title')} columns={columns} rows={[...rows]} getRowId={problemId} height={height} />;
  return (
    <table className="table" aria-label={label}>
      <thead>
        <tr>
          <th scope="col">{h.row}</th>
          <th scope="col">{h.field}</th>
          <th scope="col">{h.message}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r, i) => (
          <tr key={i}>
            <td>{rowText(r.row)}</td>
            <td>{fieldText(r.field)}</td>
            <td>{r.message}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The report of an import: a card headed by its title (a region named by it), the summary, every
 * refused row, then what to do next (links).
 */
export function ImportReport({ title, summary, children, ...rows }: RowReportProps & { title: string; summary?: ReactNode; children?: ReactNode }) {
  const titleId = useId();
  return (
    <section className="card" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {summary}
      <RowReport {...rows} />
      {children}
    </section>
  );
}

/** The one line an import ends with: a card read out politely when something was done, an alert when not. */
export function ImportOutcome({ ok, children, className }: { ok: boolean; children: ReactNode; className?: string }) {
  return (
    <div className={className ?? (ok ? 'card' : 'form-error')} role={ok ? 'status' : 'alert'}>
      {children}
    </div>
  );
}
