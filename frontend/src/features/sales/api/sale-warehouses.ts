import { useQuery } from '@tanstack/react-query';
import { type Warehouse, WAREHOUSES_READ_MODEL } from '@tradedesk/contracts/catalog/warehouses';
import { api } from '../../../lib/api';

/**
 * GET /be/api/warehouses for the warehouse choices of the sale screens (the catalog feature
 * has its own: features do not share internals). Active ones, codes first.
 */
export const getSaleWarehouses = async () =>
  (await api.get<{ warehouses: Warehouse[]; total: number }>('/api/warehouses', { status: 'active', limit: 1000 })).data?.warehouses ?? [];
export const useSaleWarehouses = () => useQuery({ queryKey: [WAREHOUSES_READ_MODEL, 'sale-select'], queryFn: getSaleWarehouses, staleTime: 60_000 });

/** "CODE · Name" of a list row's warehouse (the list answers it), else its id. */
export const warehouseLabel = (r: { warehouseId: string; warehouseCode: string | null; warehouseName: string | null }) =>
  r.warehouseCode ? `${r.warehouseCode} · ${r.warehouseName ?? ''}` : r.warehouseId;
