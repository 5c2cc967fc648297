import { type CashierEvent, PIN_MAX_FAILURES } from '@tradedesk/contracts/pos/pos';
import type { CashierState } from '../cashier.state.js';
import { decideApproveDiscount } from '../approve-discount/approve-discount.decide.js';

/**
 * A till supervisor approves a return without a receipt with their PIN, in the two steps of a PIN
 * sign-in on their own stream (the same throttle and rules as a discount approval): `attempt`
 * takes a slot (403 supervisor_not_allowed, 429 cashier_locked), `outcome` records the approval
 * (who approved which return of which cashier on which till, for how much) or the refused PIN.
 */
export type ApproveReturn =
  | { type: 'ApproveReturn'; phase: 'attempt'; employeeId: string; deviceId: string; registerId: string }
  | { type: 'ApproveReturn'; phase: 'outcome'; pinOk: boolean; employeeId: string; deviceId: string; registerId: string; returnId: string; cashierId: string; currency: string; amount: string };

export function decideApproveReturn(c: ApproveReturn, s: CashierState): CashierEvent[] {
  const where = { employeeId: c.employeeId, deviceId: c.deviceId, registerId: c.registerId };
  if (c.phase === 'attempt') return decideApproveDiscount({ type: 'ApproveDiscount', phase: 'attempt', ...where }, s);
  if (!c.pinOk) return [{ type: 'CashierPinRefused', data: { ...where, failures: s.failures, locked: s.failures >= PIN_MAX_FAILURES } }];
  return [{ type: 'ReturnApproved', data: { ...where, returnId: c.returnId, cashierId: c.cashierId, currency: c.currency, amount: c.amount } }];
}
