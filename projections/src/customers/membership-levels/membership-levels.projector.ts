import { MEMBERSHIP_LEVEL_EVENT_TYPES, MEMBERSHIP_LEVELS_READ_MODEL, type MembershipLevelEvent } from '@tradedesk/contracts/customers/membership-levels';
import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import type { Projector } from '../../platform/projector.js';

/** rm.membership_levels, inline: sale pricing reads it through customersForSale; unique names (409). */
export const membershipLevelsProjector: Projector = {
  name: MEMBERSHIP_LEVELS_READ_MODEL,
  version: 1,
  inline: true,
  handles: MEMBERSHIP_LEVEL_EVENT_TYPES,
  tables: ['membership_levels'],
  async migrate(ctx) {
    const t = ctx.table('membership_levels');
    await ctx.sql.query(`create table if not exists ${t} (
      id text primary key, name text not null, discount numeric not null, price_type text not null, memo text not null,
      status text not null default 'active', created_at timestamptz not null, updated_at timestamptz not null, version int not null)`);
    await ctx.sql.query(`create unique index if not exists membership_levels_name_uq on ${t} (lower(name))`);
  },
  async apply(events, ctx) {
    const t = ctx.table('membership_levels');
    const ids: string[] = [];
    for (const e of events as (StoredEvent & MembershipLevelEvent)[]) {
      ids.push(e.data.levelId);
      const at = e.recordedAt;
      const v = e.streamVersion;
      switch (e.type) {
        case 'MembershipLevelCreated': {
          const d = e.data;
          await ctx.sql.query(
            `insert into ${t} (id, name, discount, price_type, memo, created_at, updated_at, version) values ($1, $2, $3, $4, $5, $6, $6, $7) on conflict (id) do nothing`,
            [d.levelId, d.name, d.discount, d.priceType, d.memo, at, v],
          );
          break;
        }
        case 'MembershipLevelChanged': {
          const c = e.data.changes;
          await ctx.sql.query(
            `update ${t} set name = coalesce($2, name), discount = coalesce($3::numeric, discount), price_type = coalesce($4, price_type), memo = coalesce($5, memo),
                updated_at = $6, version = $7 where id = $1 and version < $7`,
            [e.data.levelId, c.name ?? null, c.discount ?? null, c.priceType ?? null, c.memo ?? null, at, v],
          );
          break;
        }
        case 'MembershipLevelDisabled':
        case 'MembershipLevelEnabled':
          await ctx.sql.query(`update ${t} set status = $2, updated_at = $3, version = $4 where id = $1 and version < $4`, [
            e.data.levelId,
            e.type === 'MembershipLevelDisabled' ? 'disabled' : 'active',
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
