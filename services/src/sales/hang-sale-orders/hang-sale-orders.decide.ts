import type { SaleOrderEvent } from '@tradedesk/contracts/sales/sale-order';
import type { DecideContext } from '../../platform/cqrs/decider.js';
import { fail, requireEditable, type SaleOrderState } from '../sale-order.state.js';

export interface HangSaleOrder {
  type: 'HangSaleOrder';
  orderId: string;
}

/** A draft parked to serve the next customer; hanging a hung draft changes nothing. */
export function decideHangSaleOrder(c: HangSaleOrder, s: SaleOrderState, _ctx: DecideContext): SaleOrderEvent[] {
  if (!s.exists) throw fail('order_not_found', `No sale order ${c.orderId}.`, 404);
  requireEditable(s);
  return s.hung ? [] : [{ type: 'SaleOrderHung', data: { orderId: s.id } }];
}
