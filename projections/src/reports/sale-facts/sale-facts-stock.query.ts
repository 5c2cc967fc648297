import type { SlowMovingRow } from '@tradedesk/contracts/reports/stock-profit';
import { Decimal } from 'decimal.js';
import type { Sql } from '../../platform/sql.js';
import { inCategory } from '../stock-reports/stock-reports.query.js';

const dec = (v: unknown) => new Decimal((v as string | null) ?? 0).toFixed();

/**
 * Sales set against stock (docs/dashboards.md "Unsalable stock"): the sale-facts table beside the
 * stock on hand (rm.stock_on_hand, inline, valued at the moving average cost in the cost
 * currency). Kept apart from sale-facts.query.ts, which answers from the sales tables alone.
 */

export interface UnsalableFilter {
  /** The window [from, day]: business days, both included. */
  from: string;
  day: string;
  /** Whole percent: also list products whose sold / (sold + on hand) over the window is below it. */
  sellThrough?: number;
  warehouseId?: string;
  /** Products of that category or any below it. */
  categoryId?: string;
  /** One row per product x warehouse (stock, sales and receipts of that warehouse) instead of per product. */
  perWarehouse?: boolean;
  limit: number;
  offset: number;
}

/** A slow moving report row as read (the percentages, days and reason are the caller's), with the last receipt's instant. */
export type UnsalableFact = Omit<SlowMovingRow, 'sellThrough' | 'daysSinceSale' | 'reason' | 'lastReceiptDay'> & {
  /** When the last purchase receipt of the row's stock arrived (the cost projection's `at`), ISO; null: never. */
  lastReceiptAt: string | null;
};

/**
 * Products (or product x warehouse pairs) with stock on hand (in the warehouse, or in all) that
 * sold nothing over the window, or, when `sellThrough` is given, sold less than that share of what
 * they had; by stock value, largest first. The last sale day is the last one up to the window's
 * end, and the last receipt the latest purchase receipt (both in the row's or the asked warehouse).
 * The slow moving report and the unsalable-stock dashboard both read this.
 */
export async function unsalableStock(
  sql: Sql,
  f: UnsalableFilter,
): Promise<{ rows: UnsalableFact[]; total: number; stockValue: string; onHand: string }> {
  const params = [f.warehouseId ?? null, f.from, f.day, f.sellThrough ?? null, f.limit, f.offset, f.categoryId ?? null];
  const wh = (alias: string) => (f.perWarehouse ? `${alias}.warehouse_id` : `''::text`);
  const same = (alias: string, other: string) => `${other}.product_id = ${alias}.product_id and ${other}.warehouse_id = ${alias}.warehouse_id`;
  const { rows } = await sql.query<any>(
    `with stock as (
       select s.product_id, ${wh('s')} as warehouse_id, sum(s.quantity) as on_hand, sum(s.stock_value) as value
         from rm.stock_on_hand s left join rm.products p on p.id = s.product_id
        where ($1::text is null or s.warehouse_id = $1) and ($7::text is null or ${inCategory('$7')})
        group by 1, 2 having sum(s.quantity) > 0),
     sold as (
       select f.product_id, ${wh('f')} as warehouse_id, sum(f.quantity) as sold
         from rm.sale_facts f
        where f.day >= $2::date and f.day <= $3::date and ($1::text is null or f.warehouse_id = $1) and f.product_id in (select product_id from stock)
        group by 1, 2),
     listed as (
       select st.product_id, st.warehouse_id, st.on_hand, st.value, coalesce(so.sold, 0) as sold
         from stock st left join sold so on ${same('st', 'so')}
        where coalesce(so.sold, 0) = 0
           or ($4::numeric is not null and coalesce(so.sold, 0) * 100 < $4::numeric * (coalesce(so.sold, 0) + st.on_hand))),
     page as (
       select x.*, count(*) over () as total, sum(x.value) over () as total_value, sum(x.on_hand) over () as total_on_hand
         from listed x left join rm.products p on p.id = x.product_id
        order by x.value desc, p.code, x.product_id, x.warehouse_id limit $5 offset $6)
     select x.product_id, x.warehouse_id, coalesce(p.code, '') as code, coalesce(p.name, '') as name, c.name as category_name,
            w.code as warehouse_code, w.name as warehouse_name, x.on_hand::text as on_hand, x.value::text as value, x.sold::text as sold,
            (select to_char(max(f.day), 'YYYY-MM-DD') from rm.sale_facts f
              where f.product_id = x.product_id and f.day <= $3::date and ${f.perWarehouse ? 'f.warehouse_id = x.warehouse_id' : '($1::text is null or f.warehouse_id = $1)'}) as last_day,
            (select max(m.at) from rm.cost_movements m
              where m.product_id = x.product_id and m.kind = 'receipt' and ${f.perWarehouse ? 'm.warehouse_id = x.warehouse_id' : '($1::text is null or m.warehouse_id = $1)'}) as last_receipt,
            x.total, x.total_value, x.total_on_hand
       from page x left join rm.products p on p.id = x.product_id left join rm.categories c on c.id = p.category_id
       left join rm.warehouses w on w.id = nullif(x.warehouse_id, '')
      order by x.value desc, p.code, x.product_id, x.warehouse_id`,
    params,
  );
  let total = Number(rows[0]?.total ?? 0);
  let stockValue = dec(rows[0]?.total_value);
  let onHand = dec(rows[0]?.total_on_hand);
  if (!rows.length && f.offset > 0) {
    const again = await unsalableStock(sql, { ...f, offset: 0, limit: 1 });
    ({ total, stockValue, onHand } = again);
  }
  return {
    total,
    stockValue,
    onHand,
    rows: rows.map((r) => ({
      productId: r.product_id, code: r.code, name: r.name, categoryName: r.category_name ?? null,
      warehouseId: r.warehouse_id || null, warehouseCode: r.warehouse_code ?? null, warehouseName: r.warehouse_name ?? null,
      onHand: dec(r.on_hand), stockValue: dec(r.value), sold: dec(r.sold), lastSaleDay: r.last_day ?? null,
      lastReceiptAt: r.last_receipt ? new Date(r.last_receipt).toISOString() : null,
    })),
  };
}

export interface DemandFact {
  productId: string;
  code: string;
  name: string;
  /** Base units sold in the warehouse over the window. */
  sold: string;
  /** Base units on hand in the warehouse now. */
  onHand: string;
}

/** The products sold in a warehouse over [from, to] with what they sold and what it has on hand (the smart purchase's demand). */
export async function purchaseDemand(sql: Sql, f: { warehouseId: string; from: string; to: string }): Promise<DemandFact[]> {
  const { rows } = await sql.query<any>(
    `with sold as (
       select f.product_id, sum(f.quantity) as sold from rm.sale_facts f
        where f.warehouse_id = $1 and f.day >= $2::date and f.day <= $3::date group by f.product_id having sum(f.quantity) > 0)
     select so.product_id, coalesce(p.code, '') as code, coalesce(p.name, '') as name, so.sold::text as sold, coalesce(s.quantity, 0)::text as on_hand
       from sold so left join rm.stock_on_hand s on s.warehouse_id = $1 and s.product_id = so.product_id
       left join rm.products p on p.id = so.product_id
      order by p.code, so.product_id`,
    [f.warehouseId, f.from, f.to],
  );
  return rows.map((r) => ({ productId: r.product_id, code: r.code, name: r.name, sold: dec(r.sold), onHand: dec(r.on_hand) }));
}

export interface WarehouseFact {
  warehouseId: string;
  code: string;
  name: string;
  /** Stock value (moving average cost, cost currency) and products with stock above zero. */
  stockValue: string;
  productsInStock: number;
  /** Products at zero or below that have moved there (the home dashboard's stock alert). */
  outOfStock: number;
  /** Products below the minimum their stock level sets (replenishment). */
  belowMinimum: number;
  /** Movements of the period [start, end): lines and base units in and out. */
  inLines: number;
  inQuantity: string;
  outLines: number;
  outQuantity: string;
  /** Sales of the business day (base currency) and the orders. */
  salesAmount: string;
  salesOrders: number;
}

/** Per active warehouse: stock value, out of stock and below minimum, movements in and out over [start, end), the day's sales. */
export async function warehouseFigures(sql: Sql, f: { day: string; start: string; end: string }): Promise<WarehouseFact[]> {
  const { rows } = await sql.query<any>(
    `with stock as (
       select warehouse_id, sum(stock_value) as value, count(*) filter (where quantity > 0) as products, count(*) filter (where quantity <= 0) as empty
         from rm.stock_on_hand group by warehouse_id),
     low as (
       select l.warehouse_id, count(*) as n from rm.stock_levels l
         left join rm.stock_on_hand s on s.warehouse_id = l.warehouse_id and s.product_id = l.product_id
        where l.minimum > 0 and coalesce(s.quantity, 0) < l.minimum group by l.warehouse_id),
     moves as (
       select warehouse_id, count(*) filter (where quantity > 0) as in_lines, coalesce(sum(quantity) filter (where quantity > 0), 0) as in_qty,
              count(*) filter (where quantity < 0) as out_lines, coalesce(-sum(quantity) filter (where quantity < 0), 0) as out_qty
         from rm.stock_movements where moved_at >= $2::timestamptz and moved_at < $3::timestamptz group by warehouse_id),
     sales as (
       select warehouse_id, sum(amount) as amount, sum(orders) as orders from rm.sale_fact_parties where day = $1::date group by warehouse_id)
     select w.id, w.code, w.name, coalesce(st.value, 0)::text as value, coalesce(st.products, 0)::int as products, coalesce(st.empty, 0)::int as empty,
            coalesce(lo.n, 0)::int as low, coalesce(mv.in_lines, 0)::int as in_lines, coalesce(mv.in_qty, 0)::text as in_qty,
            coalesce(mv.out_lines, 0)::int as out_lines, coalesce(mv.out_qty, 0)::text as out_qty, coalesce(sa.amount, 0)::text as amount, coalesce(sa.orders, 0)::int as orders
       from rm.warehouses w left join stock st on st.warehouse_id = w.id left join low lo on lo.warehouse_id = w.id
       left join moves mv on mv.warehouse_id = w.id left join sales sa on sa.warehouse_id = w.id
      where w.status = 'active' order by w.code`,
    [f.day, f.start, f.end],
  );
  return rows.map((r) => ({
    warehouseId: r.id, code: r.code, name: r.name, stockValue: dec(r.value), productsInStock: r.products, outOfStock: r.empty, belowMinimum: r.low,
    inLines: r.in_lines, inQuantity: dec(r.in_qty), outLines: r.out_lines, outQuantity: dec(r.out_qty), salesAmount: dec(r.amount), salesOrders: r.orders,
  }));
}
