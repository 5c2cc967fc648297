import { FINANCE_ENTRIES_READ_MODEL, FINANCE_ENTRY_EVENT_TYPES, type FinanceEntryEvent } from '@tradedesk/contracts/finance/money-accounts';
import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import type { Projector } from '../../platform/projector.js';

/**
 * rm.finance_entries: every income and expense entry as posted, marked when reversed (the /finance
 * list). What an entry does to its account's balance is the account ledger's (account-postings).
 */
export const financeEntriesProjector: Projector = {
  name: FINANCE_ENTRIES_READ_MODEL,
  version: 2,
  handles: FINANCE_ENTRY_EVENT_TYPES,
  tables: ['finance_entries'],
  async migrate(ctx) {
    const t = ctx.table('finance_entries');
    await ctx.sql.query(`create table if not exists ${t} (
      id text primary key, direction text not null, account_id text not null, class_id text not null, currency text not null,
      amount numeric not null, date date not null, party_type text, party_id text, memo text not null, attachment text not null,
      reversed boolean not null default false, reversal_reason text not null default '', user_id text not null,
      recorded_at timestamptz not null, version int not null)`);
    await ctx.sql.query(`create index if not exists finance_entries_date_ix on ${t} (date desc, recorded_at desc)`);
  },
  async apply(events, ctx) {
    const t = ctx.table('finance_entries');
    const ids: string[] = [];
    for (const e of events as (StoredEvent & FinanceEntryEvent)[]) {
      ids.push(e.data.entryId);
      switch (e.type) {
        case 'FinanceEntryPosted': {
          const d = e.data;
          await ctx.sql.query(
            `insert into ${t} (id, direction, account_id, class_id, currency, amount, date, party_type, party_id, memo, attachment, user_id, recorded_at, version)
             values ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14) on conflict (id) do nothing`,
            [d.entryId, d.direction, d.accountId, d.classId, d.currency, d.amount, d.date, d.partyType, d.partyId, d.memo, d.attachment, e.metadata.userId, e.recordedAt, e.streamVersion],
          );
          break;
        }
        case 'FinanceEntryReversed': {
          const d = e.data;
          await ctx.sql.query(`update ${t} set reversed = true, reversal_reason = $2, version = $3 where id = $1 and version < $3`, [d.entryId, d.reason, e.streamVersion]);
          break;
        }
        default: {
          const _exhaustive: never = e;
          throw new Error(`unhandled ${(_exhaustive as StoredEvent).type}`);
        }
      }
    }
    return [...new Set(ids)];
  },
};
