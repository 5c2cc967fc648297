import { TAG_EVENT_TYPES, TAGS_READ_MODEL, type TagEvent } from '@tradedesk/contracts/identity/tags';
import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import type { Projector } from '../../platform/projector.js';

/** rm.user_tags, inline: the unique index on the name refuses a second tag with a taken name. */
export const userTagsProjector: Projector = {
  name: TAGS_READ_MODEL,
  version: 1,
  inline: true,
  handles: TAG_EVENT_TYPES,
  tables: ['user_tags'],
  async migrate(ctx) {
    const t = ctx.table('user_tags');
    await ctx.sql.query(`create table if not exists ${t} (
      id text primary key,
      name text not null,
      color text not null,
      disabled boolean not null default false,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      version int not null
    )`);
    await ctx.sql.query(`create unique index if not exists user_tags_name_uq on ${t} (lower(name))`);
  },
  async apply(events, ctx) {
    const t = ctx.table('user_tags');
    const ids: string[] = [];
    for (const e of events as (StoredEvent & TagEvent)[]) {
      ids.push(e.data.tagId);
      switch (e.type) {
        case 'TagCreated':
          await ctx.sql.query(`insert into ${t} (id, name, color, created_at, updated_at, version) values ($1,$2,$3,$4,$4,$5) on conflict (id) do nothing`, [
            e.data.tagId,
            e.data.name,
            e.data.color,
            e.recordedAt,
            e.streamVersion,
          ]);
          break;
        case 'TagChanged':
          await ctx.sql.query(`update ${t} set name = $2, color = $3, updated_at = $4, version = $5 where id = $1 and version < $5`, [
            e.data.tagId,
            e.data.name,
            e.data.color,
            e.recordedAt,
            e.streamVersion,
          ]);
          break;
        case 'TagDisabled':
        case 'TagEnabled':
          await ctx.sql.query(`update ${t} set disabled = $2, updated_at = $3, version = $4 where id = $1 and version < $4`, [
            e.data.tagId,
            e.type === 'TagDisabled',
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
