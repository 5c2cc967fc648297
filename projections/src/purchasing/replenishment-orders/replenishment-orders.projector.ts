import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import { REPLENISHMENT_EVENT_TYPES, REPLENISHMENT_ORDERS_READ_MODEL, type ReplenishmentEvent } from '@tradedesk/contracts/purchasing/replenishment';
import type { Projector, ProjectorContext } from '../../platform/projector.js';

/** rm.replenishment_orders: one row per replenishment order, its lines and purchase orders in `doc`. */
export const replenishmentOrdersProjector: Projector = {
  name: REPLENISHMENT_ORDERS_READ_MODEL,
  version: 1,
  handles: REPLENISHMENT_EVENT_TYPES,
  tables: ['replenishment_orders'],

  async migrate(ctx) {
    await ctx.sql.query(`create table if not exists ${ctx.table('replenishment_orders')} (
      id text primary key,
      number text not null,
      status text not null,
      note text not null,
      lines jsonb not null,
      purchase_orders jsonb not null default '[]'::jsonb,
      pre_purchase_ids jsonb not null default '[]'::jsonb,
      created_at timestamptz not null,
      created_by text not null,
      version int not null
    )`);
    await ctx.sql.query(`create index if not exists replenishment_orders_created_ix on ${ctx.table('replenishment_orders')} (created_at desc)`);
  },

  async apply(events: StoredEvent[], ctx: ProjectorContext) {
    const t = ctx.table('replenishment_orders');
    const ids = new Set<string>();
    for (const e of events as (StoredEvent & ReplenishmentEvent)[]) {
      const id = e.data.replenishmentId;
      ids.add(id);
      switch (e.type) {
        case 'ReplenishmentOrderCreated':
          await ctx.sql.query(
            `insert into ${t} (id, number, status, note, lines, pre_purchase_ids, created_at, created_by, version)
             values ($1, $2, 'open', $3, $4::jsonb, $5::jsonb, $6, $7, $8) on conflict (id) do nothing`,
            [id, e.data.number, e.data.note, JSON.stringify(e.data.lines), JSON.stringify(e.data.prePurchaseIds), e.recordedAt, e.metadata.userId, e.streamVersion],
          );
          break;
        case 'ReplenishmentOrderChanged':
          await ctx.sql.query(`update ${t} set note = $2, lines = $3::jsonb, version = $4 where id = $1 and version < $4`, [id, e.data.note, JSON.stringify(e.data.lines), e.streamVersion]);
          break;
        case 'ReplenishmentOrderConverted':
          await ctx.sql.query(`update ${t} set status = 'converted', purchase_orders = $2::jsonb, version = $3 where id = $1 and version < $3`, [
            id, JSON.stringify(e.data.purchaseOrders), e.streamVersion,
          ]);
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
