import type { WarehouseEvent, WarehouseFields } from '@tradedesk/contracts/catalog/warehouses';
import { changedFields } from '../../changed-fields.js';
import { requireWarehouse, type WarehouseState } from '../warehouse.state.js';

export interface ChangeWarehouse {
  type: 'ChangeWarehouse';
  warehouseId: string;
  changes: Partial<WarehouseFields>;
}

/** Records only the fields that really change; none: nothing. */
export function decideChangeWarehouse(c: ChangeWarehouse, s: WarehouseState): WarehouseEvent[] {
  requireWarehouse(s, c.warehouseId);
  const changes = changedFields(s.fields, c.changes);
  return Object.keys(changes).length ? [{ type: 'WarehouseChanged', data: { warehouseId: c.warehouseId, changes } }] : [];
}
