import type { CustomDashboardEvent, DashboardWidget } from '@tradedesk/contracts/reports/custom-dashboard';
import type { EvolveEvent } from '../../platform/cqrs/decider.js';

/** What a user's dashboard stream says: the widgets in order. */
export interface CustomDashboardState {
  widgets: DashboardWidget[];
}

export const initialCustomDashboardState = (): CustomDashboardState => ({ widgets: [] });

export function evolveCustomDashboard(s: CustomDashboardState, e: EvolveEvent<CustomDashboardEvent>): CustomDashboardState {
  switch (e.type) {
    case 'CustomDashboardArranged':
      return { widgets: e.data.widgets };
    default: {
      const _exhaustive: never = e.type;
      return s;
    }
  }
}
