import type { PrePurchaseEvent } from '@tradedesk/contracts/purchasing/replenishment';
import { decideByType, type Decider } from '../platform/cqrs/decider.js';
import { type CancelPrePurchase, decideCancelPrePurchase } from './cancel-pre-purchases/cancel-pre-purchases.decide.js';
import { evolvePrePurchase, initialPrePurchaseState, type PrePurchaseState } from './pre-purchase.state.js';
import { decidePullPrePurchase, type PullPrePurchase } from './pull-pre-purchase/pull-pre-purchase.decide.js';
import { decideRequestPrePurchase, type RequestPrePurchase } from './request-pre-purchase/request-pre-purchase.decide.js';

export type PrePurchaseCommand = RequestPrePurchase | PullPrePurchase | CancelPrePurchase;

/** A wanted quantity collected before a supplier is chosen. */
export const prePurchaseDecider: Decider<PrePurchaseCommand, PrePurchaseState, PrePurchaseEvent> = {
  initialState: initialPrePurchaseState,
  evolve: evolvePrePurchase,
  decide: decideByType<PrePurchaseCommand, PrePurchaseState, PrePurchaseEvent>({
    RequestPrePurchase: decideRequestPrePurchase,
    PullPrePurchase: decidePullPrePurchase,
    CancelPrePurchase: decideCancelPrePurchase,
  }),
};
