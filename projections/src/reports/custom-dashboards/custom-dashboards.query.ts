import type { CustomDashboardView, DashboardWidget } from '@tradedesk/contracts/reports/custom-dashboard';
import type { Sql } from '../../platform/sql.js';

/** A user's dashboard: the widgets in order and the version; never arranged: none, version 0. */
export async function customDashboardOf(sql: Sql, userId: string): Promise<CustomDashboardView> {
  const { rows } = await sql.query<{ widgets: DashboardWidget[]; version: number }>(`select widgets, version from rm.custom_dashboards where user_id = $1`, [userId]);
  return rows[0] ? { widgets: rows[0].widgets, version: rows[0].version } : { widgets: [], version: 0 };
}
