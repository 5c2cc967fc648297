import { useQuery } from '@tanstack/react-query';
import { type Warehouse, WAREHOUSES_READ_MODEL } from '@tradedesk/contracts/catalog/warehouses';
import { api } from '../lib/api';

/** GET /be/api/warehouses (active ones, for the warehouse selects of every screen). */
export const getWarehouses = async () =>
  (await api.get<{ warehouses: Warehouse[]; total: number }>('/api/warehouses', { status: 'active', limit: 1000 })).data?.warehouses ?? [];
export const useWarehouses = () => useQuery({ queryKey: [WAREHOUSES_READ_MODEL, 'select'], queryFn: getWarehouses, staleTime: 60_000 });
