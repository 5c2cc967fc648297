import { spec } from '../../platform/cqrs/decider-spec.js';
import { saleOrderDecider } from '../sale-order.decider.js';
import { draftWith, facts, line, run } from '../testing/sale-order-fixtures.js';

describe('cancel sale order', () => {
  const draft = () => draftWith([line({ productId: 'p1', quantity: '2' }), line({ productId: 'p2', unit: 'box', gift: true })], { warehouseId: 'w1', customerId: 'c1' });

  it('cancelling a committed order returns its stock; a draft is simply cancelled', () => {
    const h = [...draft(), ...run(draft(), { type: 'SaveCommitSaleOrder', payments: [], facts: facts() })];
    expect(run(h, { type: 'CancelSaleOrder', reason: 'customer left' }).map((e) => e.type)).toEqual(['SaleOrderCancelled', 'StockMoved']);
    const d = run(draft(), { type: 'CancelSaleOrder', reason: '' });
    expect(d).toEqual([{ type: 'SaleOrderCancelled', data: { orderId: 'o1', number: 'SO-20260115-0001', customer: { id: 'c1', code: 'C001', name: 'Comercial Li' }, currency: 'CLP', total: '2035', wasCommitted: false, reason: '' } }]);
    spec(saleOrderDecider).given([...draft(), ...d]).when({ type: 'CancelSaleOrder', reason: '' }).thenFails('order_cancelled');
  });
});
