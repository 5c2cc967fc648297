import { spec } from '../../../platform/cqrs/decider-spec.js';
import { warehouseDecider } from '../warehouse.decider.js';

const w = { type: 'WarehouseCreated' as const, data: { warehouseId: 'w1', code: 'BC', name: 'Bodega Central', address: '' } };
const a1 = { type: 'ZoneAdded' as const, data: { warehouseId: 'w1', zoneId: 'z1', code: 'A1', name: 'A1', barcode: 'Z1' } };

describe('add warehouse zones', () => {
  it('adds a zone', () => spec(warehouseDecider).given([w]).when({ type: 'AddZones', warehouseId: 'w1', zones: [{ zoneId: 'z1', code: 'A1', name: 'A1', barcode: 'Z1' }] }).then([a1]));

  it('zone codes unique in the warehouse, also within one batch', () => {
    spec(warehouseDecider).given([w, a1]).when({ type: 'AddZones', warehouseId: 'w1', zones: [{ zoneId: 'z2', code: 'a1', name: 'x', barcode: '' }] }).thenFails('zone_code_taken');
    spec(warehouseDecider).given([w]).when({ type: 'AddZones', warehouseId: 'w1', zones: [{ zoneId: 'z2', code: 'B', name: 'x', barcode: 'Q' }, { zoneId: 'z3', code: 'C', name: 'y', barcode: 'Q' }] }).thenFails('zone_barcode_taken');
    spec(warehouseDecider).given([w, { type: 'WarehouseDisabled', data: { warehouseId: 'w1' } }]).when({ type: 'AddZones', warehouseId: 'w1', zones: [{ zoneId: 'z2', code: 'B', name: 'x', barcode: '' }] }).thenFails('warehouse_disabled');
  });

  it('an unknown warehouse: 404', () => spec(warehouseDecider).given([]).when({ type: 'AddZones', warehouseId: 'w1', zones: [{ zoneId: 'z1', code: 'A1', name: 'A1', barcode: '' }] }).thenFails('warehouse_not_found'));
});
