import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AddCostBody,
  type ChangeWaybillBody,
  type CreateWaybillBody,
  type LinkOrdersBody,
  type ListWaybillsQuery,
  PURCHASE_RECEIPT_LINES_READ_MODEL,
  type ReceiptLine,
  type ReceivedOrders,
  SEA_WAYBILL_LIST_READ_MODEL,
  type SetMeasuresBody,
  type WaybillDetail,
  type WaybillImportReport,
  type WaybillList,
  type WaybillRow,
  type WaybillStatus,
} from '@tradedesk/contracts/purchasing/sea-waybill';
import { api } from '../../../lib/api';
import { uploadBytes } from '../../../lib/upload';
import { XLSX_TYPE } from '../../../lib/xlsx';
import { noteWrite, waitForPosition } from '../../../lib/read-your-writes';

export type { ReceiptLine, WaybillDetail, WaybillImportReport, WaybillRow };
const BASE = '/api/purchase/ocean-shipping';
const M = SEA_WAYBILL_LIST_READ_MODEL;

/** GET /be/api/purchase/ocean-shipping (search, status, etaFrom, etaTo, page, limit). */
export const getWaybills = async (q: Partial<ListWaybillsQuery>) =>
  (await api.get<WaybillList>(BASE, { ...q, waitFor: waitForPosition(M) })).data ?? { rows: [], total: 0 };
export const useWaybills = (q: Partial<ListWaybillsQuery>) => useQuery({ queryKey: [M, 'list', q], queryFn: () => getWaybills(q), placeholderData: keepPreviousData });

/** GET /be/api/purchase/ocean-shipping/:id: the waybill with its orders, costs and their allocation. */
export const getWaybill = async (id: string) => (await api.get<WaybillDetail>(`${BASE}/${encodeURIComponent(id)}`, { waitFor: waitForPosition(M) })).data!;
export const useWaybill = (id: string | null) => useQuery({ queryKey: [M, 'one', id], queryFn: () => getWaybill(id!), enabled: Boolean(id) });

/**
 * GET /be/api/purchase/ocean-shipping/:id/receipt-lines: what the costs are spread over. Keyed by
 * the receipt lines' read model, so a receipt arriving (live push) refreshes it; a link or unlink
 * changes the order count in the key.
 */
export const useReceiptLines = (id: string | null, orderCount: number) =>
  useQuery({
    queryKey: [PURCHASE_RECEIPT_LINES_READ_MODEL, 'waybill', id, orderCount],
    queryFn: async () => (await api.get<{ rows: ReceiptLine[] }>(`${BASE}/${encodeURIComponent(id!)}/receipt-lines`, { waitFor: waitForPosition(M) })).data?.rows ?? [],
    enabled: Boolean(id),
  });

/** GET /be/api/purchase/ocean-shipping/received-orders: purchase orders with receipts, to link. */
export const useReceivedOrders = (search: string) =>
  useQuery({
    queryKey: [PURCHASE_RECEIPT_LINES_READ_MODEL, 'orders', search],
    queryFn: async () => (await api.get<ReceivedOrders>(`${BASE}/received-orders`, { search: search || undefined })).data?.rows ?? [],
    placeholderData: keepPreviousData,
  });

export interface WaybillAnswer {
  id: string;
  number?: string;
  streamVersion: number;
  globalPosition: string;
  changed: boolean;
}

/** Every command on a waybill, by what it does. */
export type WaybillAction =
  | { action: 'create'; body: CreateWaybillBody }
  | { action: 'change'; id: string; body: ChangeWaybillBody }
  | { action: 'status'; id: string; body: { version?: number; status: WaybillStatus } }
  | { action: 'link'; id: string; body: LinkOrdersBody }
  | { action: 'unlink'; id: string; orderId: string }
  | { action: 'measures'; id: string; body: SetMeasuresBody }
  | { action: 'addCost'; id: string; body: AddCostBody }
  | { action: 'removeCost'; id: string; costId: string }
  | { action: 'allocate'; id: string; body: { version?: number } };

export async function runWaybillAction(a: WaybillAction): Promise<WaybillAnswer | null> {
  const at = (id: string, rest = '') => `${BASE}/${encodeURIComponent(id)}${rest}`;
  switch (a.action) {
    case 'create':
      return (await api.post<WaybillAnswer>(BASE, a.body)).data;
    case 'change':
      return (await api.put<WaybillAnswer>(at(a.id), a.body)).data;
    case 'status':
      return (await api.post<WaybillAnswer>(at(a.id, '/status'), a.body)).data;
    case 'link':
      return (await api.post<WaybillAnswer>(at(a.id, '/orders'), a.body)).data;
    case 'unlink':
      return (await api.delete<WaybillAnswer>(at(a.id, `/orders/${encodeURIComponent(a.orderId)}`))).data;
    case 'measures':
      return (await api.put<WaybillAnswer>(at(a.id, '/measures'), a.body)).data;
    case 'addCost':
      return (await api.post<WaybillAnswer>(at(a.id, '/costs'), a.body)).data;
    case 'removeCost':
      return (await api.delete<WaybillAnswer>(at(a.id, `/costs/${encodeURIComponent(a.costId)}`))).data;
    case 'allocate':
      return (await api.post<WaybillAnswer>(at(a.id, '/allocate'), a.body)).data;
  }
}

/** A waybill command; afterwards the waybill queries wait for its position (read-your-writes). */
export function useWaybillAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runWaybillAction,
    onSuccess: (r) => {
      noteWrite(M, r?.globalPosition);
      return queryClient.invalidateQueries({ queryKey: [M] });
    },
  });
}

/** POST /be/api/purchase/ocean-shipping/import: the sheet's bytes under its own type (.xlsx or CSV); answers the job to follow (its result is the report). */
export const importWaybills = (file: File, commandId: string, onProgress?: (fraction: number) => void) =>
  uploadBytes<{ jobId: string }>(`${BASE}/import`, file, { query: { commandId }, contentType: file.type || XLSX_TYPE, onProgress });
