import type { PosRefund, PosReturnLine } from '@tradedesk/contracts/pos/pos-returns';
import { Decimal } from 'decimal.js';
import type { Sql } from '../../platform/sql.js';

export interface TillReturnRow {
  id: string;
  saleId: string;
  sessionId: string;
  registerId: string;
  registerName: string;
  cashierName: string;
  currency: string;
  amount: string;
  reason: string;
  lines: PosReturnLine[];
  refunds: PosRefund[];
  returnedAt: string;
}

const SELECT = `select x.*, coalesce(r.name, '') as register_name, coalesce(u.name, '') as cashier_name
  from rm.pos_returns x left join rm.pos_registers r on r.id = x.register_id left join rm.users u on u.id = x.cashier`;
const toRow = (r: any): TillReturnRow => ({
  id: r.id,
  saleId: r.sale_id ?? '',
  sessionId: r.session_id,
  registerId: r.register_id,
  registerName: r.register_name,
  cashierName: r.cashier_name,
  currency: r.currency,
  amount: new Decimal(r.amount).toFixed(),
  reason: r.reason,
  lines: r.lines,
  refunds: r.refunds,
  returnedAt: new Date(r.returned_at).toISOString(),
});

/** The returns of one sale, oldest first. */
export async function returnsOfSale(sql: Sql, saleId: string): Promise<TillReturnRow[]> {
  const { rows } = await sql.query<any>(`${SELECT} where x.sale_id = $1 order by x.returned_at, x.position`, [saleId]);
  return rows.map(toRow);
}

/** Returns taken back from `from` (inclusive) to `to` (exclusive), on the registers named (all when none), oldest first. */
export async function returnsBetween(sql: Sql, q: { from: Date; to: Date; registerIds?: string[] }): Promise<TillReturnRow[]> {
  const params: unknown[] = [q.from.toISOString(), q.to.toISOString()];
  let where = 'x.returned_at >= $1 and x.returned_at < $2';
  if (q.registerIds?.length) {
    params.push(q.registerIds);
    where += ' and x.register_id = any($3)';
  }
  const { rows } = await sql.query<any>(`${SELECT} where ${where} order by x.returned_at, x.position`, params);
  return rows.map(toRow);
}

/** What a session refunded per currency: how many returns, and their sum (for the X and Z reports). */
export async function sessionReturns(sql: Sql, sessionId: string): Promise<{ currency: string; count: number; amount: string }[]> {
  const { rows } = await sql.query<{ currency: string; n: number; amount: string }>(
    `select currency, count(*)::int as n, sum(amount)::text as amount from rm.pos_returns where session_id = $1 group by currency order by currency`,
    [sessionId],
  );
  return rows.map((r) => ({ currency: r.currency, count: r.n, amount: new Decimal(r.amount).toFixed() }));
}
