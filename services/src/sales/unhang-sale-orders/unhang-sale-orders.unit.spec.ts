import { spec } from '../../platform/cqrs/decider-spec.js';
import { saleOrderDecider } from '../sale-order.decider.js';
import { draftWith, line } from '../testing/sale-order-fixtures.js';

describe('unhang sale orders', () => {
  it('recalls a hung draft; a draft that is not hung stays as it is', () => {
    const h = draftWith([line({ productId: 'p1' })]);
    spec(saleOrderDecider).given([...h, { type: 'SaleOrderHung', data: { orderId: 'o1' } }]).when({ type: 'UnhangSaleOrder', orderId: 'o1' }).then([{ type: 'SaleOrderUnhung', data: { orderId: 'o1' } }]);
    spec(saleOrderDecider).given(h).when({ type: 'UnhangSaleOrder', orderId: 'o1' }).thenNothing();
  });

  it('an unknown order is not found', () => spec(saleOrderDecider).given([]).when({ type: 'UnhangSaleOrder', orderId: 'nope' }).thenFails('order_not_found'));
});
