import { spec, testContext } from '../../platform/cqrs/decider-spec.js';
import { saleOrderDecider } from '../sale-order.decider.js';
import { created, facts, line, state } from '../testing/sale-order-fixtures.js';

describe('duplicate sale order', () => {
  const quote = () => state(created({ kind: 'quote', header: { warehouseId: 'w1', customerId: 'c1', memo: 'for May' }, lines: [line({ productId: 'p2', quantity: '4', price: '450' })] }));

  it('a quote duplicated as a sale is a new sale draft with the same lines, prices and terms, and remembers where it came from', () =>
    spec(saleOrderDecider)
      .given([])
      .when({ type: 'DuplicateSaleOrder', orderId: 'o2', number: 'SO-20260115-0002', kind: 'sale', original: quote(), facts: facts() }, testContext({ newId: () => 'new-line' }))
      .then(([e]) => {
        expect(e).toMatchObject({
          type: 'SaleOrderCreated',
          data: { orderId: 'o2', number: 'SO-20260115-0002', kind: 'sale', source: 'duplicate', duplicatedFrom: 'o1', header: { customer: { id: 'c1' }, memo: 'for May', paymentTermsDays: 30 } },
        });
        expect((e as any).data.lines).toMatchObject([{ productId: 'p2', quantity: '4', price: '450', discount: '5' }]);
        expect((e as any).data.lines[0].lineId).toBe('new-line');
      }));

  it('a customer disabled since refuses the copy', () => {
    const f = facts();
    f.customers.set('c1', { ...f.customers.get('c1')!, status: 'disabled' });
    spec(saleOrderDecider).given([]).when({ type: 'DuplicateSaleOrder', orderId: 'o2', number: 'SO-2', kind: 'sale', original: quote(), facts: f }).thenFails('customer_disabled');
  });
});
