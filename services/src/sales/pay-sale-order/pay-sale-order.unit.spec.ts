import { spec } from '../../platform/cqrs/decider-spec.js';
import { saleOrderDecider } from '../sale-order.decider.js';
import { customerDraft, facts, run } from '../testing/sale-order-fixtures.js';

describe('pay sale order', () => {
  it('refuses paying more than is owed, and a check without its date', () => {
    const committed = [...customerDraft(), ...run(customerDraft(), { type: 'SaveCommitSaleOrder', payments: [], facts: facts() })];
    spec(saleOrderDecider).given(committed).when({ type: 'PaySaleOrder', payments: [{ method: 'cash', amount: '3000', reference: '' }] }).thenFails('overpaid');
    spec(saleOrderDecider).given(committed).when({ type: 'PaySaleOrder', payments: [{ method: 'bankCheck', amount: '100', reference: 'N-1' }] }).thenFails('due_date_required');
    spec(saleOrderDecider).given(customerDraft()).when({ type: 'PaySaleOrder', payments: [{ method: 'cash', amount: '1', reference: '' }] }).thenFails('order_not_committed');
  });

  it('partial payments add up to paid', () => {
    let h = [...customerDraft(), ...run(customerDraft(), { type: 'SaveCommitSaleOrder', payments: [], facts: facts() })];
    h = [...h, ...run(h, { type: 'PaySaleOrder', payments: [{ method: 'bankTransfer', amount: '1000', reference: 'TRX-9' }] })];
    const [e] = run(h, { type: 'PaySaleOrder', payments: [{ method: 'card', amount: '1035', reference: '' }] });
    expect(e.data).toMatchObject({ paid: '2035', outstanding: '0' });
  });
});
