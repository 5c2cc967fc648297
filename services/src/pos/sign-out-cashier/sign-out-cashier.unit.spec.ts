import { spec } from '../../platform/cqrs/decider-spec.js';
import { cashierDecider } from '../cashier.decider.js';

const where = { employeeId: 'e1', deviceId: 'd1', registerId: 'r1' };
const signedIn = { type: 'CashierSignedIn' as const, data: { ...where, posSessionId: 's1', tokenHash: 't', expiresAt: '2026-01-15T22:00:00.000Z' } };

describe('sign out cashier', () => {
  it('ends the PIN session', () =>
    spec(cashierDecider).given([signedIn]).when({ type: 'SignOutCashier', ...where, posSessionId: 's1' }).then([{ type: 'CashierSignedOut', data: { ...where, posSessionId: 's1' } }]));

  it('a session ended already records nothing', () =>
    spec(cashierDecider).given([signedIn, { type: 'CashierSignedOut', data: { ...where, posSessionId: 's1' } }]).when({ type: 'SignOutCashier', ...where, posSessionId: 's1' }).thenNothing());
});
