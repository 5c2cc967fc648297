import type { WarehouseEvent, WarehouseFields, ZoneFields } from '@tradedesk/contracts/catalog/warehouses';
import type { EvolveEvent } from '../../platform/cqrs/decider.js';
import { DomainError } from '../../platform/event-store/errors.js';

export interface ZoneState extends ZoneFields {
  disabled: boolean;
}

/** What a warehouse's stream says: its fields, whether it is disabled, and its zones by id. */
export interface WarehouseState {
  exists: boolean;
  fields: WarehouseFields | null;
  disabled: boolean;
  zones: Record<string, ZoneState>;
}

export const initialWarehouseState = (): WarehouseState => ({ exists: false, fields: null, disabled: false, zones: {} });

export function evolveWarehouse(s: WarehouseState, e: EvolveEvent<WarehouseEvent>): WarehouseState {
  switch (e.type) {
    case 'WarehouseCreated': {
      const { warehouseId: _w, ...fields } = e.data;
      return { ...s, exists: true, fields };
    }
    case 'WarehouseChanged':
      return { ...s, fields: { ...s.fields!, ...e.data.changes } };
    case 'WarehouseDisabled':
      return { ...s, disabled: true };
    case 'WarehouseEnabled':
      return { ...s, disabled: false };
    case 'ZoneAdded': {
      const { warehouseId: _w, zoneId, ...z } = e.data;
      return { ...s, zones: { ...s.zones, [zoneId]: { ...z, disabled: false } } };
    }
    case 'ZoneChanged':
      return { ...s, zones: { ...s.zones, [e.data.zoneId]: { ...s.zones[e.data.zoneId], ...e.data.changes } } };
    default: {
      const _exhaustive: never = e;
      return s;
    }
  }
}

export const warehouseNotFound = (id: string) => new DomainError('warehouse_not_found', `Warehouse ${id} does not exist.`, 404);

export function requireWarehouse(s: WarehouseState, warehouseId: string): asserts s is WarehouseState & { fields: WarehouseFields } {
  if (!s.exists || !s.fields) throw warehouseNotFound(warehouseId);
}
