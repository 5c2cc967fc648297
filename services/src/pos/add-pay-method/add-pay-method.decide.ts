import type { PayMethodAccount, PayMethodEvent, PayMethodKind } from '@tradedesk/contracts/pos/pay-methods';
import { DomainError } from '../../platform/event-store/errors.js';
import { type AccountFacts, type PayMethodState, requireAccounts } from '../pay-method.state.js';

export interface AddPayMethod {
  type: 'AddPayMethod';
  payMethodId: string;
  name: string;
  kind: PayMethodKind;
  accounts: PayMethodAccount[];
  position: number;
  facts: { accounts: AccountFacts };
}

/** A new payment method, active; each currency's account exists and keeps that currency. A taken name is refused by the read model (409). */
export function decideAddPayMethod(c: AddPayMethod, s: PayMethodState): PayMethodEvent[] {
  if (s.exists) throw new DomainError('pay_method_exists', `Payment method ${c.payMethodId} exists already.`, 409);
  requireAccounts(c.accounts, c.facts.accounts);
  return [{ type: 'PayMethodAdded', data: { payMethodId: c.payMethodId, name: c.name, kind: c.kind, accounts: c.accounts, position: c.position } }];
}
