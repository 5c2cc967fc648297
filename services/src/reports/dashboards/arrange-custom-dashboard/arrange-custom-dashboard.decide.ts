import type { CustomDashboardEvent, DashboardWidget } from '@tradedesk/contracts/reports/custom-dashboard';
import type { DecideContext } from '../../../platform/cqrs/decider.js';
import type { CustomDashboardState } from '../custom-dashboard.state.js';

export interface ArrangeCustomDashboard {
  type: 'ArrangeCustomDashboard';
  widgets: DashboardWidget[];
}

/**
 * The user's widgets, in the order given, each once (the body already refuses a repeat; a command
 * from elsewhere keeps a widget's first place): one event with the whole arrangement.
 */
export function decideArrangeCustomDashboard(c: ArrangeCustomDashboard, _s: CustomDashboardState, ctx: DecideContext): CustomDashboardEvent[] {
  return [{ type: 'CustomDashboardArranged', data: { userId: ctx.userId, widgets: [...new Set(c.widgets)] } }];
}
