import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import { DESK_EVENT_TYPES, DESKS_READ_MODEL, type DeskEvent } from '@tradedesk/contracts/pos/desks';
import type { Projector } from '../../platform/projector.js';

/**
 * rm.desks: the tables of each store (docs/pos.md "Desks"), inline: the unique index refuses a
 * name taken in the same store inside the append.
 */
export const desksProjector: Projector = {
  name: DESKS_READ_MODEL,
  version: 1,
  inline: true,
  handles: DESK_EVENT_TYPES,
  tables: ['desks'],
  async migrate(ctx) {
    const t = ctx.table('desks');
    await ctx.sql.query(`create table if not exists ${t} (
      id text primary key, warehouse_id text not null, name text not null, area text not null, seats int not null, position int not null,
      active boolean not null default true, created_at timestamptz not null, updated_at timestamptz not null, version int not null)`);
    await ctx.sql.query(`create unique index if not exists desks_name_uq on ${t} (warehouse_id, lower(name))`);
  },
  async apply(events, ctx) {
    const t = ctx.table('desks');
    const ids: string[] = [];
    for (const e of events as (StoredEvent & DeskEvent)[]) {
      const v = e.streamVersion;
      ids.push(e.data.deskId);
      switch (e.type) {
        case 'DeskCreated': {
          const d = e.data;
          await ctx.sql.query(
            `insert into ${t} (id, warehouse_id, name, area, seats, position, created_at, updated_at, version) values ($1,$2,$3,$4,$5,$6,$7,$7,$8) on conflict (id) do nothing`,
            [d.deskId, d.warehouseId, d.name, d.area, d.seats, d.position, e.recordedAt, v],
          );
          break;
        }
        case 'DeskChanged': {
          const d = e.data;
          await ctx.sql.query(
            `update ${t} set name = coalesce($2, name), area = coalesce($3, area), seats = coalesce($4, seats), position = coalesce($5, position), updated_at = $6, version = $7
             where id = $1 and version < $7`,
            [d.deskId, d.name ?? null, d.area ?? null, d.seats ?? null, d.position ?? null, e.recordedAt, v],
          );
          break;
        }
        case 'DeskDisabled':
        case 'DeskEnabled':
          await ctx.sql.query(`update ${t} set active = $2, updated_at = $3, version = $4 where id = $1 and version < $4`, [e.data.deskId, e.type === 'DeskEnabled', e.recordedAt, v]);
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
