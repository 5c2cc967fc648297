import { POSITION_EVENT_TYPES, POSITIONS_READ_MODEL, type PositionEvent } from '@tradedesk/contracts/identity/positions';
import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import type { Projector } from '../../platform/projector.js';

/**
 * rm.positions, inline: every request resolves the session's roles and page privileges from the
 * positions, so a change must count at once; the unique index on the name refuses a second
 * position with a taken name inside the append's transaction.
 */
export const positionsProjector: Projector = {
  name: POSITIONS_READ_MODEL,
  version: 1,
  inline: true,
  handles: POSITION_EVENT_TYPES,
  tables: ['positions'],
  async migrate(ctx) {
    const t = ctx.table('positions');
    await ctx.sql.query(`create table if not exists ${t} (
      id text primary key,
      name text not null,
      description text not null,
      page_privileges jsonb not null,
      disabled boolean not null default false,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      version int not null
    )`);
    await ctx.sql.query(`create unique index if not exists positions_name_uq on ${t} (lower(name))`);
  },
  async apply(events, ctx) {
    const t = ctx.table('positions');
    const ids: string[] = [];
    for (const e of events as (StoredEvent & PositionEvent)[]) {
      ids.push(e.data.positionId);
      switch (e.type) {
        case 'PositionCreated':
          await ctx.sql.query(
            `insert into ${t} (id, name, description, page_privileges, created_at, updated_at, version) values ($1,$2,$3,$4,$5,$5,$6) on conflict (id) do nothing`,
            [e.data.positionId, e.data.name, e.data.description, JSON.stringify(e.data.pagePrivileges), e.recordedAt, e.streamVersion],
          );
          break;
        case 'PositionChanged':
          await ctx.sql.query(
            `update ${t} set name = $2, description = $3, page_privileges = $4, updated_at = $5, version = $6 where id = $1 and version < $6`,
            [e.data.positionId, e.data.name, e.data.description, JSON.stringify(e.data.pagePrivileges), e.recordedAt, e.streamVersion],
          );
          break;
        case 'PositionDisabled':
        case 'PositionEnabled':
          await ctx.sql.query(`update ${t} set disabled = $2, updated_at = $3, version = $4 where id = $1 and version < $4`, [
            e.data.positionId,
            e.type === 'PositionDisabled',
            e.recordedAt,
            e.streamVersion,
          ]);
          break;
        default: {
          const _exhaustive: never = e;
          throw new Error(`unhandled ${(_exhaustive as StoredEvent).type}`);
        }
      }
    }
    return ids;
  },
};
