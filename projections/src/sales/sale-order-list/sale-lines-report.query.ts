import type { SaleDetailReport, SaleDetailRow, SaleDetailSort } from '@tradedesk/contracts/reports/report-details';
import type { Sql } from '../../platform/sql.js';
import { numericText } from '../../reports/numeric-text.js';

/**
 * The sale detail report (docs/report-details.md "Sale detail"): every line of every committed
 * sale order, read from the order documents the sale list keeps (rm.sale_orders.doc: the lines as
 * committed with their base quantity, amount and unit cost, and the draft lines with their price
 * and discount). Nothing is re-derived from the log. Figures:
 * - amount = the line's amount (order currency, net of its discount, before tax) x the order's
 *   rate, 6 decimals, as the sale facts convert it;
 * - cost = base quantity x the unit cost recorded at the commit (gifts included);
 * - profit = revenue in the cost currency - cost, revenue being the line amount when the order is
 *   in the cost currency, else the base amount when the cost currency is the base currency, else
 *   unknown (null, left out of the profit total).
 */

export interface SaleLinesFilter {
  /** First instant of the period and its exclusive end (null: open side). */
  start: string | null;
  end: string | null;
  /** The company's hour offset (SystemTimeZone). */
  offset: number;
  baseCurrency: string;
  costCurrency: string;
  /** '' = walk-in sales only. */
  customerId?: string;
  productId?: string;
  product?: string;
  categoryId?: string;
  salespersonId?: string;
  warehouseId?: string;
  gift?: boolean;
  sort: SaleDetailSort;
  desc: boolean;
  limit: number;
  offset_rows: number;
}

const SORTS: Record<SaleDetailSort, string> = {
  at: 'l.committed_at',
  number: 'l.number',
  customer: `coalesce(l.customer_code, '')`,
  product: 'l.code',
  salesperson: `coalesce(u.name, l.salesperson_id)`,
  warehouse: `coalesce(w.code, l.warehouse_id)`,
  quantity: 'l.base_quantity',
  price: 'l.price',
  discount: 'l.discount',
  amount: 'l.amount',
  cost: 'l.cost',
  profit: 'l.profit',
};

/** One page of the committed sale lines the filters keep, in the order asked, with totals over all of them. */
export async function saleLinesReport(sql: Sql, f: SaleLinesFilter): Promise<Omit<SaleDetailReport, 'currency' | 'costCurrency'>> {
  const params: unknown[] = [f.start, f.end, f.offset, f.costCurrency, f.baseCurrency];
  const where: string[] = [];
  const add = (clause: string, value: unknown) => {
    params.push(value);
    where.push(clause.replaceAll('{}', `$${params.length}`));
  };
  if (f.customerId === '') where.push('o.customer_id is null');
  else if (f.customerId) add('o.customer_id = {}', f.customerId);
  if (f.warehouseId) add('o.warehouse_id = {}', f.warehouseId);
  if (f.salespersonId) add(`o.doc->'committed'->>'by' = {}`, f.salespersonId);
  const lineWhere: string[] = [];
  const addLine = (clause: string, value: unknown) => {
    params.push(value);
    lineWhere.push(clause.replaceAll('{}', `$${params.length}`));
  };
  if (f.productId) addLine('product_id = {}', f.productId);
  if (f.gift !== undefined) addLine('gift = {}', f.gift);
  if (f.product) addLine(`(lower(code) like {} escape '\\' or lower(name) like {} escape '\\')`, `%${f.product.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`);
  if (f.categoryId) {
    addLine(
      `product_id in (select pr.id from rm.products pr where pr.category_id in (
         with recursive c(id) as (select {}::text union select k.id from rm.categories k join c on k.parent_id = c.id) select id from c))`,
      f.categoryId,
    );
  }
  const dir = f.desc ? 'desc' : 'asc';
  const { rows } = await sql.query<any>(
    `with o as (
       select o.* from rm.sale_orders o
        where o.status = 'committed' and o.committed_at is not null
          and ($1::timestamptz is null or o.committed_at >= $1) and ($2::timestamptz is null or o.committed_at < $2)
          ${where.map((w) => `and ${w}`).join(' ')}
     ), raw as (
       select o.id as order_id, o.number, o.committed_at, o.customer_id, o.customer_code, o.customer_name, o.warehouse_id, o.currency,
              coalesce(o.doc->'committed'->>'by', '') as salesperson_id, cl.ord::int as line,
              cl.v->>'productId' as product_id, cl.v->>'unit' as unit, (cl.v->>'quantity')::numeric as quantity,
              (cl.v->>'baseQuantity')::numeric as base_quantity, (cl.v->>'amount')::numeric as amount_doc, coalesce((cl.v->>'gift')::boolean, false) as gift,
              coalesce(nullif(cl.v->>'unitCost', ''), '0')::numeric as unit_cost, coalesce(nullif(o.doc->'header'->>'rate', ''), '1')::numeric as rate,
              coalesce(dl.v->>'code', pr.code, '') as code, coalesce(dl.v->>'name', pr.name, '') as name,
              coalesce(nullif(dl.v->>'price', ''), '0')::numeric as price, coalesce(nullif(dl.v->>'discount', ''), '0')::numeric as discount
         from o cross join lateral jsonb_array_elements(o.doc->'committed'->'lines') with ordinality as cl(v, ord)
         left join lateral (select x as v from jsonb_array_elements(o.doc->'lines') x where x->>'lineId' = cl.v->>'lineId' limit 1) dl on true
         left join rm.products pr on pr.id = cl.v->>'productId'
     ), l as (
       select raw.*, round(amount_doc * rate, 6) as amount, round(base_quantity * unit_cost, 6) as cost,
              case when currency = $4 then amount_doc when $4 = $5 then round(amount_doc * rate, 6) end - round(base_quantity * unit_cost, 6) as profit
         from raw where $3::numeric is not null ${lineWhere.map((w) => `and ${w}`).join(' ')}
     )
     select l.order_id, l.number, l.committed_at, to_char((l.committed_at at time zone 'UTC') + $3::numeric * interval '1 hour', 'YYYY-MM-DD') as day, l.line,
            l.customer_id, l.customer_code, l.customer_name, l.salesperson_id, u.name as salesperson_name, l.warehouse_id, w.code as warehouse_code,
            l.product_id, l.code, l.name, l.unit, l.quantity::text, l.base_quantity::text, l.currency, l.price::text, l.discount::text, l.gift,
            l.amount_doc::text, l.amount::text, l.cost::text, l.profit::text,
            count(*) over ()::int as n, (select count(distinct order_id) from l)::int as t_orders,
            (sum(l.base_quantity) filter (where not l.gift) over ())::text as t_quantity, (sum(l.base_quantity) filter (where l.gift) over ())::text as t_gift,
            (sum(l.amount) over ())::text as t_amount, (sum(l.cost) over ())::text as t_cost, (sum(l.profit) over ())::text as t_profit
       from l left join rm.users u on u.id = l.salesperson_id left join rm.warehouses w on w.id = l.warehouse_id
      order by ${SORTS[f.sort]} ${dir} nulls last, l.committed_at ${dir}, l.number ${dir}, l.line
      limit ${Number(f.limit)} offset ${Number(f.offset_rows)}`,
    params,
  );
  if (rows.length === 0 && f.offset_rows > 0) {
    const again = await saleLinesReport(sql, { ...f, offset_rows: 0, limit: 1 });
    return { rows: [], total: again.total, totals: again.totals };
  }
  const first = rows[0];
  return {
    rows: rows.map(
      (r): SaleDetailRow => ({
        orderId: r.order_id,
        number: r.number,
        at: new Date(r.committed_at).toISOString(),
        day: r.day,
        line: r.line,
        customerId: r.customer_id ?? null,
        customerCode: r.customer_code ?? null,
        customerName: r.customer_name ?? null,
        salespersonId: r.salesperson_id,
        salespersonName: r.salesperson_name ?? null,
        warehouseId: r.warehouse_id,
        warehouseCode: r.warehouse_code ?? null,
        productId: r.product_id,
        code: r.code,
        name: r.name,
        unit: r.unit,
        quantity: numericText(r.quantity),
        baseQuantity: numericText(r.base_quantity),
        currency: r.currency,
        price: numericText(r.price),
        discount: numericText(r.discount),
        gift: r.gift,
        amountInCurrency: numericText(r.amount_doc),
        amount: numericText(r.amount),
        cost: numericText(r.cost),
        profit: r.profit === null ? null : numericText(r.profit),
      }),
    ),
    total: first?.n ?? 0,
    totals: {
      lines: first?.n ?? 0,
      orders: first?.t_orders ?? 0,
      baseQuantity: numericText(first?.t_quantity),
      giftQuantity: numericText(first?.t_gift),
      amount: numericText(first?.t_amount),
      cost: numericText(first?.t_cost),
      profit: numericText(first?.t_profit),
    },
  };
}
