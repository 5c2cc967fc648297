import type { PurchaseOrderCommitted, PurchaseOrderReceived } from '@tradedesk/contracts/purchasing/purchase-order';
import { ON_ORDER_READ_MODEL } from '@tradedesk/contracts/purchasing/replenishment';
import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import type { Projector, ProjectorContext } from '../../platform/projector.js';

/**
 * What is on order (docs/replenishment.md "On order"): per committed purchase order line, the
 * quantity ordered and received (base units), in the order's warehouse. Open = ordered - received,
 * never below zero; an order closed or cancelled (PurchaseOrderClosed / PurchaseOrderCancelled,
 * handled by type name) stops counting. Also the last committed price per product and supplier
 * (the replenishment proposal's supplier and price).
 *
 * rm.on_orders carries the order's stream version: an event at or below it is a replay.
 */
export const ON_ORDER_EVENT_TYPES = ['PurchaseOrderCommitted', 'PurchaseOrderReceived', 'PurchaseOrderClosed', 'PurchaseOrderCancelled'] as const;

export const onOrderProjector: Projector = {
  name: ON_ORDER_READ_MODEL,
  version: 1,
  handles: ON_ORDER_EVENT_TYPES,
  tables: ['on_orders', 'on_order_lines', 'last_purchase_prices'],

  async migrate(ctx) {
    await ctx.sql.query(`create table if not exists ${ctx.table('on_orders')} (
      purchase_order_id text primary key,
      number text not null,
      supplier_id text not null,
      warehouse_id text not null,
      stopped boolean not null default false,
      version int not null
    )`);
    await ctx.sql.query(`create table if not exists ${ctx.table('on_order_lines')} (
      purchase_order_id text not null,
      line int not null,
      product_id text not null,
      warehouse_id text not null,
      ordered numeric not null,
      received numeric not null default 0,
      primary key (purchase_order_id, line)
    )`);
    await ctx.sql.query(`create index if not exists on_order_lines_product_ix on ${ctx.table('on_order_lines')} (product_id, warehouse_id)`);
    await ctx.sql.query(`create table if not exists ${ctx.table('last_purchase_prices')} (
      product_id text not null,
      supplier_id text not null,
      unit text not null,
      unit_price numeric not null,
      currency text not null,
      position bigint not null,
      primary key (product_id, supplier_id)
    )`);
  },

  async apply(events: StoredEvent[], ctx: ProjectorContext) {
    const orders = ctx.table('on_orders');
    const lines = ctx.table('on_order_lines');
    const prices = ctx.table('last_purchase_prices');
    const changed = new Set<string>();
    for (const e of events) {
      const poId = (e.data as { purchaseOrderId: string }).purchaseOrderId;
      if (e.type === 'PurchaseOrderCommitted') {
        const d = e.data as PurchaseOrderCommitted['data'];
        const ins = await ctx.sql.query(
          `insert into ${orders} (purchase_order_id, number, supplier_id, warehouse_id, version) values ($1, $2, $3, $4, $5)
           on conflict (purchase_order_id) do nothing returning purchase_order_id`,
          [poId, d.number, d.supplierId, d.warehouseId, e.streamVersion],
        );
        if (ins.rows.length === 0) continue;
        await ctx.sql.query(
          `insert into ${lines} (purchase_order_id, line, product_id, warehouse_id, ordered)
           select $1, x.line, x.product_id, $2, x.ordered from unnest($3::int[], $4::text[], $5::numeric[]) as x(line, product_id, ordered)
           on conflict do nothing`,
          [poId, d.warehouseId, d.lines.map((l) => l.line), d.lines.map((l) => l.productId), d.lines.map((l) => l.baseQuantity)],
        );
        // The last price of each product: the line of the highest number when a product is on two lines.
        const last = new Map(d.lines.map((l) => [l.productId, l]));
        for (const l of last.values()) {
          await ctx.sql.query(
            `insert into ${prices} as p (product_id, supplier_id, unit, unit_price, currency, position) values ($1, $2, $3, $4, $5, $6)
             on conflict (product_id, supplier_id) do update set unit = excluded.unit, unit_price = excluded.unit_price, currency = excluded.currency, position = excluded.position
             where p.position < excluded.position`,
            [l.productId, d.supplierId, l.unit, l.unitPrice, d.currency, e.globalPosition],
          );
        }
        changed.add(poId);
        continue;
      }
      const moved = await ctx.sql.query(`update ${orders} set version = $2 where purchase_order_id = $1 and version < $2 returning purchase_order_id`, [poId, e.streamVersion]);
      if (moved.rows.length === 0) continue;
      changed.add(poId);
      if (e.type === 'PurchaseOrderReceived') {
        const d = e.data as PurchaseOrderReceived['data'];
        await ctx.sql.query(
          `update ${lines} l set received = l.received + x.quantity
             from (select order_line, sum(quantity) as quantity from unnest($2::int[], $3::numeric[]) as r(order_line, quantity) group by order_line) x
            where l.purchase_order_id = $1 and l.line = x.order_line`,
          [poId, d.lines.map((l) => l.orderLine), d.lines.map((l) => l.quantity)],
        );
      } else {
        await ctx.sql.query(`update ${orders} set stopped = true where purchase_order_id = $1`, [poId]);
      }
    }
    return [...changed];
  },
};
