import type { CashSessionEvent, CurrencyAmount } from '@tradedesk/contracts/pos/pos';
import { Decimal } from 'decimal.js';
import { DomainError } from '../../platform/event-store/errors.js';
import { type CashSessionState, requireCurrencyAmount } from '../cash-session.state.js';

export interface OpenCashSession {
  type: 'OpenCashSession';
  sessionId: string;
  registerId: string;
  deviceId: string;
  float: CurrencyAmount[];
  facts: {
    /** The register's open session, if any (a race past this check is refused by the read model's index). */
    openSessionId: string | null;
    /** The first active cash method in till order: the drawer counts under it. */
    cashPayMethodId: string | null;
  };
}

/** Open the register's cash session with the counted float per currency: one open session per register. */
export function decideOpenCashSession(c: OpenCashSession, s: CashSessionState): CashSessionEvent[] {
  if (s.exists || c.facts.openSessionId) throw new DomainError('cash_session_exists', 'This register has an open cash session already.', 409, { sessionId: c.facts.openSessionId ?? c.sessionId });
  if (!c.facts.cashPayMethodId) throw new DomainError('cash_pay_method_not_found', 'Add an active cash payment method first (/setting/pay-method).', 400);
  const float = c.float.map((f, i) => ({ currency: f.currency, amount: new Decimal(requireCurrencyAmount(f, `float.${i}`)).toFixed() }));
  return [{ type: 'CashSessionOpened', data: { sessionId: c.sessionId, registerId: c.registerId, deviceId: c.deviceId, cashPayMethodId: c.facts.cashPayMethodId, float } }];
}
