import type { CashierEvent } from '@tradedesk/contracts/pos/pos';
import { decideByType, type Decider } from '../platform/cqrs/decider.js';
import { type CashierState, evolveCashier, initialCashierState } from './cashier.state.js';
import { type ApproveDiscount, decideApproveDiscount } from './approve-discount/approve-discount.decide.js';
import { type ApproveReturn, decideApproveReturn } from './record-return-without-receipt/approve-return.decide.js';
import { decideSetCashier, type SetCashier } from './set-cashier/set-cashier.decide.js';
import { decideSignInCashier, type SignInCashier } from './sign-in-cashier/sign-in-cashier.decide.js';
import { decideSignOutCashier, type SignOutCashier } from './sign-out-cashier/sign-out-cashier.decide.js';

export type CashierCommand = SetCashier | SignInCashier | SignOutCashier | ApproveDiscount | ApproveReturn;

/** An employee at the till: access, PIN, lock, PIN sessions, supervisor approvals (docs/pos.md "Cashiers", "Supervisor approval"). */
export const cashierDecider: Decider<CashierCommand, CashierState, CashierEvent> = {
  initialState: initialCashierState,
  evolve: evolveCashier,
  decide: decideByType<CashierCommand, CashierState, CashierEvent>({ SetCashier: decideSetCashier, SignInCashier: decideSignInCashier, SignOutCashier: decideSignOutCashier, ApproveDiscount: decideApproveDiscount, ApproveReturn: decideApproveReturn }),
};
