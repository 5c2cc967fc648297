import type { SalesTargetEvent } from '@tradedesk/contracts/reports/report-insight';
import type { EvolveEvent } from '../../platform/cqrs/decider.js';

/** What a target's stream (one month x salesperson x scope) says: the amount in force, null when none was ever set. */
export interface SalesTargetState {
  amount: string | null;
}

export const initialSalesTargetState = (): SalesTargetState => ({ amount: null });

export function evolveSalesTarget(s: SalesTargetState, e: EvolveEvent<SalesTargetEvent>): SalesTargetState {
  switch (e.type) {
    case 'SalesTargetSet':
      return { amount: e.data.amount };
    default: {
      const _exhaustive: never = e.type;
      return s;
    }
  }
}
