import type { PurchaseOrderCancelled } from '@tradedesk/contracts/purchasing/purchase-order';
import type { DecideContext } from '../../platform/cqrs/decider.js';
import { DomainError } from '../../platform/event-store/errors.js';
import { type PurchaseOrderState, requireOrder } from '../purchase-order.state.js';

export interface CancelPurchaseOrder {
  type: 'CancelPurchaseOrder';
  reason: string;
}

/** Call the order off: a draft, or a committed order of which nothing was received. */
export function decideCancelPurchaseOrder(c: CancelPurchaseOrder, s: PurchaseOrderState, _ctx?: DecideContext): PurchaseOrderCancelled[] {
  requireOrder(s);
  if (s.status === 'cancelled') throw new DomainError('order_cancelled', `Purchase order ${s.number} is cancelled.`, 409, { number: s.number });
  if (s.status === 'closed') throw new DomainError('purchase_order_closed', `Purchase order ${s.number} is closed.`, 409, { number: s.number });
  if (s.receipts.length > 0) throw new DomainError('already_received', `Goods of purchase order ${s.number} were received: return them or close the order instead.`, 409, { number: s.number });
  return [{ type: 'PurchaseOrderCancelled', data: { purchaseOrderId: s.id, number: s.number, reason: c.reason } }];
}
