import { ACCOUNT_POSTINGS_READ_MODEL } from '@tradedesk/contracts/finance/money-accounts';
import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import type { Projector } from '../../platform/projector.js';
import { POSTING_EVENT_TYPES, postingsOf } from './account-postings.map.js';

/**
 * The account ledger. rm.account_postings: every movement of money on a cash box or bank account,
 * signed, with its business day and the instant it was recorded (never updated, never deleted: a
 * correction is a new posting). rm.account_posting_days: the same effects summed per account and
 * UTC day of recording, so the balance as of any instant reads whole days from the small table and
 * only the last day's postings from the big one (docs/finance-accounts.md).
 *
 * A batch is one statement: the postings are inserted with `on conflict do nothing` and only the
 * rows really inserted feed the day sums, so applying a batch twice changes nothing.
 */
export const accountPostingsProjector: Projector = {
  name: ACCOUNT_POSTINGS_READ_MODEL,
  version: 1,
  handles: POSTING_EVENT_TYPES,
  tables: ['account_postings', 'account_posting_days'],
  async migrate(ctx) {
    const p = ctx.table('account_postings');
    const d = ctx.table('account_posting_days');
    await ctx.sql.query(`create table if not exists ${p} (
      source_id text not null, kind text not null, seq int not null, account_id text not null, currency text not null,
      effect numeric not null, date date not null, recorded_at timestamptz not null, global_position bigint not null, user_id text not null,
      primary key (source_id, kind, seq))`);
    await ctx.sql.query(`create index if not exists account_postings_recorded_ix on ${p} (account_id, recorded_at) include (effect)`);
    await ctx.sql.query(`create index if not exists account_postings_date_ix on ${p} (account_id, date) include (effect)`);
    await ctx.sql.query(`create index if not exists account_postings_day_ix on ${p} (date)`);
    await ctx.sql.query(`create table if not exists ${d} (
      account_id text not null, rec_day date not null, effect numeric not null, postings int not null, primary key (account_id, rec_day))`);
  },
  async apply(events, ctx) {
    const cols: unknown[][] = [[], [], [], [], [], [], [], [], [], []];
    for (const e of events as StoredEvent[]) {
      for (const r of postingsOf(e)) {
        const row = [r.sourceId, r.kind, r.seq, r.accountId, r.currency, r.effect, r.date, e.recordedAt, e.globalPosition, e.metadata.userId];
        row.forEach((v, i) => cols[i]!.push(v));
      }
    }
    if (!cols[0]!.length) return [];
    const p = ctx.table('account_postings');
    const d = ctx.table('account_posting_days');
    const { rows } = await ctx.sql.query<{ account_id: string }>(
      `with ins as (
         insert into ${p} (source_id, kind, seq, account_id, currency, effect, date, recorded_at, global_position, user_id)
         select * from unnest($1::text[], $2::text[], $3::int[], $4::text[], $5::text[], $6::numeric[], $7::date[], $8::timestamptz[], $9::bigint[], $10::text[])
         on conflict do nothing
         returning account_id, (recorded_at at time zone 'UTC')::date as rec_day, effect)
       insert into ${d} as x (account_id, rec_day, effect, postings)
       select account_id, rec_day, sum(effect), count(*) from ins group by account_id, rec_day
       on conflict (account_id, rec_day) do update set effect = x.effect + excluded.effect, postings = x.postings + excluded.postings
       returning account_id`,
      cols,
    );
    return [...new Set(rows.map((r) => r.account_id))];
  },
};
