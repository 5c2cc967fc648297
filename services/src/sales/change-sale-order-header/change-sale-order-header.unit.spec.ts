import { spec } from '../../platform/cqrs/decider-spec.js';
import { saleOrderDecider } from '../sale-order.decider.js';
import { draftWith, facts, line, run } from '../testing/sale-order-fixtures.js';

describe('change sale order header', () => {
  it('changing the currency re-prices every line at the new rate', () => {
    const history = draftWith([line({ productId: 'p1', quantity: '10' })]);
    const [e] = run(history, { type: 'ChangeSaleOrderHeader', header: { currency: 'USD', rate: '900' }, facts: facts() });
    expect(e).toEqual({ type: 'SaleOrderHeaderChanged', data: { orderId: 'o1', changes: { currency: 'USD', rate: '900' }, repriced: [{ lineId: 'id-1', price: '1', amount: '10.00' }] } });
  });

  it('choosing a customer after scanning gives the lines already there its price list and discount; a typed price stays', () => {
    // A wholesale company: p1 is 900 wholesale and 1000 retail a unit (CLP, no decimals). C003 buys at retail with 10 % off.
    const f = facts();
    f.customers.set('c3', { id: 'c3', code: 'C003', name: 'Tienda Sol', status: 'active', priceType: 'retail', discount: '10', paymentTermsDays: 0, currency: '' });
    const history = draftWith([line({ productId: 'p1', quantity: '2' }), line({ productId: 'p2', quantity: '1', price: '7' })]);
    const [e] = run(history, { type: 'ChangeSaleOrderHeader', header: { customerId: 'c3' }, facts: f });
    if (e.type !== 'SaleOrderHeaderChanged') throw new Error(e.type);
    expect(e.data.changes).toMatchObject({ priceType: 'retail' });
    const [p1, p2] = e.data.repriced;
    expect(p1).toEqual({ lineId: 'id-1', price: '1000', discount: '10', amount: '1800' });
    expect(p2).toEqual({ lineId: 'id-2', discount: '10', amount: '6' });
  });

  it('a header said again changes nothing; a committed order refuses header changes', () => {
    const history = draftWith([line({ productId: 'p1' })]);
    spec(saleOrderDecider).given(history).when({ type: 'ChangeSaleOrderHeader', header: { packingType: 'unit' }, facts: facts() }).thenNothing();
    const committed = [...history, ...run(history, { type: 'SaveCommitSaleOrder', payments: [], facts: facts() })];
    spec(saleOrderDecider).given(committed).when({ type: 'ChangeSaleOrderHeader', header: { memo: 'x' }, facts: facts() }).thenFails('order_committed');
  });
});
