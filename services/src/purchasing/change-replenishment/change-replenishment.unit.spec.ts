import { spec } from '../../platform/cqrs/decider-spec.js';
import { lineFacts } from '../testing/replenishment.fixture.js';
import { replenishmentDecider } from '../replenishment.decider.js';

const line = { line: 1, productId: 'p1', code: 'COLA', name: 'Cola 350', warehouseId: 'w1', supplierId: null, unit: 'unit' as const, quantity: '7', baseQuantity: '7', unitPrice: null };
const created = { type: 'ReplenishmentOrderCreated' as const, data: { replenishmentId: 'r1', number: 'RP-1', note: '', lines: [line], prePurchaseIds: [] } };
const converted = { type: 'ReplenishmentOrderConverted' as const, data: { replenishmentId: 'r1', number: 'RP-1', purchaseOrders: [{ purchaseOrderId: 'po1', number: 'PO-1', supplierId: 's1', warehouseId: 'w1' }] } };
const change = { type: 'ChangeReplenishment' as const, note: 'more', lines: [{ productId: 'p1', warehouseId: 'w1', supplierId: 's1', unit: 'box' as const, quantity: '2', unitPrice: null }], facts: lineFacts };

describe('change a replenishment order', () => {
  it('replaces the note and the lines', () =>
    spec(replenishmentDecider)
      .given([created])
      .when(change)
      .then([{ type: 'ReplenishmentOrderChanged', data: { replenishmentId: 'r1', note: 'more', lines: [{ ...line, supplierId: 's1', unit: 'box', quantity: '2', baseQuantity: '48' }] } }]));

  it('refuses once the order became purchase orders, and an order that does not exist', () => {
    spec(replenishmentDecider).given([created, converted]).when(change).thenFails('converted_replenishment');
    spec(replenishmentDecider).given([]).when(change).thenFails('replenishment_not_found');
  });
});
