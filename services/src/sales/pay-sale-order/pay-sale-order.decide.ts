import type { PaymentInput, SaleOrderEvent } from '@tradedesk/contracts/sales/sale-order';
import { saleOrderOutstanding, saleOrderTotals } from '@tradedesk/contracts/sales/sale-order-doc';
import type { DecideContext } from '../../platform/cqrs/decider.js';
import type { PaymentFacts } from '../sale-facts.js';
import { paidEvent, paymentsOf } from '../sale-order.rules.js';
import { fail, requireExisting, type SaleOrderState } from '../sale-order.state.js';

export interface PaySaleOrder {
  type: 'PaySaleOrder';
  payments: PaymentInput[];
  facts: PaymentFacts;
}

/** Payments for a committed order, never more than is still owed, each into its money account (sale-order.rules paymentAccountOf). */
export function decidePaySaleOrder(c: PaySaleOrder, s: SaleOrderState, ctx: DecideContext): SaleOrderEvent[] {
  requireExisting(s);
  if (s.status !== 'committed') throw fail('order_not_committed', `Order ${s.number} must be committed before it is paid.`, 409, { number: s.number });
  const { total } = saleOrderTotals(s);
  return [paidEvent(s, paymentsOf(c.payments, s.header.currency, saleOrderOutstanding(s), ctx, c.facts), total)];
}
