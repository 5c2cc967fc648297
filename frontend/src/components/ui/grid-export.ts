/**
 * Exporting a whole paginated list (pure, unit-tested). The screen shows one page; "Export to
 * Excel" asks the list's own endpoint (same filters, same session and privilege checks) for every
 * page in chunks, reporting progress between chunks, then arranges the rows the way the grid
 * arranges its page: the quick filter and the column sort the user set, with the grid's comparator.
 */
import type { ExportColumn, ExportKind } from './excel-cells';

/** One chunk of a list: its rows and how many the list has in all (an estimate past a cap is fine). */
export interface ListChunk<T> {
  rows: T[];
  total: number;
}

/** Fetches page `page` (from 1) of `limit` rows of the list as filtered on screen. */
export type FetchListPage<T> = (page: number, limit: number) => Promise<ListChunk<T>>;

/** How a paginated list exports all its rows: the fetcher, and the largest page its endpoint serves. */
export interface ExportAllRows<T> {
  fetchPage: FetchListPage<T>;
  /** Rows per request (500 unless the endpoint caps lower). */
  chunk?: number;
}

export const EXPORT_CHUNK = 500;

export interface ExportProgress {
  done: number;
  total: number;
  /** All rows are in; the file is being written. */
  writing?: boolean;
}

/** Gives the browser a turn (paints the progress, handles input) between chunks of work. */
export const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Every row of the list, page after page, until a page comes back short (so an estimated total
 * neither cuts the export nor stretches it). `onProgress` hears after each chunk.
 */
export async function fetchAllPages<T>(
  { fetchPage, chunk = EXPORT_CHUNK }: ExportAllRows<T>,
  onProgress: (p: ExportProgress) => void = () => {},
  signal?: { aborted: boolean },
): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page += 1) {
    if (signal?.aborted) throw new Error('aborted');
    const got = await fetchPage(page, chunk);
    rows.push(...got.rows);
    const total = Math.max(got.total, rows.length);
    onProgress({ done: rows.length, total });
    if (got.rows.length < chunk) break;
    await nextTurn();
  }
  return rows;
}

/** The grid's ordering of two cell values of a column of this kind (blanks first). */
export function compareValues(kind: ExportKind | undefined) {
  return (a: unknown, b: unknown) => {
    if (a === b) return 0;
    if (a === null || a === undefined || a === '') return -1;
    if (b === null || b === undefined || b === '') return 1;
    if (kind === 'number' || kind === 'decimal') return Number(a) - Number(b);
    if (kind === 'date' || kind === 'datetime') return new Date(a as string).getTime() - new Date(b as string).getTime();
    return String(a).localeCompare(String(b), undefined, { numeric: true, sensitivity: 'base' });
  };
}

/** The text the quick filter searches in a cell. */
export function quickFilterText(value: unknown): string {
  return value === null || value === undefined ? '' : Array.isArray(value) ? value.join(' ') : String(value);
}

export interface GridArrangement {
  /** The sorted columns, first key first. */
  sort: { colId: string; sort: 'asc' | 'desc' }[];
  quickFilter: string;
  /** The columns the quick filter searches (the shown ones, as in ag-grid); all unless given. */
  shown?: readonly string[];
}

/**
 * The rows as the grid would show them: kept when every word of the quick filter is in one of
 * the row's cells (case-insensitive, as ag-grid does), then sorted by the sort columns in order.
 * The sort is stable, so rows equal on the sort keys keep the server's order.
 */
export function arrangeRows<T>(rows: readonly T[], columns: readonly ExportColumn<T>[], { sort, quickFilter, shown }: GridArrangement): T[] {
  const words = quickFilter.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const byId = new Map(columns.map((c) => [c.id, c]));
  const searched = shown ? columns.filter((c) => shown.includes(c.id)) : columns;
  const kept = words.length
    ? rows.filter((row) => {
        const text = searched.map((c) => quickFilterText(c.value(row))).join('\n').toLowerCase();
        return words.every((w) => text.includes(w));
      })
    : [...rows];
  const keys = sort.flatMap((s) => {
    const col = byId.get(s.colId);
    return col ? [{ col, compare: compareValues(col.kind), sign: s.sort === 'desc' ? -1 : 1 }] : [];
  });
  if (keys.length === 0) return kept;
  return kept
    .map((row, index) => ({ row, index }))
    .sort((a, b) => {
      for (const k of keys) {
        const d = k.compare(k.col.value(a.row), k.col.value(b.row));
        if (d !== 0) return d * k.sign;
      }
      return a.index - b.index;
    })
    .map((x) => x.row);
}
