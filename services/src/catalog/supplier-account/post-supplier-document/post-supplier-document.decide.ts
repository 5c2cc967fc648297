import type { EntrySource, SupplierAccountEvent } from '@tradedesk/contracts/catalog/supplier-accounts';
import type { DecideContext } from '../../../platform/cqrs/decider.js';
import { DomainError } from '../../../platform/event-store/errors.js';
import { amountOf, type Posting, requirePosting, signed, type SupplierAccountState } from '../supplier-account.state.js';

/**
 * A purchasing document posts to the account (issue "purchasing"): amount positive, its sign comes
 * from the kind. No screen posts it yet: the purchasing context will dispatch it.
 */
export interface PostSupplierDocument extends Posting {
  type: 'PostSupplierDocument';
  kind: 'purchase' | 'purchase-return';
  currency: string;
  amount: string;
  source: EntrySource;
  reference: string;
  note: string;
}

/** Once per document: a purchase raises what we owe, a purchase return lowers it. */
export function decidePostSupplierDocument(c: PostSupplierDocument, s: SupplierAccountState, ctx: DecideContext): SupplierAccountEvent[] {
  const base = requirePosting(c, s, ctx);
  const amount = amountOf(c.amount, c.currency);
  if (amount.isNegative()) throw new DomainError('invalid_amount', 'A document posts a positive amount; its kind gives the sign.', 400, { field: 'amount' });
  const key = `${c.kind}:${c.source.id}`;
  if (s.sources.includes(key)) throw new DomainError('already_posted', `${c.source.number || c.source.id} is posted to this account already.`, 409);
  return [
    {
      type: 'SupplierAccountPosted',
      data: {
        ...base,
        kind: c.kind,
        currency: c.currency,
        amount: signed(c.kind === 'purchase' ? amount : amount.neg()),
        method: null,
        reference: c.reference.trim(),
        reason: '',
        note: c.note.trim(),
        source: c.source,
        reverses: null,
      },
    },
  ];
}
