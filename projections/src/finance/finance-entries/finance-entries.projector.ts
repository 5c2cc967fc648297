import { FINANCE_ENTRIES_READ_MODEL, FINANCE_ENTRY_EVENT_TYPES, type FinanceEntryEvent } from '@tradedesk/contracts/finance/money-accounts';
import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import { Decimal } from 'decimal.js';
import type { Projector } from '../../platform/projector.js';

/**
 * rm.finance_entries: every income and expense entry as posted, marked when reversed (the /finance
 * list); rm.finance_postings: what each entry and each reversal did to its account, signed, with
 * the business day and the instant it was recorded: a dated ledger, so the balance of an account
 * as of any moment is its opening balance plus the postings recorded until then.
 */
export const financeEntriesProjector: Projector = {
  name: FINANCE_ENTRIES_READ_MODEL,
  version: 1,
  handles: FINANCE_ENTRY_EVENT_TYPES,
  tables: ['finance_entries', 'finance_postings'],
  async migrate(ctx) {
    const t = ctx.table('finance_entries');
    const p = ctx.table('finance_postings');
    await ctx.sql.query(`create table if not exists ${t} (
      id text primary key, direction text not null, account_id text not null, class_id text not null, currency text not null,
      amount numeric not null, date date not null, party_type text, party_id text, memo text not null, attachment text not null,
      reversed boolean not null default false, reversal_reason text not null default '', user_id text not null,
      recorded_at timestamptz not null, version int not null)`);
    await ctx.sql.query(`create index if not exists finance_entries_date_ix on ${t} (date desc, recorded_at desc)`);
    await ctx.sql.query(`create table if not exists ${p} (
      entry_id text not null, kind text not null, account_id text not null, effect numeric not null, date date not null,
      recorded_at timestamptz not null, primary key (entry_id, kind))`);
    await ctx.sql.query(`create index if not exists finance_postings_account_ix on ${p} (account_id, recorded_at) include (effect)`);
  },
  async apply(events, ctx) {
    const t = ctx.table('finance_entries');
    const p = ctx.table('finance_postings');
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
          const effect = d.direction === 'income' ? new Decimal(d.amount) : new Decimal(d.amount).neg();
          await ctx.sql.query(`insert into ${p} (entry_id, kind, account_id, effect, date, recorded_at) values ($1,'entry',$2,$3,$4,$5) on conflict do nothing`, [
            d.entryId,
            d.accountId,
            effect.toFixed(),
            d.date,
            e.recordedAt,
          ]);
          break;
        }
        case 'FinanceEntryReversed': {
          const d = e.data;
          await ctx.sql.query(`update ${t} set reversed = true, reversal_reason = $2, version = $3 where id = $1 and version < $3`, [d.entryId, d.reason, e.streamVersion]);
          await ctx.sql.query(`insert into ${p} (entry_id, kind, account_id, effect, date, recorded_at) values ($1,'reversal',$2,$3,$4,$5) on conflict do nothing`, [
            d.entryId,
            d.accountId,
            d.effect,
            d.date,
            e.recordedAt,
          ]);
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
