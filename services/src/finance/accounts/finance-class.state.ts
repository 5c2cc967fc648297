import type { FinanceClassEvent } from '@tradedesk/contracts/finance/money-accounts';
import type { EvolveEvent } from '../../platform/cqrs/decider.js';

/** What a class's stream says: whether it was created. */
export interface FinanceClassState {
  created: boolean;
}

export const initialFinanceClassState = (): FinanceClassState => ({ created: false });

export function evolveFinanceClass(s: FinanceClassState, e: EvolveEvent<FinanceClassEvent>): FinanceClassState {
  return e.type === 'FinanceClassCreated' ? { created: true } : s;
}
