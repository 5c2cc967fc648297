import type { Closing, ClosingKind, ClosingList, ClosingTotal, ListClosingsQuery } from '@tradedesk/contracts/finance/closings';
import type { Sql } from '../../platform/sql.js';

const iso = (v: Date | string | null) => (v === null ? null : (v instanceof Date ? v : new Date(v)).toISOString());

function toClosing(r: any): Closing {
  return {
    kind: r.kind as ClosingKind,
    period: r.period,
    closed: r.closed,
    closings: r.closings,
    closedAt: iso(r.closed_at)!,
    closedBy: r.closed_by_name ?? r.closed_by,
    reopenedAt: iso(r.reopened_at),
    reopenedBy: r.reopened_by === null ? null : (r.reopened_by_name ?? r.reopened_by),
    reopenReason: r.reopen_reason,
    totals: (typeof r.totals === 'string' ? JSON.parse(r.totals) : r.totals) as ClosingTotal[],
  };
}

const SELECT = `select c.*, cu.username as closed_by_name, ru.username as reopened_by_name
  from rm.finance_closings c left join rm.users cu on cu.id = c.closed_by left join rm.users ru on ru.id = c.reopened_by`;

/** The day or month closings, newest period first, filtered by state and period. */
export async function listClosings(sql: Sql, kind: ClosingKind, q: ListClosingsQuery): Promise<ClosingList> {
  const params: unknown[] = [kind];
  const where = ['c.kind = $1'];
  if (q.status === 'closed') where.push('c.closed');
  if (q.status === 'reopened') where.push('not c.closed');
  if (q.from) {
    params.push(q.from);
    where.push(`c.period >= $${params.length}`);
  }
  if (q.to) {
    params.push(q.to);
    // "to" 2026-11 covers every day of November: compare on the period's own length.
    where.push(`left(c.period, length($${params.length})) <= $${params.length}`);
  }
  const { rows: count } = await sql.query<{ n: number }>(`select count(*)::int as n from rm.finance_closings c where ${where.join(' and ')}`, params);
  const page = [...params, q.limit, (q.page - 1) * q.limit];
  const { rows } = await sql.query<any>(`${SELECT} where ${where.join(' and ')} order by c.period desc limit $${page.length - 1} offset $${page.length}`, page);
  return { closings: rows.map(toClosing), total: count[0]!.n };
}

/** One period's closing (closed or reopened), or null when it was never closed. */
export async function getClosing(sql: Sql, kind: ClosingKind, period: string): Promise<Closing | null> {
  const { rows } = await sql.query<any>(`${SELECT} where c.kind = $1 and c.period = $2`, [kind, period]);
  return rows[0] ? toClosing(rows[0]) : null;
}

/**
 * Which of these business days are closed now, by themselves or by their month: the closed days
 * among them and the closed months (YYYY-MM) they fall in.
 */
export async function closedPeriodsOf(sql: Sql, days: readonly string[]): Promise<{ days: string[]; months: string[] }> {
  const unique = [...new Set(days)];
  if (unique.length === 0) return { days: [], months: [] };
  const months = [...new Set(unique.map((d) => d.slice(0, 7)))];
  const { rows } = await sql.query<{ kind: ClosingKind; period: string }>(
    `select kind, period from rm.finance_closings where closed and ((kind = 'day' and period = any($1::text[])) or (kind = 'month' and period = any($2::text[])))`,
    [unique, months],
  );
  return { days: rows.filter((r) => r.kind === 'day').map((r) => r.period), months: rows.filter((r) => r.kind === 'month').map((r) => r.period) };
}

