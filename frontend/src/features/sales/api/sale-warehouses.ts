import { useQuery } from '@tanstack/react-query';
import { type Warehouse, WAREHOUSES_READ_MODEL } from '@tradedesk/contracts/catalog/warehouses';
import { api } from '../../../lib/api';

/**
 * GET /be/api/warehouses for the sale screens' warehouse choices and names (the catalog feature
 * has its own: features do not share internals). Active ones, codes first.
 */
export const getSaleWarehouses = async () =>
  (await api.get<{ warehouses: Warehouse[]; total: number }>('/api/warehouses', { status: 'active', limit: 1000 })).data?.warehouses ?? [];
export const useSaleWarehouses = () => useQuery({ queryKey: [WAREHOUSES_READ_MODEL, 'sale-select'], queryFn: getSaleWarehouses, staleTime: 60_000 });

/** id -> "CODE · Name" for the grids. */
export function useWarehouseLabels(): Map<string, string> {
  const { data } = useSaleWarehouses();
  return new Map((data ?? []).map((w) => [w.id, `${w.code} · ${w.name}`]));
}
