import type { SaleOrderEvent } from '@tradedesk/contracts/sales/sale-order';
import type { DecideContext } from '../../platform/cqrs/decider.js';
import { fail, type SaleOrderState } from '../sale-order.state.js';

export interface UnhangSaleOrder {
  type: 'UnhangSaleOrder';
  orderId: string;
}

/** A parked draft recalled; an order that is not hung stays as it is. */
export function decideUnhangSaleOrder(c: UnhangSaleOrder, s: SaleOrderState, _ctx: DecideContext): SaleOrderEvent[] {
  if (!s.exists) throw fail('order_not_found', `No sale order ${c.orderId}.`, 404);
  return s.hung ? [{ type: 'SaleOrderUnhung', data: { orderId: s.id } }] : [];
}
