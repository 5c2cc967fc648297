import { spec } from '../../platform/cqrs/decider-spec.js';
import { saleOrderDecider } from '../sale-order.decider.js';
import { customerDraft, facts, run } from '../testing/sale-order-fixtures.js';

describe('cancel sale order', () => {
  it('cancelling a committed order returns its stock; a draft is simply cancelled', () => {
    const h = [...customerDraft(), ...run(customerDraft(), { type: 'SaveCommitSaleOrder', payments: [], facts: facts() })];
    expect(run(h, { type: 'CancelSaleOrder', reason: 'customer left' }).map((e) => e.type)).toEqual(['SaleOrderCancelled', 'StockMoved']);
    const d = run(customerDraft(), { type: 'CancelSaleOrder', reason: '' });
    expect(d).toEqual([{ type: 'SaleOrderCancelled', data: { orderId: 'o1', number: 'SO-20260115-0001', customer: { id: 'c1', code: 'C001', name: 'Comercial Li' }, currency: 'CLP', total: '2035', wasCommitted: false, reason: '' } }]);
    spec(saleOrderDecider).given([...customerDraft(), ...d]).when({ type: 'CancelSaleOrder', reason: '' }).thenFails('order_cancelled');
  });
});
