import type { MoneyTransferEvent, TransferKind } from '@tradedesk/contracts/finance/money-transfers';
import { type ClosedPeriods, refuseClosedPeriod } from '../../../platform/closed-period.js';
import { Decimal } from 'decimal.js';
import type { DecideContext } from '../../../platform/cqrs/decider.js';
import { DomainError } from '../../../platform/event-store/errors.js';
import { postingDay } from '../../accounts/finance-entry.state.js';
import type { MoneyTransferState } from '../money-transfer.state.js';

export interface ReverseMoneyTransfer {
  type: 'ReverseMoneyTransfer';
  transferId: string;
  /** The list the reversal is asked from: a transfer of another kind is not found there. */
  kind: TransferKind;
  reason: string;
  date?: string;
  facts: { utcOffsetHours: number; closed: ClosedPeriods };
}

/**
 * Undo a transfer, an exchange or a transfer to China instead of editing it: once, with a reason,
 * on a day not before the transfer's and not after today. Every account gets the opposite of what
 * the transfer did to it; a supplier paid abroad is owed the amount again.
 */
export function decideReverseMoneyTransfer(c: ReverseMoneyTransfer, s: MoneyTransferState, ctx: DecideContext): MoneyTransferEvent[] {
  const t = s.transfer;
  if (!t || t.kind !== c.kind) throw new DomainError('transfer_not_found', `There is no transfer ${c.transferId}.`, 404);
  if (s.reversed) throw new DomainError('already_reversed', 'This transfer was reversed already.', 409);
  if (!c.reason.trim()) throw new DomainError('reason_required', 'Say why the transfer is reversed.', 400, { field: 'reason' });
  const date = postingDay(c.date, c.facts.utcOffsetHours, ctx);
  if (date < t.date) throw new DomainError('reversal_before_entry', `The reversal's date ${date} is before the transfer's (${t.date}).`, 400, { field: 'date' });
  refuseClosedPeriod(c.facts.closed, date);
  return [
    {
      type: 'MoneyTransferReversed',
      data: {
        transferId: c.transferId,
        kind: t.kind,
        postings: t.postings.map((p) => ({ ...p, effect: new Decimal(p.effect).neg().toFixed() })),
        supplier: t.supplier,
        date,
        reason: c.reason.trim(),
      },
    },
  ];
}
