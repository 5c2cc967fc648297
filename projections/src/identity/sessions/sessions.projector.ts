import { SESSION_EVENT_TYPES, type SessionEvent } from '@tradedesk/contracts/identity/identity';
import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import type { Projector } from '../../platform/projector.js';

/** rm.sessions, inline: a token works the moment sign-in answers and stops the moment logout does. */
export const sessionsProjector: Projector = {
  name: 'sessions',
  version: 1,
  inline: true,
  handles: SESSION_EVENT_TYPES,
  tables: ['sessions'],
  async migrate(ctx) {
    await ctx.sql.query(`create table if not exists ${ctx.table('sessions')} (
      token_hash text primary key,
      session_id text not null unique,
      user_id text not null,
      expires_at timestamptz not null,
      ended_at timestamptz,
      started_at timestamptz not null
    )`);
  },
  async apply(events, ctx) {
    const t = ctx.table('sessions');
    for (const e of events as (StoredEvent & SessionEvent)[]) {
      switch (e.type) {
        case 'SessionStarted':
          await ctx.sql.query(`insert into ${t} (token_hash, session_id, user_id, expires_at, started_at) values ($1,$2,$3,$4,$5) on conflict do nothing`, [
            e.data.tokenHash,
            e.data.sessionId,
            e.data.userId,
            e.data.expiresAt,
            e.recordedAt,
          ]);
          break;
        case 'SessionEnded':
          await ctx.sql.query(`update ${t} set ended_at = $2 where session_id = $1 and ended_at is null`, [e.data.sessionId, e.recordedAt]);
          break;
        default: {
          const _exhaustive: never = e;
          throw new Error(`unhandled ${(_exhaustive as StoredEvent).type}`);
        }
      }
    }
    return [];
  },
};
