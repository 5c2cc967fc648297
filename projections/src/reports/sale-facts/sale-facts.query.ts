import { addDays, daysBetween, lastDayOfMonth } from '@tradedesk/contracts/platform/company-time';
import type { SaleDayRow, SaleFactFilter, SaleFigures, SaleGroupBy, SaleGroupRow, SaleSort } from '@tradedesk/contracts/reports/sale-facts';
import { Decimal } from 'decimal.js';
import type { Sql } from '../../platform/sql.js';

/**
 * Sales figures from the sale-facts tables (sale-facts.projector.ts). Which table answers depends
 * on what is asked, the figures never do:
 * - no product or category asked for (by customer, salesperson, warehouse, day, month, totals):
 *   rm.sale_fact_parties, one row per day and customer/salesperson/warehouse;
 * - by product, category, warehouse or month without a customer or salesperson: whole months of
 *   the period from rm.sale_fact_months, the days before the first and after the last whole month
 *   from rm.sale_facts; when no warehouse is asked either and the period spans two months or more,
 *   the running totals (rm.sale_fact_product_cum: a month's total minus an earlier one, two rows
 *   per product however long the period) plus or minus the edge days (runningPlan);
 * - anything else: rm.sale_facts.
 */

const FIGURES = ['quantity', 'gift_quantity', 'amount', 'revenue', 'cost', 'profit', 'lines', 'unknown_lines'] as const;
const SUMS = FIGURES.map((c) => `sum(f.${c}) as ${c}`).join(', ');

interface Source {
  /** A from-clause item (a table or a sub-select) named f with the filtered rows. */
  from: string;
  params: unknown[];
}

const firstOfMonth = (day: string) => `${day.slice(0, 7)}-01`;
const nextMonth = (month: string) => addDays(lastDayOfMonth(month.slice(0, 7)), 1);
const lastDayBefore = (day: string) => addDays(day, -1);

interface DayRange {
  from: string;
  to: string;
}

/**
 * A period over the running totals: the months [start, end) (end exclusive) plus or minus edge
 * days. At each end the shorter way is taken: a period from the 25th adds the days to the end of
 * that month and starts at the next; one from the 5th starts at the 1st and takes the 1st-4th
 * out again. null when the period has no month to read (it stays inside a month or two halves).
 */
export function runningPlan(from: string, to: string): { start: string; end: string; add: DayRange[]; subtract: DayRange[] } | null {
  const fromMonth = firstOfMonth(from);
  const toMonth = firstOfMonth(to);
  if (fromMonth === toMonth) return null;
  const add: DayRange[] = [];
  const subtract: DayRange[] = [];
  let start = fromMonth;
  if (from !== fromMonth) {
    const afterFromMonth = nextMonth(fromMonth);
    if (daysBetween(fromMonth, from) < daysBetween(from, afterFromMonth)) subtract.push({ from: fromMonth, to: lastDayBefore(from) });
    else {
      add.push({ from, to: lastDayBefore(afterFromMonth) });
      start = afterFromMonth;
    }
  }
  let end = nextMonth(toMonth);
  if (to !== lastDayBefore(end)) {
    if (daysBetween(to, end) - 1 < daysBetween(toMonth, to) + 1) subtract.push({ from: addDays(to, 1), to: lastDayBefore(end) });
    else {
      add.push({ from: toMonth, to });
      end = toMonth;
    }
  }
  return start < end ? { start, end, add, subtract } : null;
}

/** The whole months inside [from, to]: [first month, first day after the last whole month) or null. */
export function wholeMonths(from: string, to: string): { start: string; end: string } | null {
  const start = from.endsWith('-01') ? from : nextMonth(firstOfMonth(from));
  const end = nextMonth(firstOfMonth(to)); // first day after to's month
  const endWhole = lastDayBefore(end) === to ? end : firstOfMonth(to);
  return start < endWhole ? { start, end: endWhole } : null;
}

/** The filter, and (pass two of a page by product) the products of that page. */
type FactFilter = SaleFactFilter & { productIds?: readonly string[] };

function conditions(f: FactFilter, params: unknown[], cols: { day: string; product?: boolean; party?: boolean }) {
  const where: string[] = [];
  const p = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  if (f.warehouseId) where.push(`warehouse_id = ${p(f.warehouseId)}`);
  if (cols.party && f.customerId !== undefined) where.push(`customer_id = ${p(f.customerId)}`);
  if (cols.party && f.salespersonId) where.push(`salesperson_id = ${p(f.salespersonId)}`);
  if (cols.product && f.productId) where.push(`product_id = ${p(f.productId)}`);
  if (cols.product && f.productIds) where.push(`product_id = any(${p(f.productIds)}::text[])`);
  if (cols.product && f.categoryId) {
    where.push(`product_id in (select pr.id from rm.products pr where pr.category_id in (
      with recursive c(id) as (select ${p(f.categoryId)}::text union select k.id from rm.categories k join c on k.parent_id = c.id) select id from c))`);
  }
  return where;
}

/** Row counts the planner's statistics hold (reltuples; unknown before the tables were first analysed). */
interface TableSizes {
  facts: number;
  months: number;
  cum: number;
  /** Months the running totals span (first to latest). */
  span: number;
}

async function tableSizes(sql: Sql): Promise<TableSizes | null> {
  const rel = (t: string) => `(select reltuples from pg_class where oid = to_regclass('rm.${t}'))::float8`;
  const { rows } = await sql.query<{ facts: number | null; months: number | null; cum: number | null; first: string | null; last: string | null }>(
    `select ${rel('sale_facts')} as facts, ${rel('sale_fact_months')} as months, ${rel('sale_fact_product_cum')} as cum,
            (select to_char(min(month), 'YYYY-MM-DD') from rm.sale_fact_product_cum) as first,
            (select to_char(max(month), 'YYYY-MM-DD') from rm.sale_fact_product_cum) as last`,
  );
  const r = rows[0];
  if (!r?.first || !r.last || !(Number(r.facts) > 0) || !(Number(r.months) > 0) || !(Number(r.cum) > 0)) return null;
  return { facts: Number(r.facts), months: Number(r.months), cum: Number(r.cum), span: Math.round(daysBetween(r.first, r.last) / 30.44) + 1 };
}

const daysIn = (ranges: readonly DayRange[]) => ranges.reduce((n, r) => n + daysBetween(r.from, r.to) + 1, 0);

/**
 * Whether the running totals answer a period by product more cheaply than the month rows: the
 * rows each way reads, estimated from the tables' sizes (two running-total rows per product and
 * the edge days, against one month row per product and warehouse for each whole month and the
 * days outside them). Without statistics: from three whole months on.
 */
export function runningTotalsPay(from: string, to: string, sizes: TableSizes | null): boolean {
  const plan = runningPlan(from, to);
  if (!plan) return false;
  const months = wholeMonths(from, to);
  const whole = months ? Math.round(daysBetween(months.start, months.end) / 30.44) : 0;
  if (!sizes) return whole >= 3;
  const perDay = sizes.facts / (sizes.span * 30.44);
  const viaCum = (2 * sizes.cum) / sizes.span + daysIn([...plan.add, ...plan.subtract]) * perDay;
  const edges = months ? daysBetween(from, months.start) + daysBetween(months.end, to) + 1 : daysBetween(from, to) + 1;
  const viaMonths = (whole * sizes.months) / sizes.span + Math.max(0, edges) * perDay;
  return viaCum < viaMonths;
}

/** The sizes, when the question is one the running totals could answer (by product, no party, no warehouse). */
async function sizesFor(sql: Sql, f: SaleFactFilter, needsProduct: boolean, needsParty: boolean): Promise<TableSizes | null | undefined> {
  const productAsked = needsProduct || !!f.productId || !!f.categoryId;
  const partyAsked = needsParty || f.customerId !== undefined || !!f.salespersonId;
  if (!productAsked || partyAsked || f.warehouseId || !runningPlan(f.from, f.to)) return undefined;
  return tableSizes(sql);
}

function sourceFor(f: FactFilter, needsProduct: boolean, needsParty: boolean, sizes?: TableSizes | null): Source {
  const params: unknown[] = [];
  const productAsked = needsProduct || !!f.productId || !!f.categoryId;
  const partyAsked = needsParty || f.customerId !== undefined || !!f.salespersonId;
  const range = (col: string, a: string, b: string, exclusiveEnd = false) => {
    params.push(a, b);
    return `${col} >= $${params.length - 1}::date and ${col} ${exclusiveEnd ? '<' : '<='} $${params.length}::date`;
  };
  if (!productAsked) {
    const where = [range('day', f.from, f.to), ...conditions(f, params, { day: 'day', party: true })];
    return { from: `(select * from rm.sale_fact_parties where ${where.join(' and ')}) f`, params };
  }
  if (!partyAsked && !f.warehouseId && sizes !== undefined && runningTotalsPay(f.from, f.to, sizes)) {
    const plan = runningPlan(f.from, f.to);
    if (plan) {
      params.push(plan.end, plan.start);
      const [endP, startP] = [`$${params.length - 1}`, `$${params.length}`];
      const at = (p: string) => `month = (select max(month) from rm.sale_fact_product_cum where month < ${p}::date)`;
      const inProducts = conditions(f, params, { day: 'month', product: true });
      const parts = [`select product_id, '' as warehouse_id, ${FIGURES.map((c) => `e.${c} - coalesce(s.${c}, 0) as ${c}`).join(', ')}
        from (select * from rm.sale_fact_product_cum where ${[at(endP), ...inProducts].join(' and ')}) e
        left join (select * from rm.sale_fact_product_cum where ${[at(startP), ...conditions(f, params, { day: 'month', product: true })].join(' and ')}) s using (product_id)
        where e.lines <> coalesce(s.lines, 0)`];
      for (const [sign, days] of [['', plan.add], ['-', plan.subtract]] as const) {
        for (const d of days) {
          const w = [range('day', d.from, d.to), ...conditions(f, params, { day: 'day', product: true })];
          parts.push(`select product_id, warehouse_id, ${FIGURES.map((c) => `${sign}${c} as ${c}`).join(', ')} from rm.sale_facts where ${w.join(' and ')}`);
        }
      }
      return { from: `(${parts.join(' union all ')}) f`, params };
    }
  }
  const months = partyAsked ? null : wholeMonths(f.from, f.to);
  if (!months) {
    const where = [range('day', f.from, f.to), ...conditions(f, params, { day: 'day', product: true, party: true })];
    return { from: `(select * from rm.sale_facts where ${where.join(' and ')}) f`, params };
  }
  const cols = `product_id, warehouse_id, ${FIGURES.join(', ')}`;
  const parts: string[] = [];
  const inMonths = [range('month', months.start, months.end, true), ...conditions(f, params, { day: 'month', product: true })];
  parts.push(`select ${cols} from rm.sale_fact_months where ${inMonths.join(' and ')}`);
  if (f.from < months.start) {
    const w = [range('day', f.from, lastDayBefore(months.start)), ...conditions(f, params, { day: 'day', product: true })];
    parts.push(`select ${cols} from rm.sale_facts where ${w.join(' and ')}`);
  }
  if (months.end <= f.to) {
    const w = [range('day', months.end, f.to), ...conditions(f, params, { day: 'day', product: true })];
    parts.push(`select ${cols} from rm.sale_facts where ${w.join(' and ')}`);
  }
  return { from: `(${parts.join(' union all ')}) f`, params };
}

const dec = (v: unknown) => new Decimal((v as string | null) ?? 0).toFixed();
function figures(r: Record<string, unknown>): SaleFigures {
  return {
    quantity: dec(r.quantity), giftQuantity: dec(r.gift_quantity), amount: dec(r.amount), revenue: dec(r.revenue),
    cost: dec(r.cost), profit: dec(r.profit), lines: Number(r.lines ?? 0), unknownLines: Number(r.unknown_lines ?? 0),
  };
}

/** Totals over the period and filters. */
export async function saleTotals(sql: Sql, f: SaleFactFilter): Promise<SaleFigures & { orders: number | null }> {
  const src = sourceFor(f, false, false, await sizesFor(sql, f, false, false));
  const byParty = src.from.includes('sale_fact_parties');
  const { rows } = await sql.query<any>(`select ${SUMS}${byParty ? ', sum(orders) as orders' : ''} from ${src.from}`, src.params);
  return { ...figures(rows[0] ?? {}), orders: byParty ? Number(rows[0]?.orders ?? 0) : null };
}

const GROUPS: Record<SaleGroupBy, { key: string; product?: boolean; party?: boolean; code: string; name: string; join: string; source?: string }> = {
  product: { key: 'f.product_id', product: true, code: `p.code`, name: `p.name`, join: 'left join rm.products p on p.id = g.key' },
  category: {
    key: `coalesce(pr.category_id, '')`, product: true, source: 'left join rm.products pr on pr.id = f.product_id',
    code: `''`, name: `k.name`, join: 'left join rm.categories k on k.id = g.key',
  },
  customer: { key: 'f.customer_id', party: true, code: `c.code`, name: `c.name`, join: 'left join rm.customers c on c.id = g.key' },
  salesperson: { key: 'f.salesperson_id', party: true, code: `u.username`, name: `u.name`, join: 'left join rm.users u on u.id = g.key' },
  warehouse: { key: 'f.warehouse_id', code: `w.code`, name: `w.name`, join: 'left join rm.warehouses w on w.id = g.key' },
  day: { key: `to_char(f.day, 'YYYY-MM-DD')`, party: true, code: `''`, name: `''`, join: '' },
  month: { key: `to_char(f.day, 'YYYY-MM')`, party: true, code: `''`, name: `''`, join: '' },
};

/**
 * Figures per group over the period, a page of groups sorted by a figure (largest first unless
 * `desc` is false) or by the group's key; `total` = number of groups.
 *
 * By product and a figure, in two passes: the first sums only the sorted figure (and the lines,
 * which decide whether a product is listed) for every product and picks the page; the second sums
 * every figure for the page's products only. Summing one decimal column instead of eight for
 * 20,000 products is what keeps a page fast on the embedded store (docs/sale-reports.md).
 */
export async function salesBy(
  sql: Sql,
  f: SaleFactFilter,
  by: SaleGroupBy,
  page: { sort?: SaleSort; desc?: boolean; limit: number; offset: number },
): Promise<{ rows: SaleGroupRow[]; total: number }> {
  const g = GROUPS[by];
  // By day or month: day rows (the parties table when no product is asked, it is the smallest).
  const needsParty = !!g.party || by === 'day' || by === 'month';
  const sizes = await sizesFor(sql, f, !!g.product, needsParty);
  const sort = page.sort ?? 'amount';
  const desc = page.desc ?? sort !== 'key';
  const order = sort === 'key' ? `g.key ${desc ? 'desc' : 'asc'}` : `g.${sort} ${desc ? 'desc' : 'asc'}, g.key`;
  const grouped = (src: Source, sums: string) => `select ${g.key} as key, ${sums} from ${src.from} ${g.source ?? ''} group by 1 having sum(f.lines) <> 0`;
  const pageOf = async (src: Source, sums: string) => {
    const params = [...src.params, page.limit, page.offset];
    const { rows } = await sql.query<any>(
      `with g as (${grouped(src, sums)})
       select g.*, coalesce(${g.code}, '') as code, coalesce(${g.name}, '') as name, count(*) over () as total
         from g ${g.join} order by ${order} limit $${params.length - 1} offset $${params.length}`,
      params,
    );
    return rows;
  };
  let rows: any[];
  if (by === 'product' && sort !== 'key') {
    const picked = await pageOf(sourceFor(f, true, needsParty, sizes), `sum(f.${sort}) as ${sort}`);
    const second = sourceFor({ ...f, productIds: picked.map((r) => String(r.key)) }, true, needsParty, sizes);
    const full = picked.length ? (await sql.query<any>(grouped(second, SUMS), second.params)).rows : [];
    // The page keeps the first pass's order; its figures come from the second.
    const byKey = new Map(full.map((r) => [String(r.key), r]));
    rows = picked.map((r) => ({ ...r, ...byKey.get(String(r.key)) }));
  } else rows = await pageOf(sourceFor(f, !!g.product, needsParty, sizes), SUMS);
  let total = Number(rows[0]?.total ?? 0);
  if (!rows.length && page.offset > 0) {
    const src = sourceFor(f, !!g.product, needsParty, sizes);
    const c = await sql.query<{ n: string }>(`select count(*) as n from (${grouped(src, 'sum(f.lines) as lines')}) k`, src.params);
    total = Number(c.rows[0]?.n ?? 0);
  }
  return { rows: rows.map((r) => ({ key: String(r.key), code: r.code, name: r.name, ...figures(r) })), total };
}

/** One row per business day of the period that had sales, in day order. */
export async function salesByDay(sql: Sql, f: SaleFactFilter): Promise<SaleDayRow[]> {
  // Asking for the parties' columns keeps whole-month rows out: every row has its day.
  const src = sourceFor(f, false, true);
  const { rows } = await sql.query<any>(
    `select to_char(f.day, 'YYYY-MM-DD') as day, sum(quantity) as quantity, sum(amount) as amount, sum(cost) as cost, sum(profit) as profit
       from ${src.from} group by 1 order by 1`,
    src.params,
  );
  return rows.map((r) => ({ day: r.day, quantity: dec(r.quantity), amount: dec(r.amount), cost: dec(r.cost), profit: dec(r.profit) }));
}

/** The last business day each product was sold (committed and not unsaved or cancelled since). */
export async function lastSaleDays(sql: Sql, productIds?: readonly string[]): Promise<Map<string, string>> {
  const { rows } = await sql.query<{ product_id: string; day: string }>(
    `select product_id, to_char(max(day), 'YYYY-MM-DD') as day from rm.sale_facts ${productIds ? 'where product_id = any($1::text[])' : ''} group by product_id`,
    productIds ? [productIds] : [],
  );
  return new Map(rows.map((r) => [r.product_id, r.day]));
}
