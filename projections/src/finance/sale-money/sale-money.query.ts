import type { MoneyByDocumentList, MoneyByDocumentQuery, MoneyDocument } from '@tradedesk/contracts/finance/payments';
import { Decimal } from 'decimal.js';
import type { Sql } from '../../platform/sql.js';

const dec = (v: string | number | null) => new Decimal(v ?? 0).toFixed();
const day = (v: Date | string | null) => (v === null ? '' : v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10));

/**
 * Money in by sale order (/finance/sale): each committed or paid order with its customer, day,
 * currency, total, paid, what is still owed (negative: the customer's credit, an order paid and
 * then cancelled) and the money accounts its payments went into; totals per currency over every
 * order the filters select. Newest first.
 */
export async function listSaleMoney(sql: Sql, q: MoneyByDocumentQuery): Promise<MoneyByDocumentList> {
  const params: unknown[] = [];
  const where = ['(m.committed or m.paid <> 0)'];
  const add = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  if (q.search) {
    const w = add(`%${q.search.toLowerCase()}%`);
    where.push(`(lower(m.number) like ${w} or lower(m.customer_code) like ${w} or lower(m.customer_name) like ${w})`);
  }
  if (q.currency) where.push(`m.currency = ${add(q.currency)}`);
  if (q.from) where.push(`m.date >= ${add(q.from)}`);
  if (q.to) where.push(`m.date <= ${add(q.to)}`);
  if (q.state === 'owed') where.push('m.total - m.paid > 0');
  if (q.state === 'paid') where.push('m.total - m.paid <= 0');
  const filter = where.join(' and ');
  const [{ rows: totals }, { rows }] = await Promise.all([
    sql.query<any>(
      `select m.currency, sum(m.total) as total, sum(m.paid) as paid, sum(m.total - m.paid) as outstanding, count(*)::int as documents
         from rm.sale_money m where ${filter} group by m.currency order by m.currency`,
      params,
    ),
    sql.query<any>(
      `select m.*, coalesce((select array_agg(distinct a.name order by a.name) from rm.sale_money_payments p join rm.money_accounts a on a.id = p.account_id where p.order_id = m.id), '{}') as accounts
         from rm.sale_money m where ${filter} order by m.date desc nulls last, m.number desc limit $${params.length + 1} offset $${params.length + 2}`,
      [...params, q.limit, (q.page - 1) * q.limit],
    ),
  ]);
  const documents = rows.map(
    (r): MoneyDocument => ({
      id: r.id,
      number: r.number,
      partyId: r.customer_id,
      partyCode: r.customer_code,
      partyName: r.customer_name,
      date: day(r.date),
      currency: r.currency,
      total: dec(r.total),
      paid: dec(r.paid),
      outstanding: new Decimal(r.total).minus(r.paid).toFixed(),
      accounts: r.accounts ?? [],
    }),
  );
  return {
    documents,
    total: totals.reduce((n, t) => n + t.documents, 0),
    totals: totals.map((t) => ({ currency: t.currency, total: dec(t.total), paid: dec(t.paid), outstanding: dec(t.outstanding), documents: t.documents })),
  };
}
