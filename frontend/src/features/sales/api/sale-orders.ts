import { keepPreviousData, type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HistoryEntry } from '@tradedesk/contracts/platform/history';
import {
  type CreateSaleOrderDraft,
  type HangSaleOrdersAnswer,
  type ParsedSaleLines,
  type PaymentInput,
  SALE_ORDER_LIST_READ_MODEL,
  type SaleImportAnswer,
  type SaleImportPage,
  type SaleLineDraft,
  type SaleOrderAnswer,
  type SaleOrderKind,
  type SaleOrderListRow,
  type SaleOrderPage,
  type SaleOrderQuery,
  type SaleOrderStock,
  type SaleOrderView,
  type TodayShippings,
  type TransformToPurchaseAnswer,
} from '@tradedesk/contracts/sales/sale-order';
import { STOCK_ON_HAND_READ_MODEL } from '@tradedesk/contracts/inventory/stock';
import type { PickingLine, SaleDistView } from '@tradedesk/contracts/sales/sale-print';
import { api } from '../../../lib/api';
import { sheetJobResult } from '../../../lib/jobs';
import { noteWrite, waitForPosition } from '../../../lib/read-your-writes';

/**
 * The sale-order calls (docs/sales.md) as the screens use them. Every change answers the order as
 * it now is (`order`, a SaleOrderAnswer) with its new version: screens keep that, never refetch
 * after their own edit.
 */
export type { PickingLine, SaleDistView, SaleOrderAnswer };

const LIST = SALE_ORDER_LIST_READ_MODEL;
const waitFor = () => waitForPosition(LIST);

// ---- reads
export type SaleListQuery = Partial<Omit<SaleOrderQuery, 'id'>>;
export const getSaleOrders = async (q: SaleListQuery) =>
  (await api.get<SaleOrderPage>('/api/sale/order', { ...q, waitFor: waitFor() })).data ?? { rows: [], total: 0 };
export const useSaleOrders = (q: SaleListQuery) => useQuery({ queryKey: [LIST, 'list', q], queryFn: () => getSaleOrders(q), placeholderData: keepPreviousData });

export const getSaleOrder = async (id: string) => (await api.get<SaleOrderView>('/api/sale/order', { id })).data!;
export const useSaleOrder = (id: string | undefined) => useQuery({ queryKey: [LIST, 'one', id], queryFn: () => getSaleOrder(id!), enabled: Boolean(id) });

/** Base units on hand per product of the order, in its warehouse; asked again at each version (a line added, the warehouse changed) and on live stock changes. */
export const getSaleOrderStock = async (id: string) => (await api.get<SaleOrderStock>('/api/sale/order/stock', { id })).data!;
export const useSaleOrderStock = (id: string | undefined, version: number | undefined) =>
  useQuery({ queryKey: [STOCK_ON_HAND_READ_MODEL, 'sale-order', id, version], queryFn: () => getSaleOrderStock(id!), enabled: Boolean(id), placeholderData: keepPreviousData });

export const getLastTemp = async () => (await api.get<SaleOrderView | null>('/api/sale/order/last-temp', { waitFor: waitFor() })).data ?? null;
export const getTemps = async (kind?: SaleOrderKind) => (await api.get<SaleOrderListRow[]>('/api/sale/order/temps', { kind, waitFor: waitFor() })).data ?? [];
export const useTemps = (kind?: SaleOrderKind, enabled = true) => useQuery({ queryKey: [LIST, 'temps', kind], queryFn: () => getTemps(kind), enabled });

export const getNeighbour = async (direction: 'pre' | 'next', id: string, kind?: SaleOrderKind) =>
  (await api.get<SaleOrderView | null>(`/api/sale/order/${direction}`, { id, kind, waitFor: waitFor() })).data ?? null;

export const getSaleOrderHistory = async (id: string) => (await api.get<{ events: HistoryEntry[] }>('/api/sale/order/history', { id })).data?.events ?? [];
export const useSaleOrderHistory = (id: string) => useQuery({ queryKey: [LIST, 'history', id], queryFn: () => getSaleOrderHistory(id) });

export const getSaleImports = async (page = 1) =>
  (await api.get<SaleImportPage>('/api/sale/order/batch-imports', { page, waitFor: waitFor() })).data ?? { rows: [], total: 0 };
export const useSaleImports = () => useQuery({ queryKey: [LIST, 'imports'], queryFn: () => getSaleImports() });

export const getSaleDist = async (id: string) => (await api.get<SaleDistView>('/api/sale/order/dist', { id })).data!;
export const useSaleDist = (id: string) => useQuery({ queryKey: [LIST, 'dist', id], queryFn: () => getSaleDist(id), enabled: Boolean(id) });

/** GET report/today-shippings?limit=N: distribution orders due today or overdue that have not left yet. */
export const getDueShippings = async (limit = 500) =>
  (await api.get<TodayShippings>('/api/report/today-shippings', { limit, waitFor: waitFor() })).data ?? { total: 0, rows: [] };
export const useDueShippings = () => useQuery({ queryKey: [LIST, 'due-shippings'], queryFn: () => getDueShippings() });

/** The order with exactly this number (the list search matches parts of numbers too). */
export async function findSaleOrderByNumber(number: string, filters: SaleListQuery = {}): Promise<SaleOrderListRow | null> {
  const wanted = number.trim().toUpperCase();
  if (!wanted) return null;
  const { rows } = await getSaleOrders({ ...filters, search: wanted, limit: 20 });
  return rows.find((r) => r.number.toUpperCase() === wanted) ?? null;
}

/** POST /be/api/sale/order/excel/parse: a queue job (202 {jobId}) followed until it ends; its lines, or its refusal thrown. */
export const parseSaleLines = async (body: { file?: string; text?: string; id?: string }, onProgress?: (percent: number) => void) =>
  sheetJobResult<ParsedSaleLines>((await api.post<{ jobId: string }>('/api/sale/order/excel/parse', body)).data!.jobId, onProgress);

// ---- changes: each answers the order; the list read model is noted for read-your-writes
async function command(method: 'post' | 'put' | 'delete', path: string, body: unknown): Promise<SaleOrderAnswer> {
  const answer = (await api[method]<SaleOrderAnswer>(`/api/sale/order${path}`, body)).data!;
  noteWrite(LIST, answer.globalPosition);
  return answer;
}

const versioned = (o: { id: string; version: number }) => ({ id: o.id, version: o.version, commandId: crypto.randomUUID() });

export const saleCommands = {
  create: (body: CreateSaleOrderDraft) => command('post', '', { commandId: crypto.randomUUID(), ...body }),
  update: (o: { id: string; version: number }, changes: Record<string, unknown>) => command('put', '', { ...versioned(o), ...changes }),
  packingType: (o: { id: string; version: number }, packingType: string) => command('put', '/packing-type', { ...versioned(o), packingType }),
  currency: (o: { id: string; version: number }, currency: string, rate?: string) => command('put', '/currency', { ...versioned(o), currency, ...(rate ? { rate } : {}) }),
  warehouse: (o: { id: string; version: number }, warehouseId: string) => command('put', '/warehouse', { ...versioned(o), warehouseId }),
  addLine: (o: { id: string; version: number }, line: SaleLineDraft, merge = true) => command('post', '/detail', { ...versioned(o), line, merge }),
  addLines: (o: { id: string; version: number }, lines: SaleLineDraft[]) => command('post', '/details', { ...versioned(o), lines }),
  quantity: (o: { id: string; version: number }, lineId: string, quantity: string, unit?: string) =>
    command('put', '/detail/number', { ...versioned(o), lineId, quantity, ...(unit ? { unit } : {}) }),
  prices: (o: { id: string; version: number }, lines: { lineId: string; price?: string; discount?: string; gift?: boolean }[]) => command('put', '/price', { ...versioned(o), lines }),
  memo: (o: { id: string; version: number }, lineIds: string[], memo: string) => command('put', '/details/memo', { ...versioned(o), lineIds, memo }),
  removeLines: (o: { id: string; version: number }, lineIds: string[]) => command('delete', '/details', { ...versioned(o), lineIds }),
  clearGifts: (o: { id: string; version: number }) => command('post', '/clear-gifts', versioned(o)),
  commit: (o: { id: string; version: number }, payments: PaymentInput[] = []) => command('post', '/save-commit', { ...versioned(o), payments }),
  /** A whole order form: create-and-commit (no id) or replace-and-commit. */
  saveCommit: (body: { id?: string; version?: number; order: CreateSaleOrderDraft; payments?: PaymentInput[] }) =>
    command('post', '/save-commit', { commandId: crypto.randomUUID(), ...body }),
  pay: (o: { id: string; version: number }, payments: PaymentInput[]) => command('post', '/pay', { ...versioned(o), payments }),
  unsave: (o: { id: string; version: number }, reason = '') => command('post', '/unsave', { ...versioned(o), reason }),
  cancel: (o: { id: string; version: number }, reason = '') => command('post', '/cancel', { ...versioned(o), reason }),
  duplicate: (id: string, kind?: SaleOrderKind) => command('post', '/duplicate', { commandId: crypto.randomUUID(), id, ...(kind ? { kind } : {}) }),
  shelf: (o: { id: string; version: number }, lines: { lineId: string; zoneId: string | null }[]) => command('post', '/shelf', { ...versioned(o), lines }),
  pick: (o: { id: string; version: number }, lines: { lineId: string; quantity?: string; zoneId?: string | null }[]) => command('post', '/dists/pick', { ...versioned(o), lines }),
  unpick: (o: { id: string; version: number }, lineIds: string[]) => command('post', '/dists/unpick', { ...versioned(o), lineIds }),
  stockout: (o: { id: string; version: number }) => command('put', '/dist/stockout', versioned(o)),
  transformPo: async (id: string) => {
    const answer = (await api.post<TransformToPurchaseAnswer>('/api/sale/order/transform-po', { commandId: crypto.randomUUID(), id })).data!;
    noteWrite(LIST, answer.globalPosition);
    return answer;
  },
};

/** POST /sale/orders/hang and /unhang: several drafts at once. */
export async function hangOrders(ids: string[], hang: boolean) {
  const r = (await api.post<HangSaleOrdersAnswer>(`/api/sale/orders/${hang ? 'hang' : 'unhang'}`, { commandId: crypto.randomUUID(), ids })).data!;
  noteWrite(LIST, r.globalPosition);
  return r;
}

export async function importSaleOrders(body: { fileName: string; file: string; commit: boolean }) {
  const r = (await api.post<SaleImportAnswer>('/api/sale/order/batch-import', { commandId: crypto.randomUUID(), ...body })).data!;
  noteWrite(LIST, r.globalPosition);
  return r;
}

/** After any change: every sale list shows it (read-your-writes), the order's own view is replaced. */
export function saleWritten(qc: QueryClient, answer?: Pick<SaleOrderAnswer, 'id' | 'order'>) {
  if (answer) qc.setQueryData([LIST, 'one', answer.id], answer.order);
  return qc.invalidateQueries({ queryKey: [LIST], predicate: (q) => q.queryKey[1] !== 'one' || q.queryKey[2] !== answer?.id });
}

/** A mutation over one of the commands that refreshes the sale lists afterwards. */
export function useSaleCommand<A extends unknown[]>(fn: (...args: A) => Promise<SaleOrderAnswer>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (args: A) => fn(...args), onSuccess: (answer) => saleWritten(qc, answer) });
}
