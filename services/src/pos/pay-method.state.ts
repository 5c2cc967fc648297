import type { PayMethodAccount, PayMethodEvent, PayMethodKind } from '@tradedesk/contracts/pos/pay-methods';
import { CURRENCIES } from '@tradedesk/contracts/platform/money';
import type { EvolveEvent } from '../platform/cqrs/decider.js';
import { DomainError } from '../platform/event-store/errors.js';

export interface PayMethodState {
  exists: boolean;
  name: string;
  kind: PayMethodKind;
  accounts: PayMethodAccount[];
  position: number;
  active: boolean;
}

export const initialPayMethodState = (): PayMethodState => ({ exists: false, name: '', kind: 'other', accounts: [], position: 0, active: false });

export function evolvePayMethod(s: PayMethodState, e: EvolveEvent<PayMethodEvent>): PayMethodState {
  switch (e.type) {
    case 'PayMethodAdded':
      return { exists: true, name: e.data.name, kind: e.data.kind, accounts: e.data.accounts, position: e.data.position, active: true };
    case 'PayMethodChanged': {
      const { payMethodId: _id, ...changes } = e.data;
      return { ...s, ...changes };
    }
    case 'PayMethodDeactivated':
      return { ...s, active: false };
    case 'PayMethodActivated':
      return { ...s, active: true };
  }
}

/** The money accounts a method's lines name, as the facts loader found them (null: no such account). */
export type AccountFacts = Record<string, { currency: string } | null>;

/** Each line: a known currency, an existing account, in that currency. */
export function requireAccounts(accounts: PayMethodAccount[], facts: AccountFacts): void {
  accounts.forEach((a, i) => {
    if (!CURRENCIES.some((c) => c.code === a.currency)) throw new DomainError('unknown_currency', `accounts.${i}: ${a.currency} is not one of the company's currencies.`, 400, { field: `accounts.${i}.currency` });
    const account = facts[a.accountId];
    if (!account) throw new DomainError('money_account_not_found', `accounts.${i}: no money account ${a.accountId}.`, 400, { field: `accounts.${i}.accountId` });
    if (account.currency !== a.currency) {
      throw new DomainError('pay_method_account_currency', `accounts.${i}: the account keeps ${account.currency}, not ${a.currency}.`, 400, { field: `accounts.${i}.accountId`, currency: a.currency, accountCurrency: account.currency });
    }
  });
}

export function requirePayMethod(s: PayMethodState, id: string): void {
  if (!s.exists) throw new DomainError('pay_method_not_found', `No payment method ${id}.`, 404);
}
