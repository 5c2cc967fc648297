import { spec } from '../../platform/cqrs/decider-spec.js';
import { prePurchaseDecider } from '../pre-purchase.decider.js';

const requested = {
  type: 'PrePurchaseRequested' as const,
  data: { prePurchaseId: 'pp1', productId: 'p1', code: 'COLA', name: 'Cola', warehouseId: 'w1', unit: 'unit' as const, quantity: '5', baseQuantity: '5', note: '', askedBy: '' },
};

describe('cancel pre-purchase orders', () => {
  it('cancels an open one', () =>
    spec(prePurchaseDecider).given([requested]).when({ type: 'CancelPrePurchase', prePurchaseId: 'pp1' }).then([{ type: 'PrePurchaseCancelled', data: { prePurchaseId: 'pp1' } }]));

  it('refuses one already cancelled', () =>
    spec(prePurchaseDecider).given([requested, { type: 'PrePurchaseCancelled', data: { prePurchaseId: 'pp1' } }]).when({ type: 'CancelPrePurchase', prePurchaseId: 'pp1' }).thenFails('closed_pre_purchase'));
});
