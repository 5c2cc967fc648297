import type { SaleOrderEvent } from '@tradedesk/contracts/sales/sale-order';
import { saleOrderTotals } from '@tradedesk/contracts/sales/sale-order-doc';
import type { DecideContext } from '../../platform/cqrs/decider.js';
import { reversal } from '../sale-order.rules.js';
import { fail, requireExisting, type SaleOrderState } from '../sale-order.state.js';

export interface CancelSaleOrder {
  type: 'CancelSaleOrder';
  reason: string;
}

/** A committed order returns its stock and reverses its receivable; a draft is simply cancelled. Payments stay as credit. */
export function decideCancelSaleOrder(c: CancelSaleOrder, s: SaleOrderState, _ctx: DecideContext): SaleOrderEvent[] {
  requireExisting(s);
  if (s.status === 'cancelled') throw fail('order_cancelled', `Order ${s.number} is already cancelled.`, 409, { number: s.number });
  const wasCommitted = s.status === 'committed';
  const { total } = saleOrderTotals(s);
  return [
    { type: 'SaleOrderCancelled', data: { orderId: s.id, number: s.number, customer: s.header.customer, currency: s.header.currency, total, wasCommitted, reason: c.reason } },
    ...(wasCommitted ? reversal(s, c.reason || 'order cancelled') : []),
  ];
}
