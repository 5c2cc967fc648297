import { spec } from '../../platform/cqrs/decider-spec.js';
import { saleOrderDecider } from '../sale-order.decider.js';
import { draftWithGift, facts, run } from '../testing/sale-order-fixtures.js';

describe('remove sale order lines', () => {
  it('refuses an unknown line', () => spec(saleOrderDecider).given(draftWithGift()).when({ type: 'RemoveSaleOrderLines', lineIds: ['zz'] }).thenFails('line_not_found'));

  it('a committed order refuses line edits until it is unsaved', () => {
    const committed = [...draftWithGift(), ...run(draftWithGift(), { type: 'SaveCommitSaleOrder', payments: [], facts: facts() })];
    spec(saleOrderDecider).given(committed).when({ type: 'RemoveSaleOrderLines', lineIds: ['id-1'] }).thenFails('order_committed');
    const unsaved = [...committed, ...run(committed, { type: 'UnsaveSaleOrder', reason: '' })];
    expect(run(unsaved, { type: 'RemoveSaleOrderLines', lineIds: ['id-1'] })[0].type).toBe('SaleOrderLinesRemoved');
  });
});
