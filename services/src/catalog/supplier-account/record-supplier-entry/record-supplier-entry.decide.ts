import type { SupplierAccountEvent, SupplierPaymentMethod } from '@tradedesk/contracts/catalog/supplier-accounts';
import { accountKindOfMethod, defaultPaymentAccount, type PaymentAccountRef } from '@tradedesk/contracts/finance/payments';
import type { DecideContext } from '../../../platform/cqrs/decider.js';
import { DomainError } from '../../../platform/event-store/errors.js';
import { type AccountFacts, amountOf, liveIn, type Posting, requirePosting, signed, type SupplierAccountState } from '../supplier-account.state.js';

export interface RecordSupplierEntry extends Posting {
  type: 'RecordSupplierEntry';
  kind: 'opening' | 'payment' | 'adjustment';
  currency: string;
  /** As typed: signed for opening and adjustment, positive for a payment (posted negative). */
  amount: string;
  method: SupplierPaymentMethod | null;
  reference: string;
  reason: string;
  note: string;
  /** A payment's money account as chosen (absent: the default for its method and currency). */
  accountId?: string;
  facts: AccountFacts & { moneyAccounts: PaymentAccountRef[] };
}

/**
 * An opening balance (first in its currency), a payment made (positive, with how it was paid; a
 * cheque with its number) or an adjustment (with a reason). A payment lowers what we owe.
 */
export function decideRecordSupplierEntry(c: RecordSupplierEntry, s: SupplierAccountState, ctx: DecideContext): SupplierAccountEvent[] {
  const base = requirePosting(c, s, ctx);
  const amount = amountOf(c.amount, c.currency);
  if (c.kind === 'opening' && liveIn(s, c.currency).length > 0) {
    throw new DomainError('opening_not_first', `The ${c.currency} account has entries already: correct it with an adjustment.`, 409, { field: 'kind' });
  }
  if (c.kind === 'payment') {
    if (amount.isNegative()) throw new DomainError('invalid_amount', 'A payment is a positive amount.', 400, { field: 'amount' });
    if (!c.method) throw new DomainError('method_required', 'Say how the supplier was paid.', 400, { field: 'method' });
    if (c.method === 'bank-check' && !c.reference.trim()) throw new DomainError('reference_required', 'Enter the cheque number.', 400, { field: 'reference' });
  }
  const accountId = c.kind === 'payment' ? paymentAccountOf(c) : null;
  if (c.kind === 'adjustment' && !c.reason.trim()) throw new DomainError('reason_required', 'Say why the account is adjusted.', 400, { field: 'reason' });
  return [
    {
      type: 'SupplierAccountPosted',
      data: {
        ...base,
        kind: c.kind,
        currency: c.currency,
        // A payment lowers what we owe.
        amount: signed(c.kind === 'payment' ? amount.neg() : amount),
        method: c.kind === 'payment' ? c.method : null,
        reference: c.reference.trim(),
        reason: c.kind === 'adjustment' ? c.reason.trim() : '',
        note: c.note.trim(),
        source: null,
        reverses: null,
        ...(c.kind === 'payment' ? { accountId } : {}),
      },
    },
  ];
}

/**
 * The money account a payment leaves (docs/finance-payments.md): the one chosen, which must exist
 * and hold the payment's currency; else the first cash box (cash) or bank account (bank-transfer)
 * in that currency, or none when there is no such account. A cheque leaves no account yet.
 */
function paymentAccountOf(c: RecordSupplierEntry): string | null {
  const method = c.method ?? '';
  if (accountKindOfMethod(method) === null) {
    if (c.accountId) throw new DomainError('payment_account_not_applicable', 'accountId: a cheque leaves no money account when it is written.', 400, { field: 'accountId' });
    return null;
  }
  if (!c.accountId) return defaultPaymentAccount(c.facts.moneyAccounts, method, c.currency)?.id ?? null;
  const account = c.facts.moneyAccounts.find((a) => a.id === c.accountId);
  if (!account) throw new DomainError('money_account_not_found', `accountId: money account ${c.accountId} does not exist.`, 400, { field: 'accountId' });
  if (account.currency !== c.currency) {
    throw new DomainError('payment_account_currency', `accountId: ${account.name} holds ${account.currency}; a payment in ${c.currency} leaves an account in ${c.currency}.`, 400, {
      field: 'accountId', account: account.name, accountCurrency: account.currency, currency: c.currency,
    });
  }
  return account.id;
}
