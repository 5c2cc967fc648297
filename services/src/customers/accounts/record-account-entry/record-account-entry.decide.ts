import type { CustomerAccountEvent, ManualEntryKind } from '@tradedesk/contracts/customers/customer-accounts';
import { currencyDecimals } from '@tradedesk/contracts/platform/money';
import type { PaymentMethod } from '@tradedesk/contracts/sales/sale-order';
import { Decimal } from 'decimal.js';
import { DomainError } from '../../../platform/event-store/errors.js';
import type { CustomerAccountState } from '../../customer-account.state.js';

export interface ManualEntry {
  kind: ManualEntryKind;
  /** Signed for opening and adjustment (positive: the customer owes more), positive otherwise. */
  amount: string;
  /** The one the person asked for; none: the customer's, else the company's base currency. */
  currency?: string;
  method?: PaymentMethod;
  reference?: string;
  dueDate?: string;
  reason?: string;
  memo?: string;
}

/** What the entry needs to know besides the account's stream (CustomerFactsLoader.forRecordAccountEntry). */
export interface AccountEntryFacts {
  customerExists: boolean;
  /** The customer's invoicing currency ('' = the base currency). */
  customerCurrency: string;
  baseCurrency: string;
}

export interface RecordAccountEntry {
  type: 'RecordAccountEntry';
  customerId: string;
  entryId: string;
  entry: ManualEntry;
  facts: AccountEntryFacts;
}

/** The entry's currency: the one asked for, else the customer's, else the company's base currency. */
export const entryCurrency = (asked: string | undefined, facts: AccountEntryFacts) => asked ?? (facts.customerCurrency || facts.baseCurrency);

/**
 * An entry recorded by hand: opening balance, payment received, adjustment or refund. Rules: the
 * customer exists, the amount fits the currency's decimals, one opening balance per currency.
 */
export function decideRecordAccountEntry(c: RecordAccountEntry, s: CustomerAccountState): CustomerAccountEvent[] {
  const { entry } = c;
  const currency = entryCurrency(entry.currency, c.facts);
  if (!c.facts.customerExists) throw new DomainError('customer_not_found', `Customer ${c.customerId} does not exist.`, 404);
  if (s.entryIds.includes(c.entryId)) throw new DomainError('entry_exists', `Entry ${c.entryId} is recorded already.`, 409);
  const amount = new Decimal(entry.amount);
  if (amount.isZero()) throw new DomainError('amount_zero', 'The amount must not be zero.', 400, { field: 'amount' });
  const decimals = currencyDecimals(currency);
  if (amount.decimalPlaces() > decimals) {
    throw new DomainError('amount_precision', `${currency} amounts take ${decimals === 0 ? 'no decimals' : `at most ${decimals} decimals`}: ${entry.amount}.`, 400, { field: 'amount', currency, decimals, amount: entry.amount });
  }
  const signed = entry.kind === 'opening' || entry.kind === 'adjustment';
  if (!signed && amount.isNegative()) throw new DomainError('amount_negative', 'The amount must be more than zero.', 400, { field: 'amount' });
  if (entry.kind === 'opening' && s.openings.includes(currency)) {
    throw new DomainError('opening_exists', `The account has an opening balance in ${currency} already; record an adjustment instead.`, 409, { field: 'kind' });
  }
  if (entry.kind === 'adjustment' && !entry.reason?.trim()) throw new DomainError('reason_required', 'An adjustment needs a reason.', 400, { field: 'reason' });
  if ((entry.kind === 'payment' || entry.kind === 'refund') && !entry.method) throw new DomainError('method_required', 'Say how the money was paid.', 400, { field: 'method' });

  // Debit raises what the customer owes: an opening debt, a positive adjustment, a refund.
  const abs = amount.abs().toFixed();
  const isDebit = entry.kind === 'refund' || (signed && amount.isPositive());
  return [
    {
      type: 'CustomerAccountEntryRecorded',
      data: {
        customerId: c.customerId,
        entryId: c.entryId,
        kind: entry.kind,
        currency,
        debit: isDebit ? abs : '0',
        credit: isDebit ? '0' : abs,
        method: entry.kind === 'payment' || entry.kind === 'refund' ? entry.method! : null,
        reference: entry.reference ?? '',
        dueDate: entry.dueDate ?? null,
        reason: entry.reason ?? '',
        memo: entry.memo ?? '',
      },
    },
  ];
}
