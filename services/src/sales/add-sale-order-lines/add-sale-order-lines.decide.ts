import { plain } from '@tradedesk/contracts/platform/money';
import { lineAmount } from '@tradedesk/contracts/sales/order-amounts';
import type { SaleLine, SaleLineChange, SaleLineInput, SaleOrderEvent } from '@tradedesk/contracts/sales/sale-order';
import { Decimal } from 'decimal.js';
import type { DecideContext } from '../../platform/cqrs/decider.js';
import type { SaleFacts } from '../sale-facts.js';
import { resolveLines } from '../sale-order.rules.js';
import { requireEditable, type SaleOrderState } from '../sale-order.state.js';

export interface AddSaleOrderLines {
  type: 'AddSaleOrderLines';
  lines: SaleLineInput[];
  /** A scan adds to an equal line instead of making a new one. */
  merge: boolean;
  facts: SaleFacts;
}

/** Equal lines merge on a scan: same product, unit, price and discount, not a gift, no memo. */
function mergeTarget(lines: SaleLine[], l: SaleLine): SaleLine | undefined {
  return lines.find((x) => !x.gift && !l.gift && x.productId === l.productId && x.unit === l.unit && x.price === l.price && x.discount === l.discount && !x.memo && !l.memo);
}

/** Scanned or typed lines, priced for the order; with `merge` a line equal to one on the order adds to it. */
export function decideAddSaleOrderLines(c: AddSaleOrderLines, s: SaleOrderState, ctx: DecideContext): SaleOrderEvent[] {
  requireEditable(s);
  const lines = resolveLines(c.lines, s, c.facts, ctx, s.lines.length + 1);
  if (!c.merge) return [{ type: 'SaleOrderLinesAdded', data: { orderId: s.id, lines } }];
  const added: SaleLine[] = [];
  const changed = new Map<string, SaleLineChange>();
  const current = s.lines.map((l) => ({ ...l }));
  for (const l of lines) {
    const target = mergeTarget([...current, ...added], l);
    if (!target) {
      added.push(l);
      continue;
    }
    target.quantity = plain(new Decimal(target.quantity).plus(l.quantity));
    target.baseQuantity = plain(new Decimal(target.baseQuantity).plus(l.baseQuantity));
    target.amount = lineAmount(target, s.header.currency);
    if (current.includes(target)) changed.set(target.lineId, { lineId: target.lineId, quantity: target.quantity, baseQuantity: target.baseQuantity, amount: target.amount });
  }
  const events: SaleOrderEvent[] = [];
  if (changed.size) events.push({ type: 'SaleOrderLinesChanged', data: { orderId: s.id, what: 'quantity', lines: [...changed.values()] } });
  if (added.length) events.push({ type: 'SaleOrderLinesAdded', data: { orderId: s.id, lines: added } });
  return events;
}
