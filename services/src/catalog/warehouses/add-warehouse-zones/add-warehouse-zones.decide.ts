import type { WarehouseEvent, ZoneAdded, ZoneFields } from '@tradedesk/contracts/catalog/warehouses';
import { DomainError } from '../../../platform/event-store/errors.js';
import { type WarehouseState, warehouseNotFound } from '../warehouse.state.js';

/** Several zones at once (the batch import adds its valid rows so): all are added, or none. */
export interface AddZones {
  type: 'AddZones';
  warehouseId: string;
  zones: ({ zoneId: string } & ZoneFields)[];
}

/**
 * Zones of an enabled warehouse. Zone codes are unique within the warehouse (any case), barcodes
 * within it here; across warehouses the read model's index refuses a taken barcode (409).
 */
export function decideAddZones(c: AddZones, s: WarehouseState): WarehouseEvent[] {
  if (!s.exists) throw warehouseNotFound(c.warehouseId);
  if (s.disabled) throw new DomainError('warehouse_disabled', 'Zones cannot be added to a disabled warehouse.', 400);
  const codes = new Set(Object.values(s.zones).map((z) => z.code.toLowerCase()));
  const barcodes = new Set(Object.values(s.zones).map((z) => z.barcode).filter(Boolean));
  return c.zones.map((z): ZoneAdded => {
    if (s.zones[z.zoneId]) throw new DomainError('zone_exists', `Zone ${z.zoneId} already exists.`, 409);
    if (codes.has(z.code.toLowerCase())) throw new DomainError('zone_code_taken', `Zone code ${z.code} is taken in this warehouse.`, 409, { field: 'code' });
    if (z.barcode && barcodes.has(z.barcode)) throw new DomainError('zone_barcode_taken', `Zone barcode ${z.barcode} is taken.`, 409, { field: 'barcode' });
    codes.add(z.code.toLowerCase());
    if (z.barcode) barcodes.add(z.barcode);
    return { type: 'ZoneAdded', data: { warehouseId: c.warehouseId, ...z } };
  });
}
