import { spec } from '../../platform/cqrs/decider-spec.js';
import { saleOrderDecider } from '../sale-order.decider.js';
import { draftWith, facts, line, run } from '../testing/sale-order-fixtures.js';

describe('change sale order header', () => {
  it('changing the currency re-prices every line at the new rate', () => {
    const history = draftWith([line({ productId: 'p1', quantity: '10' })]);
    const [e] = run(history, { type: 'ChangeSaleOrderHeader', header: { currency: 'USD', rate: '900' }, facts: facts() });
    expect(e).toEqual({ type: 'SaleOrderHeaderChanged', data: { orderId: 'o1', changes: { currency: 'USD', rate: '900' }, repriced: [{ lineId: 'id-1', price: '1', amount: '10.00' }] } });
  });

  it('a header said again changes nothing; a committed order refuses header changes', () => {
    const history = draftWith([line({ productId: 'p1' })]);
    spec(saleOrderDecider).given(history).when({ type: 'ChangeSaleOrderHeader', header: { packingType: 'unit' }, facts: facts() }).thenNothing();
    const committed = [...history, ...run(history, { type: 'SaveCommitSaleOrder', payments: [], facts: facts() })];
    spec(saleOrderDecider).given(committed).when({ type: 'ChangeSaleOrderHeader', header: { memo: 'x' }, facts: facts() }).thenFails('order_committed');
  });
});
