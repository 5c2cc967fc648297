import { spec } from '../../platform/cqrs/decider-spec.js';
import { saleOrderDecider } from '../sale-order.decider.js';
import { draftWith, facts, line, run } from '../testing/sale-order-fixtures.js';

describe('remove sale order lines', () => {
  const history = () => draftWith([line({ productId: 'p1', quantity: '2' }), line({ productId: 'p2', gift: true })]);

  it('refuses an unknown line', () => spec(saleOrderDecider).given(history()).when({ type: 'RemoveSaleOrderLines', lineIds: ['zz'] }).thenFails('line_not_found'));

  it('a committed order refuses line edits until it is unsaved', () => {
    const committed = [...history(), ...run(history(), { type: 'SaveCommitSaleOrder', payments: [], facts: facts() })];
    spec(saleOrderDecider).given(committed).when({ type: 'RemoveSaleOrderLines', lineIds: ['id-1'] }).thenFails('order_committed');
    const unsaved = [...committed, ...run(committed, { type: 'UnsaveSaleOrder', reason: '' })];
    expect(run(unsaved, { type: 'RemoveSaleOrderLines', lineIds: ['id-1'] })[0].type).toBe('SaleOrderLinesRemoved');
  });
});
