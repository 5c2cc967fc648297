import { type ExchangeRateItem, inverseRate, type RateHistory, type RateHistoryQuery } from '@tradedesk/contracts/finance/currencies';
import type { Sql } from '../../platform/sql.js';

const COLUMNS = `r.id, r.from_code, r.to_code, r.rate::text as rate, r.effective_at, r.memo, r.entered_at, coalesce(u.username, r.entered_by) as entered_by`;
const FROM = `from rm.exchange_rates r left join rm.users u on u.id = r.entered_by`;

const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();

function toItem(r: any): ExchangeRateItem {
  return {
    id: r.id,
    fromCode: r.from_code,
    toCode: r.to_code,
    rate: r.rate,
    value: inverseRate(r.rate),
    effectiveAt: iso(r.effective_at),
    memo: r.memo,
    enteredAt: iso(r.entered_at),
    enteredBy: r.entered_by,
  };
}

/** The rate of every pair in force at `at`: the latest effective at or before it (a later entry wins a tie). */
export async function ratesInForce(sql: Sql, at: Date): Promise<ExchangeRateItem[]> {
  const { rows } = await sql.query(
    `select distinct on (r.from_code, r.to_code) ${COLUMNS} ${FROM}
      where r.effective_at <= $1 order by r.from_code, r.to_code, r.effective_at desc, r.position desc`,
    [at.toISOString()],
  );
  return rows.map(toItem);
}

/** The rate of one pair in force at `at`, or null when none was effective yet. */
export async function rateAsOf(sql: Sql, fromCode: string, toCode: string, at: Date): Promise<ExchangeRateItem | null> {
  const { rows } = await sql.query(
    `select ${COLUMNS} ${FROM} where r.from_code = $1 and r.to_code = $2 and r.effective_at <= $3
      order by r.effective_at desc, r.position desc limit 1`,
    [fromCode, toCode, at.toISOString()],
  );
  return rows[0] ? toItem(rows[0]) : null;
}

/** Every rate entered, newest effective first, optionally of one currency on either side. */
export async function rateHistory(sql: Sql, q: RateHistoryQuery): Promise<RateHistory> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (q.fromCode) {
    params.push(q.fromCode);
    where.push(`r.from_code = $${params.length}`);
  }
  if (q.toCode) {
    params.push(q.toCode);
    where.push(`r.to_code = $${params.length}`);
  }
  const w = where.length ? `where ${where.join(' and ')}` : '';
  const total = (await sql.query<{ n: number }>(`select count(*)::int as n from rm.exchange_rates r ${w}`, params)).rows[0]!.n;
  params.push(q.limit, (q.page - 1) * q.limit);
  const { rows } = await sql.query(`select ${COLUMNS} ${FROM} ${w} order by r.effective_at desc, r.position desc limit $${params.length - 1} offset $${params.length}`, params);
  return { rates: rows.map(toItem), total };
}
