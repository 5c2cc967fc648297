import { plain } from '@tradedesk/contracts/platform/money';
import { lineAmount } from '@tradedesk/contracts/sales/order-amounts';
import type { SaleLineChange, SaleOrderEvent } from '@tradedesk/contracts/sales/sale-order';
import type { DecideContext } from '../../platform/cqrs/decider.js';
import { lineOf, requireEditable, type SaleOrderState } from '../sale-order.state.js';

export interface ChangeLinePrices {
  type: 'ChangeLinePrices';
  lines: { lineId: string; price?: string; discount?: string; gift?: boolean }[];
}

/** Prices, discounts or gift flags of lines; lines left as they were are not mentioned. */
export function decideChangeLinePrices(c: ChangeLinePrices, s: SaleOrderState, _ctx: DecideContext): SaleOrderEvent[] {
  requireEditable(s);
  const changes: SaleLineChange[] = [];
  for (const x of c.lines) {
    const l = lineOf(s, x.lineId);
    const next = { ...l, price: x.price !== undefined ? plain(x.price) : l.price, discount: x.discount !== undefined ? plain(x.discount) : l.discount, gift: x.gift ?? l.gift };
    next.amount = lineAmount(next, s.header.currency);
    if (next.price === l.price && next.discount === l.discount && next.gift === l.gift) continue;
    changes.push({ lineId: l.lineId, price: next.price, discount: next.discount, gift: next.gift, amount: next.amount });
  }
  return changes.length ? [{ type: 'SaleOrderLinesChanged', data: { orderId: s.id, what: 'price', lines: changes } }] : [];
}
