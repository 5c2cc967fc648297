import { ANNOUNCEMENTS_READ_MODEL } from '@tradedesk/contracts/messaging/announcements';
import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import type { SaleOrderCommitted } from '@tradedesk/contracts/sales/sale-order';
import type { Projector } from '../../platform/projector.js';

/**
 * rm.announcements: a new sale order is announced when it is committed the FIRST time (an order
 * unsaved and committed again is not new). The live push of this read model is what makes the
 * chat widget of every signed-in browser announce it.
 */
export const announcementsProjector: Projector = {
  name: ANNOUNCEMENTS_READ_MODEL,
  version: 1,
  handles: ['SaleOrderCommitted'],
  tables: ['announcements'],

  async migrate(ctx) {
    const t = ctx.table('announcements');
    await ctx.sql.query(`create table if not exists ${t} (
      position bigint primary key,
      kind text not null,
      ref_id text not null,
      number text not null,
      customer_name text,
      total numeric not null,
      currency text not null,
      user_id text not null,
      at timestamptz not null
    )`);
    await ctx.sql.query(`create unique index if not exists announcements_ref_uq on ${t} (kind, ref_id)`);
  },

  async apply(events: StoredEvent[], ctx) {
    const rows = (events as (StoredEvent & SaleOrderCommitted)[]).map((e) => ({
      position: e.globalPosition,
      kind: 'sale-order-committed',
      ref_id: e.data.orderId,
      number: e.data.number,
      customer_name: e.data.customer?.name ?? null,
      total: e.data.total,
      currency: e.data.currency,
      user_id: e.metadata.userId,
      at: e.recordedAt,
    }));
    if (!rows.length) return [];
    const { rows: inserted } = await ctx.sql.query<{ position: string }>(
      `insert into ${ctx.table('announcements')} (position, kind, ref_id, number, customer_name, total, currency, user_id, at)
       select * from jsonb_to_recordset($1::jsonb) as r(position bigint, kind text, ref_id text, number text, customer_name text, total numeric,
                                                         currency text, user_id text, at timestamptz)
       on conflict do nothing returning position::text`,
      [JSON.stringify(rows)],
    );
    return inserted.map((r) => r.position);
  },
};
