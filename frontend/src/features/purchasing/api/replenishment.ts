import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Supplier } from '@tradedesk/contracts/catalog/suppliers';
import {
  type ChangeReplenishmentBody,
  type CreateReplenishmentBody,
  type ListPrePurchasesQuery,
  type ListReplenishmentsQuery,
  type ListStockLevelsQuery,
  ON_ORDER_READ_MODEL,
  PRE_PURCHASE_READ_MODEL,
  type PrePurchaseBody,
  type PrePurchaseRow,
  type ProposalLine,
  REPLENISHMENT_ORDERS_READ_MODEL,
  type ReplenishmentListRow,
  type ReplenishmentPurchaseOrderRef,
  type ReplenishmentView,
  type SetStockLevelsBody,
  STOCK_LEVELS_READ_MODEL,
  type StockLevelRow,
} from '@tradedesk/contracts/purchasing/replenishment';
import { api } from '../../../lib/api';
import { noteWrite, waitForPosition } from '../../../lib/read-your-writes';

/**
 * Replenishment and pre-purchase (/be/api/purchase/..., docs/replenishment.md). The read models
 * are projected asynchronously: after this browser's own command, reads pass ?waitFor=<position>.
 */
export type { PrePurchaseRow, ProposalLine, ReplenishmentListRow, ReplenishmentView, StockLevelRow };
interface Written {
  globalPosition: string;
}

const LEVELS = STOCK_LEVELS_READ_MODEL;
const ORDERS = REPLENISHMENT_ORDERS_READ_MODEL;
const PRE = PRE_PURCHASE_READ_MODEL;
const wait = (model: string) => waitForPosition(model);

export const getStockLevels = async (q: Partial<ListStockLevelsQuery>) =>
  (await api.get<{ rows: StockLevelRow[]; total: number }>('/api/purchase/stock-levels', { ...q, waitFor: wait(LEVELS) })).data ?? { rows: [], total: 0 };
export const useStockLevels = (q: Partial<ListStockLevelsQuery>) => useQuery({ queryKey: [LEVELS, 'list', q], queryFn: () => getStockLevels(q), placeholderData: keepPreviousData });

export const getProposal = async (warehouseId: string) =>
  (await api.get<{ lines: ProposalLine[] }>('/api/purchase/replenishment-orders/proposal', { warehouseId: warehouseId || undefined, waitFor: wait(LEVELS) })).data?.lines ?? [];

export const getReplenishments = async (q: Partial<ListReplenishmentsQuery>) =>
  (await api.get<{ rows: ReplenishmentListRow[]; total: number }>('/api/purchase/replenishment-orders', { ...q, waitFor: wait(ORDERS) })).data ?? { rows: [], total: 0 };
export const useReplenishments = (q: Partial<ListReplenishmentsQuery>) => useQuery({ queryKey: [ORDERS, 'list', q], queryFn: () => getReplenishments(q), placeholderData: keepPreviousData });

export const getReplenishment = async (id: string) => (await api.get<ReplenishmentView>(`/api/purchase/replenishment-orders/${encodeURIComponent(id)}`, { waitFor: wait(ORDERS) })).data!;
export const useReplenishment = (id: string) => useQuery({ queryKey: [ORDERS, 'one', id], queryFn: () => getReplenishment(id), enabled: Boolean(id) });

export const getPrePurchases = async (q: Partial<ListPrePurchasesQuery>) =>
  (await api.get<{ rows: PrePurchaseRow[]; total: number }>('/api/purchase/pre-purchase-orders', { ...q, waitFor: wait(PRE) })).data ?? { rows: [], total: 0 };
export const usePrePurchases = (q: Partial<ListPrePurchasesQuery>, enabled = true) =>
  useQuery({ queryKey: [PRE, 'list', q], queryFn: () => getPrePurchases(q), placeholderData: keepPreviousData, enabled });

/** The active suppliers to choose from (code, name, currency). */
export const useActiveSuppliers = () =>
  useQuery({
    queryKey: ['suppliers', 'active-for-replenishment'],
    queryFn: async () => (await api.get<{ suppliers: Supplier[] }>('/api/suppliers', { status: 'active', limit: 1000 }, { silent: true })).data?.suppliers ?? [],
    staleTime: 60_000,
  });

function useRefresh() {
  const qc = useQueryClient();
  return (...models: string[]) => {
    for (const m of models) void qc.invalidateQueries({ queryKey: [m] });
  };
}

/** The replenishment commands; each notes its position for the read models it changes and refreshes them. */
export function useReplenishmentCommands() {
  const refresh = useRefresh();
  const noted = <R extends Written>(r: R, ...models: string[]) => {
    for (const m of models) noteWrite(m, r.globalPosition);
    refresh(...models);
    return r;
  };
  return {
    setLevels: async (body: SetStockLevelsBody) => noted((await api.put<Written & { changed: number }>('/api/purchase/stock-levels', body)).data!, LEVELS),
    create: async (body: CreateReplenishmentBody) => noted((await api.post<Written & { id: string; number: string }>('/api/purchase/replenishment-orders', body)).data!, ORDERS, PRE),
    change: async (id: string, body: ChangeReplenishmentBody) => noted((await api.put<Written & { id: string; streamVersion: number }>(`/api/purchase/replenishment-orders/${encodeURIComponent(id)}`, body)).data!, ORDERS),
    convert: async (id: string, version: number) =>
      noted(
        (await api.post<Written & { id: string; number: string; purchaseOrders: ReplenishmentPurchaseOrderRef[] }>(`/api/purchase/replenishment-orders/${encodeURIComponent(id)}/purchase-orders`, { commandId: crypto.randomUUID(), version })).data!,
        ORDERS, ON_ORDER_READ_MODEL,
      ),
    requestPrePurchase: async (body: PrePurchaseBody) => noted((await api.post<Written & { id: string }>('/api/purchase/pre-purchase-orders', body)).data!, PRE),
    cancelPrePurchases: async (ids: string[]) => noted((await api.post<Written>('/api/purchase/pre-purchase-orders/cancel', { commandId: crypto.randomUUID(), ids })).data!, PRE),
  };
}
