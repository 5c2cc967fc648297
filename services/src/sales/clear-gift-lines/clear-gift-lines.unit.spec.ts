import { spec } from '../../platform/cqrs/decider-spec.js';
import { saleOrderDecider } from '../sale-order.decider.js';
import { draftWith, draftWithGift, line } from '../testing/sale-order-fixtures.js';

describe('clear gift lines', () => {
  it('clear-gifts removes the gift lines only', () =>
    spec(saleOrderDecider).given(draftWithGift()).when({ type: 'ClearGiftLines' }).then([{ type: 'SaleOrderLinesRemoved', data: { orderId: 'o1', lineIds: ['id-2'], reason: 'gifts-cleared' } }]));

  it('an order without gifts stays as it is', () => spec(saleOrderDecider).given(draftWith([line({ productId: 'p1' })])).when({ type: 'ClearGiftLines' }).thenNothing());
});
