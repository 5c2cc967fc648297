import { businessDayOf, compactDay } from '@tradedesk/contracts/platform/company-time';
import type { Sql } from '@tradedesk/projections/platform/sql';

/**
 * Document numbers per type and business day: PREFIX-YYYYMMDD-NNNN (more digits past 9999).
 * The last number given sits in a counter row (`es.counters`, named `numbers-<prefix>-<day>`),
 * taken with one upsert: concurrent documents queue on the row for one statement instead of
 * colliding on an expected version (infra/migrations/0005_document_counters.sql).
 */
export function numberCounter(prefix: string, day: string) {
  return `numbers-${prefix.toLowerCase()}-${day}`;
}

/** The business day (YYYYMMDD) of an instant in the company's hour offset (SystemTimeZone). */
export function numberDay(now: Date, hourOffset: number): string {
  return compactDay(businessDayOf(now, hourOffset));
}

export function documentNumber(prefix: string, day: string, n: number): string {
  return `${prefix}-${day}-${String(n).padStart(4, '0')}`;
}

const TAKE_SQL = `insert into es.counters as c (name, value) values ($1, $2::bigint)
  on conflict (name) do update set value = c.value + excluded.value
  returning value::text as value`;

/**
 * Takes the next `count` numbers of a counter; answers the first. On `sql` = the database it is a
 * statement of its own (the row is locked for that statement only; a document refused later
 * leaves a gap). Inside a document's transaction the row stays locked until commit, so numbers
 * are gapless: concurrent issuers wait for each other, none is refused, a rollback gives back.
 */
export async function takeNumbers(sql: Sql, counter: string, count: number): Promise<number> {
  if (!Number.isInteger(count) || count < 1) throw new Error(`takeNumbers: count must be a positive integer, not ${count}`);
  const { rows } = await sql.query<{ value: string }>(TAKE_SQL, [counter, count]);
  return Number(rows[0].value) - count + 1;
}

const GIVE_BACK_SQL = `update es.counters set value = $2::bigint - 1 where name = $1 and value = $2::bigint + $3::bigint - 1`;

/**
 * Numbers taken on their own for a document that was then refused: given back when nobody took
 * a number after them (the usual case at a quiet till), so a refusal leaves no gap; otherwise
 * they stay a gap. Only for refusals known to have written nothing.
 */
export async function giveBackNumbers(sql: Sql, counter: string, first: number, count: number): Promise<void> {
  await sql.query(GIVE_BACK_SQL, [counter, first, count]);
}
