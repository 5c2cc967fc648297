import { spec } from '../../../platform/cqrs/decider-spec.js';
import { checkDecider } from '../check.decider.js';
import { deposited, issued, received, utc } from '../testing-check-fixtures.js';
import type { BounceCheck } from './bounce-check.decide.js';

const bounce = (over: Partial<BounceCheck> = {}): BounceCheck => ({ type: 'BounceCheck', checkId: 'c1', reason: ' no funds ', date: '2026-01-15', facts: utc, ...over });

describe('bounce a check', () => {
  it("a deposited received check bounces back onto the customer's account", () =>
    spec(checkDecider)
      .given([received(), deposited()])
      .when(bounce())
      .then([
        {
          type: 'CheckBounced',
          data: { checkId: 'c1', number: '0007', direction: 'received', partyType: 'customer', partyId: 'cu1', currency: 'CLP', amount: '150000', date: '2026-01-15', reason: 'no funds', source: null },
        },
      ]));
  it('an issued check that bounces is owed to the supplier again', () =>
    spec(checkDecider)
      .given([issued()])
      .when(bounce({ checkId: 'c2', reason: '' }))
      .then([{ type: 'CheckBounced', data: { checkId: 'c2', number: '501', direction: 'issued', partyType: 'supplier', partyId: 's1', currency: 'USD', amount: '320.5', date: '2026-01-15', reason: '', source: null } }]));
  it('refuses a bounce dated in a closed day (period_closed)', () =>
    spec(checkDecider).given([received(), deposited()]).when(bounce({ facts: { ...utc, closed: { days: ['2026-01-15'], months: [] } } })).thenFails('period_closed'));
  it('only a deposited received check can bounce', () => spec(checkDecider).given([received()]).when(bounce()).thenFails('check_not_deposited'));
  it('bounces once: the second of two clicks is refused', () => {
    const first = { type: 'CheckBounced' as const, data: { checkId: 'c1', number: '0007', direction: 'received' as const, partyType: 'customer' as const, partyId: 'cu1', currency: 'CLP', amount: '150000', date: '2026-01-15', reason: '', source: null } };
    spec(checkDecider).given([received(), deposited(), first]).when(bounce()).thenFails('check_not_deposited');
  });
  it('an issued check that cleared cannot bounce', () =>
    spec(checkDecider)
      .given([issued(), { type: 'CheckCleared', data: { checkId: 'c2', number: '501', direction: 'issued', accountId: 'b2', currency: 'USD', amount: '320.5', date: '2026-01-14' } }])
      .when(bounce({ checkId: 'c2' }))
      .thenFails('check_not_outstanding'));
  it('a sale-payment cheque still in the portfolio cannot bounce: its receipt is not written either', () =>
    spec(checkDecider).given([]).when(bounce({ facts: { ...utc, origin: received({ source: { type: 'salePayment', id: 'o1', number: 'SO-1' } }).data } })).thenFails('check_not_deposited'));
});
