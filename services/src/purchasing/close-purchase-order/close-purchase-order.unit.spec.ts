import { spec } from '../../platform/cqrs/decider-spec.js';
import { purchaseOrderDecider } from '../purchase-order.decider.js';
import { committed, drafted, received } from '../testing/purchase-fixtures.js';

describe('close a purchase order', () => {
  it('records what is still open per line as the under-delivery', () =>
    spec(purchaseOrderDecider).given([drafted(), committed(), received('r1', '4', '96')]).when({ type: 'ClosePurchaseOrder', reason: 'no more stock' }).then([
      {
        type: 'PurchaseOrderClosed',
        data: {
          purchaseOrderId: 'po1', number: 'PO-20260115-0001', reason: 'no more stock',
          shortfall: [{ orderLine: 1, productId: 'p1', quantity: '144' }, { orderLine: 2, productId: 'p2', quantity: '5' }],
        },
      },
    ]));

  it('a draft is cancelled, not closed; a closed order stays closed', () => {
    spec(purchaseOrderDecider).given([drafted()]).when({ type: 'ClosePurchaseOrder', reason: '' }).thenFails('order_not_committed');
    spec(purchaseOrderDecider)
      .given([drafted(), committed(), { type: 'PurchaseOrderClosed', data: { purchaseOrderId: 'po1', number: 'PO', reason: '', shortfall: [] } }])
      .when({ type: 'ClosePurchaseOrder', reason: '' })
      .thenFails('purchase_order_closed');
  });
});
