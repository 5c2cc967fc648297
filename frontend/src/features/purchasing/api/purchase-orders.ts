import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Supplier } from '@tradedesk/contracts/catalog/suppliers';
import {
  type ChangePurchaseOrderBody,
  type CreatePurchaseOrderBody,
  type InboundSplitBody,
  PURCHASE_ORDER_LIST_READ_MODEL,
  type PurchaseOrderAnswer,
  type PurchaseOrderListQuery,
  type PurchaseOrderPage,
  type PurchaseOrderView,
  type ReceivePurchaseOrderBody,
  type ReturnPurchaseGoodsBody,
  type SupplierPriceRow,
} from '@tradedesk/contracts/purchasing/purchase-order';
import { STOCK_ON_HAND_READ_MODEL } from '@tradedesk/contracts/inventory/stock';
import { api, isKnownMissing, rememberIfMissing } from '../../../lib/api';
import { noteWrite, waitForPosition } from '../../../lib/read-your-writes';
import { uploadBytes } from '../../../lib/upload';
import { XLSX_TYPE } from '../../../lib/xlsx';

/**
 * The purchase-order calls (docs/purchasing.md) as the screens use them. Every query key starts
 * with the list's read model name, so the live push of a change (another tab, another user)
 * refreshes the list and the open order; every command notes its position for read-your-writes.
 */
const LIST = PURCHASE_ORDER_LIST_READ_MODEL;
const path = (id: string) => `/api/purchase/orders/${encodeURIComponent(id)}`;

// ---- reads
export type PurchaseListQuery = Partial<PurchaseOrderListQuery>;
export const getPurchaseOrders = async (q: PurchaseListQuery) =>
  (await api.get<PurchaseOrderPage>('/api/purchase/orders', { ...q, waitFor: waitForPosition(LIST) })).data ?? { rows: [], total: 0 };
export const usePurchaseOrders = (q: PurchaseListQuery) =>
  useQuery({ queryKey: [LIST, 'list', q], queryFn: () => getPurchaseOrders(q), placeholderData: keepPreviousData });

export const getPurchaseOrder = async (id: string) => (await api.get<PurchaseOrderView>(path(id), { waitFor: waitForPosition(LIST) })).data!;
export const usePurchaseOrder = (id: string | undefined) =>
  useQuery({ queryKey: [LIST, 'one', id], queryFn: () => getPurchaseOrder(id!), enabled: Boolean(id) });

export const getPurchasePrint = async (id: string) => (await api.get<PurchaseOrderView>(`${path(id)}/print`)).data!;
export const usePurchasePrint = (id: string) => useQuery({ queryKey: [LIST, 'print', id], queryFn: () => getPurchasePrint(id), enabled: Boolean(id) });

/** The order with exactly this number (the list search also matches parts of numbers). */
export async function findPurchaseOrderByNumber(number: string) {
  const wanted = number.trim().toUpperCase();
  if (!wanted) return null;
  const { rows } = await getPurchaseOrders({ search: wanted, limit: 20 });
  return rows.find((r) => r.number.toUpperCase() === wanted) ?? null;
}

/** Suppliers to choose from (GET /be/api/suppliers, active ones matching the search). */
export const useSupplierChoices = (search: string) =>
  useQuery({
    queryKey: ['suppliers', 'purchase-choices', search],
    queryFn: async () => (await api.get<{ suppliers: Supplier[]; total: number }>('/api/suppliers', { search: search || undefined, status: 'active', limit: 50 })).data?.suppliers ?? [],
    placeholderData: keepPreviousData,
  });

const PRICES = '/api/purchase/supplier-prices';
/** The supplier's last committed prices of these products; empty when the server has no such list (yet). */
export async function getSupplierPrices(supplierId: string, productIds: string[]): Promise<SupplierPriceRow[]> {
  if (!supplierId || productIds.length === 0 || isKnownMissing(PRICES)) return [];
  try {
    return (await api.get<{ rows: SupplierPriceRow[] }>(PRICES, { supplierId, productIds: productIds.join(',') }, { silent: true })).data?.rows ?? [];
  } catch (error) {
    rememberIfMissing(PRICES, error);
    return [];
  }
}

// ---- changes
async function command(method: 'post' | 'put', to: string, body: unknown): Promise<PurchaseOrderAnswer> {
  const answer = (await api[method]<PurchaseOrderAnswer>(to, body)).data!;
  noteWrite(LIST, answer.globalPosition);
  return answer;
}

type Versioned = { id: string; version: number };
const fresh = () => crypto.randomUUID();

export const purchaseCommands = {
  create: (body: Omit<CreatePurchaseOrderBody, 'commandId'>) => command('post', '/api/purchase/orders', { commandId: fresh(), ...body }),
  change: (o: Versioned, body: Omit<ChangePurchaseOrderBody, 'commandId' | 'version'>) => command('put', path(o.id), { commandId: fresh(), version: o.version, ...body }),
  commit: (o: Versioned, rate?: string) => command('post', `${path(o.id)}/commit`, { commandId: fresh(), version: o.version, ...(rate ? { rate } : {}) }),
  receive: (o: Versioned, body: Omit<ReceivePurchaseOrderBody, 'commandId' | 'version'>) => command('post', `${path(o.id)}/receipts`, { commandId: fresh(), version: o.version, ...body }),
  split: (o: Versioned, body: Omit<InboundSplitBody, 'commandId' | 'version'>, commandId = fresh()) =>
    command('post', `${path(o.id)}/inbound-split`, { commandId, version: o.version, ...body }),
  returnGoods: (o: Versioned, body: Omit<ReturnPurchaseGoodsBody, 'commandId' | 'version'>) => command('post', `${path(o.id)}/returns`, { commandId: fresh(), version: o.version, ...body }),
  close: (o: Versioned, reason: string) => command('post', `${path(o.id)}/close`, { commandId: fresh(), version: o.version, reason }),
  cancel: (o: Versioned, reason: string) => command('post', `${path(o.id)}/cancel`, { commandId: fresh(), version: o.version, reason }),
};

/** A mutation over one of the commands: afterwards the lists, the order and stock on hand are asked again. */
export function usePurchaseCommand<A extends unknown[]>(fn: (...args: A) => Promise<PurchaseOrderAnswer>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (args: A) => fn(...args),
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: [LIST] }), qc.invalidateQueries({ queryKey: [STOCK_ON_HAND_READ_MODEL] })]),
  });
}

/** POST /be/api/purchase/orders/import: the sheet's bytes; answers the queue job that checks and imports it. */
export const importPurchaseOrders = (file: File, commandId: string, commit: boolean, onProgress?: (fraction: number) => void) =>
  uploadBytes<{ jobId: string }>('/api/purchase/orders/import', file, {
    query: { commandId, commit: String(commit) },
    contentType: /\.csv$/i.test(file.name) ? 'text/csv' : XLSX_TYPE,
    onProgress,
  });
