import { spec } from '../../../platform/cqrs/decider-spec.js';
import { warehouseDecider } from '../warehouse.decider.js';

const w = { type: 'WarehouseCreated' as const, data: { warehouseId: 'w1', code: 'BC', name: 'Bodega Central', address: '' } };
const a1 = { type: 'ZoneAdded' as const, data: { warehouseId: 'w1', zoneId: 'z1', code: 'A1', name: 'A1', barcode: 'Z1' } };
const a2 = { type: 'ZoneAdded' as const, data: { warehouseId: 'w1', zoneId: 'z2', code: 'A2', name: 'A2', barcode: 'Z2' } };

describe('change warehouse zone', () => {
  it('changes a zone; unknown zone 404', () => {
    spec(warehouseDecider).given([w, a1]).when({ type: 'ChangeZone', warehouseId: 'w1', zoneId: 'z1', changes: { disabled: true } }).then([{ type: 'ZoneChanged', data: { warehouseId: 'w1', zoneId: 'z1', changes: { disabled: true } } }]);
    spec(warehouseDecider).given([w]).when({ type: 'ChangeZone', warehouseId: 'w1', zoneId: 'z9', changes: { name: 'x' } }).thenFails('zone_not_found');
  });

  it("a new code must not be another zone's of the warehouse (any case); its own code changes nothing", () => {
    spec(warehouseDecider).given([w, a1, a2]).when({ type: 'ChangeZone', warehouseId: 'w1', zoneId: 'z2', changes: { code: 'a1' } }).thenFails('zone_code_taken');
    spec(warehouseDecider).given([w, a1, a2]).when({ type: 'ChangeZone', warehouseId: 'w1', zoneId: 'z2', changes: { code: 'A2' } }).thenNothing();
  });
});
