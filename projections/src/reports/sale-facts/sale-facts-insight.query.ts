import type { RecommendCustomer } from '@tradedesk/contracts/reports/report-insight';
import type { Sql } from '../../platform/sql.js';

/**
 * The sale facts (sale-facts.projector.ts) read for customer insight, target completion and the
 * customer recommendations (docs/report-insight.md). Walk-in sales (customer '') are never a
 * customer here.
 */

/** One customer's orders and sales in a period and in the period before it, and its first and last purchase ever (up to the period's end). */
export interface CustomerPeriods {
  customerId: string;
  code: string;
  name: string;
  orders: number;
  amount: string;
  /** The last day bought in the period; null when nothing was. */
  lastDay: string | null;
  previousOrders: number;
  previousAmount: string;
  firstDay: string;
  lastDayEver: string;
}

/** Customers who bought in [from, to] or in [previousFrom, previousTo] (rm.sale_fact_parties). */
export async function customerPeriods(sql: Sql, p: { from: string; to: string; previousFrom: string; previousTo: string }): Promise<CustomerPeriods[]> {
  const { rows } = await sql.query<any>(
    `with f as (
       select customer_id,
              coalesce(sum(orders) filter (where day >= $1::date), 0) as orders,
              coalesce(sum(amount) filter (where day >= $1::date), 0)::text as amount,
              to_char(max(day) filter (where day >= $1::date), 'YYYY-MM-DD') as last_day,
              coalesce(sum(orders) filter (where day between $3::date and $4::date), 0) as previous_orders,
              coalesce(sum(amount) filter (where day between $3::date and $4::date), 0)::text as previous_amount,
              to_char(min(day), 'YYYY-MM-DD') as first_day,
              to_char(max(day), 'YYYY-MM-DD') as last_day_ever
         from rm.sale_fact_parties
        where customer_id <> '' and day <= $2::date
        group by customer_id)
     select f.*, coalesce(c.code, '') as code, coalesce(c.name, '') as name
       from f left join rm.customers c on c.id = f.customer_id
      where f.orders > 0 or f.previous_orders > 0`,
    [p.from, p.to, p.previousFrom, p.previousTo],
  );
  return rows.map((r) => ({
    customerId: r.customer_id, code: r.code, name: r.name, orders: Number(r.orders), amount: r.amount, lastDay: r.last_day,
    previousOrders: Number(r.previous_orders), previousAmount: r.previous_amount, firstDay: r.first_day, lastDayEver: r.last_day_ever,
  }));
}

/** Sales per salesperson over [from, to], optionally in one warehouse (rm.sale_fact_parties). */
export async function salesPerSalesperson(sql: Sql, p: { from: string; to: string; warehouseId?: string }): Promise<Map<string, string>> {
  const { rows } = await sql.query<{ salesperson_id: string; amount: string }>(
    `select salesperson_id, sum(amount)::text as amount from rm.sale_fact_parties
      where day between $1::date and $2::date and ($3::text is null or warehouse_id = $3) group by salesperson_id`,
    [p.from, p.to, p.warehouseId ?? null],
  );
  return new Map(rows.map((r) => [r.salesperson_id, r.amount]));
}

/** One purchase of a product by a customer: the order's day and the base units (gifts apart). */
export interface CustomerPurchase {
  customerId: string;
  productId: string;
  day: string;
  quantity: string;
}

/**
 * Every committed order line (per product) of the customers, on the order's day, up to `to`
 * (rm.sale_fact_orders + rm.sale_fact_lines). `customerId`: one customer's over all time; else
 * every customer's from `from`.
 */
export async function customerPurchases(sql: Sql, p: { to: string; from?: string; customerId?: string }): Promise<CustomerPurchase[]> {
  const { rows } = await sql.query<{ customer_id: string; product_id: string; day: string; quantity: string }>(
    `select o.customer_id, l.product_id, to_char(o.day, 'YYYY-MM-DD') as day, (l.quantity + l.gift_quantity)::text as quantity
       from rm.sale_fact_orders o join rm.sale_fact_lines l on l.order_id = o.order_id
      where o.committed and o.customer_id <> '' and o.day <= $1::date
        and ($2::date is null or o.day >= $2::date) and ($3::text is null or o.customer_id = $3)`,
    [p.to, p.from ?? null, p.customerId ?? null],
  );
  return rows.map((r) => ({ customerId: r.customer_id, productId: r.product_id, day: r.day, quantity: r.quantity }));
}

/** The customers with sales, by name, with their last day bought. */
export async function customersWithSales(sql: Sql): Promise<RecommendCustomer[]> {
  const { rows } = await sql.query<{ id: string; code: string; name: string; last_day: string }>(
    `select f.customer_id as id, coalesce(c.code, '') as code, coalesce(c.name, '') as name, to_char(max(f.day), 'YYYY-MM-DD') as last_day
       from rm.sale_fact_parties f left join rm.customers c on c.id = f.customer_id
      where f.customer_id <> '' group by f.customer_id, c.code, c.name order by 3, 2`,
  );
  return rows.map((r) => ({ id: r.id, code: r.code, name: r.name, lastDay: r.last_day }));
}
