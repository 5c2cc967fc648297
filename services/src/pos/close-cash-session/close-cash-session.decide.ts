import type { CashSessionEvent, CashSessionPosting, CloseLine } from '@tradedesk/contracts/pos/pos';
import type { SessionTaking } from '@tradedesk/contracts/pos/pos-sales';
import { Decimal } from 'decimal.js';
import { DomainError } from '../../platform/event-store/errors.js';
import { type CashSessionState, requireCurrencyAmount, requireOpen } from '../cash-session.state.js';

export interface CloseCashSession {
  type: 'CloseCashSession';
  sessionId: string;
  counted: { payMethodId: string; currency: string; amount: string }[];
  note: string;
  /**
   * takings: what the session's sales took per method and currency (cash less the change), less
   * its returns' refunds. posting: the close's business day and the money accounts each method
   * names per currency (the methods taken and counted), to post the takings and the drawer's cash
   * difference to finance (absent: nothing is posted).
   */
  facts: {
    payMethods: Record<string, { exists: boolean }>;
    takings: SessionTaking[];
    posting?: { date: string; accounts: Record<string, { currency: string; accountId: string }[]> };
  };
}

/**
 * Close with what was counted per payment method and currency. Expected: the drawer's cash (float
 * + cash in - cash out) under the session's cash method, plus what the session's sales took per
 * method and currency (cash less the change). Every expected line must be counted; each line
 * records expected, counted and the difference (counted - expected).
 */
export function decideCloseCashSession(c: CloseCashSession, s: CashSessionState): CashSessionEvent[] {
  requireOpen(s, c.sessionId);
  const key = (payMethodId: string, currency: string) => `${payMethodId}:${currency}`;
  const counted = new Map<string, Decimal>();
  c.counted.forEach((l, i) => {
    if (!c.facts.payMethods[l.payMethodId]?.exists) throw new DomainError('pay_method_not_found', `counted.${i}: no payment method ${l.payMethodId}.`, 400, { field: `counted.${i}.payMethodId` });
    counted.set(key(l.payMethodId, l.currency), requireCurrencyAmount(l, `counted.${i}`));
  });
  const expected = new Map<string, { payMethodId: string; currency: string; amount: Decimal }>();
  const add = (payMethodId: string, currency: string, amount: Decimal.Value) =>
    expected.set(key(payMethodId, currency), { payMethodId, currency, amount: (expected.get(key(payMethodId, currency))?.amount ?? new Decimal(0)).plus(amount) });
  for (const [currency, amount] of Object.entries(s.cash)) add(s.cashPayMethodId, currency, amount);
  for (const t of c.facts.takings) add(t.payMethodId, t.currency, t.amount);
  for (const [k, e] of expected) {
    if (!counted.has(k)) throw new DomainError('count_missing', `Count the ${e.currency} taken under ${e.payMethodId === s.cashPayMethodId ? 'the cash drawer' : 'each payment method'}.`, 400, { field: 'counted', currency: e.currency, payMethodId: e.payMethodId });
  }
  const lines: CloseLine[] = c.counted.map((l) => {
    const exp = expected.get(key(l.payMethodId, l.currency))?.amount ?? new Decimal(0);
    const cnt = counted.get(key(l.payMethodId, l.currency))!;
    return { payMethodId: l.payMethodId, currency: l.currency, expected: exp.toFixed(), counted: cnt.toFixed(), difference: cnt.minus(exp).toFixed() };
  });
  const closed: CashSessionEvent = { type: 'CashSessionClosed', data: { sessionId: c.sessionId, registerId: s.registerId, deviceId: s.deviceId, lines, note: c.note } };
  // The takings (net of refunds) go to the books: each method's money account for the currency;
  // and the drawer's cash difference, so the cash box holds what was counted.
  const p = c.facts.posting;
  const accountOf = (payMethodId: string, currency: string) => p?.accounts[payMethodId]?.find((a) => a.currency === currency)?.accountId ?? null;
  const postings: CashSessionPosting[] = p
    ? [
        ...c.facts.takings
          .filter((t) => !new Decimal(t.amount).isZero())
          .map((t) => ({ payMethodId: t.payMethodId, currency: t.currency, amount: new Decimal(t.amount).toFixed(), accountId: accountOf(t.payMethodId, t.currency) })),
        ...lines
          .filter((l) => l.payMethodId === s.cashPayMethodId && !new Decimal(l.difference).isZero())
          .map((l) => ({ payMethodId: l.payMethodId, currency: l.currency, amount: l.difference, accountId: accountOf(l.payMethodId, l.currency), kind: 'difference' as const })),
      ]
    : [];
  if (!p || postings.length === 0) return [closed];
  return [closed, { type: 'CashSessionPosted', data: { sessionId: c.sessionId, registerId: s.registerId, date: p.date, postings } }];
}
