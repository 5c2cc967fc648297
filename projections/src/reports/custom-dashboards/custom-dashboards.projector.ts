import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import { CUSTOM_DASHBOARD_EVENT_TYPES, CUSTOM_DASHBOARDS_READ_MODEL, type CustomDashboardEvent } from '@tradedesk/contracts/reports/custom-dashboard';
import type { Projector, ProjectorContext } from '../../platform/projector.js';

/**
 * rm.custom_dashboards: one row per user who arranged a dashboard, with the widgets in order and
 * the stream version it reflects (an event at or below it is a replay and changes nothing).
 */
export const customDashboardsProjector: Projector = {
  name: CUSTOM_DASHBOARDS_READ_MODEL,
  version: 1,
  handles: CUSTOM_DASHBOARD_EVENT_TYPES,
  tables: ['custom_dashboards'],

  async migrate(ctx) {
    await ctx.sql.query(`create table if not exists ${ctx.table('custom_dashboards')} (
      user_id text primary key,
      widgets text[] not null,
      updated_at timestamptz not null,
      version int not null
    )`);
  },

  async apply(events: StoredEvent[], ctx: ProjectorContext) {
    const t = ctx.table('custom_dashboards');
    const ids: string[] = [];
    for (const e of events as (StoredEvent & CustomDashboardEvent)[]) {
      switch (e.type) {
        case 'CustomDashboardArranged':
          ids.push(e.data.userId);
          await ctx.sql.query(
            `insert into ${t} (user_id, widgets, updated_at, version) values ($1, $2::text[], $3, $4)
             on conflict (user_id) do update set widgets = excluded.widgets, updated_at = excluded.updated_at, version = excluded.version
             where ${t}.version < excluded.version`,
            [e.data.userId, e.data.widgets, e.recordedAt, e.streamVersion],
          );
          break;
        default: {
          const _exhaustive: never = e.type;
          throw new Error(`unhandled ${String(_exhaustive)}`);
        }
      }
    }
    return ids;
  },
};
