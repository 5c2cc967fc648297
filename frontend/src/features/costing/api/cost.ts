import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  COST_READ_MODEL,
  type CostHistoryQuery,
  type CostHistoryRow,
  type ProfitQuery,
  type ProfitRow,
} from '@tradedesk/contracts/inventory/cost';
import { api } from '../../../lib/api';

export type { CostHistoryRow, ProfitRow };

/** GET /be/api/cost/profit (by, orderId, customerId, productId, from, to: instants [from, to)). */
export const getProfit = async (q: ProfitQuery) => (await api.get<{ rows: ProfitRow[]; total: number }>('/api/cost/profit', { ...q })).data ?? { rows: [], total: 0 };
export const useProfit = (q: ProfitQuery) => useQuery({ queryKey: [COST_READ_MODEL, 'profit', q], queryFn: () => getProfit(q), placeholderData: keepPreviousData });

/** GET /be/api/cost/history (productId, from, to). */
export const getCostHistory = async (q: CostHistoryQuery) =>
  (await api.get<{ rows: CostHistoryRow[]; total: number }>('/api/cost/history', { ...q })).data ?? { rows: [], total: 0 };
export const useCostHistory = (q: CostHistoryQuery | null) =>
  useQuery({ queryKey: [COST_READ_MODEL, 'history', q], queryFn: () => getCostHistory(q!), placeholderData: keepPreviousData, enabled: q !== null });
