import type { SupplierEvent, SupplierFields } from '@tradedesk/contracts/catalog/suppliers';
import type { WarehouseEvent, WarehouseFields, ZoneFields } from '@tradedesk/contracts/catalog/warehouses';
import type { Decider } from '../platform/cqrs/decider.js';
import { DomainError } from '../platform/event-store/errors.js';

export interface ZoneState extends ZoneFields {
  disabled: boolean;
}
export interface WarehouseState {
  exists: boolean;
  fields: WarehouseFields | null;
  disabled: boolean;
  zones: Record<string, ZoneState>;
}

export type WarehouseCommand =
  | { type: 'CreateWarehouse'; warehouseId: string; fields: WarehouseFields }
  | { type: 'ChangeWarehouse'; warehouseId: string; changes: Partial<WarehouseFields> }
  | { type: 'DisableWarehouse'; warehouseId: string }
  | { type: 'EnableWarehouse'; warehouseId: string }
  /** Several zones at once (the batch import): all are added, or none. */
  | { type: 'AddZones'; warehouseId: string; zones: ({ zoneId: string } & ZoneFields)[] }
  | { type: 'ChangeZone'; warehouseId: string; zoneId: string; changes: Partial<ZoneFields> & { disabled?: boolean } };

const notFound = (id: string) => new DomainError('warehouse_not_found', `Warehouse ${id} does not exist.`, 404);

function pick<T extends object>(current: T, changes: Partial<T>): Partial<T> {
  const out: Partial<T> = {};
  for (const [k, v] of Object.entries(changes) as [keyof T, T[keyof T]][]) if (v !== undefined && v !== current[k]) out[k] = v;
  return out;
}

/** Warehouses and their zones. Zone codes are unique within the warehouse (checked here, and by the read model). */
export const warehouseDecider: Decider<WarehouseCommand, WarehouseState, WarehouseEvent> = {
  initialState: () => ({ exists: false, fields: null, disabled: false, zones: {} }),

  decide(cmd, s) {
    switch (cmd.type) {
      case 'CreateWarehouse':
        if (s.exists) throw new DomainError('warehouse_exists', `Warehouse ${cmd.warehouseId} already exists.`, 409);
        return [{ type: 'WarehouseCreated', data: { warehouseId: cmd.warehouseId, ...cmd.fields } }];
      case 'ChangeWarehouse': {
        if (!s.exists || !s.fields) throw notFound(cmd.warehouseId);
        const changes = pick(s.fields, cmd.changes);
        return Object.keys(changes).length ? [{ type: 'WarehouseChanged', data: { warehouseId: cmd.warehouseId, changes } }] : [];
      }
      case 'DisableWarehouse':
        if (!s.exists) throw notFound(cmd.warehouseId);
        return s.disabled ? [] : [{ type: 'WarehouseDisabled', data: { warehouseId: cmd.warehouseId } }];
      case 'EnableWarehouse':
        if (!s.exists) throw notFound(cmd.warehouseId);
        return s.disabled ? [{ type: 'WarehouseEnabled', data: { warehouseId: cmd.warehouseId } }] : [];
      case 'AddZones': {
        if (!s.exists) throw notFound(cmd.warehouseId);
        if (s.disabled) throw new DomainError('warehouse_disabled', 'Zones cannot be added to a disabled warehouse.', 400);
        const codes = new Set(Object.values(s.zones).map((z) => z.code.toLowerCase()));
        const barcodes = new Set(Object.values(s.zones).map((z) => z.barcode).filter(Boolean));
        return cmd.zones.map((z) => {
          if (s.zones[z.zoneId]) throw new DomainError('zone_exists', `Zone ${z.zoneId} already exists.`, 409);
          if (codes.has(z.code.toLowerCase())) throw new DomainError('zone_code_taken', `Zone code ${z.code} is taken in this warehouse.`, 409, { field: 'code' });
          if (z.barcode && barcodes.has(z.barcode)) throw new DomainError('zone_barcode_taken', `Zone barcode ${z.barcode} is taken.`, 409, { field: 'barcode' });
          codes.add(z.code.toLowerCase());
          if (z.barcode) barcodes.add(z.barcode);
          return { type: 'ZoneAdded' as const, data: { warehouseId: cmd.warehouseId, ...z } };
        });
      }
      case 'ChangeZone': {
        if (!s.exists) throw notFound(cmd.warehouseId);
        const zone = s.zones[cmd.zoneId];
        if (!zone) throw new DomainError('zone_not_found', `Zone ${cmd.zoneId} does not exist in this warehouse.`, 404);
        const changes = pick(zone, cmd.changes);
        if (changes.code && Object.entries(s.zones).some(([id, z]) => id !== cmd.zoneId && z.code.toLowerCase() === changes.code!.toLowerCase())) {
          throw new DomainError('zone_code_taken', `Zone code ${changes.code} is taken in this warehouse.`, 409, { field: 'code' });
        }
        return Object.keys(changes).length ? [{ type: 'ZoneChanged', data: { warehouseId: cmd.warehouseId, zoneId: cmd.zoneId, changes } }] : [];
      }
    }
  },

  evolve(s, e) {
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
  },
};

export interface SupplierState {
  exists: boolean;
  fields: SupplierFields | null;
  disabled: boolean;
}
export type SupplierCommand =
  | { type: 'CreateSupplier'; supplierId: string; fields: SupplierFields }
  | { type: 'ChangeSupplier'; supplierId: string; changes: Partial<SupplierFields> }
  | { type: 'DisableSupplier'; supplierId: string }
  | { type: 'EnableSupplier'; supplierId: string };

const supplierNotFound = (id: string) => new DomainError('supplier_not_found', `Supplier ${id} does not exist.`, 404);

export const supplierDecider: Decider<SupplierCommand, SupplierState, SupplierEvent> = {
  initialState: () => ({ exists: false, fields: null, disabled: false }),
  decide(cmd, s) {
    switch (cmd.type) {
      case 'CreateSupplier':
        if (s.exists) throw new DomainError('supplier_exists', `Supplier ${cmd.supplierId} already exists.`, 409);
        return [{ type: 'SupplierCreated', data: { supplierId: cmd.supplierId, ...cmd.fields } }];
      case 'ChangeSupplier': {
        if (!s.exists || !s.fields) throw supplierNotFound(cmd.supplierId);
        const changes = pick(s.fields, cmd.changes);
        return Object.keys(changes).length ? [{ type: 'SupplierChanged', data: { supplierId: cmd.supplierId, changes } }] : [];
      }
      case 'DisableSupplier':
        if (!s.exists) throw supplierNotFound(cmd.supplierId);
        return s.disabled ? [] : [{ type: 'SupplierDisabled', data: { supplierId: cmd.supplierId } }];
      case 'EnableSupplier':
        if (!s.exists) throw supplierNotFound(cmd.supplierId);
        return s.disabled ? [{ type: 'SupplierEnabled', data: { supplierId: cmd.supplierId } }] : [];
    }
  },
  evolve(s, e) {
    switch (e.type) {
      case 'SupplierCreated': {
        const { supplierId: _s, ...fields } = e.data;
        return { ...s, exists: true, fields };
      }
      case 'SupplierChanged':
        return { ...s, fields: { ...s.fields!, ...e.data.changes } };
      case 'SupplierDisabled':
        return { ...s, disabled: true };
      case 'SupplierEnabled':
        return { ...s, disabled: false };
      default: {
        const _exhaustive: never = e;
        return s;
      }
    }
  },
};
