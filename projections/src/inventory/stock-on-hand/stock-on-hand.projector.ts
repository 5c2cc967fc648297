import { STOCK_MOVED, STOCK_ON_HAND_READ_MODEL, type StockMoved } from '@tradedesk/contracts/inventory/stock';
import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import { Decimal } from 'decimal.js';
import { type Projector, ProjectionRefusal } from '../../platform/projector.js';

/**
 * rm.stock_on_hand, INLINE: one row per warehouse and product, updated in the append's
 * transaction. The row lock it takes serialises concurrent movements of one product, so the
 * negative-stock rule checked here cannot be raced past: two sales of the last box cannot both
 * commit. Quantities are sums, so the order movements are applied in does not change the rows
 * (inline order and a rebuild's commit order give the same table). Rows are locked in one order
 * (warehouse, product) whatever the order of the lines, so two orders sharing products in
 * different orders queue instead of deadlocking.
 */
export const stockOnHandProjector: Projector = {
  name: STOCK_ON_HAND_READ_MODEL,
  version: 1,
  inline: true,
  handles: [STOCK_MOVED],
  tables: ['stock_on_hand'],

  async migrate(ctx) {
    await ctx.sql.query(`create table if not exists ${ctx.table('stock_on_hand')} (
      warehouse_id text not null,
      product_id text not null,
      quantity numeric not null,
      stock_value numeric not null,
      movements int not null,
      last_moved_at timestamptz not null,
      primary key (warehouse_id, product_id)
    )`);
    await ctx.sql.query(`create index if not exists stock_on_hand_product_ix on ${ctx.table('stock_on_hand')} (product_id)`);
  },

  async apply(events: StoredEvent[], ctx) {
    const t = ctx.table('stock_on_hand');
    const agg = new Map<string, { wh: string; product: string; qty: Decimal; value: Decimal; n: number; at: string; guarded: boolean }>();
    for (const e of events as (StoredEvent & StockMoved)[]) {
      for (const m of e.data.movements) {
        const key = `${m.warehouseId}\u0000${m.productId}`;
        const a = agg.get(key) ?? { wh: m.warehouseId, product: m.productId, qty: new Decimal(0), value: new Decimal(0), n: 0, at: e.recordedAt, guarded: false };
        const q = new Decimal(m.quantity);
        a.qty = a.qty.plus(q);
        a.value = a.value.plus(q.times(m.unitCost));
        a.n++;
        a.at = e.recordedAt;
        if (q.isNegative() && !e.data.allowNegative) a.guarded = true;
        agg.set(key, a);
      }
    }
    const rows = [...agg.values()];
    if (rows.length === 0) return [];
    const { rows: after } = await ctx.sql.query<{ warehouse_id: string; product_id: string; quantity: string }>(
      `insert into ${t} (warehouse_id, product_id, quantity, stock_value, movements, last_moved_at)
       select * from unnest($1::text[], $2::text[], $3::numeric[], $4::numeric[], $5::int[], $6::timestamptz[]) order by 1, 2
       on conflict (warehouse_id, product_id) do update set
         quantity = stock_on_hand.quantity + excluded.quantity,
         stock_value = stock_on_hand.stock_value + excluded.stock_value,
         movements = stock_on_hand.movements + excluded.movements,
         last_moved_at = greatest(stock_on_hand.last_moved_at, excluded.last_moved_at)
       returning warehouse_id, product_id, quantity::text`,
      [rows.map((r) => r.wh), rows.map((r) => r.product), rows.map((r) => r.qty.toString()), rows.map((r) => r.value.toString()), rows.map((r) => r.n), rows.map((r) => r.at)],
    );
    if (ctx.phase === 'append') {
      for (const r of after) {
        const a = agg.get(`${r.warehouse_id}\u0000${r.product_id}`)!;
        if (a.guarded && new Decimal(r.quantity).isNegative()) {
          const available = new Decimal(r.quantity).minus(a.qty);
          // Only on a refusal: the codes a person recognises instead of ids.
          const { rows: names } = await ctx.sql.query<{ product: string | null; warehouse: string | null }>(
            `select (select code || ' ' || name from rm.products where id = $1) as product, (select code from rm.warehouses where id = $2) as warehouse`,
            [r.product_id, r.warehouse_id],
          );
          throw new ProjectionRefusal(
            'negative_stock',
            `Not enough stock of product ${names[0]?.product ?? r.product_id} in warehouse ${names[0]?.warehouse ?? r.warehouse_id}: ${available.toString()} on hand, ${a.qty.negated().toString()} requested. The company does not allow negative stock.`,
            409,
            {
              productId: r.product_id,
              warehouseId: r.warehouse_id,
              product: names[0]?.product ?? r.product_id,
              warehouse: names[0]?.warehouse ?? r.warehouse_id,
              available: available.toString(),
              requested: a.qty.negated().toString(),
            },
          );
        }
      }
    }
    return rows.map((r) => `${r.wh}:${r.product}`);
  },
};
