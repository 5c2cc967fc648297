import type { GiftReport, GiftRow } from '@tradedesk/contracts/reports/stock-profit';
import type { Sql } from '../../platform/sql.js';
import { numericText } from '../numeric-text.js';

/**
 * Gifts given away with sales (docs/report-stock-profit.md "Gift"): the gift lines of committed
 * orders (rm.cost_sale_lines of the cost read model, `gift`, still active), dated and attributed
 * by the sale facts' record of the order (rm.sale_fact_orders: the business day of the commit, the
 * salesperson who committed it), each valued at what its goods were valued at when they left (the
 * line's issue movements in rm.cost_movements, as the profit report values a line). A line with
 * no issue yet has an unknown cost: counted in `unknownLines`, left out of `cost`.
 */

export interface GiftFilter {
  from: string | null;
  to: string | null;
  by: 'product' | 'customer' | 'salesperson';
  warehouseId?: string;
  productId?: string;
  /** '' = walk-in sales. */
  customerId?: string;
  salespersonId?: string;
  limit: number;
  offset: number;
}

const GROUPS = {
  product: { key: 'g.product_id', names: `left join rm.products p on p.id = x.key`, code: `coalesce(p.code, '')`, name: `coalesce(p.name, '')`, order: 'p.code, x.key' },
  customer: { key: `coalesce(g.customer_id, '')`, names: `left join rm.customers c on c.id = x.key`, code: `coalesce(c.code, '')`, name: `coalesce(c.name, x.customer_name, '')`, order: `c.code nulls first, x.key` },
  salesperson: { key: 'g.salesperson_id', names: `left join rm.users u on u.id = x.key`, code: `coalesce(u.username, '')`, name: `coalesce(u.name, '')`, order: 'u.username, x.key' },
} as const;

export async function giftsBy(sql: Sql, f: GiftFilter): Promise<Omit<GiftReport, 'costCurrency'>> {
  const g = GROUPS[f.by];
  const params = [f.from, f.to, f.warehouseId ?? null, f.productId ?? null, f.customerId ?? null, f.salespersonId ?? null];
  const { rows } = await sql.query<any>(
    `with g as (
       select l.order_id, l.product_id, l.customer_id, l.customer_name, o.salesperson_id, l.base_quantity,
              (select -sum(m.value) from rm.cost_movements m
                where m.source_type = 'sale' and m.source_id = l.order_id and m.line = l.line_no and m.kind = 'issue' and m.position > l.committed_position) as cost
         from rm.cost_sale_lines l join rm.sale_fact_orders o on o.order_id = l.order_id and o.committed
        where l.gift and l.active and ($1::date is null or o.day >= $1) and ($2::date is null or o.day <= $2)
          and ($3::text is null or l.warehouse_id = $3) and ($4::text is null or l.product_id = $4)
          and ($5::text is null or coalesce(l.customer_id, '') = $5) and ($6::text is null or o.salesperson_id = $6)
     ), x as (
       select ${g.key} as key, min(g.customer_name) as customer_name, sum(g.base_quantity) as quantity, coalesce(sum(g.cost), 0) as cost,
              count(*)::int as lines, count(distinct g.order_id)::int as orders, (count(*) filter (where g.cost is null))::int as unknown_lines
         from g group by 1
     )
     select x.key, ${g.code} as code, ${g.name} as name, x.quantity::text, x.cost::text, x.lines, x.orders, x.unknown_lines,
            count(*) over ()::int as n, (sum(x.quantity) over ())::text as total_quantity, (sum(x.cost) over ())::text as total_cost,
            (sum(x.lines) over ())::int as total_lines, (select count(distinct order_id) from g)::int as total_orders
       from x ${g.names}
      order by x.quantity desc, ${g.order} limit ${f.limit} offset ${f.offset}`,
    params,
  );
  if (rows.length === 0 && f.offset > 0) {
    const again = await giftsBy(sql, { ...f, offset: 0, limit: 1 });
    return { rows: [], total: again.total, totals: again.totals };
  }
  const first = rows[0];
  return {
    rows: rows.map(
      (r): GiftRow => ({
        key: r.key, code: r.code, name: r.name, quantity: numericText(r.quantity), cost: numericText(r.cost), lines: r.lines, orders: r.orders, unknownLines: r.unknown_lines,
      }),
    ),
    total: first?.n ?? 0,
    totals: { quantity: numericText(first?.total_quantity), cost: numericText(first?.total_cost), lines: first?.total_lines ?? 0, orders: first?.total_orders ?? 0 },
  };
}
