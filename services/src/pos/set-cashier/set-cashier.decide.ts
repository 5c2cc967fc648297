import type { CashierEvent } from '@tradedesk/contracts/pos/pos';
import { DomainError } from '../../platform/event-store/errors.js';
import type { CashierState } from '../cashier.state.js';

export interface SetCashier {
  type: 'SetCashier';
  employeeId: string;
  allowed?: boolean;
  /** argon2id hash of the new PIN (hashed by the handler, like a password). */
  pinHash?: string;
  supervisor?: boolean;
  facts: { employeeExists: boolean };
}

/** An Admin lets an employee use the till (or not), flags them as a till supervisor (or not) and sets their PIN; a new PIN also lifts a lock. */
export function decideSetCashier(c: SetCashier, s: CashierState): CashierEvent[] {
  if (!c.facts.employeeExists) throw new DomainError('employee_not_found', `No employee ${c.employeeId}.`, 404);
  const events: CashierEvent[] = [];
  if (c.allowed !== undefined && c.allowed !== s.allowed) events.push({ type: 'CashierTillAccessSet', data: { employeeId: c.employeeId, allowed: c.allowed } });
  if (c.supervisor !== undefined && c.supervisor !== s.supervisor) events.push({ type: 'CashierSupervisorSet', data: { employeeId: c.employeeId, supervisor: c.supervisor } });
  if (c.pinHash !== undefined) events.push({ type: 'CashierPinSet', data: { employeeId: c.employeeId, pinHash: c.pinHash } });
  return events;
}
