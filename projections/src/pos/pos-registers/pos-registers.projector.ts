import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import { POS_REGISTER_EVENT_TYPES, POS_REGISTERS_READ_MODEL, type PosRegisterEvent } from '@tradedesk/contracts/pos/pos';
import type { Projector } from '../../platform/projector.js';

/** rm.pos_registers: the tills (docs/pos.md), inline: a taken name is refused by the unique index. */
export const posRegistersProjector: Projector = {
  name: POS_REGISTERS_READ_MODEL,
  version: 2,
  inline: true,
  handles: POS_REGISTER_EVENT_TYPES,
  tables: ['pos_registers'],
  async migrate(ctx) {
    const t = ctx.table('pos_registers');
    await ctx.sql.query(`create table if not exists ${t} (
      id text primary key, name text not null, warehouse_id text not null, default_customer_id text, currency text not null,
      receipt_header text not null default '', receipt_footer text not null default '', blind_close text not null default 'company',
      created_at timestamptz not null, version int not null)`);
    await ctx.sql.query(`create unique index if not exists pos_registers_name_uq on ${t} (lower(name))`);
  },
  async apply(events, ctx) {
    const t = ctx.table('pos_registers');
    const ids: string[] = [];
    for (const e of events as (StoredEvent & PosRegisterEvent)[]) {
      ids.push(e.data.registerId);
      if (e.type === 'PosRegisterCreated') {
        const d = e.data;
        await ctx.sql.query(`insert into ${t} (id, name, warehouse_id, default_customer_id, currency, receipt_header, receipt_footer, blind_close, created_at, version)
           values ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10) on conflict (id) do nothing`,
          [d.registerId, d.name, d.warehouseId, d.defaultCustomerId, d.currency, d.receiptHeader ?? '', d.receiptFooter ?? '', d.blindClose ?? 'company', e.recordedAt, e.streamVersion],
        );
      } else {
        const d = e.data;
        await ctx.sql.query(
          `update ${t} set name = coalesce($2, name), warehouse_id = coalesce($3, warehouse_id),
             default_customer_id = case when $4::boolean then $5 else default_customer_id end, currency = coalesce($6, currency),
             receipt_header = coalesce($8, receipt_header), receipt_footer = coalesce($9, receipt_footer), blind_close = coalesce($10, blind_close), version = $7
           where id = $1 and version < $7`,
          [
            d.registerId, d.name ?? null, d.warehouseId ?? null, 'defaultCustomerId' in d, d.defaultCustomerId ?? null, d.currency ?? null, e.streamVersion,
            d.receiptHeader ?? null, d.receiptFooter ?? null, d.blindClose ?? null,
          ],
        );
      }
    }
    return ids;
  },
};
