import type { WarehouseEvent, WarehouseFields } from '@tradedesk/contracts/catalog/warehouses';
import { DomainError } from '../../../platform/event-store/errors.js';
import type { WarehouseState } from '../warehouse.state.js';

export interface CreateWarehouse {
  type: 'CreateWarehouse';
  warehouseId: string;
  fields: WarehouseFields;
}

/** A new warehouse. Its code is unique among warehouses: the read model's index refuses a taken one (409). */
export function decideCreateWarehouse(c: CreateWarehouse, s: WarehouseState): WarehouseEvent[] {
  if (s.exists) throw new DomainError('warehouse_exists', `Warehouse ${c.warehouseId} already exists.`, 409);
  return [{ type: 'WarehouseCreated', data: { warehouseId: c.warehouseId, ...c.fields } }];
}
