import type { PurchaseOrderClosed } from '@tradedesk/contracts/purchasing/purchase-order';
import type { DecideContext } from '../../platform/cqrs/decider.js';
import { openQuantity, type PurchaseOrderState, requireReceivable } from '../purchase-order.state.js';

export interface ClosePurchaseOrder {
  type: 'ClosePurchaseOrder';
  reason: string;
}

/** Stop waiting for the rest: what is still open is recorded as the under-delivery (shortfall). */
export function decideClosePurchaseOrder(c: ClosePurchaseOrder, s: PurchaseOrderState, _ctx?: DecideContext): PurchaseOrderClosed[] {
  requireReceivable(s);
  const shortfall = s.lines
    .map((l) => ({ orderLine: l.line, productId: l.productId, quantity: openQuantity(s, l) }))
    .filter((l) => l.quantity.gt(0))
    .map((l) => ({ ...l, quantity: l.quantity.toFixed() }));
  return [{ type: 'PurchaseOrderClosed', data: { purchaseOrderId: s.id, number: s.number, reason: c.reason, shortfall } }];
}
