import type { SupplierAccountEvent } from '@tradedesk/contracts/catalog/supplier-accounts';
import { Decimal } from 'decimal.js';
import type { DecideContext } from '../../../platform/cqrs/decider.js';
import { DomainError } from '../../../platform/event-store/errors.js';
import { type Posting, requirePosting, signed, type SupplierAccountState } from '../supplier-account.state.js';

export interface ReverseSupplierEntry extends Posting {
  type: 'ReverseSupplierEntry';
  reversesEntryId: string;
  reason: string;
}

/** Undo an entry recorded by mistake, once, with a reason: the opposite amount in its currency. Never a reversal, never a document's posting. */
export function decideReverseSupplierEntry(c: ReverseSupplierEntry, s: SupplierAccountState, ctx: DecideContext): SupplierAccountEvent[] {
  const base = requirePosting(c, s, ctx);
  const target = s.entries[c.reversesEntryId];
  if (!target) throw new DomainError('entry_not_found', `Entry ${c.reversesEntryId} is not on this account.`, 404);
  if (target.kind === 'reversal') throw new DomainError('cannot_reverse_reversal', 'A reversal cannot be reversed; record a new entry instead.', 400);
  if (target.kind === 'purchase' || target.kind === 'purchase-return') {
    throw new DomainError('reverse_the_document', 'This entry belongs to a purchasing document: cancel the document instead.', 400);
  }
  if (target.reversedBy) throw new DomainError('already_reversed', 'This entry was reversed already.', 409);
  if (!c.reason.trim()) throw new DomainError('reason_required', 'Say why the entry is reversed.', 400, { field: 'reason' });
  return [
    {
      type: 'SupplierAccountPosted',
      data: {
        ...base,
        kind: 'reversal',
        currency: target.currency,
        amount: signed(new Decimal(target.amount).neg()),
        method: null,
        reference: '',
        reason: c.reason.trim(),
        note: '',
        source: null,
        reverses: c.reversesEntryId,
        // A payment that left a money account: the money comes back to it.
        ...(target.accountId ? { accountId: target.accountId } : {}),
      },
    },
  ];
}
