import { CATEGORY_EVENT_TYPES, type CategoryEvent } from '@tradedesk/contracts/catalog/categories';
import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import type { Projector } from '../../platform/projector.js';

/**
 * rm.categories, inline: product commands and imports check categories at once, and the unique
 * index on (parent, lower(name)) refuses a second sibling of the same name inside the append.
 */
export const categoriesProjector: Projector = {
  name: 'categories',
  version: 1,
  inline: true,
  handles: CATEGORY_EVENT_TYPES,
  tables: ['categories'],
  async migrate(ctx) {
    const t = ctx.table('categories');
    await ctx.sql.query(`create table if not exists ${t} (
      id text primary key,
      name text not null,
      parent_id text,
      disabled boolean not null default false,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      version int not null
    )`);
    await ctx.sql.query(`create unique index if not exists categories_name_uq on ${t} (coalesce(parent_id, ''), lower(name))`);
  },
  async apply(events, ctx) {
    const t = ctx.table('categories');
    const ids: string[] = [];
    for (const e of events as (StoredEvent & CategoryEvent)[]) {
      ids.push(e.data.categoryId);
      const at = e.recordedAt;
      const v = e.streamVersion;
      switch (e.type) {
        case 'CategoryCreated':
          await ctx.sql.query(
            `insert into ${t} (id, name, parent_id, created_at, updated_at, version) values ($1,$2,$3,$4,$4,$5) on conflict (id) do nothing`,
            [e.data.categoryId, e.data.name, e.data.parentId, at, v],
          );
          break;
        case 'CategoryRenamed':
          await ctx.sql.query(`update ${t} set name = $2, updated_at = $3, version = $4 where id = $1 and version < $4`, [e.data.categoryId, e.data.name, at, v]);
          break;
        case 'CategoryMoved':
          await ctx.sql.query(`update ${t} set parent_id = $2, updated_at = $3, version = $4 where id = $1 and version < $4`, [e.data.categoryId, e.data.parentId, at, v]);
          break;
        case 'CategoryDisabled':
        case 'CategoryEnabled':
          await ctx.sql.query(`update ${t} set disabled = $2, updated_at = $3, version = $4 where id = $1 and version < $4`, [e.data.categoryId, e.type === 'CategoryDisabled', at, v]);
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
