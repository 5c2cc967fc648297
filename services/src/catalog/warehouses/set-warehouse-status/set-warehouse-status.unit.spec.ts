import { spec } from '../../../platform/cqrs/decider-spec.js';
import { warehouseDecider } from '../warehouse.decider.js';

const w = { type: 'WarehouseCreated' as const, data: { warehouseId: 'w1', code: 'BC', name: 'Bodega Central', address: '' } };
const off = { type: 'WarehouseDisabled' as const, data: { warehouseId: 'w1' } };

describe('disable and enable a warehouse', () => {
  it('disables an enabled warehouse; disabling it again changes nothing', () => {
    spec(warehouseDecider).given([w]).when({ type: 'DisableWarehouse', warehouseId: 'w1' }).then([off]);
    spec(warehouseDecider).given([w, off]).when({ type: 'DisableWarehouse', warehouseId: 'w1' }).thenNothing();
  });

  it('enables a disabled warehouse; enabling an enabled one changes nothing', () => {
    spec(warehouseDecider).given([w, off]).when({ type: 'EnableWarehouse', warehouseId: 'w1' }).then([{ type: 'WarehouseEnabled', data: { warehouseId: 'w1' } }]);
    spec(warehouseDecider).given([w]).when({ type: 'EnableWarehouse', warehouseId: 'w1' }).thenNothing();
  });

  it('an unknown warehouse: 404', () => {
    spec(warehouseDecider).given([]).when({ type: 'DisableWarehouse', warehouseId: 'w1' }).thenFails('warehouse_not_found');
    spec(warehouseDecider).given([]).when({ type: 'EnableWarehouse', warehouseId: 'w1' }).thenFails('warehouse_not_found');
  });
});
