import type { SaleOrderEvent } from '@tradedesk/contracts/sales/sale-order';
import { saleOrderTotals } from '@tradedesk/contracts/sales/sale-order-doc';
import type { DecideContext } from '../../platform/cqrs/decider.js';
import { reversal } from '../sale-order.rules.js';
import { fail, requireExisting, type SaleOrderState } from '../sale-order.state.js';

export interface UnsaveSaleOrder {
  type: 'UnsaveSaleOrder';
  reason: string;
}

/** Back to draft: the stock that left returns, the receivable is reversed; payments stay. */
export function decideUnsaveSaleOrder(c: UnsaveSaleOrder, s: SaleOrderState, _ctx: DecideContext): SaleOrderEvent[] {
  requireExisting(s);
  if (s.status !== 'committed') throw fail('order_not_committed', `Order ${s.number} is not committed.`, 409, { number: s.number });
  const { total } = saleOrderTotals(s);
  return [
    { type: 'SaleOrderUnsaved', data: { orderId: s.id, number: s.number, customer: s.header.customer, currency: s.header.currency, total, reason: c.reason } },
    ...reversal(s, c.reason || 'order unsaved'),
  ];
}
