import { spec } from '../../platform/cqrs/decider-spec.js';
import { fold } from '../../platform/cqrs/decider.js';
import { replenishmentDecider } from '../replenishment.decider.js';
import { purchaseDraftsOf, purchaseGroups } from './convert-replenishment.decide.js';

const line = (n: number, productId: string, supplierId: string | null, warehouseId = 'w1') => ({
  line: n, productId, code: productId.toUpperCase(), name: productId, warehouseId, supplierId, unit: 'box' as const, quantity: '2', baseQuantity: '48', unitPrice: n === 2 ? null : '90',
});
const created = (lines: ReturnType<typeof line>[]) => ({ type: 'ReplenishmentOrderCreated' as const, data: { replenishmentId: 'r1', number: 'RP-1', note: 'weekly', lines, prePurchaseIds: [] } });
const suppliers = new Map([
  ['s1', { code: 'YIWU', status: 'active' as const, currency: 'USD' }],
  ['s2', { code: 'NINGBO', status: 'active' as const, currency: 'CNY' }],
  ['s3', { code: 'OLD', status: 'disabled' as const, currency: 'USD' }],
]);
const refs = [
  { purchaseOrderId: 'po1', number: 'PO-1', supplierId: 's1', warehouseId: 'w1' },
  { purchaseOrderId: 'po2', number: 'PO-2', supplierId: 's2', warehouseId: 'w1' },
];
const convert = { type: 'ConvertReplenishment' as const, purchaseOrders: refs, facts: { suppliers } };
const lines = [line(1, 'cola', 's1'), line(2, 'agua', 's2'), line(3, 'te', 's1')];

describe('turn a replenishment order into purchase orders', () => {
  it('one purchase order per supplier (and warehouse), lines renumbered, prices as typed, linked back', () => {
    const state = fold(replenishmentDecider, [created(lines)]);
    expect(purchaseGroups(state)).toEqual([{ supplierId: 's1', warehouseId: 'w1' }, { supplierId: 's2', warehouseId: 'w1' }]);
    spec(replenishmentDecider).given([created(lines)]).when(convert).then([{ type: 'ReplenishmentOrderConverted', data: { replenishmentId: 'r1', number: 'RP-1', purchaseOrders: refs } }]);
    const drafts = purchaseDraftsOf(state, convert);
    expect(drafts.map((d) => [d.data.number, d.data.supplierId, d.data.currency, d.data.origin, d.data.lines.map((l) => [l.line, l.productId, l.unitPrice])])).toEqual([
      ['PO-1', 's1', 'USD', { type: 'replenishment', id: 'r1', number: 'RP-1' }, [[1, 'cola', '90'], [2, 'te', '90']]],
      ['PO-2', 's2', 'CNY', { type: 'replenishment', id: 'r1', number: 'RP-1' }, [[1, 'agua', undefined]]],
    ]);
  });

  it('groups by receiving warehouse too: a purchase order is delivered to one warehouse', () =>
    expect(purchaseGroups(fold(replenishmentDecider, [created([line(1, 'cola', 's1', 'w1'), line(2, 'agua', 's1', 'w2')])]))).toEqual([
      { supplierId: 's1', warehouseId: 'w1' },
      { supplierId: 's1', warehouseId: 'w2' },
    ]));

  it('refuses a line without a supplier, a disabled supplier, and a second conversion', () => {
    spec(replenishmentDecider).given([created([line(1, 'cola', null)])]).when(convert).thenFails('supplier_required');
    spec(replenishmentDecider).given([created([line(1, 'cola', 's3')])]).when(convert).thenFails('supplier_disabled');
    spec(replenishmentDecider)
      .given([created(lines), { type: 'ReplenishmentOrderConverted', data: { replenishmentId: 'r1', number: 'RP-1', purchaseOrders: refs } }])
      .when(convert)
      .thenFails('converted_replenishment');
  });
});
