import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { STOCK_LOG_READ_MODEL } from '@tradedesk/contracts/inventory/stock';
import {
  STOCK_ZONES_READ_MODEL,
  type StockChangesAnswer,
  type StockChangesQuery,
  type StockZoneRow,
  type StockZonesQuery,
} from '@tradedesk/contracts/inventory/stock-views';
import { api } from '../../../lib/api';

export type { StockChangesAnswer, StockZoneRow };

/** GET /be/api/stock/zones (warehouseId, zoneId or 'none', productId, nonZero, limit, offset). */
export const getStockZones = async (q: Partial<StockZonesQuery>) => (await api.get<{ rows: StockZoneRow[]; total: number }>('/api/stock/zones', { ...q })).data ?? { rows: [], total: 0 };
export const useStockZones = (q: Partial<StockZonesQuery>, enabled = true) =>
  useQuery({ queryKey: [STOCK_ZONES_READ_MODEL, 'list', q], queryFn: () => getStockZones(q), placeholderData: keepPreviousData, enabled });

/** GET /be/api/stock/changes (warehouseId, productId, from, to: business days [from, to)). */
export const getStockChanges = async (q: StockChangesQuery) => (await api.get<StockChangesAnswer>('/api/stock/changes', { ...q })).data!;
export const useStockChanges = (q: StockChangesQuery | null) =>
  useQuery({ queryKey: [STOCK_LOG_READ_MODEL, 'changes', q], queryFn: () => getStockChanges(q!), placeholderData: keepPreviousData, enabled: q !== null });
