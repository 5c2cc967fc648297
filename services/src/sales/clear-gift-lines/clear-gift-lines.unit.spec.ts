import { spec } from '../../platform/cqrs/decider-spec.js';
import { saleOrderDecider } from '../sale-order.decider.js';
import { draftWith, line } from '../testing/sale-order-fixtures.js';

describe('clear gift lines', () => {
  const history = () => draftWith([line({ productId: 'p1', quantity: '2' }), line({ productId: 'p2', gift: true })]);

  it('clear-gifts removes the gift lines only', () =>
    spec(saleOrderDecider).given(history()).when({ type: 'ClearGiftLines' }).then([{ type: 'SaleOrderLinesRemoved', data: { orderId: 'o1', lineIds: ['id-2'], reason: 'gifts-cleared' } }]));

  it('an order without gifts stays as it is', () => spec(saleOrderDecider).given(draftWith([line({ productId: 'p1' })])).when({ type: 'ClearGiftLines' }).thenNothing());
});
