import { SIZE_GROUP_EVENT_TYPES, type SizeGroupEvent } from '@tradedesk/contracts/catalog/categories';
import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import type { Projector } from '../../platform/projector.js';

/** rm.size_groups, inline (small; products check the group they name). */
export const sizeGroupsProjector: Projector = {
  name: 'size-groups',
  version: 1,
  inline: true,
  handles: SIZE_GROUP_EVENT_TYPES,
  tables: ['size_groups'],
  async migrate(ctx) {
    await ctx.sql.query(`create table if not exists ${ctx.table('size_groups')} (
      id text primary key, name text not null, sizes jsonb not null, disabled boolean not null default false, version int not null)`);
  },
  async apply(events, ctx) {
    const t = ctx.table('size_groups');
    const ids: string[] = [];
    for (const e of events as (StoredEvent & SizeGroupEvent)[]) {
      ids.push(e.data.sizeGroupId);
      const v = e.streamVersion;
      switch (e.type) {
        case 'SizeGroupCreated':
          await ctx.sql.query(`insert into ${t} (id, name, sizes, version) values ($1,$2,$3,$4) on conflict (id) do nothing`, [e.data.sizeGroupId, e.data.name, JSON.stringify(e.data.sizes), v]);
          break;
        case 'SizeGroupChanged':
          await ctx.sql.query(`update ${t} set name = $2, sizes = $3, version = $4 where id = $1 and version < $4`, [e.data.sizeGroupId, e.data.name, JSON.stringify(e.data.sizes), v]);
          break;
        case 'SizeGroupDisabled':
        case 'SizeGroupEnabled':
          await ctx.sql.query(`update ${t} set disabled = $3, version = $2 where id = $1 and version < $2`, [e.data.sizeGroupId, v, e.type === 'SizeGroupDisabled']);
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
