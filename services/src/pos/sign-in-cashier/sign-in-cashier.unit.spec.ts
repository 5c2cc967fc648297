import { spec } from '../../platform/cqrs/decider-spec.js';
import { cashierDecider } from '../cashier.decider.js';

const where = { employeeId: 'e1', deviceId: 'd1', registerId: 'r1' };
const ready = [
  { type: 'CashierTillAccessSet' as const, data: { employeeId: 'e1', allowed: true } },
  { type: 'CashierPinSet' as const, data: { employeeId: 'e1', pinHash: 'hash' } },
];
const attempted = { type: 'CashierPinAttempted' as const, data: where };
const attempt = { type: 'SignInCashier' as const, phase: 'attempt' as const, ...where };
const outcome = (pinOk: boolean) => ({ type: 'SignInCashier' as const, phase: 'outcome' as const, ...where, pinOk, posSessionId: 's1', tokenHash: 't', expiresAt: '2026-01-15T22:00:00.000Z' });

describe('sign in cashier', () => {
  it('an attempt takes its slot before the PIN is checked', () => spec(cashierDecider).given(ready).when(attempt).then([attempted]));

  it('the right PIN opens a session on the device', () =>
    spec(cashierDecider)
      .given([...ready, attempted])
      .when(outcome(true))
      .then([{ type: 'CashierSignedIn', data: { ...where, posSessionId: 's1', tokenHash: 't', expiresAt: '2026-01-15T22:00:00.000Z' } }]));

  it('a wrong PIN is recorded with the failures in a row; the fifth locks', () => {
    spec(cashierDecider).given([...ready, attempted]).when(outcome(false)).then([{ type: 'CashierPinRefused', data: { ...where, failures: 1, locked: false } }]);
    const four = [attempted, attempted, attempted, attempted, attempted];
    spec(cashierDecider).given([...ready, ...four]).when(outcome(false)).then([{ type: 'CashierPinRefused', data: { ...where, failures: 5, locked: true } }]);
  });

  it('locked after 5 failures: no further attempt until a new PIN; a success or a new PIN resets the count', () => {
    const five = Array.from({ length: 5 }, () => attempted);
    spec(cashierDecider).given([...ready, ...five]).when(attempt).thenFails('cashier_locked');
    spec(cashierDecider).given([...ready, ...five, { type: 'CashierPinSet', data: { employeeId: 'e1', pinHash: 'new' } }]).when(attempt).then([attempted]);
    const four = Array.from({ length: 4 }, () => attempted);
    spec(cashierDecider)
      .given([...ready, ...four, { type: 'CashierSignedIn', data: { ...where, posSessionId: 's0', tokenHash: 'x', expiresAt: '2026-01-15T22:00:00.000Z' } }, attempted])
      .when(outcome(false))
      .then([{ type: 'CashierPinRefused', data: { ...where, failures: 1, locked: false } }]);
  });

  it('refuses an employee not allowed on the till, or without a PIN', () => {
    spec(cashierDecider).given([]).when(attempt).thenFails('cashier_not_allowed');
    spec(cashierDecider).given([ready[0]!]).when(attempt).thenFails('cashier_not_allowed');
  });
});
