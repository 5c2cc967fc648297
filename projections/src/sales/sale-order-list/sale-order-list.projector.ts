import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import {
  SALE_ORDER_EVENT_TYPES,
  SALE_ORDER_LIST_READ_MODEL,
  type SaleOrderEvent,
  type SaleOrdersImported,
} from '@tradedesk/contracts/sales/sale-order';
import {
  applySaleOrderEvent,
  distStatusOf,
  emptySaleOrderDoc,
  paymentStatusOf,
  type SaleOrderDoc,
  saleOrderOutstanding,
  saleOrderTotals,
} from '@tradedesk/contracts/sales/sale-order-doc';
import { Decimal } from 'decimal.js';
import type { Projector } from '../../platform/projector.js';

/**
 * rm.sale_orders: one row per sale order with what lists filter and sort on (status, customer,
 * totals, payment and distribution state, who and when) and the order document itself (`doc`,
 * the fold shared with the write side). rm.sale_imports: one row per batch import.
 *
 * A batch reads the documents of the orders it touches once, folds the events in commit order
 * and writes each row once. Rows carry the stream version of the last sale event applied, so a
 * replayed event changes nothing.
 */
export const saleOrderListProjector: Projector = {
  name: SALE_ORDER_LIST_READ_MODEL,
  version: 1,
  handles: [...SALE_ORDER_EVENT_TYPES, 'SaleOrdersImported'],
  tables: ['sale_orders', 'sale_imports'],

  async migrate(ctx) {
    const t = ctx.table('sale_orders');
    await ctx.sql.query(`create table if not exists ${t} (
      id text primary key,
      number text not null,
      kind text not null,
      source text not null,
      status text not null,
      hung boolean not null,
      customer_id text,
      customer_code text,
      customer_name text,
      warehouse_id text not null,
      currency text not null,
      subtotal numeric not null,
      tax numeric not null,
      total numeric not null,
      paid numeric not null,
      outstanding numeric not null,
      payment_status text not null,
      line_count int not null,
      base_quantity numeric not null,
      delivery_mode text not null,
      delivery_date date,
      dist_status text not null,
      created_at timestamptz not null,
      created_by text not null,
      committed_at timestamptz,
      updated_at timestamptz not null,
      memo text not null,
      purchase_number text,
      import_id text,
      search text not null,
      doc jsonb not null,
      version int not null
    )`);
    await ctx.sql.query(`create index if not exists sale_orders_number_ix on ${t} (kind, number)`);
    await ctx.sql.query(`create index if not exists sale_orders_created_ix on ${t} (created_at desc)`);
    await ctx.sql.query(`create index if not exists sale_orders_customer_ix on ${t} (customer_id, created_at desc)`);
    await ctx.sql.query(`create index if not exists sale_orders_open_ix on ${t} (status, hung, updated_at desc) where status = 'draft'`);
    // The sale detail report (sale-lines-report.query.ts) reads committed orders by commit time.
    await ctx.sql.query(`create index if not exists sale_orders_committed_ix on ${t} (committed_at) where status = 'committed'`);
    await ctx.sql.query(`create index if not exists sale_orders_dist_ix on ${t} (delivery_date, dist_status) where delivery_mode = 'distribution'`);
    await ctx.sql.query(`create table if not exists ${ctx.table('sale_imports')} (
      id text primary key,
      file_name text not null,
      orders int not null,
      lines int not null,
      committed boolean not null,
      numbers text[] not null,
      imported_at timestamptz not null,
      imported_by text not null
    )`);
  },

  async apply(events: StoredEvent[], ctx) {
    const t = ctx.table('sale_orders');
    const orderEvents = (events as (StoredEvent & (SaleOrderEvent | SaleOrdersImported))[]).filter(
      (e): e is StoredEvent & SaleOrderEvent => e.type !== 'SaleOrdersImported' && e.type !== 'StockMoved',
    );
    const imports = (events as (StoredEvent & SaleOrdersImported)[]).filter((e) => e.type === 'SaleOrdersImported');
    const touched: string[] = [];

    if (orderEvents.length) {
      const ids = [...new Set(orderEvents.map((e) => (e.data as { orderId: string }).orderId))];
      const { rows } = await ctx.sql.query<{ id: string; doc: SaleOrderDoc; version: number }>(`select id, doc, version from ${t} where id = any($1::text[])`, [ids]);
      const state = new Map(rows.map((r) => [r.id, { doc: r.doc, version: r.version, dirty: false }]));
      for (const e of orderEvents) {
        const id = (e.data as { orderId: string }).orderId;
        const cur = state.get(id) ?? { doc: emptySaleOrderDoc(), version: 0, dirty: false };
        if (e.streamVersion <= cur.version) continue;
        state.set(id, { doc: applySaleOrderEvent(cur.doc, e), version: e.streamVersion, dirty: true });
      }
      const changed = [...state.entries()].filter(([, s]) => s.dirty && s.doc.exists);
      if (changed.length) {
        const cols = changed.map(([, s]) => rowOf(s.doc, s.version));
        await ctx.sql.query(
          `insert into ${t} (id, number, kind, source, status, hung, customer_id, customer_code, customer_name, warehouse_id, currency, subtotal, tax, total, paid,
                             outstanding, payment_status, line_count, base_quantity, delivery_mode, delivery_date, dist_status, created_at, created_by, committed_at,
                             updated_at, memo, purchase_number, import_id, search, doc, version)
           select * from jsonb_to_recordset($1::jsonb) as r(id text, number text, kind text, source text, status text, hung boolean, customer_id text,
                  customer_code text, customer_name text, warehouse_id text, currency text, subtotal numeric, tax numeric, total numeric, paid numeric,
                  outstanding numeric, payment_status text, line_count int, base_quantity numeric, delivery_mode text, delivery_date date, dist_status text,
                  created_at timestamptz, created_by text, committed_at timestamptz, updated_at timestamptz, memo text, purchase_number text, import_id text,
                  search text, doc jsonb, version int)
           on conflict (id) do update set number = excluded.number, kind = excluded.kind, source = excluded.source, status = excluded.status, hung = excluded.hung,
             customer_id = excluded.customer_id, customer_code = excluded.customer_code, customer_name = excluded.customer_name, warehouse_id = excluded.warehouse_id,
             currency = excluded.currency, subtotal = excluded.subtotal, tax = excluded.tax, total = excluded.total, paid = excluded.paid,
             outstanding = excluded.outstanding, payment_status = excluded.payment_status, line_count = excluded.line_count, base_quantity = excluded.base_quantity,
             delivery_mode = excluded.delivery_mode, delivery_date = excluded.delivery_date, dist_status = excluded.dist_status, committed_at = excluded.committed_at,
             updated_at = excluded.updated_at, memo = excluded.memo, purchase_number = excluded.purchase_number, search = excluded.search, doc = excluded.doc,
             version = excluded.version`,
          [JSON.stringify(cols)],
        );
        touched.push(...changed.map(([id]) => id));
      }
    }

    if (imports.length) {
      await ctx.sql.query(
        `insert into ${ctx.table('sale_imports')} (id, file_name, orders, lines, committed, numbers, imported_at, imported_by)
         select id, file_name, orders, lines, committed, array(select jsonb_array_elements_text(numbers)), imported_at, imported_by
           from jsonb_to_recordset($1::jsonb) as r(id text, file_name text, orders int, lines int, committed boolean, numbers jsonb, imported_at timestamptz, imported_by text)
         on conflict (id) do nothing`,
        [
          JSON.stringify(
            imports.map((e) => ({
              id: e.data.importId, file_name: e.data.fileName, orders: e.data.orderIds.length, lines: e.data.lines, committed: e.data.committed,
              numbers: e.data.numbers, imported_at: e.recordedAt, imported_by: e.metadata.userId,
            })),
          ),
        ],
      );
      touched.push(...imports.map((e) => `import:${e.data.importId}`));
    }
    return touched;
  },
};

function rowOf(doc: SaleOrderDoc, version: number) {
  const totals = saleOrderTotals(doc);
  const c = doc.header.customer;
  return {
    id: doc.id,
    number: doc.number,
    kind: doc.kind,
    source: doc.source,
    status: doc.status,
    hung: doc.hung,
    customer_id: c?.id ?? null,
    customer_code: c?.code ?? null,
    customer_name: c?.name ?? null,
    warehouse_id: doc.header.warehouseId,
    currency: doc.header.currency,
    subtotal: totals.subtotal,
    tax: totals.tax,
    total: totals.total,
    paid: doc.paid,
    outstanding: saleOrderOutstanding(doc),
    payment_status: paymentStatusOf(doc),
    line_count: doc.lines.length,
    base_quantity: doc.lines.reduce((a, l) => a.plus(l.baseQuantity), new Decimal(0)).toFixed(),
    delivery_mode: doc.header.deliveryMode,
    delivery_date: doc.header.deliveryDate,
    dist_status: distStatusOf(doc),
    created_at: doc.createdAt,
    created_by: doc.createdBy ?? '',
    committed_at: doc.committed?.at ?? null,
    updated_at: doc.updatedAt,
    memo: doc.header.memo,
    purchase_number: doc.purchaseOrder?.number ?? null,
    import_id: doc.importId,
    search: [doc.number, c?.code, c?.name, doc.header.memo].filter(Boolean).join(' ').toLowerCase(),
    doc,
    version,
  };
}
