import type { CashSessionEvent } from '@tradedesk/contracts/pos/pos';
import { decideByType, type Decider } from '../platform/cqrs/decider.js';
import { type CashSessionState, evolveCashSession, initialCashSessionState } from './cash-session.state.js';
import { type CloseCashSession, decideCloseCashSession } from './close-cash-session/close-cash-session.decide.js';
import { decideMoveCash, type MoveCash } from './move-cash/move-cash.decide.js';
import { decideOpenCashSession, type OpenCashSession } from './open-cash-session/open-cash-session.decide.js';

export type CashSessionCommand = OpenCashSession | MoveCash | CloseCashSession;

/** A register's cash session (docs/pos.md "Cash sessions"). */
export const cashSessionDecider: Decider<CashSessionCommand, CashSessionState, CashSessionEvent> = {
  initialState: initialCashSessionState,
  evolve: evolveCashSession,
  decide: decideByType<CashSessionCommand, CashSessionState, CashSessionEvent>({ OpenCashSession: decideOpenCashSession, MoveCash: decideMoveCash, CloseCashSession: decideCloseCashSession }),
};
