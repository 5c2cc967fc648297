import type { CashierEvent } from '@tradedesk/contracts/pos/pos';
import type { CashierState } from '../cashier.state.js';

export interface SignOutCashier {
  type: 'SignOutCashier';
  employeeId: string;
  deviceId: string;
  registerId: string;
  posSessionId: string;
}

/** End a PIN session; a session already ended records nothing. */
export function decideSignOutCashier(c: SignOutCashier, s: CashierState): CashierEvent[] {
  if (!s.openSessions.includes(c.posSessionId)) return [];
  return [{ type: 'CashierSignedOut', data: { employeeId: c.employeeId, deviceId: c.deviceId, registerId: c.registerId, posSessionId: c.posSessionId } }];
}
