import { LOGIN_CODE_EVENT_TYPES, type LoginCodeEvent } from '@tradedesk/contracts/identity/sign-in';
import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import type { Projector } from '../../platform/projector.js';

/** rm.login_codes, inline: a code works the moment it is issued and never after it was used. */
export const loginCodesProjector: Projector = {
  name: 'login-codes',
  version: 1,
  inline: true,
  handles: LOGIN_CODE_EVENT_TYPES,
  tables: ['login_codes'],
  async migrate(ctx) {
    await ctx.sql.query(`create table if not exists ${ctx.table('login_codes')} (
      code_hash text primary key,
      code_id text not null unique,
      user_id text not null,
      expires_at timestamptz not null,
      used_at timestamptz,
      issued_at timestamptz not null,
      version int not null
    )`);
  },
  async apply(events, ctx) {
    const t = ctx.table('login_codes');
    for (const e of events as (StoredEvent & LoginCodeEvent)[]) {
      switch (e.type) {
        case 'LoginCodeIssued':
          await ctx.sql.query(
            `insert into ${t} (code_hash, code_id, user_id, expires_at, issued_at, version) values ($1,$2,$3,$4,$5,$6) on conflict do nothing`,
            [e.data.codeHash, e.data.codeId, e.data.userId, e.data.expiresAt, e.recordedAt, e.streamVersion],
          );
          break;
        case 'LoginCodeUsed':
          await ctx.sql.query(`update ${t} set used_at = $2, version = $3 where code_id = $1 and version < $3`, [e.data.codeId, e.data.at, e.streamVersion]);
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
