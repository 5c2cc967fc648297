import { STOCK_LOG_READ_MODEL, STOCK_MOVED, type StockMoved } from '@tradedesk/contracts/inventory/stock';
import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import { Decimal } from 'decimal.js';
import type { Projector } from '../../platform/projector.js';

/**
 * rm.stock_movements: every movement with the running balance of its warehouse + product, and
 * rm.stock_log_heads: where each balance stands. Built by the daemon in commit order, so the
 * running balances are the same whether built live or by a rebuild.
 *
 * `moved_at` is the recorded time made monotonic per warehouse + product (never earlier than the
 * previous movement's): "stock as of T" is then exactly the balance after the last movement with
 * moved_at <= T, one index probe per product.
 */
export const stockLogProjector: Projector = {
  name: STOCK_LOG_READ_MODEL,
  version: 1,
  handles: [STOCK_MOVED],
  tables: ['stock_movements', 'stock_log_heads'],

  async migrate(ctx) {
    const m = ctx.table('stock_movements');
    await ctx.sql.query(`create table if not exists ${m} (
      position bigint not null,
      line int not null,
      warehouse_id text not null,
      zone_id text,
      product_id text not null,
      seq int not null,
      kind text not null,
      quantity numeric not null,
      unit text not null,
      unit_quantity numeric not null,
      unit_cost numeric not null,
      balance_after numeric not null,
      moved_at timestamptz not null,
      recorded_at timestamptz not null,
      source_type text not null,
      source_id text not null,
      source_number text not null,
      reason text,
      user_id text not null,
      primary key (position, line)
    )`);
    await ctx.sql.query(`create unique index if not exists stock_movements_seq_uq on ${m} (warehouse_id, product_id, seq)`);
    await ctx.sql.query(`create index if not exists stock_movements_asof_ix on ${m} (warehouse_id, product_id, moved_at, seq) include (balance_after)`);
    await ctx.sql.query(`create index if not exists stock_movements_time_ix on ${m} (moved_at)`);
    await ctx.sql.query(`create index if not exists stock_movements_source_ix on ${m} (source_id)`);
    await ctx.sql.query(`create table if not exists ${ctx.table('stock_log_heads')} (
      warehouse_id text not null,
      product_id text not null,
      seq int not null,
      balance numeric not null,
      moved_at timestamptz not null,
      primary key (warehouse_id, product_id)
    )`);
  },

  async apply(events: StoredEvent[], ctx) {
    const m = ctx.table('stock_movements');
    const h = ctx.table('stock_log_heads');
    const pairs = new Map<string, { wh: string; product: string }>();
    for (const e of events as (StoredEvent & StockMoved)[]) for (const mv of e.data.movements) pairs.set(`${mv.warehouseId}\u0000${mv.productId}`, { wh: mv.warehouseId, product: mv.productId });
    const list = [...pairs.values()];
    const { rows: heads } = await ctx.sql.query<{ warehouse_id: string; product_id: string; seq: number; balance: string; moved_at: Date | string }>(
      `select h.warehouse_id, h.product_id, h.seq, h.balance::text, h.moved_at from ${h} h
         join unnest($1::text[], $2::text[]) as k(wh, product) on h.warehouse_id = k.wh and h.product_id = k.product`,
      [list.map((p) => p.wh), list.map((p) => p.product)],
    );
    const state = new Map<string, { seq: number; balance: Decimal; at: number }>();
    for (const r of heads) state.set(`${r.warehouse_id}\u0000${r.product_id}`, { seq: r.seq, balance: new Decimal(r.balance), at: new Date(r.moved_at).getTime() });
    const cols: unknown[][] = Array.from({ length: 19 }, () => []);
    for (const e of events as (StoredEvent & StockMoved)[]) {
      const recorded = new Date(e.recordedAt).getTime();
      for (const mv of e.data.movements) {
        const key = `${mv.warehouseId}\u0000${mv.productId}`;
        const s = state.get(key) ?? { seq: 0, balance: new Decimal(0), at: 0 };
        s.seq++;
        s.balance = s.balance.plus(mv.quantity);
        s.at = Math.max(s.at, recorded);
        state.set(key, s);
        const values = [
          e.globalPosition, mv.line, mv.warehouseId, mv.zoneId, mv.productId, s.seq, mv.kind, mv.quantity, mv.unit, mv.unitQuantity, mv.unitCost,
          s.balance.toString(), new Date(s.at).toISOString(), e.recordedAt, e.data.source.type, e.data.source.id, e.data.source.number, e.data.reason,
          e.metadata.userId,
        ];
        values.forEach((v, i) => cols[i].push(v));
      }
    }
    await ctx.sql.query(
      `insert into ${m} (position, line, warehouse_id, zone_id, product_id, seq, kind, quantity, unit, unit_quantity, unit_cost, balance_after,
                         moved_at, recorded_at, source_type, source_id, source_number, reason, user_id)
       select * from unnest($1::bigint[], $2::int[], $3::text[], $4::text[], $5::text[], $6::int[], $7::text[], $8::numeric[], $9::text[], $10::numeric[],
                            $11::numeric[], $12::numeric[], $13::timestamptz[], $14::timestamptz[], $15::text[], $16::text[], $17::text[], $18::text[], $19::text[])`,
      cols,
    );
    const keys = [...state.keys()];
    const touched = keys.filter((k) => pairs.has(k));
    await ctx.sql.query(
      `insert into ${h} (warehouse_id, product_id, seq, balance, moved_at)
       select * from unnest($1::text[], $2::text[], $3::int[], $4::numeric[], $5::timestamptz[])
       on conflict (warehouse_id, product_id) do update set seq = excluded.seq, balance = excluded.balance, moved_at = excluded.moved_at`,
      [
        touched.map((k) => pairs.get(k)!.wh),
        touched.map((k) => pairs.get(k)!.product),
        touched.map((k) => state.get(k)!.seq),
        touched.map((k) => state.get(k)!.balance.toString()),
        touched.map((k) => new Date(state.get(k)!.at).toISOString()),
      ],
    );
    return touched.map((k) => `${pairs.get(k)!.wh}:${pairs.get(k)!.product}`);
  },
};
