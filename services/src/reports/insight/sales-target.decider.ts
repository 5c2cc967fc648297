import type { SalesTargetEvent } from '@tradedesk/contracts/reports/report-insight';
import { decideByType, type Decider } from '../../platform/cqrs/decider.js';
import { decideSetSalesTarget, type SetSalesTarget } from './set-sales-target/set-sales-target.decide.js';
import { evolveSalesTarget, initialSalesTargetState, type SalesTargetState } from './sales-target.state.js';

export type SalesTargetCommand = SetSalesTarget;

/** A salesperson's target for a month in one scope: its one command's rule is in the use-case folder named after it. */
export const salesTargetDecider: Decider<SalesTargetCommand, SalesTargetState, SalesTargetEvent> = {
  initialState: initialSalesTargetState,
  evolve: evolveSalesTarget,
  decide: decideByType<SalesTargetCommand, SalesTargetState, SalesTargetEvent>({
    SetSalesTarget: decideSetSalesTarget,
  }),
};
