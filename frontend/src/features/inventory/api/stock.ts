import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type DamageBody,
  STOCK_LOG_READ_MODEL,
  STOCK_ON_HAND_READ_MODEL,
  type StockLogQuery,
  type StockLogRow,
  type StockOnHandQuery,
  type StockRow,
  type TransferBody,
} from '@tradedesk/contracts/inventory/stock';
import { COST_READ_MODEL } from '@tradedesk/contracts/inventory/cost';
import { api } from '../../../lib/api';

export type { StockLogRow, StockRow };
export interface DocumentResult {
  id: string;
  number: string;
}

/** GET /be/api/stock/on-hand (warehouseId, productId, asOf, limit, offset). */
export const getStockOnHand = async (q: Partial<StockOnHandQuery>) =>
  (await api.get<{ rows: StockRow[]; total: number; asOf: string | null }>('/api/stock/on-hand', { ...q })).data ?? { rows: [], total: 0, asOf: null };
export const useStockOnHand = (q: Partial<StockOnHandQuery>, enabled = true) =>
  useQuery({ queryKey: [STOCK_ON_HAND_READ_MODEL, 'list', q], queryFn: () => getStockOnHand(q), placeholderData: keepPreviousData, meta: { readModels: [STOCK_LOG_READ_MODEL, COST_READ_MODEL] }, enabled });

/** GET /be/api/stock/log (warehouseId, productId, kind, sourceId, from, to, limit, offset). */
export const getStockLog = async (q: Partial<StockLogQuery>) =>
  (await api.get<{ rows: StockLogRow[]; total: number }>('/api/stock/log', { ...q })).data ?? { rows: [], total: 0 };
export const useStockLog = (q: Partial<StockLogQuery>) =>
  useQuery({ queryKey: [STOCK_LOG_READ_MODEL, 'list', q], queryFn: () => getStockLog(q), placeholderData: keepPreviousData });

/** GET /be/api/stock/replay?warehouseId&productId: oldest first. */
export const getStockReplay = async (warehouseId: string, productId: string) =>
  (await api.get<StockLogRow[]>('/api/stock/replay', { warehouseId, productId })).data ?? [];
export const useStockReplay = (warehouseId: string, productId: string) =>
  useQuery({ queryKey: [STOCK_LOG_READ_MODEL, 'replay', warehouseId, productId], queryFn: () => getStockReplay(warehouseId, productId) });

/** POST /be/api/stock/damages; 409 negative_stock when the company refuses negative stock. */
export const recordDamage = async (body: DamageBody) => (await api.post<DocumentResult>('/api/stock/damages', body)).data!;
/** POST /be/api/stock/transfers */
export const makeTransfer = async (body: TransferBody) => (await api.post<DocumentResult>('/api/stock/transfers', body)).data!;

function useStockCommand<B>(fn: (body: B) => Promise<DocumentResult>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: [STOCK_ON_HAND_READ_MODEL] });
      void qc.invalidateQueries({ queryKey: [STOCK_LOG_READ_MODEL] });
    },
  });
}
export const useRecordDamage = () => useStockCommand(recordDamage);
export const useMakeTransfer = () => useStockCommand(makeTransfer);
