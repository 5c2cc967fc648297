import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import { STOCK_LEVEL_EVENT_TYPES, STOCK_LEVELS_READ_MODEL, type StockLevelSet } from '@tradedesk/contracts/purchasing/replenishment';
import type { Projector, ProjectorContext } from '../../platform/projector.js';

/** rm.stock_levels: the minimum and maximum per warehouse and product, with the stream version it reflects. */
export const stockLevelsProjector: Projector = {
  name: STOCK_LEVELS_READ_MODEL,
  version: 1,
  handles: STOCK_LEVEL_EVENT_TYPES,
  tables: ['stock_levels'],

  async migrate(ctx) {
    await ctx.sql.query(`create table if not exists ${ctx.table('stock_levels')} (
      warehouse_id text not null,
      product_id text not null,
      minimum numeric not null,
      maximum numeric not null,
      version int not null,
      primary key (warehouse_id, product_id)
    )`);
  },

  async apply(events: StoredEvent[], ctx: ProjectorContext) {
    const t = ctx.table('stock_levels');
    const ids: string[] = [];
    for (const e of events as (StoredEvent & StockLevelSet)[]) {
      const d = e.data;
      await ctx.sql.query(
        `insert into ${t} as s (warehouse_id, product_id, minimum, maximum, version) values ($1, $2, $3, $4, $5)
         on conflict (warehouse_id, product_id) do update set minimum = excluded.minimum, maximum = excluded.maximum, version = excluded.version
         where s.version < excluded.version`,
        [d.warehouseId, d.productId, d.minimum, d.maximum, e.streamVersion],
      );
      ids.push(`${d.warehouseId}:${d.productId}`);
    }
    return ids;
  },
};
