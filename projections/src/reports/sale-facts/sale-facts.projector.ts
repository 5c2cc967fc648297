import { DEFAULT_COST_METHOD } from '@tradedesk/contracts/inventory/cost';
import { businessDayOf } from '@tradedesk/contracts/platform/company-time';
import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import { SALE_FACTS_READ_MODEL } from '@tradedesk/contracts/reports/sale-facts';
import type { SaleOrderCancelled, SaleOrderCommitted, SaleOrderUnsaved } from '@tradedesk/contracts/sales/sale-order';
import { Decimal } from 'decimal.js';
import { revenueInCostCurrency } from '../../inventory/cost/cost.projector.js';
import type { Projector, ProjectorContext } from '../../platform/projector.js';
import { readCompanySettings } from '../../settings/company-settings/company-settings.query.js';

/**
 * The sales analysis tables (docs/sale-reports.md "Sale facts"), additive sums that reports group
 * with SQL instead of reading the log or every order line:
 * - sale_facts: per business day x product x warehouse x customer ('' = none) x salesperson;
 * - sale_fact_months: per month x product x warehouse (long periods by product, category,
 *   warehouse or month read whole months here);
 * - sale_fact_parties: per business day x warehouse x customer x salesperson, with the number of
 *   orders (groupings by customer, salesperson, warehouse or time without a product filter);
 * - sale_fact_product_cum: per month x product, the running total from the product's first sale
 *   to the end of that month, one row for every month from that first month to the latest month
 *   sold (dense), so a long period by product is two rows per product (end minus start) whatever
 *   its length, instead of one row per month, product and warehouse;
 * - sale_fact_orders / sale_fact_lines: what each committed order added (per product), so an
 *   unsave or a cancel takes exactly that out again, and a re-commit puts the new figures in.
 * Rows carry the stream version of the order they reflect: an event applied twice changes nothing.
 */

const EVENTS = ['SaleOrderCommitted', 'SaleOrderUnsaved', 'SaleOrderCancelled'] as const;
type FactEvent = StoredEvent & (SaleOrderCommitted | SaleOrderUnsaved | SaleOrderCancelled);
/** Kept with 6 decimals (amounts converted with a rate). */
const DP = 6;

interface Part {
  productId: string;
  quantity: Decimal;
  giftQuantity: Decimal;
  amount: Decimal;
  revenue: Decimal;
  cost: Decimal;
  /** revenue - cost of the lines whose revenue is known. */
  profit: Decimal;
  lines: number;
  unknownLines: number;
}

interface Committed {
  day: string;
  warehouseId: string;
  customerId: string;
  salespersonId: string;
  parts: Part[];
}

interface OrderState {
  version: number;
  committed: Committed | null;
}

type Figures = Omit<Part, 'productId'> & { orders: number };
const zero = (): Figures => ({ quantity: new Decimal(0), giftQuantity: new Decimal(0), amount: new Decimal(0), revenue: new Decimal(0), cost: new Decimal(0), profit: new Decimal(0), lines: 0, unknownLines: 0, orders: 0 });

function add(into: Figures, p: Omit<Part, 'productId'>, sign: 1 | -1) {
  into.quantity = into.quantity.plus(p.quantity.times(sign));
  into.giftQuantity = into.giftQuantity.plus(p.giftQuantity.times(sign));
  into.amount = into.amount.plus(p.amount.times(sign));
  into.revenue = into.revenue.plus(p.revenue.times(sign));
  into.cost = into.cost.plus(p.cost.times(sign));
  into.profit = into.profit.plus(p.profit.times(sign));
  into.lines += p.lines * sign;
  into.unknownLines += p.unknownLines * sign;
}

/** The per-product figures an order's commit adds. */
export function committedParts(d: SaleOrderCommitted['data'], costCurrency: string, baseCurrency: string): Part[] {
  const parts = new Map<string, Part>();
  for (const l of d.lines) {
    let p = parts.get(l.productId);
    if (!p) parts.set(l.productId, (p = { productId: l.productId, quantity: new Decimal(0), giftQuantity: new Decimal(0), amount: new Decimal(0), revenue: new Decimal(0), cost: new Decimal(0), profit: new Decimal(0), lines: 0, unknownLines: 0 }));
    const qty = new Decimal(l.baseQuantity);
    if (l.gift) p.giftQuantity = p.giftQuantity.plus(qty);
    else p.quantity = p.quantity.plus(qty);
    const amount = new Decimal(l.amount);
    p.amount = p.amount.plus(amount.times(d.rate).toDecimalPlaces(DP, Decimal.ROUND_HALF_UP));
    const revenue = revenueInCostCurrency(l.amount, d.currency, d.rate, { method: DEFAULT_COST_METHOD, costCurrency, baseCurrency }, d.costRate);
    const cost = qty.times(l.unitCost || 0).toDecimalPlaces(DP, Decimal.ROUND_HALF_UP);
    p.cost = p.cost.plus(cost);
    p.lines += 1;
    if (revenue === null) p.unknownLines += 1;
    else {
      p.revenue = p.revenue.plus(revenue);
      p.profit = p.profit.plus(new Decimal(revenue).minus(cost));
    }
  }
  return [...parts.values()];
}

const FIGURE_COLUMNS = ['quantity', 'gift_quantity', 'amount', 'revenue', 'cost', 'profit', 'lines', 'unknown_lines'] as const;
const figureValues = (f: Figures) => [f.quantity.toFixed(), f.giftQuantity.toFixed(), f.amount.toFixed(), f.revenue.toFixed(), f.cost.toFixed(), f.profit.toFixed(), f.lines, f.unknownLines];
const FIGURE_DDL = `quantity numeric not null, gift_quantity numeric not null, amount numeric not null, revenue numeric not null,
  cost numeric not null, profit numeric not null, lines int not null, unknown_lines int not null`;
const FIGURE_TYPES = ['numeric', 'numeric', 'numeric', 'numeric', 'numeric', 'numeric', 'int', 'int'];

/**
 * Adds deltas to a sum table (insert or add), then drops the rows a removal (an unsave, a cancel)
 * may have emptied: only the keys that had something taken out are looked at, so a replay that
 * only adds never searches the table.
 */
async function addDeltas(ctx: ProjectorContext, table: string, keys: readonly string[], keyTypes: readonly string[], deltas: Map<string, { key: string[]; f: Figures; removed: boolean }>, withOrders: boolean) {
  const rows = [...deltas.values()].filter((d) => d.f.lines !== 0 || d.f.orders !== 0 || !d.f.amount.isZero() || !d.f.quantity.isZero() || !d.f.cost.isZero());
  if (rows.length) {
    const t = ctx.table(table);
    const cols = [...keys, ...FIGURE_COLUMNS, ...(withOrders ? ['orders'] : [])];
    const types = [...keyTypes, ...FIGURE_TYPES, ...(withOrders ? ['int'] : [])];
    const arrays = cols.map((_, i) => rows.map((r) => (i < keys.length ? r.key[i] : withOrders && i === cols.length - 1 ? r.f.orders : figureValues(r.f)[i - keys.length])));
    const sums = [...FIGURE_COLUMNS, ...(withOrders ? ['orders'] : [])].map((c) => `${c} = ${t}.${c} + excluded.${c}`).join(', ');
    await ctx.sql.query(
      `insert into ${t} (${cols.join(', ')}) select * from unnest(${types.map((ty, i) => `$${i + 1}::${ty}[]`).join(', ')})
       on conflict (${keys.join(', ')}) do update set ${sums}`,
      arrays,
    );
  }
  const removed = [...deltas.values()].filter((d) => d.removed);
  if (removed.length) {
    const t = ctx.table(table);
    await ctx.sql.query(
      `delete from ${t} using unnest(${keyTypes.map((ty, i) => `$${i + 1}::${ty}[]`).join(', ')}) as k(${keys.join(', ')})
        where ${keys.map((k) => `${t}.${k} = k.${k}`).join(' and ')} and ${t}.lines = 0${withOrders ? ` and ${t}.orders = 0` : ''}`,
      keys.map((_, i) => removed.map((r) => r.key[i])),
    );
  }
}

/**
 * Adds month x product deltas to the running totals (sale_fact_product_cum), keeping each
 * product's rows dense from its first month to the latest month in the table:
 * 1. a month later than the table's latest: every product's latest row is carried forward to it;
 * 2. every month from a product's first delta to the latest gets the running sum of its deltas,
 *    added to the row there or inserted (before the product's first row it had nothing).
 */
async function addRunningTotals(ctx: ProjectorContext, months: Map<string, { key: string[]; f: Figures }>) {
  const perProduct = new Map<string, { month: string; productId: string; f: Figures }>();
  for (const { key, f } of months.values()) {
    const k = `${key[0]}\u0000${key[1]}`;
    let d = perProduct.get(k);
    if (!d) perProduct.set(k, (d = { month: key[0]!, productId: key[1]!, f: zero() }));
    add(d.f, f, 1);
  }
  const rows = [...perProduct.values()].filter((d) => d.f.lines !== 0 || !d.f.amount.isZero() || !d.f.quantity.isZero() || !d.f.giftQuantity.isZero() || !d.f.cost.isZero() || !d.f.revenue.isZero());
  if (!rows.length) return;
  const t = ctx.table('sale_fact_product_cum');
  const latestDelta = rows.reduce((m, r) => (r.month > m ? r.month : m), rows[0]!.month);
  const { rows: top } = await ctx.sql.query<{ m: string | null }>(`select to_char(max(month), 'YYYY-MM-DD') as m from ${t}`);
  const latest = top[0]?.m ?? null;
  const end = latest && latest > latestDelta ? latest : latestDelta;
  if (latest && end > latest) {
    await ctx.sql.query(
      `insert into ${t} (month, product_id, ${FIGURE_COLUMNS.join(', ')})
       select m::date, c.product_id, ${FIGURE_COLUMNS.map((c) => `c.${c}`).join(', ')}
         from ${t} c, generate_series($1::date + interval '1 month', $2::date, interval '1 month') m where c.month = $1::date`,
      [latest, end],
    );
  }
  // Every month from each product's first delta to the latest: the running sum of its deltas,
  // added to the row that is there (a month before the product's first row had nothing: 0).
  const deltaCols = FIGURE_COLUMNS.map((c, i) => `$${i + 3}::${FIGURE_TYPES[i]}[]`).join(', ');
  await ctx.sql.query(
    `with d as (select * from unnest($1::date[], $2::text[], ${deltaCols}) as d(month, product_id, ${FIGURE_COLUMNS.join(', ')})),
     grid as (select f.product_id, m::date as month
                from (select product_id, min(month) as first from d group by product_id) f
                cross join lateral generate_series(f.first, $${FIGURE_COLUMNS.length + 3}::date, interval '1 month') m),
     acc as (select g.month, g.product_id, ${FIGURE_COLUMNS.map((c) => `coalesce(sum(d.${c}) over w, 0) as ${c}`).join(', ')}
               from grid g left join d on d.product_id = g.product_id and d.month = g.month
             window w as (partition by g.product_id order by g.month))
     insert into ${t} (month, product_id, ${FIGURE_COLUMNS.join(', ')}) select month, product_id, ${FIGURE_COLUMNS.join(', ')} from acc
     on conflict (month, product_id) do update set ${FIGURE_COLUMNS.map((c) => `${c} = ${t}.${c} + excluded.${c}`).join(', ')}`,
    [rows.map((r) => r.month), rows.map((r) => r.productId), ...FIGURE_COLUMNS.map((_, i) => rows.map((r) => figureValues({ ...r.f })[i])), end],
  );
}

export const saleFactsProjector: Projector = {
  name: SALE_FACTS_READ_MODEL,
  version: 3,
  handles: EVENTS,
  tables: ['sale_facts', 'sale_fact_months', 'sale_fact_parties', 'sale_fact_product_cum', 'sale_fact_orders', 'sale_fact_lines'],
  rebuildBatchSize: 50_000,
  // apply() writes and reads by primary key only: these two indexes serve the report queries.
  rebuildLateIndexes: ['sale_facts_product_ix', 'sale_facts_customer_ix'],
  // A month's rows together: a report page reads one or two months of these (docs/sale-reports.md).
  rebuildClusters: { sale_fact_product_cum: 'sale_fact_product_cum_pkey', sale_fact_months: 'sale_fact_months_pkey' },

  async migrate(ctx) {
    const q = (s: string) => ctx.sql.query(s);
    await q(`create table if not exists ${ctx.table('sale_facts')} (
      day date not null, product_id text not null, warehouse_id text not null, customer_id text not null, salesperson_id text not null,
      ${FIGURE_DDL}, primary key (day, product_id, warehouse_id, customer_id, salesperson_id))`);
    await q(`create index if not exists sale_facts_product_ix on ${ctx.table('sale_facts')} (product_id, day)`);
    await q(`create index if not exists sale_facts_customer_ix on ${ctx.table('sale_facts')} (customer_id, day)`);
    await q(`create table if not exists ${ctx.table('sale_fact_months')} (
      month date not null, product_id text not null, warehouse_id text not null,
      ${FIGURE_DDL}, primary key (month, product_id, warehouse_id)) with (fillfactor = 80)`);
    await q(`create table if not exists ${ctx.table('sale_fact_parties')} (
      day date not null, warehouse_id text not null, customer_id text not null, salesperson_id text not null,
      ${FIGURE_DDL}, orders int not null, primary key (day, warehouse_id, customer_id, salesperson_id))`);
    await q(`create table if not exists ${ctx.table('sale_fact_product_cum')} (
      month date not null, product_id text not null, ${FIGURE_DDL}, primary key (month, product_id)) with (fillfactor = 80)`);
    await q(`create index if not exists sale_fact_product_cum_product_ix on ${ctx.table('sale_fact_product_cum')} (product_id, month)`);
    await q(`create table if not exists ${ctx.table('sale_fact_orders')} (
      order_id text primary key, version int not null, committed boolean not null,
      day date, warehouse_id text, customer_id text, salesperson_id text)`);
    await q(`create table if not exists ${ctx.table('sale_fact_lines')} (
      order_id text not null, product_id text not null, ${FIGURE_DDL}, primary key (order_id, product_id))`);
  },

  async apply(events, ctx) {
    const evs = events as FactEvent[];
    const orderIds = [...new Set(evs.map((e) => e.data.orderId))];
    const orders = new Map<string, OrderState>();
    const { rows: known } = await ctx.sql.query<any>(
      `select order_id, version, committed, to_char(day, 'YYYY-MM-DD') as day, warehouse_id, customer_id, salesperson_id from ${ctx.table('sale_fact_orders')} where order_id = any($1::text[])`,
      [orderIds],
    );
    const committedIds = known.filter((r) => r.committed).map((r) => r.order_id);
    const { rows: knownLines } = committedIds.length
      ? await ctx.sql.query<any>(`select * from ${ctx.table('sale_fact_lines')} where order_id = any($1::text[])`, [committedIds])
      : { rows: [] as any[] };
    for (const r of known) {
      orders.set(r.order_id, {
        version: r.version,
        committed: r.committed ? { day: r.day, warehouseId: r.warehouse_id, customerId: r.customer_id, salespersonId: r.salesperson_id, parts: [] } : null,
      });
    }
    for (const l of knownLines) {
      orders.get(l.order_id)?.committed?.parts.push({
        productId: l.product_id, quantity: new Decimal(l.quantity), giftQuantity: new Decimal(l.gift_quantity), amount: new Decimal(l.amount),
        revenue: new Decimal(l.revenue), cost: new Decimal(l.cost), profit: new Decimal(l.profit), lines: Number(l.lines), unknownLines: Number(l.unknown_lines),
      });
    }

    let settings: { offset: number; costCurrency: string; baseCurrency: string } | undefined;
    const settingsNow = async () => {
      if (settings) return settings;
      const s = await readCompanySettings(ctx.sql);
      const base = String(s.BaseCurrencyID ?? '');
      return (settings = { offset: Number(s.SystemTimeZone) || 0, costCurrency: String(s.CostCurrencyID || base), baseCurrency: base });
    };

    type Deltas = Map<string, { key: string[]; f: Figures; removed: boolean }>;
    const facts: Deltas = new Map();
    const months: Deltas = new Map();
    const parties: Deltas = new Map();
    const delta = (m: Deltas, key: string[], sign: 1 | -1) => {
      const k = key.join('\u0000');
      let d = m.get(k);
      if (!d) m.set(k, (d = { key, f: zero(), removed: false }));
      if (sign < 0) d.removed = true;
      return d.f;
    };
    const book = (c: Committed, sign: 1 | -1) => {
      const month = `${c.day.slice(0, 7)}-01`;
      const party = delta(parties, [c.day, c.warehouseId, c.customerId, c.salespersonId], sign);
      party.orders += sign;
      for (const p of c.parts) {
        add(delta(facts, [c.day, p.productId, c.warehouseId, c.customerId, c.salespersonId], sign), p, sign);
        add(delta(months, [month, p.productId, c.warehouseId], sign), p, sign);
        add(party, p, sign);
      }
    };

    const touched = new Set<string>();
    for (const e of evs) {
      const id = e.data.orderId;
      const state = orders.get(id) ?? { version: 0, committed: null };
      orders.set(id, state);
      if (e.streamVersion <= state.version) continue;
      state.version = e.streamVersion;
      touched.add(id);
      if (state.committed) book(state.committed, -1);
      switch (e.type) {
        case 'SaleOrderCommitted': {
          const s = await settingsNow();
          state.committed = {
            day: businessDayOf(e.recordedAt, s.offset),
            warehouseId: e.data.warehouseId,
            customerId: e.data.customer?.id ?? '',
            salespersonId: e.metadata?.userId ?? '',
            parts: committedParts(e.data, s.costCurrency, s.baseCurrency),
          };
          book(state.committed, 1);
          break;
        }
        case 'SaleOrderUnsaved':
        case 'SaleOrderCancelled':
          state.committed = null;
          break;
        default: {
          const _exhaustive: never = e;
          throw new Error(`unhandled ${(_exhaustive as StoredEvent).type}`);
        }
      }
    }
    if (!touched.size) return [];

    await addDeltas(ctx, 'sale_facts', ['day', 'product_id', 'warehouse_id', 'customer_id', 'salesperson_id'], ['date', 'text', 'text', 'text', 'text'], facts, false);
    await addDeltas(ctx, 'sale_fact_months', ['month', 'product_id', 'warehouse_id'], ['date', 'text', 'text'], months, false);
    await addRunningTotals(ctx, months);
    await addDeltas(ctx, 'sale_fact_parties', ['day', 'warehouse_id', 'customer_id', 'salesperson_id'], ['date', 'text', 'text', 'text'], parties, true);

    const ids = [...touched];
    const states = ids.map((id) => orders.get(id)!);
    await ctx.sql.query(
      `insert into ${ctx.table('sale_fact_orders')} (order_id, version, committed, day, warehouse_id, customer_id, salesperson_id)
       select * from unnest($1::text[], $2::int[], $3::boolean[], $4::date[], $5::text[], $6::text[], $7::text[])
       on conflict (order_id) do update set version = excluded.version, committed = excluded.committed, day = excluded.day,
         warehouse_id = excluded.warehouse_id, customer_id = excluded.customer_id, salesperson_id = excluded.salesperson_id`,
      [ids, states.map((s) => s.version), states.map((s) => !!s.committed), states.map((s) => s.committed?.day ?? null),
        states.map((s) => s.committed?.warehouseId ?? null), states.map((s) => s.committed?.customerId ?? null), states.map((s) => s.committed?.salespersonId ?? null)],
    );
    await ctx.sql.query(`delete from ${ctx.table('sale_fact_lines')} where order_id = any($1::text[])`, [ids]);
    const lines = ids.flatMap((id) => (orders.get(id)!.committed?.parts ?? []).map((p) => ({ id, p })));
    if (lines.length) {
      await ctx.sql.query(
        `insert into ${ctx.table('sale_fact_lines')} (order_id, product_id, ${FIGURE_COLUMNS.join(', ')})
         select * from unnest($1::text[], $2::text[], ${FIGURE_TYPES.map((ty, i) => `$${i + 3}::${ty}[]`).join(', ')})`,
        [lines.map((l) => l.id), lines.map((l) => l.p.productId), ...FIGURE_COLUMNS.map((_, i) => lines.map((l) => figureValues({ ...l.p, orders: 0 })[i]))],
      );
    }
    return ids;
  },
};
