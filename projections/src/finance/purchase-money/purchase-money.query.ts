import type { MoneyByDocumentList, MoneyByDocumentQuery, MoneyDocument } from '@tradedesk/contracts/finance/payments';
import { Decimal } from 'decimal.js';
import type { Sql } from '../../platform/sql.js';

const dec = (v: string | number | null) => new Decimal(v ?? 0).toFixed();
const day = (v: Date | string | null) => (v === null ? '' : v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10));

/**
 * Money out by purchase order (/finance/purchase). A supplier is paid on account, not per order,
 * so the payments to a supplier in a currency (not reversed) settle that supplier's orders in
 * that currency oldest first (by the day of the first receipt, then number): each order shows what
 * it charges (receipts minus returns), the part of it paid, what is still owed, and the money
 * accounts of the payments that settled it. Payments beyond every order (a prepayment, an opening
 * balance paid off) are not shown here: the supplier's account has them. Newest first; totals per
 * currency over every order the filters select.
 */
export async function listPurchaseMoney(sql: Sql, q: MoneyByDocumentQuery): Promise<MoneyByDocumentList> {
  const params: unknown[] = [];
  const where = ['true'];
  const add = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  if (q.search) {
    const w = add(`%${q.search.toLowerCase()}%`);
    where.push(`(lower(r.number) like ${w} or lower(r.supplier_code) like ${w} or lower(r.supplier_name) like ${w})`);
  }
  if (q.currency) where.push(`r.currency = ${add(q.currency)}`);
  if (q.from) where.push(`r.date >= ${add(q.from)}`);
  if (q.to) where.push(`r.date <= ${add(q.to)}`);
  if (q.state === 'owed') where.push('r.charged - r.paid > 0');
  if (q.state === 'paid') where.push('r.charged - r.paid <= 0');
  const settled = `
    with docs as (
      select m.*, sum(m.charged) over (partition by m.supplier_id, m.currency order by m.date, m.number, m.id rows unbounded preceding) as cum
        from rm.purchase_money m),
    pays as (
      select p.*, sum(p.amount) over (partition by p.supplier_id, p.currency order by p.date, p.position rows unbounded preceding) as pcum
        from rm.purchase_money_payments p where not p.reversed),
    paid as (select supplier_id, currency, sum(amount) as paid from pays group by supplier_id, currency),
    r as (
      select d.id, d.number, d.supplier_id, d.currency, d.date, d.charged, d.cum, coalesce(s.code, '') as supplier_code, coalesce(s.name, '') as supplier_name,
             greatest(0, least(d.charged, coalesce(pd.paid, 0) - (d.cum - d.charged))) as paid
        from docs d
        left join paid pd on pd.supplier_id = d.supplier_id and pd.currency = d.currency
        left join rm.suppliers s on s.id = d.supplier_id)`;
  const filter = where.join(' and ');
  const [{ rows: totals }, { rows }] = await Promise.all([
    sql.query<any>(
      `${settled} select r.currency, sum(r.charged) as total, sum(r.paid) as paid, sum(r.charged - r.paid) as outstanding, count(*)::int as documents
         from r where ${filter} group by r.currency order by r.currency`,
      params,
    ),
    sql.query<any>(
      `${settled} select r.*,
         coalesce((select array_agg(distinct a.name order by a.name) from pays p join rm.money_accounts a on a.id = p.account_id
                    where p.supplier_id = r.supplier_id and p.currency = r.currency and p.pcum - p.amount < r.cum and p.pcum > r.cum - r.charged and r.paid > 0), '{}') as accounts
         from r where ${filter} order by r.date desc, r.number desc limit $${params.length + 1} offset $${params.length + 2}`,
      [...params, q.limit, (q.page - 1) * q.limit],
    ),
  ]);
  const documents = rows.map(
    (r): MoneyDocument => ({
      id: r.id,
      number: r.number,
      partyId: r.supplier_id,
      partyCode: r.supplier_code,
      partyName: r.supplier_name,
      date: day(r.date),
      currency: r.currency,
      total: dec(r.charged),
      paid: dec(r.paid),
      outstanding: new Decimal(r.charged).minus(r.paid).toFixed(),
      accounts: r.accounts ?? [],
    }),
  );
  return {
    documents,
    total: totals.reduce((n, t) => n + t.documents, 0),
    totals: totals.map((t) => ({ currency: t.currency, total: dec(t.total), paid: dec(t.paid), outstanding: dec(t.outstanding), documents: t.documents })),
  };
}
