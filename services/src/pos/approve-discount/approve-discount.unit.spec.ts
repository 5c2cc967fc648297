import { spec } from '../../platform/cqrs/decider-spec.js';
import { cashierDecider } from '../cashier.decider.js';

// Sara, a till supervisor with a PIN, approves on till d1 for the cashier Ana.
const where = { employeeId: 'sara', deviceId: 'd1', registerId: 'r1' };
const pin = { type: 'CashierPinSet' as const, data: { employeeId: 'sara', pinHash: 'hash' } };
const supervisor = { type: 'CashierSupervisorSet' as const, data: { employeeId: 'sara', supervisor: true } };
const attempted = { type: 'CashierPinAttempted' as const, data: where };
const attempt = { type: 'ApproveDiscount' as const, phase: 'attempt' as const, ...where };
const outcome = (pinOk: boolean) => ({ type: 'ApproveDiscount' as const, phase: 'outcome' as const, ...where, pinOk, approvalId: 'a1', cashierId: 'ana', maxDiscount: '25', expiresAt: '2026-01-15T10:15:00.000Z' });

describe('approve a discount over the limit', () => {
  it('a supervisor with a PIN: the attempt takes its slot, the right PIN records who approved what for whom, up to what', () => {
    spec(cashierDecider).given([pin, supervisor]).when(attempt).then([attempted]);
    spec(cashierDecider)
      .given([pin, supervisor, attempted])
      .when(outcome(true))
      .then([{ type: 'DiscountApproved', data: { ...where, approvalId: 'a1', cashierId: 'ana', maxDiscount: '25', expiresAt: '2026-01-15T10:15:00.000Z' } }]);
  });

  it('an employee who is no supervisor (or no longer), or has no PIN, is refused before anything is recorded', () => {
    spec(cashierDecider).given([pin]).when(attempt).thenFails('supervisor_not_allowed');
    spec(cashierDecider).given([pin, supervisor, { type: 'CashierSupervisorSet', data: { employeeId: 'sara', supervisor: false } }]).when(attempt).thenFails('supervisor_not_allowed');
    spec(cashierDecider).given([supervisor]).when(attempt).thenFails('supervisor_not_allowed');
  });

  it("a wrong PIN counts with the supervisor's sign-ins: the fifth in a row locks, a right one starts the count again", () => {
    spec(cashierDecider).given([pin, supervisor, attempted]).when(outcome(false)).then([{ type: 'CashierPinRefused', data: { ...where, failures: 1, locked: false } }]);
    const five = Array.from({ length: 5 }, () => attempted);
    spec(cashierDecider).given([pin, supervisor, ...five]).when(attempt).thenFails('cashier_locked');
    const approved = { type: 'DiscountApproved' as const, data: { ...where, approvalId: 'a0', cashierId: 'ana', maxDiscount: '20', expiresAt: '2026-01-15T10:00:00.000Z' } };
    spec(cashierDecider).given([pin, supervisor, attempted, attempted, attempted, attempted, approved, attempted]).when(outcome(false)).then([{ type: 'CashierPinRefused', data: { ...where, failures: 1, locked: false } }]);
  });
});
