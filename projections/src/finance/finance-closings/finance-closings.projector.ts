import { CLOSING_EVENT_TYPES, type ClosingEvent, FINANCE_CLOSINGS_READ_MODEL } from '@tradedesk/contracts/finance/closings';
import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import type { Projector } from '../../platform/projector.js';

/**
 * rm.finance_closings: one row per closed (or reopened) business day and month with the totals
 * of its latest close. Inline: a command dated in a period reads this table in its loader, so a
 * close must be seen by the very next command (the closing guard, services/src/platform/closed-period.ts).
 */
export const financeClosingsProjector: Projector = {
  name: FINANCE_CLOSINGS_READ_MODEL,
  version: 1,
  inline: true,
  handles: CLOSING_EVENT_TYPES,
  tables: ['finance_closings'],
  async migrate(ctx) {
    const t = ctx.table('finance_closings');
    await ctx.sql.query(`create table if not exists ${t} (
      kind text not null, period text not null, closed boolean not null, closings int not null,
      closed_at timestamptz not null, closed_by text not null, reopened_at timestamptz, reopened_by text,
      reopen_reason text not null default '', totals jsonb not null, version int not null, primary key (kind, period))`);
  },
  async apply(events, ctx) {
    const t = ctx.table('finance_closings');
    const ids: string[] = [];
    for (const e of events as (StoredEvent & ClosingEvent)[]) {
      switch (e.type) {
        case 'DayClosed':
        case 'MonthClosed': {
          const [kind, period] = e.type === 'DayClosed' ? ['day', e.data.day] : ['month', e.data.month];
          ids.push(`${kind}:${period}`);
          await ctx.sql.query(
            `insert into ${t} (kind, period, closed, closings, closed_at, closed_by, totals, version) values ($1,$2,true,1,$3,$4,$5::jsonb,$6)
             on conflict (kind, period) do update set closed = true, closings = ${t}.closings + 1, closed_at = excluded.closed_at,
               closed_by = excluded.closed_by, totals = excluded.totals, version = excluded.version
             where ${t}.version < excluded.version`,
            [kind, period, e.recordedAt, e.metadata.userId, JSON.stringify(e.data.totals), e.streamVersion],
          );
          break;
        }
        case 'DayReopened':
        case 'MonthReopened': {
          const [kind, period] = e.type === 'DayReopened' ? ['day', e.data.day] : ['month', e.data.month];
          ids.push(`${kind}:${period}`);
          await ctx.sql.query(
            `update ${t} set closed = false, reopened_at = $3, reopened_by = $4, reopen_reason = $5, version = $6 where kind = $1 and period = $2 and version < $6`,
            [kind, period, e.recordedAt, e.metadata.userId, e.data.reason, e.streamVersion],
          );
          break;
        }
        default: {
          const _exhaustive: never = e;
          throw new Error(`unhandled ${(_exhaustive as StoredEvent).type}`);
        }
      }
    }
    return [...new Set(ids)];
  },
};
