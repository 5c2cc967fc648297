import { ERROR_LOG_EVENT_TYPES, ERROR_LOGS_READ_MODEL, type ErrorLogEvent } from '@tradedesk/contracts/settings/error-log';
import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import type { Projector } from '../../platform/projector.js';

/** rm.error_logs (async): errors browsers reported, for the Root/Admin error log. */
export const errorLogsProjector: Projector = {
  name: ERROR_LOGS_READ_MODEL,
  version: 1,
  handles: ERROR_LOG_EVENT_TYPES,
  tables: ['error_logs'],
  async migrate(ctx) {
    const t = ctx.table('error_logs');
    await ctx.sql.query(`create table if not exists ${t} (
      id text primary key,
      user_id text not null,
      url text not null,
      message text not null,
      stack text not null,
      user_agent text,
      at timestamptz not null
    )`);
    await ctx.sql.query(`create index if not exists error_logs_at_ix on ${t} (at desc)`);
  },
  async apply(events, ctx) {
    const t = ctx.table('error_logs');
    const ids: string[] = [];
    for (const e of events as (StoredEvent & ErrorLogEvent)[]) {
      switch (e.type) {
        case 'ClientErrorReported':
          ids.push(e.data.errorId);
          await ctx.sql.query(
            `insert into ${t} (id, user_id, url, message, stack, user_agent, at) values ($1,$2,$3,$4,$5,$6,$7) on conflict (id) do nothing`,
            [e.data.errorId, e.data.userId, e.data.url, e.data.message, e.data.stack, e.data.userAgent, e.data.at],
          );
          break;
        default: {
          const _exhaustive: never = e.type;
          throw new Error(`unhandled ${String(_exhaustive)}`);
        }
      }
    }
    return ids;
  },
};
