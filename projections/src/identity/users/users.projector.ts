import { USER_EVENT_TYPES, type UserEvent } from '@tradedesk/contracts/identity/identity';
import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import type { Projector } from '../../platform/projector.js';

/** Columns a UserProfileChanged may set, and how. */
const PROFILE_COLUMNS = { name: 'name', introduction: 'introduction', phone: 'phone', email: 'email' } as const;

/**
 * rm.users, inline: sign-in needs the current password hash, every request needs the current
 * rights and the disabled flag, and the unique index on the user name makes a second user with a
 * taken name fail inside the append's transaction. Rows carry the stream version they reflect.
 */
export const usersProjector: Projector = {
  name: 'users',
  version: 2,
  inline: true,
  handles: USER_EVENT_TYPES,
  tables: ['users'],
  async migrate(ctx) {
    const t = ctx.table('users');
    await ctx.sql.query(`create table if not exists ${t} (
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
    // Added in version 2; `add column if not exists` keeps a version-1 table usable until the rebuild swaps it.
    for (const col of [
      `position_ids jsonb not null default '[]'`,
      `tag_ids jsonb not null default '[]'`,
      `is_boss boolean not null default false`,
      `page_privileges jsonb not null default '{}'`,
      `sys_page_privileges jsonb not null default '{}'`,
      `avatar jsonb`,
      `introduction text not null default ''`,
      `phone text not null default ''`,
      `email text not null default ''`,
      `updated_at timestamptz`,
    ]) {
      await ctx.sql.query(`alter table ${t} add column if not exists ${col}`);
    }
    await ctx.sql.query(`create unique index if not exists users_username_uq on ${t} (lower(username))`);
  },
  async apply(events, ctx) {
    const t = ctx.table('users');
    const ids: string[] = [];
    for (const e of events as (StoredEvent & UserEvent)[]) {
      ids.push(e.data.userId);
      const at = e.recordedAt;
      const v = e.streamVersion;
      switch (e.type) {
        case 'UserCreated':
          await ctx.sql.query(
            `insert into ${t} (id, username, name, password_hash, roles, language, created_at, updated_at, version) values ($1,$2,$3,$4,$5,$6,$7,$7,$8)
             on conflict (id) do nothing`,
            [e.data.userId, e.data.username, e.data.name, e.data.passwordHash, JSON.stringify(e.data.roles), e.data.language, at, v],
          );
          break;
        case 'UserPasswordChanged':
          await ctx.sql.query(`update ${t} set password_hash = $2, updated_at = $3, version = $4 where id = $1 and version < $4`, [e.data.userId, e.data.passwordHash, at, v]);
          break;
        case 'UserLanguageChanged':
          await ctx.sql.query(`update ${t} set language = $2, updated_at = $3, version = $4 where id = $1 and version < $4`, [e.data.userId, e.data.language, at, v]);
          break;
        case 'UserProfileChanged': {
          const sets: string[] = [];
          const params: unknown[] = [e.data.userId, at, v];
          for (const [key, col] of Object.entries(PROFILE_COLUMNS)) {
            const value = e.data.changes[key as keyof typeof PROFILE_COLUMNS];
            if (value === undefined) continue;
            params.push(value);
            sets.push(`${col} = $${params.length}`);
          }
          if (e.data.changes.avatar !== undefined) {
            params.push(e.data.changes.avatar === null ? null : JSON.stringify(e.data.changes.avatar));
            sets.push(`avatar = $${params.length}::jsonb`);
          }
          await ctx.sql.query(`update ${t} set ${[...sets, 'updated_at = $2', 'version = $3'].join(', ')} where id = $1 and version < $3`, params);
          break;
        }
        case 'UserRightsChanged':
          await ctx.sql.query(
            `update ${t} set roles = $2, position_ids = $3, is_boss = $4, page_privileges = $5, sys_page_privileges = $6, updated_at = $7, version = $8
              where id = $1 and version < $8`,
            [
              e.data.userId,
              JSON.stringify(e.data.roles),
              JSON.stringify(e.data.positionIds),
              e.data.isBoss,
              JSON.stringify(e.data.pagePrivileges),
              JSON.stringify(e.data.sysPagePrivileges),
              at,
              v,
            ],
          );
          break;
        case 'UserTagsChanged':
          await ctx.sql.query(`update ${t} set tag_ids = $2, updated_at = $3, version = $4 where id = $1 and version < $4`, [e.data.userId, JSON.stringify(e.data.tagIds), at, v]);
          break;
        case 'UserDisabled':
        case 'UserEnabled':
          await ctx.sql.query(`update ${t} set disabled = $2, updated_at = $3, version = $4 where id = $1 and version < $4`, [e.data.userId, e.type === 'UserDisabled', at, v]);
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
