import { spec } from '../../platform/cqrs/decider-spec.js';
import { saleOrderDecider } from '../sale-order.decider.js';
import { customerDraft, facts, run, state } from '../testing/sale-order-fixtures.js';

describe('unsave sale order', () => {
  it('unsave gives the stock back at the cost it left with and reverses the receivable; payments stay', () => {
    let h = [...customerDraft(), ...run(customerDraft(), { type: 'SaveCommitSaleOrder', payments: [{ method: 'cash', amount: '500', reference: '' }], facts: facts() })];
    const events = run(h, { type: 'UnsaveSaleOrder', reason: 'wrong customer' });
    expect(events[0]).toMatchObject({ type: 'SaleOrderUnsaved', data: { total: '2035', customer: { id: 'c1' }, reason: 'wrong customer' } });
    expect((events[1].data as any).movements.map((m: any) => [m.kind, m.quantity, m.unitCost])).toEqual([['issue-reversal', '2', '420'], ['issue-reversal', '48', '150']]);
    h = [...h, ...events];
    expect(state(h)).toMatchObject({ status: 'draft', paid: '500' });
  });

  it('a draft cannot be unsaved', () => spec(saleOrderDecider).given(customerDraft()).when({ type: 'UnsaveSaleOrder', reason: '' }).thenFails('order_not_committed'));
});
