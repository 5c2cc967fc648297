import type { ProductPricesChanged } from '@tradedesk/contracts/catalog/products';
import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import type { Projector } from '../../platform/projector.js';

/**
 * rm.price_changes: the price-change log (the price changes report): one row per unit and price
 * type that changed, with who and when. Applied by the daemon (nothing needs it inside an
 * append); keyed by (global position, index) so a replay writes the same rows once.
 */
export const priceChangesProjector: Projector = {
  name: 'price-changes',
  version: 1,
  handles: ['ProductPricesChanged'],
  tables: ['price_changes'],
  async migrate(ctx) {
    const t = ctx.table('price_changes');
    await ctx.sql.query(`create table if not exists ${t} (
      position bigint not null,
      idx int not null,
      product_id text not null,
      unit text not null,
      price_type text not null,
      old_price text,
      new_price text,
      user_id text not null,
      changed_at timestamptz not null,
      primary key (position, idx)
    )`);
    await ctx.sql.query(`create index if not exists price_changes_product_ix on ${t} (product_id, changed_at)`);
    await ctx.sql.query(`create index if not exists price_changes_at_ix on ${t} (changed_at)`);
  },
  async apply(events, ctx) {
    const rows: unknown[] = [];
    for (const e of events as (StoredEvent & ProductPricesChanged)[]) {
      e.data.changes.forEach((c: ProductPricesChanged["data"]["changes"][number], idx: number) =>
        rows.push({ position: e.globalPosition, idx, product_id: e.data.productId, unit: c.unit, price_type: c.priceType, old_price: c.old, new_price: c.new, user_id: e.metadata.userId, changed_at: e.recordedAt }),
      );
    }
    if (rows.length) {
      await ctx.sql.query(
        `insert into ${ctx.table('price_changes')} (position, idx, product_id, unit, price_type, old_price, new_price, user_id, changed_at)
         select r.position, r.idx, r.product_id, r.unit, r.price_type, r.old_price, r.new_price, r.user_id, r.changed_at
           from jsonb_to_recordset($1::jsonb) as r(position bigint, idx int, product_id text, unit text, price_type text, old_price text, new_price text, user_id text, changed_at timestamptz)
         on conflict do nothing`,
        [JSON.stringify(rows)],
      );
    }
    return [...new Set((events as (StoredEvent & ProductPricesChanged)[]).map((e) => e.data.productId))];
  },
};
