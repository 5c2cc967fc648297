import type { MoneyAccountEvent } from '@tradedesk/contracts/finance/money-accounts';
import { decideByType, type Decider } from '../../platform/cqrs/decider.js';
import { decideOpenMoneyAccount, type OpenMoneyAccount } from './open-money-account/open-money-account.decide.js';
import { evolveMoneyAccount, initialMoneyAccountState, type MoneyAccountState } from './money-account.state.js';

export type MoneyAccountCommand = OpenMoneyAccount;

/** Cash boxes and bank accounts. */
export const moneyAccountDecider: Decider<MoneyAccountCommand, MoneyAccountState, MoneyAccountEvent> = {
  initialState: initialMoneyAccountState,
  evolve: evolveMoneyAccount,
  decide: decideByType<MoneyAccountCommand, MoneyAccountState, MoneyAccountEvent>({ OpenMoneyAccount: decideOpenMoneyAccount }),
};
