import { STOCK_MOVED, type StockMoved } from '@tradedesk/contracts/inventory/stock';
import { STOCK_ZONES_READ_MODEL } from '@tradedesk/contracts/inventory/stock-views';
import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import { Decimal } from 'decimal.js';
import type { Projector } from '../../platform/projector.js';

/**
 * rm.stock_zone_on_hand, async: stock per warehouse, zone and product, summed from the movements
 * (each carries its zone). Movements without a zone are kept under zone_id '' (the key cannot be
 * null), answered as null. Zones do not take part in the negative-stock rule, so this model need
 * not be inline; the sum over a warehouse's zones equals its stock on hand.
 *
 * Sums are not idempotent by themselves: once-only application is the daemon's checkpoint,
 * committed in the same transaction as these rows (as for the stock log).
 */
export const stockZonesProjector: Projector = {
  name: STOCK_ZONES_READ_MODEL,
  version: 1,
  handles: [STOCK_MOVED],
  tables: ['stock_zone_on_hand'],

  async migrate(ctx) {
    const t = ctx.table('stock_zone_on_hand');
    await ctx.sql.query(`create table if not exists ${t} (
      warehouse_id text not null,
      zone_id text not null,
      product_id text not null,
      quantity numeric not null,
      stock_value numeric not null,
      movements int not null,
      last_moved_at timestamptz not null,
      primary key (warehouse_id, zone_id, product_id)
    )`);
    await ctx.sql.query(`create index if not exists stock_zone_on_hand_product_ix on ${t} (product_id)`);
  },

  async apply(events: StoredEvent[], ctx) {
    const t = ctx.table('stock_zone_on_hand');
    const agg = new Map<string, { wh: string; zone: string; product: string; qty: Decimal; value: Decimal; n: number; at: string }>();
    for (const e of events as (StoredEvent & StockMoved)[]) {
      for (const m of e.data.movements) {
        const zone = m.zoneId ?? '';
        const key = `${m.warehouseId}\u0000${zone}\u0000${m.productId}`;
        const a = agg.get(key) ?? { wh: m.warehouseId, zone, product: m.productId, qty: new Decimal(0), value: new Decimal(0), n: 0, at: e.recordedAt };
        const q = new Decimal(m.quantity);
        a.qty = a.qty.plus(q);
        a.value = a.value.plus(q.times(m.unitCost));
        a.n++;
        if (e.recordedAt > a.at) a.at = e.recordedAt;
        agg.set(key, a);
      }
    }
    const rows = [...agg.values()];
    if (rows.length === 0) return [];
    await ctx.sql.query(
      `insert into ${t} as s (warehouse_id, zone_id, product_id, quantity, stock_value, movements, last_moved_at)
       select * from unnest($1::text[], $2::text[], $3::text[], $4::numeric[], $5::numeric[], $6::int[], $7::timestamptz[])
       on conflict (warehouse_id, zone_id, product_id) do update set
         quantity = s.quantity + excluded.quantity,
         stock_value = s.stock_value + excluded.stock_value,
         movements = s.movements + excluded.movements,
         last_moved_at = greatest(s.last_moved_at, excluded.last_moved_at)`,
      [
        rows.map((r) => r.wh),
        rows.map((r) => r.zone),
        rows.map((r) => r.product),
        rows.map((r) => r.qty.toString()),
        rows.map((r) => r.value.toString()),
        rows.map((r) => r.n),
        rows.map((r) => r.at),
      ],
    );
    return [...new Set(rows.map((r) => `${r.wh}:${r.product}`))];
  },
};
