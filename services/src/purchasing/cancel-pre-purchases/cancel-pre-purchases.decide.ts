import type { PrePurchaseEvent } from '@tradedesk/contracts/purchasing/replenishment';
import type { DecideContext } from '../../platform/cqrs/decider.js';
import { type PrePurchaseState, requireOpenPrePurchase } from '../pre-purchase.state.js';

export interface CancelPrePurchase {
  type: 'CancelPrePurchase';
  prePurchaseId: string;
}

/** Nobody wants it any more: an open one leaves the list of open wanted quantities. */
export function decideCancelPrePurchase(c: CancelPrePurchase, s: PrePurchaseState, _ctx: DecideContext): PrePurchaseEvent[] {
  requireOpenPrePurchase(s, c.prePurchaseId);
  return [{ type: 'PrePurchaseCancelled', data: { prePurchaseId: c.prePurchaseId } }];
}
