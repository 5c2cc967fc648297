import { spec } from '../../platform/cqrs/decider-spec.js';
import { cashierDecider } from '../cashier.decider.js';

describe('set cashier', () => {
  it('lets an employee use the till and sets their PIN (as a hash)', () =>
    spec(cashierDecider)
      .given([])
      .when({ type: 'SetCashier', employeeId: 'e1', allowed: true, pinHash: '$argon2id$x', facts: { employeeExists: true } })
      .then([
        { type: 'CashierTillAccessSet', data: { employeeId: 'e1', allowed: true } },
        { type: 'CashierPinSet', data: { employeeId: 'e1', pinHash: '$argon2id$x' } },
      ]));

  it('the same access again records nothing', () =>
    spec(cashierDecider)
      .given([{ type: 'CashierTillAccessSet', data: { employeeId: 'e1', allowed: true } }])
      .when({ type: 'SetCashier', employeeId: 'e1', allowed: true, facts: { employeeExists: true } })
      .thenNothing());

  it('refuses an unknown employee', () => spec(cashierDecider).given([]).when({ type: 'SetCashier', employeeId: 'e1', allowed: true, facts: { employeeExists: false } }).thenFails('employee_not_found'));

  it('flags an employee as a till supervisor, and takes the flag back; the same flag again records nothing', () => {
    spec(cashierDecider)
      .given([])
      .when({ type: 'SetCashier', employeeId: 'e1', supervisor: true, facts: { employeeExists: true } })
      .then([{ type: 'CashierSupervisorSet', data: { employeeId: 'e1', supervisor: true } }]);
    const flagged = [{ type: 'CashierSupervisorSet' as const, data: { employeeId: 'e1', supervisor: true } }];
    spec(cashierDecider).given(flagged).when({ type: 'SetCashier', employeeId: 'e1', supervisor: true, facts: { employeeExists: true } }).then([]);
    spec(cashierDecider)
      .given(flagged)
      .when({ type: 'SetCashier', employeeId: 'e1', supervisor: false, facts: { employeeExists: true } })
      .then([{ type: 'CashierSupervisorSet', data: { employeeId: 'e1', supervisor: false } }]);
  });
});
