import { USER_EVENT_TYPES, type UserEvent } from '@tradedesk/contracts/identity/identity';
import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import type { Projector } from '../../platform/projector.js';

/**
 * rm.users, inline: sign-in needs the current password hash, and the unique index on the
 * user name makes a second user with a taken name fail inside the append's transaction.
 */
export const usersProjector: Projector = {
  name: 'users',
  version: 1,
  inline: true,
  handles: USER_EVENT_TYPES,
  tables: ['users'],
  async migrate(ctx) {
    await ctx.sql.query(`create table if not exists ${ctx.table('users')} (
      id text primary key,
      username text not null,
      name text not null,
      password_hash text not null,
      roles jsonb not null,
      language text not null,
      disabled boolean not null default false,
      created_at timestamptz not null,
      version int not null
    )`);
    await ctx.sql.query(`create unique index if not exists users_username_uq on ${ctx.table('users')} (lower(username))`);
  },
  async apply(events, ctx) {
    const t = ctx.table('users');
    const ids: string[] = [];
    for (const e of events as (StoredEvent & UserEvent)[]) {
      ids.push(e.data.userId);
      switch (e.type) {
        case 'UserCreated':
          await ctx.sql.query(
            `insert into ${t} (id, username, name, password_hash, roles, language, created_at, version) values ($1,$2,$3,$4,$5,$6,$7,$8)
             on conflict (id) do nothing`,
            [e.data.userId, e.data.username, e.data.name, e.data.passwordHash, JSON.stringify(e.data.roles), e.data.language, e.recordedAt, e.streamVersion],
          );
          break;
        case 'UserPasswordChanged':
          await ctx.sql.query(`update ${t} set password_hash = $2, version = $3 where id = $1 and version < $3`, [e.data.userId, e.data.passwordHash, e.streamVersion]);
          break;
        case 'UserLanguageChanged':
          await ctx.sql.query(`update ${t} set language = $2, version = $3 where id = $1 and version < $3`, [e.data.userId, e.data.language, e.streamVersion]);
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
