import { Decimal } from 'decimal.js';
import type { Sql } from '../../platform/sql.js';

const dec = (v: string | number | null | undefined) => new Decimal(v ?? 0).toFixed();
const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();
const day = (v: Date | string) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10));

/**
 * What was posted on each account up to an instant, as recorded then (without the opening balance):
 * whole UTC days from rm.account_posting_days, the rest of asOf's own day from rm.account_postings.
 * Accounts with nothing posted answer '0'.
 */
export async function postedAsOf(sql: Sql, accountIds: readonly string[], asOf: string): Promise<Map<string, string>> {
  const out = new Map(accountIds.map((id) => [id, '0']));
  if (!accountIds.length) return out;
  const { rows } = await sql.query<{ id: string; posted: string | null }>(
    `with t as (select $2::timestamptz as at, ($2::timestamptz at time zone 'UTC')::date as d)
     select a.id,
       coalesce((select sum(x.effect) from rm.account_posting_days x, t where x.account_id = a.id and x.rec_day < t.d), 0)
       + coalesce((select sum(p.effect) from rm.account_postings p, t
                    where p.account_id = a.id and p.recorded_at >= (t.d::timestamp at time zone 'UTC') and p.recorded_at <= t.at), 0) as posted
       from unnest($1::text[]) as a(id)`,
    [accountIds, asOf],
  );
  for (const r of rows) out.set(r.id, dec(r.posted));
  return out;
}

export interface AccountStatementLine {
  sourceId: string;
  kind: string;
  date: string;
  effect: string;
  /** Balance after this posting (opening balance included). */
  balance: string;
  recordedAt: string;
  userId: string;
}

/**
 * One account's postings between two business days (inclusive), in business-day then recording
 * order, with the balance before the first day and the running balance after each posting.
 */
export async function accountStatement(sql: Sql, accountId: string, from: string, to: string): Promise<{ opening: string; closing: string; lines: AccountStatementLine[] }> {
  const { rows: head } = await sql.query<{ opening: string }>(
    `select coalesce((select opening_balance from rm.money_accounts where id = $1), 0)
          + coalesce((select sum(effect) from rm.account_postings where account_id = $1 and date < $2::date), 0) as opening`,
    [accountId, from],
  );
  const opening = new Decimal(head[0]?.opening ?? 0);
  const { rows } = await sql.query<any>(
    `select source_id, kind, date, effect, recorded_at, user_id from rm.account_postings
      where account_id = $1 and date between $2::date and $3::date order by date, global_position, kind, seq`,
    [accountId, from, to],
  );
  let running = opening;
  const lines = rows.map((r): AccountStatementLine => {
    running = running.plus(r.effect);
    return { sourceId: r.source_id, kind: r.kind, date: day(r.date), effect: dec(r.effect), balance: running.toFixed(), recordedAt: iso(r.recorded_at), userId: r.user_id };
  });
  return { opening: opening.toFixed(), closing: running.toFixed(), lines };
}

export interface AccountPeriodTotals {
  accountId: string;
  accountName: string;
  kind: string;
  currency: string;
  /** Balance before the first day (opening balance of the account included). */
  opening: string;
  /** Sum of the positive postings in the period. */
  income: string;
  /** Sum of the negative postings in the period, as a positive number. */
  expense: string;
  closing: string;
}

/**
 * Per account opened by the end of the period: the balance before `from`, money in and out between
 * `from` and `to` (business days, inclusive), and the balance after `to`. What a day or month
 * closing freezes.
 */
export async function periodTotals(sql: Sql, from: string, to: string): Promise<AccountPeriodTotals[]> {
  const { rows } = await sql.query<any>(
    `select a.id, a.name, a.kind, a.currency, a.opening_balance,
            coalesce(b.before, 0) as before, coalesce(b.income, 0) as income, coalesce(b.expense, 0) as expense
       from rm.money_accounts a
       left join lateral (
         select sum(effect) filter (where date < $1::date) as before,
                sum(effect) filter (where date between $1::date and $2::date and effect > 0) as income,
                -sum(effect) filter (where date between $1::date and $2::date and effect < 0) as expense
           from rm.account_postings p where p.account_id = a.id and p.date <= $2::date) b on true
      where (a.created_at at time zone 'UTC')::date <= $2::date
      order by a.currency, a.kind, lower(a.name)`,
    [from, to],
  );
  return rows.map((r) => {
    const opening = new Decimal(r.opening_balance).plus(r.before);
    return {
      accountId: r.id,
      accountName: r.name,
      kind: r.kind,
      currency: r.currency,
      opening: opening.toFixed(),
      income: dec(r.income),
      expense: dec(r.expense),
      closing: opening.plus(r.income).minus(r.expense).toFixed(),
    };
  });
}

/** periodTotals for one business day. */
export const dayTotals = (sql: Sql, date: string) => periodTotals(sql, date, date);
