import type { PackUnit } from '@tradedesk/contracts/inventory/stock';
import type { SaleLineChange, SaleOrderEvent } from '@tradedesk/contracts/sales/sale-order';
import type { DecideContext } from '../../platform/cqrs/decider.js';
import { resolveSaleLine, type SaleFacts } from '../sale-facts.js';
import { fail, lineOf, requireEditable, type SaleOrderState } from '../sale-order.state.js';

export interface ChangeLineQuantity {
  type: 'ChangeLineQuantity';
  lineId: string;
  quantity: string;
  unit?: PackUnit;
  facts: SaleFacts;
}

/** A line's quantity, in its unit or another one (which takes that unit's price). */
export function decideChangeLineQuantity(c: ChangeLineQuantity, s: SaleOrderState, _ctx: DecideContext): SaleOrderEvent[] {
  requireEditable(s);
  const l = lineOf(s, c.lineId);
  const unit = c.unit ?? l.unit;
  const p = c.facts.catalog.products.get(l.productId);
  if (!p) throw fail('product_not_found', `Line ${l.code}: the product no longer exists.`, 400);
  const n = s.lines.indexOf(l) + 1;
  const resolved = resolveSaleLine({ productId: l.productId, unit, quantity: c.quantity, price: unit === l.unit ? l.price : undefined, discount: l.discount, gift: l.gift, memo: l.memo }, n, s.header, c.facts, l.lineId);
  if (resolved.quantity === l.quantity && unit === l.unit) return [];
  const change: SaleLineChange = { lineId: l.lineId, quantity: resolved.quantity, baseQuantity: resolved.baseQuantity, amount: resolved.amount };
  if (unit !== l.unit) Object.assign(change, { unit, price: resolved.price });
  return [{ type: 'SaleOrderLinesChanged', data: { orderId: s.id, what: 'quantity', lines: [change] } }];
}
