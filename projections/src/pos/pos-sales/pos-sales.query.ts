import type { PosSaleLine, PosSalePayment, SessionTaking, TillSale } from '@tradedesk/contracts/pos/pos-sales';
import { Decimal } from 'decimal.js';
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

const SELECT = `select s.*, coalesce(r.name, '') as register_name, coalesce(u.name, '') as cashier_name, c.name as customer_name
  from rm.pos_sales s left join rm.pos_registers r on r.id = s.register_id left join rm.users u on u.id = s.cashier left join rm.customers c on c.id = s.customer_id`;

async function toSales(sql: Sql, rows: any[]): Promise<TillSale[]> {
  const methods = new Map((await sql.query<{ id: string; name: string }>('select id, name from rm.pay_methods')).rows.map((m) => [m.id, m.name] as const));
  return rows.map((r) => ({
    id: r.id,
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
  }));
}

/** One till sale as its receipt prints it, or null. */
export async function getTillSale(sql: Sql, id: string): Promise<TillSale | null> {
  const { rows } = await sql.query<any>(`${SELECT} where s.id = $1`, [id]);
  return (await toSales(sql, rows))[0] ?? null;
}

/** A register's sales sold from `since` (the start of today's business day), or those of one cash session; newest first, with their sum. */
export async function listTillSales(sql: Sql, q: { registerId: string; since: Date; sessionId?: string }): Promise<{ sales: TillSale[]; total: string; count: number }> {
  const { rows } = q.sessionId
    ? await sql.query<any>(`${SELECT} where s.register_id = $1 and s.session_id = $2 order by s.sold_at desc, s.position desc limit 1000`, [q.registerId, q.sessionId])
    : await sql.query<any>(`${SELECT} where s.register_id = $1 and s.sold_at >= $2 order by s.sold_at desc, s.position desc limit 1000`, [q.registerId, q.since.toISOString()]);
  const sales = await toSales(sql, rows);
  return { sales, total: sales.reduce((t, s) => t.plus(s.total), new Decimal(0)).toFixed(), count: sales.length };
}
