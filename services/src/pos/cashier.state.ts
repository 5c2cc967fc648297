import type { CashierEvent } from '@tradedesk/contracts/pos/pos';
import type { EvolveEvent } from '../platform/cqrs/decider.js';

/** What a cashier's stream says: may they use the till, their PIN's hash, failed attempts in a row, their open PIN sessions. */
export interface CashierState {
  allowed: boolean;
  pinHash: string | null;
  /** Attempts since the last success or new PIN; an attempt still being checked counts. */
  failures: number;
  openSessions: string[];
  /** A till supervisor: may approve a discount over the limit. */
  supervisor: boolean;
}

export const initialCashierState = (): CashierState => ({ allowed: false, pinHash: null, failures: 0, openSessions: [], supervisor: false });

export function evolveCashier(s: CashierState, e: EvolveEvent<CashierEvent>): CashierState {
  switch (e.type) {
    case 'CashierTillAccessSet':
      return { ...s, allowed: e.data.allowed };
    case 'CashierPinSet':
      return { ...s, pinHash: e.data.pinHash, failures: 0 };
    case 'CashierPinAttempted':
      return { ...s, failures: s.failures + 1 };
    case 'CashierPinRefused':
      return s;
    case 'CashierSignedIn':
      return { ...s, failures: 0, openSessions: [...s.openSessions, e.data.posSessionId] };
    case 'CashierSignedOut':
      return { ...s, openSessions: s.openSessions.filter((id) => id !== e.data.posSessionId) };
    case 'CashierSupervisorSet':
      return { ...s, supervisor: e.data.supervisor };
    case 'DiscountApproved':
    case 'ReturnApproved':
      // The right PIN: the failures in a row start again.
      return { ...s, failures: 0 };
  }
}
