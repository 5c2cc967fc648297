import type { PayMethodEvent } from '@tradedesk/contracts/pos/pay-methods';
import { decideByType, type Decider } from '../platform/cqrs/decider.js';
import { type AddPayMethod, decideAddPayMethod } from './add-pay-method/add-pay-method.decide.js';
import { type ChangePayMethod, decideChangePayMethod } from './change-pay-method/change-pay-method.decide.js';
import { evolvePayMethod, initialPayMethodState, type PayMethodState } from './pay-method.state.js';
import { decideSetPayMethodStatus, type SetPayMethodStatus } from './set-pay-method-status/set-pay-method-status.decide.js';

export type PayMethodCommand = AddPayMethod | ChangePayMethod | SetPayMethodStatus;

/** A payment method (docs/pos.md "Payment methods"). */
export const payMethodDecider: Decider<PayMethodCommand, PayMethodState, PayMethodEvent> = {
  initialState: initialPayMethodState,
  evolve: evolvePayMethod,
  decide: decideByType<PayMethodCommand, PayMethodState, PayMethodEvent>({
    AddPayMethod: decideAddPayMethod,
    ChangePayMethod: decideChangePayMethod,
    SetPayMethodStatus: decideSetPayMethodStatus,
  }),
};
