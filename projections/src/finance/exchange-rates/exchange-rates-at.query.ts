import type { Sql } from '../../platform/sql.js';

/**
 * Rates as of moments, for converting amounts into another currency inside a query
 * (docs/report-stock-profit.md "Pure profit"). The rate of a pair at a moment is the one in force
 * then (docs/finance.md "Exchange rates": the latest effective at or before it, a later entry
 * winning a tie); without one for the pair itself, the inverse of the opposite pair's (8 decimals,
 * as `inverseRate`). The same currency converts at 1; no rate either way is null.
 */
export const rateAtSql = (fromCode: string, toCode: string, at: string) => `(case when ${fromCode} = ${toCode} then 1::numeric else coalesce(
  (select r.rate from rm.exchange_rates r where r.from_code = ${fromCode} and r.to_code = ${toCode} and r.effective_at <= ${at}
    order by r.effective_at desc, r.position desc limit 1),
  (select round(1 / r.rate, 8) from rm.exchange_rates r where r.from_code = ${toCode} and r.to_code = ${fromCode} and r.effective_at <= ${at} and r.rate > 0
    order by r.effective_at desc, r.position desc limit 1)) end)`;

/** The rate of 1 `fromCode` in `toCode` at each instant asked (ISO), in the same order; null where none was in force. */
export async function ratesAt(sql: Sql, fromCode: string, toCode: string, instants: readonly string[]): Promise<(string | null)[]> {
  if (!instants.length) return [];
  const { rows } = await sql.query<{ i: number; rate: string | null }>(
    `select k.i::int as i, ${rateAtSql('$1::text', '$2::text', 'k.at')}::text as rate
       from unnest($3::timestamptz[]) with ordinality as k(at, i) order by k.i`,
    [fromCode, toCode, instants],
  );
  return rows.map((r) => r.rate);
}
