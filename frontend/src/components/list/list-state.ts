/**
 * The state of a reference list (filters, page, page size) and the small pure rules every list
 * shares; the hook binds them to React state the way the screens keep them (in the page, not the
 * address: a tab keeps its filters while it stays open).
 */
import { useCallback, useState } from 'react';
import { EXPORT_CHUNK, type ExportAllRows } from '../ui/grid-export';

export const DEFAULT_PAGE_SIZE = 50;

/** What a typed search sends: nothing for blanks. */
export const searchText = (text: string) => text.trim() || undefined;

/** What a select left on "all" (the empty value) sends: nothing. */
export const chosen = <V extends string>(value: V | '') => (value === '' ? undefined : value);

/** The status command a toggle sends for a row: a disabled row is enabled, any other disabled. */
export const toggleAction = (disabled: boolean): 'enable' | 'disable' => (disabled ? 'enable' : 'disable');

/**
 * The selected rows as the list now has them: a row that left the list (stocked out, filtered
 * away, another warehouse's) is no longer selected, and one that changed (a live update) is
 * its new version, so the buttons that work on it follow what the grid shows.
 */
export function currentSelection<T>(selected: readonly T[], rows: readonly T[] | undefined, rowId: (row: T) => string): T[] {
  if (!rows || selected.length === 0) return [...selected];
  const byId = new Map(rows.map((r) => [rowId(r), r]));
  return selected.flatMap((s) => {
    const now = byId.get(rowId(s));
    return now ? [now] : [];
  });
}

/** The row offset of a page (lists that page by offset). */
export const pageOffset = (page: number, limit: number) => (page - 1) * limit;

/** What the pager shows and does (server-side paging). */
export interface PagerState {
  page: number;
  limit: number;
  total: number;
  onPage: (page: number) => void;
  onLimit?: (limit: number) => void;
  /** The total is a lower bound (the server stopped counting). */
  capped?: boolean;
  /** The total is the server's estimate (shown as "about"). */
  estimated?: boolean;
}

/**
 * Filters, page and page size of a list. Changing a filter (`set`, or an input bound with
 * `bind`) goes back to the first page; so does a new page size.
 */
export function useListFilters<F extends object>(initial: F | (() => F), pageSize = DEFAULT_PAGE_SIZE) {
  const [filters, setFilters] = useState<F>(initial);
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(pageSize);

  const set = useCallback((patch: Partial<F>) => {
    setFilters((f) => ({ ...f, ...patch }));
    setPage(1);
  }, []);

  /** `value` and `onChange` of the input that edits one filter. */
  const bind = <K extends keyof F>(key: K) => ({ value: filters[key], onChange: (value: F[K]) => set({ [key]: value } as unknown as Partial<F>) });

  /** The pager's props for the total the server counted. */
  const pager = (total: number | undefined): PagerState => ({
    page,
    limit,
    total: total ?? 0,
    onPage: setPage,
    onLimit: (n) => {
      setLimit(n);
      setPage(1);
    },
  });

  return { filters, set, bind, page, limit, offset: pageOffset(page, limit), setPage, pager };
}

/**
 * "Export to Excel" of a paginated list: the list's own fetch (its endpoint, the screen's filters)
 * asked for every page in chunks. `rows` and `total` read the endpoint's answer.
 */
export function exportPages<R, T>(
  fetch: (paging: { page: number; limit: number; offset: number }) => Promise<R>,
  rows: (answer: R) => T[],
  total: (answer: R) => number,
  chunk = EXPORT_CHUNK,
): ExportAllRows<T> {
  return {
    chunk,
    fetchPage: async (page, limit) => {
      const answer = await fetch({ page, limit, offset: pageOffset(page, limit) });
      return { rows: rows(answer), total: total(answer) };
    },
  };
}
