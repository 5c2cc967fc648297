import { spec } from '../../../platform/cqrs/decider-spec.js';
import { checkDecider } from '../check.decider.js';
import { deposited, issued, received, utc } from '../testing-check-fixtures.js';
import type { CancelCheck } from './cancel-check.decide.js';

const cancel = (over: Partial<CancelCheck> = {}): CancelCheck => ({ type: 'CancelCheck', checkId: 'c1', reason: 'given back', date: '2026-01-14', facts: utc, ...over });

describe('cancel a check', () => {
  it('a received check in the portfolio is given back: the customer owes it again', () =>
    spec(checkDecider)
      .given([received()])
      .when(cancel())
      .then([
        {
          type: 'CheckCancelled',
          data: { checkId: 'c1', number: '0007', direction: 'received', partyType: 'customer', partyId: 'cu1', currency: 'CLP', amount: '150000', date: '2026-01-14', reason: 'given back', source: null },
        },
      ]));
  it('an issued check not yet paid is torn up: we owe the supplier again', () =>
    spec(checkDecider)
      .given([issued()])
      .when(cancel({ checkId: 'c2', reason: 'wrong amount' }))
      .then([{ type: 'CheckCancelled', data: { checkId: 'c2', number: '501', direction: 'issued', partyType: 'supplier', partyId: 's1', currency: 'USD', amount: '320.5', date: '2026-01-14', reason: 'wrong amount', source: null } }]));
  it('a deposited check cannot be cancelled', () => spec(checkDecider).given([received(), deposited()]).when(cancel()).thenFails('check_not_in_portfolio'));
  it('needs a reason', () => spec(checkDecider).given([received()]).when(cancel({ reason: '  ' })).thenFails('reason_required'));
});
