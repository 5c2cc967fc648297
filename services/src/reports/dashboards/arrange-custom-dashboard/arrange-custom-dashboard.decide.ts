import type { CustomDashboardEvent, DashboardWidget } from '@tradedesk/contracts/reports/custom-dashboard';
import type { DecideContext } from '../../../platform/cqrs/decider.js';
import { DomainError } from '../../../platform/event-store/errors.js';
import type { CustomDashboardState } from '../custom-dashboard.state.js';

export interface ArrangeCustomDashboard {
  type: 'ArrangeCustomDashboard';
  widgets: DashboardWidget[];
}

/** The user's widgets, in the order given, each once: one event with the whole arrangement. */
export function decideArrangeCustomDashboard(c: ArrangeCustomDashboard, _s: CustomDashboardState, ctx: DecideContext): CustomDashboardEvent[] {
  if (new Set(c.widgets).size !== c.widgets.length) throw new DomainError('widget_repeated', 'Each widget may be placed once.', 400);
  return [{ type: 'CustomDashboardArranged', data: { userId: ctx.userId, widgets: [...c.widgets] } }];
}
