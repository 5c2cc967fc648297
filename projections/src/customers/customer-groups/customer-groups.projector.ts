import { CUSTOMER_GROUP_EVENT_TYPES, CUSTOMER_GROUPS_READ_MODEL, type CustomerGroupEvent } from '@tradedesk/contracts/customers/customer-groups';
import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import type { Projector } from '../../platform/projector.js';

/** rm.customer_groups, inline: the unique index on the name refuses a taken name inside the append (409). */
export const customerGroupsProjector: Projector = {
  name: CUSTOMER_GROUPS_READ_MODEL,
  version: 1,
  inline: true,
  handles: CUSTOMER_GROUP_EVENT_TYPES,
  tables: ['customer_groups'],
  async migrate(ctx) {
    const t = ctx.table('customer_groups');
    await ctx.sql.query(`create table if not exists ${t} (
      id text primary key, name text not null, memo text not null, status text not null default 'active',
      created_at timestamptz not null, updated_at timestamptz not null, version int not null)`);
    await ctx.sql.query(`create unique index if not exists customer_groups_name_uq on ${t} (lower(name))`);
  },
  async apply(events, ctx) {
    const t = ctx.table('customer_groups');
    const ids: string[] = [];
    for (const e of events as (StoredEvent & CustomerGroupEvent)[]) {
      ids.push(e.data.groupId);
      const at = e.recordedAt;
      const v = e.streamVersion;
      switch (e.type) {
        case 'CustomerGroupCreated':
          await ctx.sql.query(`insert into ${t} (id, name, memo, created_at, updated_at, version) values ($1, $2, $3, $4, $4, $5) on conflict (id) do nothing`, [
            e.data.groupId,
            e.data.name,
            e.data.memo,
            at,
            v,
          ]);
          break;
        case 'CustomerGroupChanged':
          await ctx.sql.query(`update ${t} set name = coalesce($2, name), memo = coalesce($3, memo), updated_at = $4, version = $5 where id = $1 and version < $5`, [
            e.data.groupId,
            e.data.changes.name ?? null,
            e.data.changes.memo ?? null,
            at,
            v,
          ]);
          break;
        case 'CustomerGroupDisabled':
        case 'CustomerGroupEnabled':
          await ctx.sql.query(`update ${t} set status = $2, updated_at = $3, version = $4 where id = $1 and version < $4`, [
            e.data.groupId,
            e.type === 'CustomerGroupDisabled' ? 'disabled' : 'active',
            at,
            v,
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
