import { COST_METHODS, COST_READ_MODEL, type CostMethod, DEFAULT_COST_METHOD } from '@tradedesk/contracts/inventory/cost';
import { STOCK_MOVED, type StockMoved } from '@tradedesk/contracts/inventory/stock';
import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import type { LandedCostAllocated, LandedCostWithdrawn } from '@tradedesk/contracts/purchasing/landed-cost';
import type { SaleOrderCancelled, SaleOrderCommitted, SaleOrderUnsaved } from '@tradedesk/contracts/sales/sale-order';
import type { CompanyCreated, CompanySettingsChanged } from '@tradedesk/contracts/settings/company-settings';
import { Decimal } from 'decimal.js';
import type { Projector, ProjectorContext } from '../../platform/projector.js';
import { copyText } from '../../platform/sql.js';
import { compareInputs, COST_DECIMALS, type CostAdjustment, type CostInput, type CostOutput, type CostState, EMPTY_STATE, foldCost } from './cost-valuation.js';

/**
 * The cost projection (docs/costing.md). Tables:
 * - cost_movements: every stock movement with its value (+ in, - out), in valuation order per
 *   product (business time `at`, then log position, then line), and the product's state after it
 *   (quantity, value, unit cost; FIFO layers and open outflows in `extra`) so a replay can start
 *   right before any movement;
 * - cost_products: the product's state after its last movement (cost now);
 * - cost_stock: quantity per warehouse and product (value = quantity x the product's unit cost);
 * - cost_landed: landed cost allocations in force, per receipt line;
 * - cost_sale_lines: the committed sale lines with their revenue in the cost currency;
 * - cost_settings: the cost method and the currencies revenue is converted with.
 *
 * A batch folds each touched product in memory and writes in bulk. A product whose new movements
 * all come after the ones it has valued continues from its saved state; one that gets a movement
 * dated earlier (a late receipt) or a landed cost on a receipt is replayed from the first affected
 * movement: its rows from there are deleted and written again. A change of the cost method replays
 * every product from the start.
 */

const SALE_EVENTS = ['SaleOrderCommitted', 'SaleOrderUnsaved', 'SaleOrderCancelled'] as const;
const LANDED_EVENTS = ['LandedCostAllocated', 'LandedCostWithdrawn'] as const;
const SETTINGS_EVENTS = ['CompanyCreated', 'CompanySettingsChanged'] as const;

interface Movement extends CostInput {
  productId: string;
  warehouseId: string;
  sourceNumber: string;
  documentId: string | null;
}

interface Settings {
  method: CostMethod;
  costCurrency: string;
  baseCurrency: string;
}

interface SaleLineRow {
  orderId: string;
  lineNo: number;
  lineId: string;
  productId: string;
  baseQuantity: string;
  amount: string;
  gift: boolean;
  currency: string;
  rate: string;
  revenue: string | null;
  orderNumber: string;
  customerId: string | null;
  customerName: string | null;
  warehouseId: string;
  committedAt: string;
  committedPosition: string;
}

const key = (p: number, l: number) => `${p}:${l}`;
const landedKey = (receiptId: string, line: number) => `${receiptId}\u0000${line}`;
/** Before any movement (0001-01-01): where a revaluation of everything starts. */
const BEGINNING = Date.parse('0001-01-01T00:00:00.000Z');
const PRODUCTS_PER_CHUNK = 2000;
const isMethod = (v: unknown): v is CostMethod => (COST_METHODS as readonly unknown[]).includes(v);

/**
 * Revenue of a sale line in the cost currency; null when the order's currency has no rate to it.
 * `costRate` is the commit's rate to the cost currency (absent in events committed before it was
 * recorded, null when the table had none): it alone decides, read from the event only.
 */
export function revenueInCostCurrency(amount: string, currency: string, rate: string, s: Settings, costRate?: string | null): string | null {
  if (currency === s.costCurrency) return new Decimal(amount).toFixed();
  const r = costRate !== undefined ? costRate : s.costCurrency === s.baseCurrency ? rate : null;
  return r === null ? null : new Decimal(amount).times(r).toDecimalPlaces(COST_DECIMALS, Decimal.ROUND_HALF_UP).toFixed();
}

export const costProjector: Projector = {
  name: COST_READ_MODEL,
  version: 1,
  handles: [STOCK_MOVED, ...LANDED_EVENTS, ...SETTINGS_EVENTS, ...SALE_EVENTS],
  tables: ['cost_movements', 'cost_products', 'cost_stock', 'cost_landed', 'cost_sale_lines', 'cost_settings'],
  // A rebuild folds each product once per batch: 100,000 events load and write a product's state
  // once where 10,000 would do it ten times.
  rebuildBatchSize: 100_000,
  readsMetadata: false,
  // Read by the profit queries, never by apply: built after a rebuild's replay.
  rebuildLateIndexes: ['cost_movements_sale_ix'],

  async migrate(ctx) {
    const q = (s: string) => ctx.sql.query(s);
    await q(`create table if not exists ${ctx.table('cost_movements')} (
      position bigint not null,
      line int not null,
      product_id text not null,
      warehouse_id text not null,
      kind text not null,
      source_type text not null,
      source_id text not null,
      source_number text not null,
      document_id text,
      at timestamptz not null,
      quantity numeric not null,
      recorded_cost numeric not null,
      unit_cost numeric not null,
      value numeric not null,
      qty_after numeric not null,
      value_after numeric not null,
      cost_after numeric,
      extra jsonb,
      primary key (product_id, at, position, line)
    )`);
    await q(`create index if not exists cost_movements_sale_ix on ${ctx.table('cost_movements')} (source_id, line) where source_type = 'sale'`);
    await q(`create index if not exists cost_movements_doc_ix on ${ctx.table('cost_movements')} (document_id, line) where document_id is not null`);
    await q(`create table if not exists ${ctx.table('cost_products')} (
      product_id text primary key,
      quantity numeric not null,
      value numeric not null,
      unit_cost numeric,
      last_at timestamptz not null,
      last_position bigint not null,
      last_line int not null,
      extra jsonb,
      movements int not null
    )`);
    await q(`create table if not exists ${ctx.table('cost_stock')} (
      warehouse_id text not null,
      product_id text not null,
      quantity numeric not null,
      primary key (warehouse_id, product_id)
    )`);
    await q(`create table if not exists ${ctx.table('cost_landed')} (
      cost_id text not null,
      waybill_id text not null,
      waybill_number text not null,
      receipt_id text not null,
      receipt_line int not null,
      product_id text not null,
      amount numeric not null,
      primary key (cost_id, receipt_id, receipt_line)
    )`);
    await q(`create index if not exists cost_landed_receipt_ix on ${ctx.table('cost_landed')} (receipt_id, receipt_line)`);
    await q(`create table if not exists ${ctx.table('cost_sale_lines')} (
      order_id text not null,
      line_no int not null,
      line_id text not null,
      product_id text not null,
      base_quantity numeric not null,
      amount numeric not null,
      gift boolean not null,
      currency text not null,
      rate numeric not null,
      revenue numeric,
      order_number text not null,
      customer_id text,
      customer_name text,
      warehouse_id text not null,
      committed_at timestamptz not null,
      committed_position bigint not null,
      active boolean not null,
      primary key (order_id, line_no)
    )`);
    await q(`create index if not exists cost_sale_lines_time_ix on ${ctx.table('cost_sale_lines')} (committed_at)`);
    await q(`create index if not exists cost_sale_lines_customer_ix on ${ctx.table('cost_sale_lines')} (customer_id)`);
    await q(`create index if not exists cost_sale_lines_product_ix on ${ctx.table('cost_sale_lines')} (product_id)`);
    await q(`create table if not exists ${ctx.table('cost_settings')} (
      id int primary key,
      method text not null,
      cost_currency text not null,
      base_currency text not null
    )`);
  },

  async apply(events: StoredEvent[], ctx) {
    const { rows: stored } = await ctx.sql.query<{ method: string; cost_currency: string; base_currency: string }>(
      `select method, cost_currency, base_currency from ${ctx.table('cost_settings')} where id = 1`,
    );
    const settings: Settings = stored[0]
      ? { method: isMethod(stored[0].method) ? stored[0].method : DEFAULT_COST_METHOD, costCurrency: stored[0].cost_currency, baseCurrency: stored[0].base_currency }
      : { method: DEFAULT_COST_METHOD, costCurrency: '', baseCurrency: '' };
    const settingsBefore = JSON.stringify(settings);
    let revalueAll = false;
    const moves = new Map<string, Movement[]>();
    const stockDelta = new Map<string, { wh: string; product: string; q: Decimal }>();
    const landedOps: (LandedCostAllocated | LandedCostWithdrawn)[] = [];
    const sales = new Map<string, { lines: SaleLineRow[] | null; active: boolean }>();

    for (const e of events) {
      if (e.type === STOCK_MOVED) {
        const d = e.data as StockMoved['data'];
        const at = Date.parse(d.at ?? e.recordedAt);
        const position = Number(e.globalPosition);
        for (const m of d.movements) {
          const list = moves.get(m.productId) ?? [];
          list.push({
            at, position, line: m.line, kind: m.kind, quantity: m.quantity, recordedCost: m.unitCost, sourceType: d.source.type, sourceId: d.source.id,
            productId: m.productId, warehouseId: m.warehouseId, sourceNumber: d.source.number, documentId: d.documentId ?? null, landed: undefined,
          });
          moves.set(m.productId, list);
        }
      } else if (e.type === 'LandedCostAllocated' || e.type === 'LandedCostWithdrawn') {
        landedOps.push({ type: e.type, data: e.data } as LandedCostAllocated | LandedCostWithdrawn);
      } else if (e.type === 'CompanyCreated' || e.type === 'CompanySettingsChanged') {
        const v = e.type === 'CompanyCreated' ? (e.data as CompanyCreated['data']).settings : (e.data as CompanySettingsChanged['data']).changes;
        const method = (v as { CostMethod?: unknown }).CostMethod;
        if (isMethod(method) && method !== settings.method) {
          settings.method = method;
          revalueAll = true;
        }
        if (v.CostCurrencyID) settings.costCurrency = v.CostCurrencyID;
        if (v.BaseCurrencyID) settings.baseCurrency = v.BaseCurrencyID;
      } else if (e.type === 'SaleOrderCommitted') {
        const d = e.data as SaleOrderCommitted['data'];
        sales.set(d.orderId, {
          active: true,
          lines: d.lines.map((l, i) => ({
            orderId: d.orderId, lineNo: i + 1, lineId: l.lineId, productId: l.productId, baseQuantity: l.baseQuantity, amount: l.amount, gift: l.gift,
            currency: d.currency, rate: d.rate, revenue: revenueInCostCurrency(l.amount, d.currency, d.rate, settings, d.costRate), orderNumber: d.number,
            customerId: d.customer?.id ?? null, customerName: d.customer?.name ?? null, warehouseId: d.warehouseId, committedAt: e.recordedAt, committedPosition: e.globalPosition,
          })),
        });
      } else if (e.type === 'SaleOrderUnsaved' || e.type === 'SaleOrderCancelled') {
        const d = e.data as (SaleOrderUnsaved | SaleOrderCancelled)['data'];
        const s = sales.get(d.orderId) ?? { lines: null, active: false };
        s.active = false;
        sales.set(d.orderId, s);
      }
    }

    // Landed costs: the allocations in force change; each receipt line they name is replayed.
    const landedReceipts: { receiptId: string; line: number }[] = [];
    for (const e of landedOps) {
      const { rows } = await ctx.sql.query<{ receipt_id: string; receipt_line: number }>(
        `delete from ${ctx.table('cost_landed')} where cost_id = $1 returning receipt_id, receipt_line`,
        [e.data.costId],
      );
      for (const r of rows) landedReceipts.push({ receiptId: r.receipt_id, line: r.receipt_line });
      if (e.type === 'LandedCostAllocated') {
        const a = e.data.allocations;
        await ctx.sql.query(
          `insert into ${ctx.table('cost_landed')} (cost_id, waybill_id, waybill_number, receipt_id, receipt_line, product_id, amount)
           select $1, $2, $3, * from unnest($4::text[], $5::int[], $6::text[], $7::numeric[])
           on conflict (cost_id, receipt_id, receipt_line) do update set amount = ${ctx.table('cost_landed')}.amount + excluded.amount`,
          [e.data.costId, e.data.waybillId, e.data.waybillNumber, a.map((x) => x.receiptId), a.map((x) => x.receiptLine), a.map((x) => x.productId), a.map((x) => x.amount)],
        );
        for (const x of a) landedReceipts.push({ receiptId: x.receiptId, line: x.receiptLine });
      }
    }

    // Where each touched product's valuation starts again.
    const starts = new Map<string, { at: number; position: number; line: number }>();
    const earliest = (product: string, k: { at: number; position: number; line: number }) => {
      const s = starts.get(product);
      if (!s || compareInputs(k, s) < 0) starts.set(product, k);
    };
    for (const [product, list] of moves) for (const m of list) earliest(product, m);
    if (landedReceipts.length) {
      const { rows } = await ctx.sql.query<{ product_id: string; at: Date; position: string; line: number }>(
        `select m.product_id, m.at, m.position::text, m.line from ${ctx.table('cost_movements')} m
           join unnest($1::text[], $2::int[]) as k(doc, line) on m.document_id = k.doc and m.line = k.line
          where m.kind = 'receipt'`,
        [landedReceipts.map((r) => r.receiptId), landedReceipts.map((r) => r.line)],
      );
      for (const r of rows) earliest(r.product_id, { at: new Date(r.at).getTime(), position: Number(r.position), line: r.line });
    }

    if (revalueAll) {
      const { rows } = await ctx.sql.query<{ product_id: string }>(`select product_id from ${ctx.table('cost_products')}`);
      for (const r of rows) starts.set(r.product_id, { at: BEGINNING, position: 0, line: 0 });
      for (const product of moves.keys()) starts.set(product, { at: BEGINNING, position: 0, line: 0 });
    }
    const written: string[] = [];
    // Products are valued in chunks so a revaluation of everything holds a bounded part in memory.
    const all = [...starts.keys()];
    // No landed cost in force at all (the allocations were applied above): receipts need no look-up.
    const anyLanded = all.length > 0 && (await ctx.sql.query<{ any: boolean }>(`select exists (select 1 from ${ctx.table('cost_landed')}) as any`)).rows[0]!.any;
    for (let from = 0; from < all.length; from += PRODUCTS_PER_CHUNK) {
      const chunk = new Map(all.slice(from, from + PRODUCTS_PER_CHUNK).map((p) => [p, starts.get(p)!]));
      await valueProducts(ctx, settings.method, chunk, moves, stockDelta, written, anyLanded);
    }
    if (stockDelta.size) {
      const rows = [...stockDelta.values()];
      await ctx.sql.query(
        `insert into ${ctx.table('cost_stock')} (warehouse_id, product_id, quantity)
         select * from unnest($1::text[], $2::text[], $3::numeric[]) order by 1, 2
         on conflict (warehouse_id, product_id) do update set quantity = ${ctx.table('cost_stock')}.quantity + excluded.quantity`,
        [rows.map((r) => r.wh), rows.map((r) => r.product), rows.map((r) => r.q.toFixed())],
      );
    }
    await writeSales(ctx, sales);
    if (JSON.stringify(settings) !== settingsBefore) {
      await ctx.sql.query(
        `insert into ${ctx.table('cost_settings')} (id, method, cost_currency, base_currency) values (1, $1, $2, $3)
         on conflict (id) do update set method = excluded.method, cost_currency = excluded.cost_currency, base_currency = excluded.base_currency`,
        [settings.method, settings.costCurrency, settings.baseCurrency],
      );
    }
    return [...written, ...sales.keys()];
  },
};

/** Values the products of `starts` from their start keys: loads, folds, writes. */
async function valueProducts(
  ctx: ProjectorContext,
  method: CostMethod,
  starts: Map<string, { at: number; position: number; line: number }>,
  moves: Map<string, Movement[]>,
  stockDelta: Map<string, { wh: string; product: string; q: Decimal }>,
  written: string[],
  anyLanded: boolean,
) {
  const { rows: heads } = await ctx.sql.query<{ product_id: string; quantity: string; value: string; unit_cost: string | null; last_at: Date; last_position: string; last_line: number; extra: any; movements: number }>(
    `select product_id, quantity::text, value::text, unit_cost::text, last_at, last_position::text, last_line, extra, movements from ${ctx.table('cost_products')} where product_id = any($1::text[])`,
    [[...starts.keys()]],
  );
  const headOf = new Map(heads.map((h) => [h.product_id, h]));

  // Products continuing from their saved state, and products replayed from a movement.
  const replay: { product: string; at: number; position: number; line: number }[] = [];
  const startState = new Map<string, CostState>();
  for (const [product, k] of starts) {
    const h = headOf.get(product);
    const last = h ? { at: new Date(h.last_at).getTime(), position: Number(h.last_position), line: h.last_line } : null;
    if (!last || compareInputs(k, last) > 0) startState.set(product, h ? stateOf(h.quantity, h.value, h.unit_cost, h.extra) : EMPTY_STATE);
    else replay.push({ product, ...k });
  }
  const existing = new Map<string, Movement[]>();
  if (replay.length) {
    const keyArgs = [replay.map((r) => r.product), replay.map((r) => new Date(r.at).toISOString()), replay.map((r) => r.position), replay.map((r) => r.line)];
    const K = `unnest($1::text[], $2::timestamptz[], $3::bigint[], $4::int[]) as k(product, at, position, line)`;
    const { rows: before } = await ctx.sql.query<{ product: string; qty_after: string; value_after: string; cost_after: string | null; extra: any }>(
      `select k.product, s.qty_after::text, s.value_after::text, s.cost_after::text, s.extra from ${K}
         cross join lateral (select m.qty_after, m.value_after, m.cost_after, m.extra from ${ctx.table('cost_movements')} m
            where m.product_id = k.product and (m.at, m.position, m.line) < (k.at, k.position, k.line)
            order by m.at desc, m.position desc, m.line desc limit 1) s`,
      keyArgs,
    );
    for (const r of replay) startState.set(r.product, EMPTY_STATE);
    for (const b of before) startState.set(b.product, stateOf(b.qty_after, b.value_after, b.cost_after, b.extra));
    const { rows: again } = await ctx.sql.query<any>(
      `delete from ${ctx.table('cost_movements')} m using ${K}
        where m.product_id = k.product and (m.at, m.position, m.line) >= (k.at, k.position, k.line)
        returning m.position::text, m.line, m.product_id, m.warehouse_id, m.kind, m.source_type, m.source_id, m.source_number, m.document_id,
                  m.at, m.quantity::text, m.recorded_cost::text`,
      keyArgs,
    );
    for (const r of again) {
      const list = existing.get(r.product_id) ?? [];
      list.push({
        at: new Date(r.at).getTime(), position: Number(r.position), line: r.line, kind: r.kind, quantity: r.quantity, recordedCost: r.recorded_cost,
        sourceType: r.source_type, sourceId: r.source_id, productId: r.product_id, warehouseId: r.warehouse_id, sourceNumber: r.source_number, documentId: r.document_id,
        landed: undefined,
      });
      existing.set(r.product_id, list);
    }
  }

  // Landed costs of the receipts to value.
  const docs = new Set<string>();
  const toFold = new Map<string, Movement[]>();
  for (const product of starts.keys()) {
    const had = existing.get(product) ?? [];
    const seen = new Set(had.map((m) => key(m.position, m.line)));
    // Movements valued before (the same events applied again) are not new: they count once.
    const incoming = moves.get(product) ?? [];
    const fresh = seen.size ? incoming.filter((m) => !seen.has(key(m.position, m.line))) : incoming;
    for (const m of fresh) {
      const k = `${m.warehouseId}\u0000${m.productId}`;
      const s = stockDelta.get(k) ?? { wh: m.warehouseId, product: m.productId, q: new Decimal(0) };
      s.q = s.q.plus(m.quantity);
      stockDelta.set(k, s);
    }
    // Movements mostly arrive in valuation order (a rebuild, the daemon): sort only when not.
    const list = had.length ? [...had, ...fresh] : fresh;
    if (!inValuationOrder(list)) list.sort(compareInputs);
    if (anyLanded) for (const m of list) if (m.kind === 'receipt' && m.documentId) docs.add(m.documentId);
    toFold.set(product, list);
  }
  const landed = new Map<string, string>();
  if (docs.size && anyLanded) {
    const { rows } = await ctx.sql.query<{ receipt_id: string; receipt_line: number; amount: string }>(
      `select receipt_id, receipt_line, sum(amount)::text as amount from ${ctx.table('cost_landed')} where receipt_id = any($1::text[]) group by 1, 2`,
      [[...docs]],
    );
    for (const r of rows) landed.set(landedKey(r.receipt_id, r.receipt_line), r.amount);
  }

  // With COPY each product's rows become text as soon as they are valued (little to keep in memory).
  const copy: string[] | null = ctx.sql.copyFrom ? [] : null;
  const out: { m: Movement; o: CostOutput }[] = [];
  const adjustments: (CostAdjustment & { product: string })[] = [];
  const finals: { product: string; state: CostState; last: Movement; n: number }[] = [];
  for (const [product, list] of toFold) {
    if (landed.size) for (const m of list) if (m.kind === 'receipt' && m.documentId) m.landed = landed.get(landedKey(m.documentId, m.line));
    const r = foldCost(method, startState.get(product) ?? EMPTY_STATE, list);
    if (copy) copy.push(movementRows(list, r.outputs));
    else r.outputs.forEach((o, i) => out.push({ m: list[i]!, o }));
    for (const a of r.adjustments) adjustments.push({ ...a, product });
    const h = headOf.get(product);
    const replayed = existing.get(product)?.length ?? 0;
    if (list.length) finals.push({ product, state: r.state, last: list[list.length - 1]!, n: (h?.movements ?? 0) - replayed + list.length });
    written.push(product);
  }

  if (copy?.length) {
    await ctx.sql.copyFrom!(ctx.table('cost_movements'), MOVEMENT_COLUMNS, copy);
  } else if (out.length) {
    const cols: unknown[][] = Array.from({ length: 18 }, () => []);
    for (const { m, o } of out) {
      const s = o.state;
      const extra = s.layers || s.open ? JSON.stringify({ layers: s.layers, open: s.open }) : null;
      const vals = [m.position, m.line, m.productId, m.warehouseId, m.kind, m.sourceType, m.sourceId, m.sourceNumber, m.documentId, new Date(m.at).toISOString(),
        m.quantity, m.recordedCost, o.unitCost, o.value, s.q, s.v, s.c, extra];
      for (let i = 0; i < vals.length; i++) cols[i]!.push(vals[i]);
    }
    await ctx.sql.query(
      `insert into ${ctx.table('cost_movements')} (position, line, product_id, warehouse_id, kind, source_type, source_id, source_number, document_id, at,
         quantity, recorded_cost, unit_cost, value, qty_after, value_after, cost_after, extra)
       select * from unnest($1::bigint[], $2::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::timestamptz[],
         $11::numeric[], $12::numeric[], $13::numeric[], $14::numeric[], $15::numeric[], $16::numeric[], $17::numeric[], $18::jsonb[])
       on conflict do nothing`,
      cols,
    );
  }
  if (adjustments.length) {
    await ctx.sql.query(
      `update ${ctx.table('cost_movements')} m set value = a.value, unit_cost = case when m.quantity = 0 then m.unit_cost else trim_scale(round(abs(a.value) / abs(m.quantity), ${COST_DECIMALS})) end
         from unnest($1::text[], $2::timestamptz[], $3::bigint[], $4::int[], $5::numeric[]) as a(product, at, position, line, value)
        where m.product_id = a.product and m.at = a.at and m.position = a.position and m.line = a.line`,
      [adjustments.map((a) => a.product), adjustments.map((a) => new Date(a.a).toISOString()), adjustments.map((a) => a.p), adjustments.map((a) => a.l), adjustments.map((a) => a.value)],
    );
  }
  if (finals.length) {
    await ctx.sql.query(
      `insert into ${ctx.table('cost_products')} (product_id, quantity, value, unit_cost, last_at, last_position, last_line, extra, movements)
       select * from unnest($1::text[], $2::numeric[], $3::numeric[], $4::numeric[], $5::timestamptz[], $6::bigint[], $7::int[], $8::jsonb[], $9::int[])
       on conflict (product_id) do update set quantity = excluded.quantity, value = excluded.value, unit_cost = excluded.unit_cost, last_at = excluded.last_at,
         last_position = excluded.last_position, last_line = excluded.last_line, extra = excluded.extra, movements = excluded.movements`,
      [
        finals.map((f) => f.product), finals.map((f) => f.state.q), finals.map((f) => f.state.v), finals.map((f) => unitCostOf(f.state)),
        finals.map((f) => new Date(f.last.at).toISOString()), finals.map((f) => f.last.position), finals.map((f) => f.last.line),
        finals.map((f) => (f.state.layers || f.state.open ? JSON.stringify({ layers: f.state.layers, open: f.state.open }) : null)), finals.map((f) => f.n),
      ],
    );
  }
}

const MOVEMENT_COLUMNS = ['position', 'line', 'product_id', 'warehouse_id', 'kind', 'source_type', 'source_id', 'source_number', 'document_id', 'at',
  'quantity', 'recorded_cost', 'unit_cost', 'value', 'qty_after', 'value_after', 'cost_after', 'extra'] as const;

/**
 * One product's valued movements as rows of COPY's text format (MOVEMENT_COLUMNS). A movement
 * listed twice (the same position and line: its key) is written once, as the insert's `on conflict
 * do nothing` would; it is the only conflict possible, since what a product had from its start
 * movement on was deleted and its new movements all come after what it keeps. The figures come
 * from the fold's `str` (digits, sign and point only) and need no escaping.
 */
function movementRows(list: readonly Movement[], outputs: readonly CostOutput[]): string {
  // Rows joined from flat strings: one flat text, cheap to turn into bytes (no tree of pieces).
  const rows: string[] = [];
  for (let i = 0; i < list.length; i++) {
    const m = list[i]!;
    const prev = i > 0 ? list[i - 1]! : null;
    if (prev && prev.at === m.at && prev.position === m.position && prev.line === m.line) continue;
    const o = outputs[i]!;
    const s = o.state;
    rows.push([
      m.position, m.line, copyText(m.productId), copyText(m.warehouseId), copyText(m.kind), copyText(m.sourceType), copyText(m.sourceId), copyText(m.sourceNumber),
      copyText(m.documentId), new Date(m.at).toISOString(), copyText(m.quantity), copyText(m.recordedCost), o.unitCost, o.value, s.q, s.v, s.c ?? '\\N',
      s.layers || s.open ? copyText(JSON.stringify({ layers: s.layers, open: s.open })) : '\\N',
    ].join('\t'));
  }
  rows.push('');
  return rows.join('\n');
}

function inValuationOrder(list: readonly Movement[]): boolean {
  for (let i = 1; i < list.length; i++) if (compareInputs(list[i - 1]!, list[i]!) > 0) return false;
  return true;
}

function stateOf(q: string, v: string, c: string | null, extra: any): CostState {
  const s: CostState = { q: new Decimal(q).toFixed(), v: new Decimal(v).toFixed(), c: c === null ? null : new Decimal(c).toFixed() };
  if (extra?.layers) s.layers = extra.layers;
  if (extra?.open) s.open = extra.open;
  return s;
}

/** The product's unit cost now: value / quantity while in stock, else the last one known. */
function unitCostOf(s: CostState): string | null {
  return s.c;
}

async function writeSales(ctx: ProjectorContext, sales: Map<string, { lines: SaleLineRow[] | null; active: boolean }>) {
  if (!sales.size) return;
  const replaced = [...sales].filter(([, s]) => s.lines);
  const t = ctx.table('cost_sale_lines');
  if (replaced.length) {
    await ctx.sql.query(`delete from ${t} where order_id = any($1::text[])`, [replaced.map(([id]) => id)]);
    const lines = replaced.flatMap(([, s]) => s.lines!.map((l) => ({ ...l, active: s.active })));
    if (lines.length) {
      const cols = (f: (l: (typeof lines)[number]) => unknown) => lines.map(f);
      await ctx.sql.query(
        `insert into ${t} (order_id, line_no, line_id, product_id, base_quantity, amount, gift, currency, rate, revenue, order_number, customer_id, customer_name,
           warehouse_id, committed_at, committed_position, active)
         select * from unnest($1::text[], $2::int[], $3::text[], $4::text[], $5::numeric[], $6::numeric[], $7::boolean[], $8::text[], $9::numeric[], $10::numeric[],
           $11::text[], $12::text[], $13::text[], $14::text[], $15::timestamptz[], $16::bigint[], $17::boolean[])`,
        [
          cols((l) => l.orderId), cols((l) => l.lineNo), cols((l) => l.lineId), cols((l) => l.productId), cols((l) => l.baseQuantity), cols((l) => l.amount),
          cols((l) => l.gift), cols((l) => l.currency), cols((l) => l.rate), cols((l) => l.revenue), cols((l) => l.orderNumber), cols((l) => l.customerId),
          cols((l) => l.customerName), cols((l) => l.warehouseId), cols((l) => l.committedAt), cols((l) => l.committedPosition), cols((l) => l.active),
        ],
      );
    }
  }
  const ended = [...sales].filter(([, s]) => !s.lines && !s.active).map(([id]) => id);
  if (ended.length) await ctx.sql.query(`update ${t} set active = false where order_id = any($1::text[])`, [ended]);
}
