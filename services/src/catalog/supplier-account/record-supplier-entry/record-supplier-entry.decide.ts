import type { SupplierAccountEvent, SupplierPaymentMethod } from '@tradedesk/contracts/catalog/supplier-accounts';
import type { DecideContext } from '../../../platform/cqrs/decider.js';
import { DomainError } from '../../../platform/event-store/errors.js';
import { amountOf, liveIn, type Posting, requirePosting, signed, type SupplierAccountState } from '../supplier-account.state.js';

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
      },
    },
  ];
}
