import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import { TABLE_EVENT_TYPES, TABLE_ORDERS_READ_MODEL, type TableEvent } from '@tradedesk/contracts/sales/table-orders';
import type { Projector } from '../../platform/projector.js';

/**
 * rm.sale_tables: per desk, the order last opened on it or moved to it, with who opened it and
 * when (docs/sales-retail-checkout.md "Restaurant"). Whether it still occupies the table is the
 * order's state (the floor query reads rm.sale_orders), never a flag kept here.
 */
export const saleTablesProjector: Projector = {
  name: TABLE_ORDERS_READ_MODEL,
  version: 1,
  handles: TABLE_EVENT_TYPES,
  tables: ['sale_tables'],
  async migrate(ctx) {
    await ctx.sql.query(`create table if not exists ${ctx.table('sale_tables')} (
      desk_id text primary key, order_id text, guests int, opened_at timestamptz, opened_by text, version int not null)`);
  },
  async apply(events, ctx) {
    const t = ctx.table('sale_tables');
    const ids: string[] = [];
    for (const e of events as (StoredEvent & TableEvent)[]) {
      const v = e.streamVersion;
      ids.push(e.data.deskId);
      switch (e.type) {
        case 'TableOrderOpened':
          await ctx.sql.query(
            `insert into ${t} (desk_id, order_id, guests, opened_at, opened_by, version) values ($1,$2,$3,$4,$5,$6)
             on conflict (desk_id) do update set order_id = excluded.order_id, guests = excluded.guests, opened_at = excluded.opened_at, opened_by = excluded.opened_by, version = excluded.version
             where ${t}.version < excluded.version`,
            [e.data.deskId, e.data.orderId, e.data.guests, e.recordedAt, e.metadata.userId, v],
          );
          break;
        case 'TableOrderMovedOut':
          // Who opened it and when stay on the row until the table taken copies them (same batch, next event).
          await ctx.sql.query(`update ${t} set order_id = null, version = $2 where desk_id = $1 and version < $2`, [e.data.deskId, v]);
          break;
        case 'TableOrderMovedIn':
          await ctx.sql.query(
            `insert into ${t} (desk_id, order_id, guests, opened_at, opened_by, version)
             select $1, $2, $3, coalesce(f.opened_at, $5::timestamptz), coalesce(f.opened_by, $6), $7 from (select 1) x left join ${t} f on f.desk_id = $4
             on conflict (desk_id) do update set order_id = excluded.order_id, guests = excluded.guests, opened_at = excluded.opened_at, opened_by = excluded.opened_by, version = excluded.version
             where ${t}.version < excluded.version`,
            [e.data.deskId, e.data.orderId, e.data.guests, e.data.fromDeskId, e.recordedAt, e.metadata.userId, v],
          );
          break;
        default: {
          const _exhaustive: never = e;
          void _exhaustive;
        }
      }
    }
    return ids;
  },
};
