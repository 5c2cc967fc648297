import type { CashSessionEvent, CurrencyAmount } from '@tradedesk/contracts/pos/pos';
import { CURRENCIES, currencyDecimals } from '@tradedesk/contracts/platform/money';
import { Decimal } from 'decimal.js';
import type { EvolveEvent } from '../platform/cqrs/decider.js';
import { DomainError } from '../platform/event-store/errors.js';

/** What a cash session's stream says: open or closed, and the cash the drawer should hold per currency. */
export interface CashSessionState {
  exists: boolean;
  closed: boolean;
  registerId: string;
  deviceId: string;
  cashPayMethodId: string;
  /** currency -> float + cash in - cash out (decimal strings). */
  cash: Record<string, string>;
}

export const initialCashSessionState = (): CashSessionState => ({ exists: false, closed: false, registerId: '', deviceId: '', cashPayMethodId: '', cash: {} });

export function evolveCashSession(s: CashSessionState, e: EvolveEvent<CashSessionEvent>): CashSessionState {
  switch (e.type) {
    case 'CashSessionOpened':
      return {
        exists: true,
        closed: false,
        registerId: e.data.registerId,
        deviceId: e.data.deviceId,
        cashPayMethodId: e.data.cashPayMethodId,
        cash: Object.fromEntries(e.data.float.map((f: CurrencyAmount) => [f.currency, new Decimal(f.amount).toFixed()])),
      };
    case 'CashSessionCashMoved': {
      const held = new Decimal(s.cash[e.data.currency] ?? 0);
      return { ...s, cash: { ...s.cash, [e.data.currency]: (e.data.direction === 'in' ? held.plus(e.data.amount) : held.minus(e.data.amount)).toFixed() } };
    }
    case 'CashSessionClosed':
      return { ...s, closed: true };
    case 'CashSessionPosted':
      return s;
  }
}

/** An open session of this register: refused otherwise. */
export function requireOpen(s: CashSessionState, sessionId: string): void {
  if (!s.exists) throw new DomainError('cash_session_not_found', `No cash session ${sessionId}.`, 404);
  if (s.closed) throw new DomainError('cash_session_closed', 'This cash session is closed.', 409);
}

/** An amount in one of the company's currencies, within its decimals. */
export function requireCurrencyAmount(a: CurrencyAmount, field: string): Decimal {
  if (!CURRENCIES.some((c) => c.code === a.currency)) throw new DomainError('unknown_currency', `${a.currency} is not one of the company's currencies.`, 400, { field: `${field}.currency` });
  const d = new Decimal(a.amount);
  const places = currencyDecimals(a.currency);
  if (d.decimalPlaces() > places) {
    throw new DomainError('amount_decimals', `${a.currency} amounts have ${places === 0 ? 'no decimals' : `at most ${places} decimals`}: ${a.amount}.`, 400, { field: `${field}.amount`, currency: a.currency, decimals: places, amount: a.amount });
  }
  return d;
}

/**
 * 400 not_enough_cash: more cash would leave the drawer than it should hold, saying how much that
 * is. With a blind close (PosBlindClose) the till must not learn what the drawer should hold, so
 * the refusal says only that it is not there: 400 not_enough_cash_blind (docs/pos.md "Blind close").
 */
export function notEnoughCash(o: { blind?: boolean; currency: string; held: Decimal; amount: Decimal; field: string; out: 'taken out' | 'refunded in cash' }): DomainError {
  if (o.blind) return new DomainError('not_enough_cash_blind', `The drawer does not hold ${o.amount.toFixed()} ${o.currency} to be ${o.out}.`, 400, { field: o.field, currency: o.currency, amount: o.amount.toFixed() });
  return new DomainError('not_enough_cash', `The drawer should hold ${o.held.toFixed()} ${o.currency}: ${o.amount.toFixed()} cannot be ${o.out}.`, 400, { field: o.field, currency: o.currency, held: o.held.toFixed(), amount: o.amount.toFixed() });
}
