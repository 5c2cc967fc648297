import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type BatchImportCountsBody,
  type BatchImportCountsResult,
  type CountDetail,
  type CountDuplicateRow,
  type CountListQuery,
  type CountListRow,
  type CountUncountedRow,
  type ImportCountLinesBody,
  type OpenCountBody,
  type PostCountBody,
  type RecordCountLinesBody,
  STOCK_COUNTS_READ_MODEL,
} from '@tradedesk/contracts/inventory/count';
import { STOCK_LOG_READ_MODEL, STOCK_ON_HAND_READ_MODEL } from '@tradedesk/contracts/inventory/stock';
import type { HistoryEntry } from '@tradedesk/contracts/platform/history';
import { api } from '../../../lib/api';
import { noteWrite, waitForPosition } from '../../../lib/read-your-writes';
import { postSheetJob, type UploadPhase } from '../../../lib/upload';

/**
 * Stock checks (count orders), /be/api/stock/counts. The count read model is projected
 * asynchronously: after this browser's own command, reads pass ?waitFor=<position>, so a screen
 * shows (and edits) the version it has just written.
 */
export type { CountDetail, CountDuplicateRow, CountListRow, CountUncountedRow };
export interface CountCommandResult {
  id: string;
  number?: string;
  streamVersion: number;
  globalPosition: string;
}
export interface CountImportResult extends CountCommandResult {
  total: number;
  imported: number;
}

const M = STOCK_COUNTS_READ_MODEL;
const read = <T>(path: string, query: Record<string, string | number | undefined> = {}) => api.get<T>(path, { ...query, waitFor: waitForPosition(M) });
const noted = <R extends { globalPosition: string }>(r: R) => (noteWrite(M, r.globalPosition), r);
const countPath = (id: string) => `/api/stock/counts/${encodeURIComponent(id)}`;

/** GET /be/api/stock/counts (warehouseId, status, limit, offset), newest first. */
export const getCounts = async (q: Partial<CountListQuery>) => (await read<{ rows: CountListRow[]; total: number }>('/api/stock/counts', { ...q })).data ?? { rows: [], total: 0 };
export const useCounts = (q: Partial<CountListQuery>) => useQuery({ queryKey: [M, 'list', q], queryFn: () => getCounts(q), placeholderData: keepPreviousData });

/** GET /be/api/stock/counts/:id: lines (book, counted, difference) and every counted entry. */
export const getCount = async (id: string) => (await read<CountDetail>(countPath(id))).data!;
export const useCount = (id: string) => useQuery({ queryKey: [M, 'one', id], queryFn: () => getCount(id), enabled: Boolean(id) });

export const getCountDuplicates = async (id: string) => (await read<{ rows: CountDuplicateRow[]; total: number }>(`${countPath(id)}/duplicates`)).data ?? { rows: [], total: 0 };
export const useCountDuplicates = (id: string) => useQuery({ queryKey: [M, 'duplicates', id], queryFn: () => getCountDuplicates(id), enabled: Boolean(id) });

export const getCountUncounted = async (id: string) => (await read<{ rows: CountUncountedRow[]; total: number }>(`${countPath(id)}/uncounted`)).data ?? { rows: [], total: 0 };
export const useCountUncounted = (id: string) => useQuery({ queryKey: [M, 'uncounted', id], queryFn: () => getCountUncounted(id), enabled: Boolean(id) });

/** GET /be/api/stock/counts/:id/history: every event of the order, who and when. */
export const getCountHistory = async (id: string) => (await api.get<{ events: HistoryEntry[] }>(`${countPath(id)}/history`)).data?.events ?? [];
export const useCountHistory = (id: string, enabled: boolean) => useQuery({ queryKey: [M, 'history', id], queryFn: () => getCountHistory(id), enabled: Boolean(id) && enabled });

/** POST /be/api/stock/counts: opens the order and snapshots the book quantities. */
export const openCount = async (body: OpenCountBody) => noted((await api.post<CountCommandResult & { number: string }>('/api/stock/counts', body)).data!);
/** PUT /be/api/stock/counts/:id/lines: the counted lines (replacing those before), 409 when `version` is stale. */
export const recordCountLines = async (id: string, body: RecordCountLinesBody) => noted((await api.put<CountCommandResult>(`${countPath(id)}/lines`, body)).data!);
/** POST /be/api/stock/counts/:id/post: the differences against the book now become movements. */
export const postCount = async (id: string, body: PostCountBody) => noted((await api.post<CountCommandResult>(`${countPath(id)}/post`, body)).data!);

/** POST /be/api/stock/counts/:id/import (a queue job, followed with progress); a refusal (import_refused) carries the row report in error.details. */
export const importCountLines = async (id: string, body: ImportCountLinesBody, onPhase: (p: UploadPhase) => void) =>
  noted(await postSheetJob<CountImportResult>(`/api/stock/counts/${encodeURIComponent(id)}/import`, body, onPhase));
/** POST /be/api/stock/counts/batch-import (a queue job): one count order per warehouse of the sheet. */
export const batchImportCounts = async (body: BatchImportCountsBody, onPhase: (p: UploadPhase) => void) =>
  noted(await postSheetJob<BatchImportCountsResult>('/api/stock/counts/batch-import', body, onPhase));

/** After a count command: the count views, and stock once a count is posted. */
export function useRefreshCounts() {
  const qc = useQueryClient();
  return (posted = false) => {
    void qc.invalidateQueries({ queryKey: [M] });
    if (posted) {
      void qc.invalidateQueries({ queryKey: [STOCK_ON_HAND_READ_MODEL] });
      void qc.invalidateQueries({ queryKey: [STOCK_LOG_READ_MODEL] });
    }
  };
}
