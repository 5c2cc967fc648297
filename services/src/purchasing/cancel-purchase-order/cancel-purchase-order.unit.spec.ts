import { spec } from '../../platform/cqrs/decider-spec.js';
import { purchaseOrderDecider } from '../purchase-order.decider.js';
import { committed, drafted, received } from '../testing/purchase-fixtures.js';

const cancel = { type: 'CancelPurchaseOrder' as const, reason: 'duplicate' };

describe('cancel a purchase order', () => {
  it('cancels a draft or a committed order with nothing received', () => {
    spec(purchaseOrderDecider).given([drafted()]).when(cancel).then([{ type: 'PurchaseOrderCancelled', data: { purchaseOrderId: 'po1', number: 'PO-20260115-0001', reason: 'duplicate' } }]);
    spec(purchaseOrderDecider).given([drafted(), committed()]).when(cancel).then((events) => expect(events).toHaveLength(1));
  });

  it('refuses once goods were received, and a cancelled order', () => {
    spec(purchaseOrderDecider).given([drafted(), committed(), received('r1', '1', '24')]).when(cancel).thenFails('already_received');
    spec(purchaseOrderDecider).given([drafted(), { type: 'PurchaseOrderCancelled', data: { purchaseOrderId: 'po1', number: 'PO', reason: '' } }]).when(cancel).thenFails('order_cancelled');
    spec(purchaseOrderDecider).given([]).when(cancel).thenFails('purchase_order_not_found');
  });
});
