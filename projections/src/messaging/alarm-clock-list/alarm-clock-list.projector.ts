import { ALARM_EVENT_TYPES, ALARM_READ_MODEL, type AlarmEvent } from '@tradedesk/contracts/messaging/alarm-clock';
import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import type { Projector, ProjectorContext } from '../../platform/projector.js';

/**
 * rm.alarm_clocks: one row per alarm that is not deleted. Each row carries the stream version it
 * reflects; an event at or below that version is a replay and changes nothing.
 */
export const alarmClockListProjector: Projector = {
  name: ALARM_READ_MODEL,
  version: 1,
  handles: ALARM_EVENT_TYPES,
  tables: ['alarm_clocks'],

  async migrate(ctx) {
    const t = ctx.table('alarm_clocks');
    await ctx.sql.query(`create table if not exists ${t} (
      id text primary key,
      owner_id text not null,
      content text not null,
      remind_at timestamptz not null,
      closed_at timestamptz,
      so_id text,
      po_id text,
      deleted boolean not null default false,
      created_at timestamptz not null,
      version int not null
    )`);
    await ctx.sql.query(`create index if not exists alarm_clocks_owner_ix on ${t} (owner_id, remind_at desc) where not deleted`);
  },

  async apply(events: StoredEvent[], ctx: ProjectorContext) {
    const t = ctx.table('alarm_clocks');
    const ids: string[] = [];
    for (const e of events as (StoredEvent & AlarmEvent)[]) {
      ids.push(e.data.alarmId);
      switch (e.type) {
        case 'AlarmSet':
          await ctx.sql.query(
            `insert into ${t} (id, owner_id, content, remind_at, so_id, po_id, created_at, version)
             values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict (id) do nothing`,
            [e.data.alarmId, e.data.ownerId, e.data.content, e.data.remindAt, e.data.soId, e.data.poId, e.recordedAt, e.streamVersion],
          );
          break;
        case 'AlarmChanged':
          await ctx.sql.query(`update ${t} set content = $2, remind_at = $3, version = $4 where id = $1 and version < $4`, [e.data.alarmId, e.data.content, e.data.remindAt, e.streamVersion]);
          break;
        case 'AlarmClosed':
          await ctx.sql.query(`update ${t} set closed_at = $2, version = $3 where id = $1 and version < $3`, [e.data.alarmId, e.data.closedAt, e.streamVersion]);
          break;
        case 'AlarmDeleted':
          await ctx.sql.query(`update ${t} set deleted = true, version = $2 where id = $1 and version < $2`, [e.data.alarmId, e.streamVersion]);
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
