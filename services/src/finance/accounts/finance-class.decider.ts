import type { FinanceClassEvent } from '@tradedesk/contracts/finance/money-accounts';
import { decideByType, type Decider } from '../../platform/cqrs/decider.js';
import { type CreateFinanceClass, decideCreateFinanceClass } from './create-finance-class/create-finance-class.decide.js';
import { evolveFinanceClass, type FinanceClassState, initialFinanceClassState } from './finance-class.state.js';

export type FinanceClassCommand = CreateFinanceClass;

/** The tree of income and expense classes. */
export const financeClassDecider: Decider<FinanceClassCommand, FinanceClassState, FinanceClassEvent> = {
  initialState: initialFinanceClassState,
  evolve: evolveFinanceClass,
  decide: decideByType<FinanceClassCommand, FinanceClassState, FinanceClassEvent>({ CreateFinanceClass: decideCreateFinanceClass }),
};
