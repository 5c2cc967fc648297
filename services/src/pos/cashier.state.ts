import type { CashierEvent } from '@tradedesk/contracts/pos/pos';
import type { EvolveEvent } from '../platform/cqrs/decider.js';

/** What a cashier's stream says: may they use the till, their PIN's hash, failed attempts in a row, their open PIN sessions. */
export interface CashierState {
  allowed: boolean;
  pinHash: string | null;
  /** Attempts since the last success or new PIN; an attempt still being checked counts. */
  failures: number;
  openSessions: string[];
}

export const initialCashierState = (): CashierState => ({ allowed: false, pinHash: null, failures: 0, openSessions: [] });

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
  }
}
