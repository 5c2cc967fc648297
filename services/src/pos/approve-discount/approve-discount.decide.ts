import { type CashierEvent, PIN_MAX_FAILURES } from '@tradedesk/contracts/pos/pos';
import { DomainError } from '../../platform/event-store/errors.js';
import type { CashierState } from '../cashier.state.js';

interface Where {
  /** The supervisor: the stream is theirs. */
  employeeId: string;
  deviceId: string;
  registerId: string;
}

/**
 * A supervisor approves a discount over the limit by typing their PIN on the till, in the two
 * steps of a PIN sign-in on their own stream (the same throttle, counted with their sign-ins):
 * `attempt` takes a slot (refused when they are no till supervisor, have no PIN, or are locked),
 * `outcome` records the approval (who, for which cashier, on which till, up to what, until when)
 * or the refused PIN.
 */
export type ApproveDiscount =
  | ({ type: 'ApproveDiscount'; phase: 'attempt' } & Where)
  | ({ type: 'ApproveDiscount'; phase: 'outcome'; pinOk: boolean; approvalId: string; cashierId: string; maxDiscount: string; expiresAt: string } & Where);

export function decideApproveDiscount(c: ApproveDiscount, s: CashierState): CashierEvent[] {
  const where = { employeeId: c.employeeId, deviceId: c.deviceId, registerId: c.registerId };
  if (c.phase === 'attempt') {
    if (!s.supervisor || s.pinHash === null) throw new DomainError('supervisor_not_allowed', 'This employee is no till supervisor, or has no PIN yet: ask an administrator.', 403, { field: 'supervisorId' });
    if (s.failures >= PIN_MAX_FAILURES) throw new DomainError('cashier_locked', `The PIN was wrong ${PIN_MAX_FAILURES} times: an administrator has to set a new PIN.`, 429, { failures: s.failures });
    return [{ type: 'CashierPinAttempted', data: where }];
  }
  if (!c.pinOk) return [{ type: 'CashierPinRefused', data: { ...where, failures: s.failures, locked: s.failures >= PIN_MAX_FAILURES } }];
  return [{ type: 'DiscountApproved', data: { ...where, approvalId: c.approvalId, cashierId: c.cashierId, maxDiscount: c.maxDiscount, expiresAt: c.expiresAt } }];
}
