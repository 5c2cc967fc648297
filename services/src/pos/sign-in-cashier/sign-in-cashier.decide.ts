import { type CashierEvent, PIN_MAX_FAILURES } from '@tradedesk/contracts/pos/pos';
import { DomainError } from '../../platform/event-store/errors.js';
import type { CashierState } from '../cashier.state.js';

interface Where {
  employeeId: string;
  deviceId: string;
  registerId: string;
}

/**
 * A PIN sign-in on a device, in two steps on the cashier's stream: `attempt` takes a slot before
 * the PIN is checked (refused when the cashier may not use the till or is locked), so concurrent
 * guesses are counted one by one; `outcome` records the result of the check.
 */
export type SignInCashier =
  | ({ type: 'SignInCashier'; phase: 'attempt' } & Where)
  | ({ type: 'SignInCashier'; phase: 'outcome'; pinOk: boolean; posSessionId: string; tokenHash: string; expiresAt: string } & Where);

export function decideSignInCashier(c: SignInCashier, s: CashierState): CashierEvent[] {
  const where = { employeeId: c.employeeId, deviceId: c.deviceId, registerId: c.registerId };
  if (c.phase === 'attempt') {
    if (!s.allowed || s.pinHash === null) throw new DomainError('cashier_not_allowed', 'This employee may not use the till, or has no PIN yet: ask an administrator.', 403);
    if (s.failures >= PIN_MAX_FAILURES) throw new DomainError('cashier_locked', `The PIN was wrong ${PIN_MAX_FAILURES} times: an administrator has to set a new PIN.`, 429, { failures: s.failures });
    return [{ type: 'CashierPinAttempted', data: where }];
  }
  if (c.pinOk) return [{ type: 'CashierSignedIn', data: { ...where, posSessionId: c.posSessionId, tokenHash: c.tokenHash, expiresAt: c.expiresAt } }];
  return [{ type: 'CashierPinRefused', data: { ...where, failures: s.failures, locked: s.failures >= PIN_MAX_FAILURES } }];
}
