import { FINANCE_CLASS_EVENT_TYPES, FINANCE_CLASSES_READ_MODEL, type FinanceClassEvent } from '@tradedesk/contracts/finance/money-accounts';
import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import type { Projector } from '../../platform/projector.js';

/**
 * rm.finance_classes: the income and expense class tree, each row with its path of names from the
 * root ("Rent / Shop") and its depth; inline, so an entry's decision finds a class created just
 * before, and the unique index refuses a name taken under the same parent.
 */
export const financeClassesProjector: Projector = {
  name: FINANCE_CLASSES_READ_MODEL,
  version: 1,
  inline: true,
  handles: FINANCE_CLASS_EVENT_TYPES,
  tables: ['finance_classes'],
  async migrate(ctx) {
    const t = ctx.table('finance_classes');
    await ctx.sql.query(`create table if not exists ${t} (
      id text primary key, direction text not null, name text not null, parent_id text, path text not null, depth int not null,
      created_at timestamptz not null)`);
    await ctx.sql.query(`create unique index if not exists finance_classes_name_uq on ${t} (direction, coalesce(parent_id, ''), lower(name))`);
  },
  async apply(events, ctx) {
    const t = ctx.table('finance_classes');
    const ids: string[] = [];
    for (const e of events as (StoredEvent & FinanceClassEvent)[]) {
      if (e.type !== 'FinanceClassCreated') continue;
      const d = e.data;
      ids.push(d.classId);
      await ctx.sql.query(
        `insert into ${t} (id, direction, name, parent_id, path, depth, created_at)
         select $1, $2, $3, $4::text, coalesce(p.path || ' / ', '') || $3, coalesce(p.depth + 1, 0), $5
           from (select 1) one left join ${t} p on p.id = $4::text
         on conflict (id) do nothing`,
        [d.classId, d.direction, d.name, d.parentId, e.recordedAt],
      );
    }
    return ids;
  },
};
