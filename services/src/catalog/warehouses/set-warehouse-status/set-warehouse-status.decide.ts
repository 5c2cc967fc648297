import type { WarehouseEvent } from '@tradedesk/contracts/catalog/warehouses';
import { type WarehouseState, warehouseNotFound } from '../warehouse.state.js';

export interface DisableWarehouse {
  type: 'DisableWarehouse';
  warehouseId: string;
}
export interface EnableWarehouse {
  type: 'EnableWarehouse';
  warehouseId: string;
}

/** Disabling a disabled warehouse changes nothing. */
export function decideDisableWarehouse(c: DisableWarehouse, s: WarehouseState): WarehouseEvent[] {
  if (!s.exists) throw warehouseNotFound(c.warehouseId);
  return s.disabled ? [] : [{ type: 'WarehouseDisabled', data: { warehouseId: c.warehouseId } }];
}

/** Enabling an enabled warehouse changes nothing. */
export function decideEnableWarehouse(c: EnableWarehouse, s: WarehouseState): WarehouseEvent[] {
  if (!s.exists) throw warehouseNotFound(c.warehouseId);
  return s.disabled ? [{ type: 'WarehouseEnabled', data: { warehouseId: c.warehouseId } }] : [];
}
