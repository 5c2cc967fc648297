import type { StockInOutReport, StockReport, StockReportRow, StockValueGroupRow, StockValueReport } from '@tradedesk/contracts/reports/stock-reports';
import { Decimal } from 'decimal.js';
import type { Sql } from '../../platform/sql.js';
import { NAMES_COLUMNS, namesJoin, namesOf } from '../../inventory/stock-names.js';
import { numericText } from '../numeric-text.js';

/**
 * The stock reports (docs/reports.md): SQL over the cost projection's valued movements
 * (rm.cost_movements: every stock movement of every kind, placed at the moment the goods really
 * moved, so a receipt entered late counts on the day the goods arrived), its quantities per
 * warehouse (rm.cost_stock) and unit costs (rm.cost_products). No table of their own.
 * Periods arrive as instants (the first instant of the first day, the exclusive end of the last
 * day, worked out by the caller with company-time), so this module never does day arithmetic.
 */

/** Products (alias `p`) in category `$n` or any category below it. */
export const inCategory = (param: string) =>
  `p.category_id in (with recursive sub(id) as (select ${param}::text union all select c.id from rm.categories c join sub on c.parent_id = sub.id) select id from sub)`;


export interface StockReportFilter {
  /** The exclusive end of the day the report is as of (null: now). */
  before: string | null;
  warehouseId?: string;
  productId?: string;
  categoryId?: string;
  zero: boolean;
  sort: 'warehouse' | 'product' | 'quantity' | 'value';
  desc: boolean;
  limit: number;
  offset: number;
}

const STOCK_ORDER: Record<StockReportFilter['sort'], string> = {
  warehouse: 'w.code, p.code, v.product_id',
  product: 'p.code, w.code, v.warehouse_id',
  quantity: 'v.quantity, w.code, p.code',
  value: 'v.value, w.code, p.code',
};

/**
 * The valued stock of every warehouse x product the filters keep, as a CTE named `v` (warehouse_id,
 * product_id, quantity, unit_cost, value): now, or as it stood just before `before`. Parameters $1-$4
 * (and $5 with `before`) are `stockParams(f)`.
 */
function valuedStock(f: { before: string | null }): string {
  const quantity = f.before
    ? `coalesce((select sum(m.quantity) from rm.cost_movements m where m.product_id = s.product_id and m.at < $5::timestamptz and m.warehouse_id = s.warehouse_id), 0)`
    : 's.quantity';
  const unitCost = f.before
    ? `(select cm.cost_after from rm.cost_movements cm where cm.product_id = q.product_id and cm.at < $5::timestamptz order by cm.at desc, cm.position desc, cm.line desc limit 1)`
    : `(select cp.unit_cost from rm.cost_products cp where cp.product_id = q.product_id)`;
  return `q as (
       select s.warehouse_id, s.product_id, ${quantity} as quantity
         from rm.cost_stock s left join rm.products p on p.id = s.product_id
        where ($1::text is null or s.warehouse_id = $1) and ($2::text is null or s.product_id = $2)
          and ($3::text is null or ${inCategory('$3')})
     ), v as (
       select q.warehouse_id, q.product_id, q.quantity, c.unit_cost, round(q.quantity * coalesce(c.unit_cost, 0), 6) as value
         from q left join lateral (select ${unitCost} as unit_cost) c on true
        where $4::boolean or q.quantity <> 0
     )`;
}

const stockParams = (f: { before: string | null; warehouseId?: string; productId?: string; categoryId?: string; zero: boolean }): unknown[] => [
  f.warehouseId ?? null, f.productId ?? null, f.categoryId ?? null, f.zero, ...(f.before ? [f.before] : []),
];

/**
 * Stock per warehouse x product, with its value at cost: now (the quantity and the current unit
 * cost), or as it stood just before `before` (the sum of the pair's movements before then; the
 * unit cost after the product's last valued movement before then). Totals are over every row of
 * the report.
 */
export async function stockReport(sql: Sql, f: StockReportFilter): Promise<Omit<StockReport, 'asOf'>> {
  const dir = f.desc ? 'desc' : 'asc';
  const order = STOCK_ORDER[f.sort].split(', ').map((c, i) => (i === 0 ? `${c} ${dir}` : c)).join(', ');
  const { rows } = await sql.query<any>(
    `with ${valuedStock(f)}
     select v.warehouse_id, v.product_id, v.quantity::text, v.unit_cost::text, v.value::text, ${NAMES_COLUMNS},
            count(*) over ()::int as n, (sum(v.quantity) over ())::text as total_quantity, (sum(v.value) over ())::text as total_value
       from v ${namesJoin('v')}
      order by ${order} limit ${f.limit} offset ${f.offset}`,
    stockParams(f),
  );
  let totals = { quantity: '0', value: '0' };
  let total = 0;
  if (rows.length > 0) {
    total = rows[0].n;
    totals = { quantity: numericText(rows[0].total_quantity), value: numericText(rows[0].total_value) };
  } else if (f.offset > 0) {
    // A page past the end: count without rows.
    const again = await stockReport(sql, { ...f, offset: 0, limit: 1 });
    return { rows: [], total: again.total, totals: again.totals };
  }
  return {
    rows: rows.map(
      (r): StockReportRow => ({
        ...namesOf(r),
        warehouseId: r.warehouse_id,
        productId: r.product_id,
        quantity: numericText(r.quantity),
        unitCost: r.unit_cost === null ? null : numericText(r.unit_cost),
        value: numericText(r.value),
      }),
    ),
    total,
    totals,
  };
}

export interface StockInOutFilter {
  /** First instant of the period (null: from the beginning). */
  start: string | null;
  /** Exclusive end of the period (null: up to now). */
  end: string | null;
  warehouseId?: string;
  productId?: string;
  categoryId?: string;
  limit: number;
  offset: number;
}

/** Movements between the company's own warehouses or stores: not in or out of the company. */
const INTERNAL_KINDS = ['transfer-out', 'transfer-in', 'allocation-out', 'allocation-in'];

/**
 * Per product, what came in and what went out over the period, with the balance before and after
 * it. For one warehouse every movement of it counts (a transfer to another warehouse is out);
 * for the whole company, moves between its own warehouses are left out (they move nothing in or
 * out of it) while the opening and closing balances still hold every movement. Products with no
 * movement in the period are left out.
 */
export async function stockInOut(sql: Sql, f: StockInOutFilter): Promise<StockInOutReport> {
  const params: unknown[] = [f.warehouseId ?? null, f.productId ?? null, f.categoryId ?? null, f.start, f.end, INTERNAL_KINDS];
  const { rows } = await sql.query<any>(
    `with moved as (
       select m.product_id,
              coalesce(sum(m.quantity) filter (where m.quantity > 0 and ($1::text is not null or m.kind <> all($6::text[]))), 0) as qty_in,
              coalesce(-sum(m.quantity) filter (where m.quantity < 0 and ($1::text is not null or m.kind <> all($6::text[]))), 0) as qty_out
         from rm.cost_movements m left join rm.products p on p.id = m.product_id
        where ($1::text is null or m.warehouse_id = $1) and ($2::text is null or m.product_id = $2) and ($3::text is null or ${inCategory('$3')})
          and ($4::timestamptz is null or m.at >= $4) and ($5::timestamptz is null or m.at < $5)
        group by m.product_id
     ), r as (
       select d.product_id, d.qty_in, d.qty_out, d.qty_in - d.qty_out as net,
              coalesce((select sum(b.quantity) from rm.cost_movements b
                         where b.product_id = d.product_id and ($1::text is null or b.warehouse_id = $1)
                           and $4::timestamptz is not null and b.at < $4), 0) as opening
         from moved d
     )
     select r.product_id, r.qty_in::text, r.qty_out::text, r.net::text, r.opening::text, (r.opening + r.net)::text as closing,
            p.code as product_code, p.name as product_name, coalesce(p.doc->>'unitLabel', '') as unit_label,
            count(*) over ()::int as n, (sum(r.qty_in) over ())::text as total_in, (sum(r.qty_out) over ())::text as total_out, (sum(r.net) over ())::text as total_net
       from r left join rm.products p on p.id = r.product_id
      order by p.code, r.product_id limit ${f.limit} offset ${f.offset}`,
    params,
  );
  if (rows.length === 0 && f.offset > 0) {
    const again = await stockInOut(sql, { ...f, offset: 0, limit: 1 });
    return { rows: [], total: again.total, totals: again.totals };
  }
  const first = rows[0];
  return {
    rows: rows.map((r) => ({
      productId: r.product_id,
      code: r.product_code ?? null,
      name: r.product_name ?? null,
      unitLabel: r.unit_label ?? '',
      opening: numericText(r.opening),
      in: numericText(r.qty_in),
      out: numericText(r.qty_out),
      net: numericText(r.net),
      closing: numericText(r.closing),
    })),
    total: first?.n ?? 0,
    totals: { in: numericText(first?.total_in), out: numericText(first?.total_out), net: numericText(first?.total_net) },
  };
}

export interface StockValueByFilter {
  before: string | null;
  by: 'warehouse' | 'category';
  warehouseId?: string;
  categoryId?: string;
}

/**
 * Stock value at cost per warehouse or per product category (products without one under ''),
 * now or just before `before`: the stock report's rows added up. Largest value first.
 */
export async function stockValueBy(sql: Sql, f: StockValueByFilter): Promise<StockValueReport> {
  const key = f.by === 'warehouse' ? 'v.warehouse_id' : `coalesce(p.category_id, '')`;
  const names = f.by === 'warehouse'
    ? `left join rm.warehouses w on w.id = g.key`
    : `left join rm.categories c on c.id = g.key`;
  const label = f.by === 'warehouse' ? `w.code as code, w.name as name` : `null::text as code, c.name as name`;
  const { rows } = await sql.query<any>(
    `with ${valuedStock(f)}, g as (
       select ${key} as key, sum(v.quantity) as quantity, sum(v.value) as value, count(distinct v.product_id)::int as products
         from v left join rm.products p on p.id = v.product_id group by 1
     )
     select g.key, g.quantity::text, g.value::text, g.products, ${label} from g ${names}
      order by g.value desc, g.key`,
    stockParams({ ...f, zero: false }),
  );
  const out: StockValueGroupRow[] = rows.map((r) => ({ key: r.key, code: r.code ?? null, name: r.name ?? null, quantity: numericText(r.quantity), value: numericText(r.value), products: r.products }));
  const sum = (pick: (r: StockValueGroupRow) => string) => numericText(out.reduce((acc, r) => acc.plus(pick(r)), new Decimal(0)).toFixed());
  return { rows: out, totals: { quantity: sum((r) => r.quantity), value: sum((r) => r.value) } };
}
