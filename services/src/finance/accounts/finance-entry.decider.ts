import type { FinanceEntryEvent } from '@tradedesk/contracts/finance/money-accounts';
import { decideByType, type Decider } from '../../platform/cqrs/decider.js';
import { decidePostBatchEntry, type PostBatchEntry } from './batch-finance-entries/batch-finance-entries.decide.js';
import { decidePostFinanceEntry, type PostFinanceEntry } from './post-finance-entry/post-finance-entry.decide.js';
import { decideReverseFinanceEntry, type ReverseFinanceEntry } from './reverse-finance-entry/reverse-finance-entry.decide.js';
import { evolveFinanceEntry, type FinanceEntryState, initialFinanceEntryState } from './finance-entry.state.js';

export type FinanceEntryCommand = PostFinanceEntry | PostBatchEntry | ReverseFinanceEntry;

/** Income and expense entries: posted once, reversed at most once, never edited. */
export const financeEntryDecider: Decider<FinanceEntryCommand, FinanceEntryState, FinanceEntryEvent> = {
  initialState: initialFinanceEntryState,
  evolve: evolveFinanceEntry,
  decide: decideByType<FinanceEntryCommand, FinanceEntryState, FinanceEntryEvent>({
    PostFinanceEntry: decidePostFinanceEntry,
    PostBatchEntry: decidePostBatchEntry,
    ReverseFinanceEntry: decideReverseFinanceEntry,
  }),
};
