import type { WarehouseEvent, ZoneFields } from '@tradedesk/contracts/catalog/warehouses';
import { DomainError } from '../../../platform/event-store/errors.js';
import { changedFields } from '../../changed-fields.js';
import { type WarehouseState, warehouseNotFound } from '../warehouse.state.js';

export interface ChangeZone {
  type: 'ChangeZone';
  warehouseId: string;
  zoneId: string;
  changes: Partial<ZoneFields> & { disabled?: boolean };
}

/** Code, name, barcode or disabled of one zone; a new code must not be another zone's of this warehouse. */
export function decideChangeZone(c: ChangeZone, s: WarehouseState): WarehouseEvent[] {
  if (!s.exists) throw warehouseNotFound(c.warehouseId);
  const zone = s.zones[c.zoneId];
  if (!zone) throw new DomainError('zone_not_found', `Zone ${c.zoneId} does not exist in this warehouse.`, 404);
  const changes = changedFields(zone, c.changes);
  if (changes.code && Object.entries(s.zones).some(([id, z]) => id !== c.zoneId && z.code.toLowerCase() === changes.code!.toLowerCase())) {
    throw new DomainError('zone_code_taken', `Zone code ${changes.code} is taken in this warehouse.`, 409, { field: 'code' });
  }
  return Object.keys(changes).length ? [{ type: 'ZoneChanged', data: { warehouseId: c.warehouseId, zoneId: c.zoneId, changes } }] : [];
}
