import { spec } from '../../../platform/cqrs/decider-spec.js';
import { warehouseDecider } from '../warehouse.decider.js';

const w = { type: 'WarehouseCreated' as const, data: { warehouseId: 'w1', code: 'BC', name: 'Bodega Central', address: '' } };

describe('change warehouse', () => {
  it('changes only what changed', () =>
    spec(warehouseDecider)
      .given([w])
      .when({ type: 'ChangeWarehouse', warehouseId: 'w1', changes: { name: 'Bodega Central', address: 'Av. Brasil' } })
      .then([{ type: 'WarehouseChanged', data: { warehouseId: 'w1', changes: { address: 'Av. Brasil' } } }]));

  it('the same fields again change nothing', () => spec(warehouseDecider).given([w]).when({ type: 'ChangeWarehouse', warehouseId: 'w1', changes: { code: 'BC' } }).thenNothing());

  it('an unknown warehouse: 404', () => spec(warehouseDecider).given([]).when({ type: 'ChangeWarehouse', warehouseId: 'w1', changes: { name: 'x' } }).thenFails('warehouse_not_found'));
});
