import type { PosSaleLine, PosSalePayment, SessionTaking, TillSale } from '@tradedesk/contracts/pos/pos-sales';
import { Decimal } from 'decimal.js';
import { TILL_BOLETA_COLUMNS, TILL_BOLETA_JOIN, tillBoletaOfRow } from '../../invoicing/till-boletas/till-boletas.query.js';
import type { Sql } from '../../platform/sql.js';

/** What a session's sales took per payment method and currency (cash less the change), less its returns' refunds, in method and currency order. */
export async function sessionTakings(sql: Sql, sessionId: string): Promise<SessionTaking[]> {
  const { rows } = await sql.query<{ pay_method_id: string; currency: string; amount: string }>(
    // Refunds of the returns taken back in the session come out of it (docs/pos.md "Returns").
    `select pay_method_id, currency, sum(amount)::text as amount from (
       select pay_method_id, currency, amount from rm.pos_sale_takings where session_id = $1
       union all select pay_method_id, currency, -amount from rm.pos_return_refunds where session_id = $1) t
     group by pay_method_id, currency order by pay_method_id, currency`,
    [sessionId],
  );
  return rows.map((r) => ({ payMethodId: r.pay_method_id, currency: r.currency, amount: new Decimal(r.amount).toFixed() }));
}

// The sale's boleta (Chile, Peru: docs/invoicing-es-latam.md "Boletas from the POS till") from invoicing's read model.
const SELECT = `select s.*, coalesce(r.name, '') as register_name, coalesce(u.name, '') as cashier_name, c.name as customer_name, ${TILL_BOLETA_COLUMNS}
  from rm.pos_sales s left join rm.pos_registers r on r.id = s.register_id left join rm.users u on u.id = s.cashier left join rm.customers c on c.id = s.customer_id ${TILL_BOLETA_JOIN}`;

async function toSales(sql: Sql, rows: any[]): Promise<TillSale[]> {
  const methods = new Map((await sql.query<{ id: string; name: string }>('select id, name from rm.pay_methods')).rows.map((m) => [m.id, m.name] as const));
  return rows.map((r) => ({
    id: r.id,
    receiptNo: r.receipt_no ?? null,
    sessionId: r.session_id,
    registerId: r.register_id,
    registerName: r.register_name,
    cashierName: r.cashier_name,
    customerId: r.customer_id,
    customerName: r.customer_name ?? null,
    currency: r.currency,
    lines: (r.lines as PosSaleLine[]).map((l) => ({ line: l.line, productId: l.productId, code: l.code, name: l.name, unit: l.unit, quantity: l.quantity, price: l.price, discount: l.discount, amount: l.amount })),
    total: new Decimal(r.total).toFixed(),
    payments: (r.payments as PosSalePayment[]).map((p) => ({ ...p, payMethodName: methods.get(p.payMethodId) ?? '' })),
    paid: new Decimal(r.paid).toFixed(),
    change: new Decimal(r.change).toFixed(),
    soldAt: new Date(r.sold_at).toISOString(),
    recordedAt: new Date(r.recorded_at).toISOString(),
    late: r.late === true,
    boleta: tillBoletaOfRow(r),
  }));
}

/** One till sale as its receipt prints it, or null. */
export async function getTillSale(sql: Sql, id: string): Promise<TillSale | null> {
  const { rows } = await sql.query<any>(`${SELECT} where s.id = $1`, [id]);
  return (await toSales(sql, rows))[0] ?? null;
}

/** A register's sales sold from `since` (the start of today's business day), or those of one cash session; newest first, with their sum. */
export async function listTillSales(sql: Sql, q: { registerId: string; since: Date; sessionId?: string; search?: string }): Promise<{ sales: TillSale[]; total: string; count: number }> {
  // A receipt number looked up: the register's sales whose number contains it, any day (a return a week later).
  const like = q.search ? `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`).toUpperCase()}%` : null;
  const { rows } = like
    ? await sql.query<any>(`${SELECT} where s.register_id = $1 and s.receipt_no like $2${q.sessionId ? ' and s.session_id = $3' : ''} order by s.sold_at desc, s.position desc limit 1000`, q.sessionId ? [q.registerId, like, q.sessionId] : [q.registerId, like])
    : q.sessionId
    ? await sql.query<any>(`${SELECT} where s.register_id = $1 and s.session_id = $2 order by s.sold_at desc, s.position desc limit 1000`, [q.registerId, q.sessionId])
    : await sql.query<any>(`${SELECT} where s.register_id = $1 and s.sold_at >= $2 order by s.sold_at desc, s.position desc limit 1000`, [q.registerId, q.since.toISOString()]);
  const sales = await toSales(sql, rows);
  return { sales, total: sales.reduce((t, s) => t.plus(s.total), new Decimal(0)).toFixed(), count: sales.length };
}

/** A closed session's late lines: sales that reached the server after the close (an offline till's queue), in the order sold. */
export async function lateSalesOf(sql: Sql, sessionId: string): Promise<TillSale[]> {
  const { rows } = await sql.query<any>(`${SELECT} where s.session_id = $1 and s.late order by s.sold_at, s.position limit 1000`, [sessionId]);
  return toSales(sql, rows);
}

/** The highest sequence a device's receipt series has on the register (0: none yet): a till whose storage was wiped goes on after it. */
export async function lastReceiptSequence(sql: Sql, registerId: string, series: string): Promise<number> {
  const { rows } = await sql.query<{ n: number | null }>(
    `select max(split_part(receipt_no, '-', 2)::bigint)::int as n from rm.pos_sales where register_id = $1 and receipt_no like $2`,
    [registerId, `${series}-%`],
  );
  return rows[0]?.n ?? 0;
}
