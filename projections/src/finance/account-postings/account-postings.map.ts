import type { FinanceEntryEvent } from '@tradedesk/contracts/finance/money-accounts';
import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import { Decimal } from 'decimal.js';

/**
 * What an event does to money accounts: the one place that says which facts move a cash box or a
 * bank balance (docs/finance-accounts.md, "The account ledger"). A new kind of money movement
 * (a transfer, a payment, a check clearing) adds its event type to POSTING_EVENT_TYPES and a case
 * to postingsOf; nothing else writes balances.
 */
export interface AccountPostingRow {
  /** The document the money moved for (an entry, a transfer, a payment...). */
  sourceId: string;
  /** What the posting is within that document ('entry', 'reversal', 'out', 'in', 'fee'...). */
  kind: string;
  /** Distinguishes several postings of one kind in one event (0 when there is one). */
  seq: number;
  accountId: string;
  /** The account's currency. */
  currency: string;
  /** Signed decimal string: positive adds to the account, negative takes from it. */
  effect: string;
  /** Business day the money moved (YYYY-MM-DD, company time zone). */
  date: string;
}

export const POSTING_EVENT_TYPES = ['FinanceEntryPosted', 'FinanceEntryReversed'] as const;

type PostingEvent = StoredEvent & FinanceEntryEvent;

export function postingsOf(event: StoredEvent): AccountPostingRow[] {
  const e = event as PostingEvent;
  switch (e.type) {
    case 'FinanceEntryPosted': {
      const d = e.data;
      const effect = d.direction === 'income' ? new Decimal(d.amount) : new Decimal(d.amount).neg();
      return [{ sourceId: d.entryId, kind: 'entry', seq: 0, accountId: d.accountId, currency: d.currency, effect: effect.toFixed(), date: d.date }];
    }
    case 'FinanceEntryReversed': {
      const d = e.data;
      return [{ sourceId: d.entryId, kind: 'reversal', seq: 0, accountId: d.accountId, currency: d.currency, effect: new Decimal(d.effect).toFixed(), date: d.date }];
    }
    default:
      return [];
  }
}
