import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HistoryEntry } from '@tradedesk/contracts/catalog/products';
import {
  type AddZoneBody,
  type CreateWarehouseBody,
  type ImportZonesBody,
  type ListWarehousesQuery,
  type UpdateWarehouseBody,
  type UpdateZoneBody,
  type Warehouse,
  WAREHOUSES_READ_MODEL,
} from '@tradedesk/contracts/catalog/warehouses';
import { api } from '../../../lib/api';
import type { CommandAnswer } from './categories';

/** The warehouse and zone screens of /setting/basics (the stock screens use warehouses.ts). */
export const getWarehouseList = async (q: Partial<ListWarehousesQuery>) =>
  (await api.get<{ warehouses: Warehouse[]; total: number }>('/api/warehouses', { ...q })).data ?? { warehouses: [], total: 0 };
export const useWarehouseList = (q: Partial<ListWarehousesQuery>) =>
  useQuery({ queryKey: [WAREHOUSES_READ_MODEL, 'admin', q], queryFn: () => getWarehouseList(q), placeholderData: keepPreviousData });

/** GET /be/api/warehouses/:id (with its zones) */
export const getWarehouse = async (id: string) => (await api.get<Warehouse>(`/api/warehouses/${encodeURIComponent(id)}`)).data!;
export const useWarehouse = (id: string | undefined) => useQuery({ queryKey: [WAREHOUSES_READ_MODEL, 'one', id], queryFn: () => getWarehouse(id!), enabled: Boolean(id) });

export const getWarehouseHistory = async (id: string) =>
  (await api.get<{ events: HistoryEntry[] }>(`/api/warehouses/${encodeURIComponent(id)}/history`)).data?.events ?? [];

export interface ImportReport {
  mode: 'all-or-nothing' | 'valid-rows';
  total: number;
  imported: number;
  refused: number;
  errors: { row: number; field: string; message: string }[];
}

export type WarehouseAction =
  | { action: 'create'; body: CreateWarehouseBody }
  | { action: 'update'; id: string; body: UpdateWarehouseBody }
  | { action: 'disable' | 'enable'; id: string }
  | { action: 'addZone'; id: string; body: AddZoneBody }
  | { action: 'updateZone'; id: string; zoneId: string; body: UpdateZoneBody };

export async function warehouseCommand(a: WarehouseAction): Promise<CommandAnswer> {
  if (a.action === 'create') return (await api.post<CommandAnswer>('/api/warehouses', a.body)).data!;
  const path = `/api/warehouses/${encodeURIComponent(a.id)}`;
  switch (a.action) {
    case 'update':
      return (await api.put<CommandAnswer>(path, a.body)).data!;
    case 'addZone':
      return (await api.post<CommandAnswer>(`${path}/zones`, a.body)).data!;
    case 'updateZone':
      return (await api.put<CommandAnswer>(`${path}/zones/${encodeURIComponent(a.zoneId)}`, a.body)).data!;
    default:
      return (await api.post<CommandAnswer>(`${path}/${a.action}`)).data!;
  }
}
export function useWarehouseCommand() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: warehouseCommand, onSuccess: () => qc.invalidateQueries({ queryKey: [WAREHOUSES_READ_MODEL] }) });
}

/** POST /be/api/warehouses/:id/zones/import (rows read from the sheet in the browser). */
export const importZones = async (id: string, body: ImportZonesBody) => (await api.post<ImportReport>(`/api/warehouses/${encodeURIComponent(id)}/zones/import`, body)).data!;
export function useImportZones() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: ({ id, body }: { id: string; body: ImportZonesBody }) => importZones(id, body), onSuccess: () => qc.invalidateQueries({ queryKey: [WAREHOUSES_READ_MODEL] }) });
}
