import type { PrePurchaseEvent } from '@tradedesk/contracts/purchasing/replenishment';
import type { DecideContext } from '../../platform/cqrs/decider.js';
import { type PrePurchaseState, requireOpenPrePurchase } from '../pre-purchase.state.js';

export interface PullPrePurchase {
  type: 'PullPrePurchase';
  prePurchaseId: string;
  replenishmentId: string;
  replenishmentNumber: string;
}

/**
 * An open wanted quantity taken over by a replenishment order: done from then on. Decided by the
 * create-replenishment handler in the same append as the order (so there is no handler here).
 */
export function decidePullPrePurchase(c: PullPrePurchase, s: PrePurchaseState, _ctx: DecideContext): PrePurchaseEvent[] {
  requireOpenPrePurchase(s, c.prePurchaseId);
  return [{ type: 'PrePurchasePulled', data: { prePurchaseId: c.prePurchaseId, replenishmentId: c.replenishmentId, replenishmentNumber: c.replenishmentNumber } }];
}
