import type { MoneyAccountEvent, MoneyAccountKind } from '@tradedesk/contracts/finance/money-accounts';
import { plain } from '@tradedesk/contracts/platform/money';
import { DomainError } from '../../../platform/event-store/errors.js';
import { amountIn, type MoneyAccountState } from '../money-account.state.js';

export interface OpenMoneyAccount {
  type: 'OpenMoneyAccount';
  accountId: string;
  kind: MoneyAccountKind;
  name: string;
  currency: string;
  openingBalance: string;
  bankName: string;
  accountNumber: string;
  /** Whether the currency is one the company knows (the money module's list). */
  facts: { currencyKnown: boolean };
}

/**
 * A cash box or a bank account, in one currency the company knows, with its opening balance in
 * that currency's decimals. A bank account names its bank. The name is unique (the read model's
 * index refuses a taken one: 409).
 */
export function decideOpenMoneyAccount(c: OpenMoneyAccount, s: MoneyAccountState): MoneyAccountEvent[] {
  if (s.opened) throw new DomainError('money_account_exists', `Account ${c.accountId} exists already.`, 409);
  if (!c.facts.currencyKnown) throw new DomainError('unknown_currency', `${c.currency} is not a currency the company uses.`, 400, { field: 'currency' });
  if (c.kind === 'bank' && !c.bankName.trim()) throw new DomainError('bank_name_required', 'Name the bank of a bank account.', 400, { field: 'bankName' });
  const opening = amountIn(c.openingBalance, c.currency, 'openingBalance');
  return [
    {
      type: 'MoneyAccountOpened',
      data: {
        accountId: c.accountId,
        kind: c.kind,
        name: c.name.trim(),
        currency: c.currency,
        openingBalance: opening.isZero() ? '0' : plain(opening),
        bankName: c.kind === 'bank' ? c.bankName.trim() : '',
        accountNumber: c.kind === 'bank' ? c.accountNumber.trim() : '',
      },
    },
  ];
}
