import type { CustomerAccountEvent, ManualEntryKind } from '@tradedesk/contracts/customers/customer-accounts';
import { currencyDecimals } from '@tradedesk/contracts/platform/money';
import type { PaymentMethod } from '@tradedesk/contracts/sales/sale-order';
import { Decimal } from 'decimal.js';
import type { Decider } from '../platform/cqrs/decider.js';
import { DomainError } from '../platform/event-store/errors.js';

export interface CustomerAccountState {
  /** Currencies that have an opening balance already. */
  openings: string[];
  entryIds: string[];
}

export interface ManualEntry {
  kind: ManualEntryKind;
  /** Signed for opening and adjustment (positive: the customer owes more), positive otherwise. */
  amount: string;
  /** Resolved by the handler: the body's, else the customer's, else the company's base currency. */
  currency: string;
  method?: PaymentMethod;
  reference?: string;
  dueDate?: string;
  reason?: string;
  memo?: string;
}

export type CustomerAccountCommand = {
  type: 'RecordAccountEntry';
  customerId: string;
  entryId: string;
  entry: ManualEntry;
  /** Read by the handler from the customer's stream. */
  customerExists: boolean;
};

/**
 * The hand-kept part of a customer's account (its stream holds only these entries; sale orders
 * post to the account through their own events, folded by the read model). Rules: the customer
 * exists, the amount fits the currency's decimals, one opening balance per currency.
 */
export const customerAccountDecider: Decider<CustomerAccountCommand, CustomerAccountState, CustomerAccountEvent> = {
  initialState: () => ({ openings: [], entryIds: [] }),

  decide(cmd, s) {
    const { entry } = cmd;
    if (!cmd.customerExists) throw new DomainError('customer_not_found', `Customer ${cmd.customerId} does not exist.`, 404);
    if (s.entryIds.includes(cmd.entryId)) throw new DomainError('entry_exists', `Entry ${cmd.entryId} is recorded already.`, 409);
    const amount = new Decimal(entry.amount);
    if (amount.isZero()) throw new DomainError('amount_zero', 'The amount must not be zero.', 400, { field: 'amount' });
    const decimals = currencyDecimals(entry.currency);
    if (amount.decimalPlaces() > decimals) {
      throw new DomainError('amount_precision', `${entry.currency} amounts take ${decimals === 0 ? 'no decimals' : `at most ${decimals} decimals`}: ${entry.amount}.`, 400, { field: 'amount' });
    }
    const signed = entry.kind === 'opening' || entry.kind === 'adjustment';
    if (!signed && amount.isNegative()) throw new DomainError('amount_negative', 'The amount must be more than zero.', 400, { field: 'amount' });
    if (entry.kind === 'opening' && s.openings.includes(entry.currency)) {
      throw new DomainError('opening_exists', `The account has an opening balance in ${entry.currency} already; record an adjustment instead.`, 409, { field: 'kind' });
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
          customerId: cmd.customerId,
          entryId: cmd.entryId,
          kind: entry.kind,
          currency: entry.currency,
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
  },

  evolve(s, e) {
    switch (e.type) {
      case 'CustomerAccountEntryRecorded':
        return {
          openings: e.data.kind === 'opening' ? [...s.openings, e.data.currency] : s.openings,
          entryIds: [...s.entryIds, e.data.entryId],
        };
      default: {
        const _exhaustive: never = e.type;
        return s;
      }
    }
  },
};
