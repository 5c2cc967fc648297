import { useQuery } from '@tanstack/react-query';
import { STOCK_LOG_READ_MODEL, STOCK_ON_HAND_READ_MODEL } from '@tradedesk/contracts/inventory/stock';
import type { WarehouseDashboard, WarehouseDashboardQuery } from '@tradedesk/contracts/reports/dashboards';
import { SALE_FACTS_READ_MODEL } from '@tradedesk/contracts/reports/sale-facts';
import { api } from '../../../lib/api';

/** GET /be/api/report/dashboards/warehouses: per warehouse figures of a day. */
export const getWarehouseDashboard = async (q: WarehouseDashboardQuery) => (await api.get<WarehouseDashboard>('/api/report/dashboards/warehouses', { ...q })).data ?? null;

/** Keyed by stock-on-hand and listing the stock log and sale facts: a movement or a sale refetches it. */
export const useWarehouseDashboard = (q: WarehouseDashboardQuery) =>
  useQuery({
    queryKey: [STOCK_ON_HAND_READ_MODEL, 'warehouse-dashboard', q],
    queryFn: () => getWarehouseDashboard(q),
    meta: { readModels: [STOCK_ON_HAND_READ_MODEL, STOCK_LOG_READ_MODEL, SALE_FACTS_READ_MODEL] },
  });
