import type { FinanceEntryEvent } from '@tradedesk/contracts/finance/money-accounts';
import type { DecideContext } from '../../../platform/cqrs/decider.js';
import { DomainError } from '../../../platform/event-store/errors.js';
import type { FinanceEntryState } from '../finance-entry.state.js';
import { decidePostFinanceEntry, type PostFinanceEntry } from '../post-finance-entry/post-finance-entry.decide.js';

export interface PostBatchEntry extends Omit<PostFinanceEntry, 'type'> {
  type: 'PostBatchEntry';
  /** The row of the grid (1-based), named when the row is refused. */
  row: number;
}

/**
 * One row of a batch: the same rules as a single entry; a refused row refuses the whole batch
 * (nothing is posted) and the refusal names the row and the field.
 */
export function decidePostBatchEntry(c: PostBatchEntry, s: FinanceEntryState, ctx: DecideContext): FinanceEntryEvent[] {
  try {
    return decidePostFinanceEntry({ ...c, type: 'PostFinanceEntry' }, s, ctx);
  } catch (e) {
    if (!(e instanceof DomainError)) throw e;
    const field = typeof e.params?.field === 'string' ? `entries.${c.row - 1}.${e.params.field}` : undefined;
    throw new DomainError(e.code, `Row ${c.row}: ${e.message}`, e.httpStatus, { ...e.params, row: c.row, ...(field ? { field } : {}) });
  }
}
