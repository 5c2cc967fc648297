import { spec } from '../../../platform/cqrs/decider-spec.js';
import { checkDecider } from '../check.decider.js';
import { deposited, issued, received, utc } from '../testing-check-fixtures.js';
import type { ClearCheck } from './clear-check.decide.js';

const clear = (over: Partial<ClearCheck> = {}): ClearCheck => ({ type: 'ClearCheck', checkId: 'c1', date: '2026-01-14', facts: utc, ...over });

describe('clear a check', () => {
  it('a deposited received check clears into the account it was deposited into', () =>
    spec(checkDecider)
      .given([received(), deposited()])
      .when(clear())
      .then([{ type: 'CheckCleared', data: { checkId: 'c1', number: '0007', direction: 'received', accountId: 'b1', currency: 'CLP', amount: '150000', date: '2026-01-14' } }]));
  it('an issued check clears from the account it is drawn on', () =>
    spec(checkDecider)
      .given([issued()])
      .when(clear({ checkId: 'c2' }))
      .then([{ type: 'CheckCleared', data: { checkId: 'c2', number: '501', direction: 'issued', accountId: 'b2', currency: 'USD', amount: '320.5', date: '2026-01-14' } }]));
  it('a received check still in the portfolio cannot clear: deposit it first', () => spec(checkDecider).given([received()]).when(clear()).thenFails('check_not_deposited'));
  it('clears once', () => {
    spec(checkDecider).given([received(), deposited(), { type: 'CheckCleared', data: { checkId: 'c1', number: '0007', direction: 'received', accountId: 'b1', currency: 'CLP', amount: '150000', date: '2026-01-14' } }]).when(clear()).thenFails('check_not_deposited');
    spec(checkDecider).given([issued(), { type: 'CheckCleared', data: { checkId: 'c2', number: '501', direction: 'issued', accountId: 'b2', currency: 'USD', amount: '320.5', date: '2026-01-14' } }]).when(clear({ checkId: 'c2' })).thenFails('check_not_outstanding');
  });
  it('refuses a day before the deposit', () => spec(checkDecider).given([received(), deposited()]).when(clear({ date: '2026-01-12' })).thenFails('check_date_before'));
});
