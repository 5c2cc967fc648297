import { spec } from '../../platform/cqrs/decider-spec.js';
import { saleOrderDecider } from '../sale-order.decider.js';
import { draftWith, facts, line, run } from '../testing/sale-order-fixtures.js';

describe('hang sale orders', () => {
  it('hangs a draft once, and refuses hanging a committed order', () => {
    const h = draftWith([line({ productId: 'p1' })]);
    spec(saleOrderDecider).given(h).when({ type: 'HangSaleOrder', orderId: 'o1' }).then([{ type: 'SaleOrderHung', data: { orderId: 'o1' } }]);
    spec(saleOrderDecider).given([...h, { type: 'SaleOrderHung', data: { orderId: 'o1' } }]).when({ type: 'HangSaleOrder', orderId: 'o1' }).thenNothing();
    const committed = [...h, ...run(h, { type: 'SaveCommitSaleOrder', payments: [], facts: facts() })];
    spec(saleOrderDecider).given(committed).when({ type: 'HangSaleOrder', orderId: 'o1' }).thenFails('order_committed');
  });

  it('an unknown order is not found', () => spec(saleOrderDecider).given([]).when({ type: 'HangSaleOrder', orderId: 'nope' }).thenFails('order_not_found'));
});
