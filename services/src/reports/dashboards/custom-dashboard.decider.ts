import type { CustomDashboardEvent } from '@tradedesk/contracts/reports/custom-dashboard';
import { decideByType, type Decider } from '../../platform/cqrs/decider.js';
import { type ArrangeCustomDashboard, decideArrangeCustomDashboard } from './arrange-custom-dashboard/arrange-custom-dashboard.decide.js';
import { type CustomDashboardState, evolveCustomDashboard, initialCustomDashboardState } from './custom-dashboard.state.js';

export type CustomDashboardCommand = ArrangeCustomDashboard;

/** A user's own dashboard: its one command's rule is in the use-case folder named after it. */
export const customDashboardDecider: Decider<CustomDashboardCommand, CustomDashboardState, CustomDashboardEvent> = {
  initialState: initialCustomDashboardState,
  evolve: evolveCustomDashboard,
  decide: decideByType<CustomDashboardCommand, CustomDashboardState, CustomDashboardEvent>({
    ArrangeCustomDashboard: decideArrangeCustomDashboard,
  }),
};
