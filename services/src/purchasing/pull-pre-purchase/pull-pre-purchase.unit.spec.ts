import { spec } from '../../platform/cqrs/decider-spec.js';
import { prePurchaseDecider } from '../pre-purchase.decider.js';

const requested = {
  type: 'PrePurchaseRequested' as const,
  data: { prePurchaseId: 'pp1', productId: 'p1', code: 'COLA', name: 'Cola', warehouseId: 'w1', unit: 'box' as const, quantity: '2', baseQuantity: '48', note: '', askedBy: 'Ana' },
};
const pull = { type: 'PullPrePurchase' as const, prePurchaseId: 'pp1', replenishmentId: 'r1', replenishmentNumber: 'RP-20260115-0001' };

describe('pull a pre-purchase order into a replenishment order', () => {
  it('marks an open one done, naming the order', () =>
    spec(prePurchaseDecider).given([requested]).when(pull).then([{ type: 'PrePurchasePulled', data: { prePurchaseId: 'pp1', replenishmentId: 'r1', replenishmentNumber: 'RP-20260115-0001' } }]));

  it('refuses one already pulled or cancelled, and one that does not exist', () => {
    spec(prePurchaseDecider).given([requested, { type: 'PrePurchasePulled', data: { prePurchaseId: 'pp1', replenishmentId: 'r0', replenishmentNumber: 'RP-0' } }]).when(pull).thenFails('closed_pre_purchase');
    spec(prePurchaseDecider).given([requested, { type: 'PrePurchaseCancelled', data: { prePurchaseId: 'pp1' } }]).when(pull).thenFails('closed_pre_purchase');
    spec(prePurchaseDecider).given([]).when(pull).thenFails('pre_purchase_not_found');
  });
});
