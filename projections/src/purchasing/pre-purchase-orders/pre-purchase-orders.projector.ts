import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import { PRE_PURCHASE_EVENT_TYPES, PRE_PURCHASE_READ_MODEL, type PrePurchaseEvent } from '@tradedesk/contracts/purchasing/replenishment';
import type { Projector, ProjectorContext } from '../../platform/projector.js';

/** rm.pre_purchase_orders: one row per wanted quantity; open, pulled into a replenishment order, or cancelled. */
export const prePurchaseOrdersProjector: Projector = {
  name: PRE_PURCHASE_READ_MODEL,
  version: 1,
  handles: PRE_PURCHASE_EVENT_TYPES,
  tables: ['pre_purchase_orders'],

  async migrate(ctx) {
    await ctx.sql.query(`create table if not exists ${ctx.table('pre_purchase_orders')} (
      id text primary key,
      product_id text not null,
      code text not null,
      name text not null,
      warehouse_id text not null,
      unit text not null,
      quantity numeric not null,
      base_quantity numeric not null,
      note text not null,
      asked_by text not null,
      status text not null,
      replenishment_id text,
      replenishment_number text,
      created_at timestamptz not null,
      created_by text not null,
      version int not null
    )`);
  },

  async apply(events: StoredEvent[], ctx: ProjectorContext) {
    const t = ctx.table('pre_purchase_orders');
    const ids = new Set<string>();
    for (const e of events as (StoredEvent & PrePurchaseEvent)[]) {
      const id = e.data.prePurchaseId;
      ids.add(id);
      switch (e.type) {
        case 'PrePurchaseRequested': {
          const d = e.data;
          await ctx.sql.query(
            `insert into ${t} (id, product_id, code, name, warehouse_id, unit, quantity, base_quantity, note, asked_by, status, created_at, created_by, version)
             values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'open', $11, $12, $13) on conflict (id) do nothing`,
            [id, d.productId, d.code, d.name, d.warehouseId, d.unit, d.quantity, d.baseQuantity, d.note, d.askedBy, e.recordedAt, e.metadata.userId, e.streamVersion],
          );
          break;
        }
        case 'PrePurchasePulled':
          await ctx.sql.query(`update ${t} set status = 'pulled', replenishment_id = $2, replenishment_number = $3, version = $4 where id = $1 and version < $4`, [
            id, e.data.replenishmentId, e.data.replenishmentNumber, e.streamVersion,
          ]);
          break;
        case 'PrePurchaseCancelled':
          await ctx.sql.query(`update ${t} set status = 'cancelled', version = $2 where id = $1 and version < $2`, [id, e.streamVersion]);
          break;
        default: {
          const _exhaustive: never = e;
          throw new Error(`unhandled ${(_exhaustive as StoredEvent).type}`);
        }
      }
    }
    return [...ids];
  },
};
