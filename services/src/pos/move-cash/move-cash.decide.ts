import type { CashSessionEvent } from '@tradedesk/contracts/pos/pos';
import { Decimal } from 'decimal.js';
import type { DecideContext } from '../../platform/cqrs/decider.js';
import { type CashSessionState, notEnoughCash, requireCurrencyAmount, requireOpen } from '../cash-session.state.js';

export interface MoveCash {
  type: 'MoveCash';
  sessionId: string;
  movementId: string;
  direction: 'in' | 'out';
  currency: string;
  amount: string;
  reason: string;
  /** When it happened on the till (a movement queued offline arrives later); absent: now. */
  movedAt?: string;
  /** What the session's sales left in the drawer per currency (cash tendered less the change); blind: PosBlindClose (a refusal does not say what the drawer holds). */
  facts: { cashTaken: Record<string, string>; blind?: boolean };
}

/**
 * Cash put into or taken out of the drawer, with a reason; never more out than the drawer should
 * hold (float + in - out + the cash sales took). A movement the till queued offline names its
 * session and its time: it goes into that session only while it is open (the close counted the
 * drawer: a movement after it is refused, cash_session_closed), and keeps its time, never later
 * than now (a device clock ahead is not believed).
 */
export function decideMoveCash(c: MoveCash, s: CashSessionState, ctx: DecideContext): CashSessionEvent[] {
  requireOpen(s, c.sessionId);
  const amount = requireCurrencyAmount(c, '');
  const held = new Decimal(s.cash[c.currency] ?? 0).plus(c.facts.cashTaken[c.currency] ?? 0);
  if (c.direction === 'out' && amount.gt(held)) {
    throw notEnoughCash({ blind: c.facts.blind, currency: c.currency, held, amount, field: 'amount', out: 'taken out' });
  }
  return [{ type: 'CashSessionCashMoved', data: { sessionId: c.sessionId, registerId: s.registerId, movementId: c.movementId, direction: c.direction, currency: c.currency, amount: amount.toFixed(), reason: c.reason, ...(c.movedAt ? { movedAt: movedAt(c.movedAt, ctx.now) } : {}) } }];
}

const movedAt = (at: string, now: Date) => new Date(Math.min(new Date(at).getTime(), now.getTime())).toISOString();
