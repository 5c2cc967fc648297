import type { CostHistoryQuery, CostHistoryRow, ProfitQuery, ProfitRow, SaleProfitFigures, StockValueQuery, StockValueRow } from '@tradedesk/contracts/inventory/cost';
import { Decimal } from 'decimal.js';
import type { Sql } from '../../platform/sql.js';

/**
 * Answers of the cost projection (docs/costing.md). Figures are in the cost currency with up to 6
 * decimals; screens round them to the currency's decimals.
 */

/** A product's cost history: its valued movements in valuation order (oldest first). */
export async function costHistory(sql: Sql, q: CostHistoryQuery): Promise<{ rows: CostHistoryRow[]; total: number }> {
  const params = [q.productId, q.from ?? null, q.to ?? null];
  const where = `m.product_id = $1 and ($2::timestamptz is null or m.at >= $2) and ($3::timestamptz is null or m.at <= $3)`;
  const total = (await sql.query<{ n: number }>(`select count(*)::int as n from rm.cost_movements m where ${where}`, params)).rows[0]!.n;
  const { rows } = await sql.query<any>(
    `select m.position::text, m.line, m.at, m.kind, m.warehouse_id, m.source_type, m.source_id, m.source_number, m.document_id, m.quantity::text,
            m.unit_cost::text, m.value::text, m.qty_after::text, m.value_after::text, m.cost_after::text
       from rm.cost_movements m where ${where}
      order by m.at, m.position, m.line limit ${q.limit} offset ${q.offset}`,
    params,
  );
  return {
    total,
    rows: rows.map((r) => ({
      position: r.position, line: r.line, at: new Date(r.at).toISOString(), kind: r.kind, warehouseId: r.warehouse_id,
      source: { type: r.source_type, id: r.source_id, number: r.source_number }, documentId: r.document_id, quantity: r.quantity,
      unitCost: r.unit_cost, value: r.value, quantityAfter: r.qty_after, valueAfter: r.value_after, unitCostAfter: r.cost_after,
    })),
  };
}

/** The product's unit cost now (null: no movement valued yet). */
export async function currentUnitCosts(sql: Sql, productIds: readonly string[]): Promise<Map<string, string | null>> {
  const { rows } = await sql.query<{ product_id: string; unit_cost: string | null }>(
    `select product_id, unit_cost::text from rm.cost_products where product_id = any($1::text[])`,
    [productIds],
  );
  return new Map(rows.map((r) => [r.product_id, r.unit_cost]));
}

/**
 * The products' unit cost as it stood at `asOf`: the unit cost after each one's last movement valued
 * at or before that moment (absent: none valued by then).
 */
export async function unitCostsAsOf(sql: Sql, productIds: readonly string[], asOf: string): Promise<Map<string, string | null>> {
  const { rows } = await sql.query<{ product_id: string; cost_after: string | null }>(
    `select distinct on (product_id) product_id, cost_after::text from rm.cost_movements
      where product_id = any($1::text[]) and at <= $2::timestamptz
      order by product_id, at desc, position desc, line desc`,
    [productIds, asOf],
  );
  return new Map(rows.map((r) => [r.product_id, r.cost_after]));
}

/**
 * Stock value per warehouse and product, now or as of a moment: the warehouse's quantity x the
 * product's unit cost at that moment (costing is company-wide).
 */
export async function stockValue(sql: Sql, q: StockValueQuery): Promise<{ rows: StockValueRow[]; total: number; asOf: string | null }> {
  const params: unknown[] = [q.warehouseId ?? null, q.productId ?? null];
  const where = '($1::text is null or s.warehouse_id = $1) and ($2::text is null or s.product_id = $2)';
  const total = (await sql.query<{ n: number }>(`select count(*)::int as n from rm.cost_stock s where ${where}`, params)).rows[0]!.n;
  const { rows } = q.asOf
    ? await sql.query<any>(
        `select s.warehouse_id, s.product_id, coalesce(qty.q, 0)::text as quantity, c.cost_after::text as unit_cost,
                round(coalesce(qty.q, 0) * coalesce(c.cost_after, 0), 6)::text as value
           from rm.cost_stock s
           left join lateral (select sum(m.quantity) as q from rm.cost_movements m
                               where m.product_id = s.product_id and m.at <= $3::timestamptz and m.warehouse_id = s.warehouse_id) qty on true
           left join lateral (select m.cost_after from rm.cost_movements m where m.product_id = s.product_id and m.at <= $3::timestamptz
                               order by m.at desc, m.position desc, m.line desc limit 1) c on true
          where ${where} order by s.warehouse_id, s.product_id limit ${q.limit} offset ${q.offset}`,
        [...params, q.asOf],
      )
    : await sql.query<any>(
        `select s.warehouse_id, s.product_id, s.quantity::text, p.unit_cost::text, round(s.quantity * coalesce(p.unit_cost, 0), 6)::text as value
           from rm.cost_stock s left join rm.cost_products p on p.product_id = s.product_id
          where ${where} order by s.warehouse_id, s.product_id limit ${q.limit} offset ${q.offset}`,
        params,
      );
  return {
    total,
    asOf: q.asOf ?? null,
    rows: rows.map((r) => ({ warehouseId: r.warehouse_id, productId: r.product_id, quantity: plain(r.quantity), unitCost: r.unit_cost === null ? null : plain(r.unit_cost), value: plain(r.value) })),
  };
}

/**
 * Gross profit of committed sale orders (unsaved and cancelled ones left out): per line, order,
 * customer or product. A line's cost is what its issues were valued at (after the order's last
 * commit); a line is "unknown" (counted, left out of the sums) while nothing has left for it or its
 * revenue has no rate to the cost currency.
 */
export async function profit(sql: Sql, q: ProfitQuery): Promise<{ rows: ProfitRow[]; total: number }> {
  const params = [q.orderId ?? null, q.customerId ?? null, q.productId ?? null, q.from ?? null, q.to ?? null];
  const lines = `select l.order_id, l.order_number, l.customer_id, l.customer_name, l.product_id, l.line_no, l.base_quantity, l.revenue, c.cost
      from rm.cost_sale_lines l
      left join lateral (select -sum(m.value) as cost from rm.cost_movements m
                          where m.source_type = 'sale' and m.source_id = l.order_id and m.line = l.line_no and m.kind = 'issue'
                            and m.position > l.committed_position) c on true
     where l.active and ($1::text is null or l.order_id = $1) and ($2::text is null or l.customer_id = $2) and ($3::text is null or l.product_id = $3)
       and ($4::timestamptz is null or l.committed_at >= $4) and ($5::timestamptz is null or l.committed_at < $5)`;
  const group = {
    line: { key: `order_id || ':' || line_no`, cols: `min(order_id) as order_id, min(order_number) as order_number, min(customer_id) as customer_id, min(customer_name) as customer_name, min(product_id) as product_id, min(line_no) as line_no`, order: 'min(order_number), min(line_no)' },
    order: { key: 'order_id', cols: `min(order_id) as order_id, min(order_number) as order_number, min(customer_id) as customer_id, min(customer_name) as customer_name, null::text as product_id, null::int as line_no`, order: 'min(order_number)' },
    customer: { key: `coalesce(customer_id, '')`, cols: `null::text as order_id, null::text as order_number, min(customer_id) as customer_id, min(customer_name) as customer_name, null::text as product_id, null::int as line_no`, order: 'min(customer_name) nulls first' },
    product: { key: 'product_id', cols: `null::text as order_id, null::text as order_number, null::text as customer_id, null::text as customer_name, min(product_id) as product_id, null::int as line_no`, order: 'min(product_id)' },
  }[q.by];
  const known = 'revenue is not null and cost is not null';
  const total = (await sql.query<{ n: number }>(`select count(distinct ${group.key})::int as n from (${lines}) x`, params)).rows[0]!.n;
  const { rows } = await sql.query<any>(
    `select ${group.key} as key, ${group.cols}, sum(base_quantity)::text as quantity,
            sum(revenue) filter (where ${known})::text as revenue, sum(cost) filter (where ${known})::text as cost,
            sum(revenue - cost) filter (where ${known})::text as profit, (count(*) filter (where not (${known})))::int as unknown_lines
       from (${lines}) x group by ${group.key} order by ${group.order} limit ${q.limit} offset ${q.offset}`,
    params,
  );
  return {
    total,
    rows: rows.map((r) => ({
      key: r.key, orderId: r.order_id, orderNumber: r.order_number, customerId: r.customer_id, customerName: r.customer_name, productId: r.product_id, line: r.line_no,
      quantity: plain(r.quantity), revenue: r.revenue === null ? null : plain(r.revenue), cost: r.cost === null ? null : plain(r.cost),
      profit: r.profit === null ? null : plain(r.profit), unknownLines: r.unknown_lines,
    })),
  };
}

/** The lines of these committed orders with revenue and cost (null when not known). */
async function saleLines(sql: Sql, orderIds: readonly string[]) {
  const { rows } = await sql.query<{ order_id: string; line_id: string; revenue: string | null; cost: string | null }>(
    `select l.order_id, l.line_id, l.revenue::text, c.cost::text from rm.cost_sale_lines l
       left join lateral (select -sum(m.value) as cost from rm.cost_movements m
                           where m.source_type = 'sale' and m.source_id = l.order_id and m.line = l.line_no and m.kind = 'issue'
                             and m.position > l.committed_position) c on true
      where l.active and l.order_id = any($1::text[])`,
    [orderIds],
  );
  return rows;
}

const figures = (revenue: string | null, cost: string | null): SaleProfitFigures => ({
  revenue: revenue === null ? null : plain(revenue),
  cost: cost === null ? null : plain(cost),
  profit: revenue === null || cost === null ? null : plain(new Decimal(revenue).minus(cost).toFixed()),
});

/** Sum of figures: a sum is known only when every part is. */
function sum(parts: SaleProfitFigures[]): SaleProfitFigures {
  const add = (k: 'revenue' | 'cost') => (parts.some((p) => p[k] === null) ? null : parts.reduce((a, p) => a.plus(p[k]!), new Decimal(0)).toFixed());
  return figures(add('revenue'), add('cost'));
}

/** Cost and profit per committed order (orders not committed, unsaved or cancelled: absent). */
export async function profitOfOrders(sql: Sql, orderIds: readonly string[]): Promise<Record<string, SaleProfitFigures>> {
  if (orderIds.length === 0) return {};
  const byOrder = new Map<string, SaleProfitFigures[]>();
  for (const r of await saleLines(sql, orderIds)) byOrder.set(r.order_id, [...(byOrder.get(r.order_id) ?? []), figures(r.revenue, r.cost)]);
  return Object.fromEntries([...byOrder].map(([id, parts]) => [id, sum(parts)]));
}

/** One committed order's cost and profit, and each line's (by line id); null when not committed. */
export async function profitOfOrder(sql: Sql, orderId: string): Promise<{ order: SaleProfitFigures; lines: Record<string, SaleProfitFigures> } | null> {
  const rows = await saleLines(sql, [orderId]);
  if (rows.length === 0) return null;
  const lines = Object.fromEntries(rows.map((r) => [r.line_id, figures(r.revenue, r.cost)]));
  return { order: sum(Object.values(lines)), lines };
}

/** '12.500000' -> '12.5' (numeric columns keep the scale of their sums). */
function plain(v: string): string {
  if (!v.includes('.')) return v;
  const t = v.replace(/0+$/, '').replace(/\.$/, '');
  return t === '-0' ? '0' : t;
}
