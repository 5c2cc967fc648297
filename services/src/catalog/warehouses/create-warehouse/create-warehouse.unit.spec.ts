import { spec } from '../../../platform/cqrs/decider-spec.js';
import { warehouseDecider } from '../warehouse.decider.js';

const w = { type: 'WarehouseCreated' as const, data: { warehouseId: 'w1', code: 'BC', name: 'Bodega Central', address: '' } };

describe('create warehouse', () => {
  it('creates a warehouse with its code, name and address', () =>
    spec(warehouseDecider).given([]).when({ type: 'CreateWarehouse', warehouseId: 'w1', fields: { code: 'BC', name: 'Bodega Central', address: '' } }).then([w]));

  it('creates once', () => spec(warehouseDecider).given([w]).when({ type: 'CreateWarehouse', warehouseId: 'w1', fields: w.data }).thenFails('warehouse_exists'));
});
