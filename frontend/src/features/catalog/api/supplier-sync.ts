import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type HistoryEntry, PRODUCTS_READ_MODEL } from '@tradedesk/contracts/catalog/products';
import type { ApplyPriceListBody, PriceListComparison, SaveSyncSettingsBody, SyncSettingsAnswer } from '@tradedesk/contracts/catalog/supplier-sync';
import type { Envelope } from '@tradedesk/contracts/platform/envelope';
import { api, ApiRequestError, buildUrl } from '../../../lib/api';
import { getToken } from '../../../lib/auth';
import { sheetJobResult } from '../../../lib/jobs';

const SYNC_SETTINGS_KEY = 'supplier-sync-settings';

/** GET /be/api/supplier/client/sync-settings?supplierId= (no supplier: the company default). */
export const getSyncSettings = async (supplierId: string | null) =>
  (await api.get<SyncSettingsAnswer>('/api/supplier/client/sync-settings', supplierId ? { supplierId } : {})).data!;
export const useSyncSettings = (supplierId: string | null) => useQuery({ queryKey: [SYNC_SETTINGS_KEY, supplierId], queryFn: () => getSyncSettings(supplierId) });

/** GET /be/api/supplier/client/sync-settings/history?supplierId= (no supplier: the company default). */
export const getSyncSettingsHistory = async (supplierId: string | null) =>
  (await api.get<{ events: HistoryEntry[] }>('/api/supplier/client/sync-settings/history', supplierId ? { supplierId } : {}, { silent: true })).data?.events ?? [];

/** POST /be/api/supplier/client/sync-settings (409 on a stale version). */
export const saveSyncSettings = async (body: SaveSyncSettingsBody) => (await api.post<{ streamVersion: number; changed: boolean }>('/api/supplier/client/sync-settings', body)).data!;
export function useSaveSyncSettings() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: saveSyncSettings, onSuccess: () => qc.invalidateQueries({ queryKey: [SYNC_SETTINGS_KEY] }) });
}

/**
 * POST /be/api/suppliers/:id/price-list/compare with the .xlsx or .csv itself as the body (a price
 * list may be larger than a JSON body may be), answered 202 {jobId}; the queue job reads it and is
 * followed until it ends (`onProgress`: its percent). Records nothing.
 */
export async function comparePriceList(supplierId: string, file: Blob, onProgress?: (percent: number) => void): Promise<PriceListComparison> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Content-Type': 'application/octet-stream' };
  const token = getToken();
  if (token) headers['X-Auth-Token'] = token;
  const res = await fetch(buildUrl(`/api/suppliers/${encodeURIComponent(supplierId)}/price-list/compare`), { method: 'POST', headers, credentials: 'include', body: file });
  let envelope: Envelope<{ jobId: string }> | null = null;
  try {
    envelope = (await res.json()) as Envelope<{ jobId: string }>;
  } catch {
    envelope = null;
  }
  if (!envelope) throw new ApiRequestError(`${res.status} ${res.statusText}`.trim(), { status: res.status, error: null, transport: true });
  if (envelope.error && envelope.error.code !== 0) throw new ApiRequestError(envelope.error.message, { status: res.status, error: envelope.error, data: envelope.data });
  return sheetJobResult<PriceListComparison>(envelope.data!.jobId, onProgress);
}

/** POST /be/api/suppliers/:id/price-list/apply: every product or none. */
export const applyPriceList = async (supplierId: string, body: ApplyPriceListBody) =>
  (await api.post<{ products: number; events: number; globalPosition: string }>(`/api/suppliers/${encodeURIComponent(supplierId)}/price-list/apply`, body)).data!;
export function useApplyPriceList() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ supplierId, body }: { supplierId: string; body: ApplyPriceListBody }) => applyPriceList(supplierId, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: [PRODUCTS_READ_MODEL] }),
  });
}
