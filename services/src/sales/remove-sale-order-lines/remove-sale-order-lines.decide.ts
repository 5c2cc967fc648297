import type { SaleOrderEvent } from '@tradedesk/contracts/sales/sale-order';
import type { DecideContext } from '../../platform/cqrs/decider.js';
import { lineOf, requireEditable, type SaleOrderState } from '../sale-order.state.js';

export interface RemoveSaleOrderLines {
  type: 'RemoveSaleOrderLines';
  lineIds: string[];
}

/** Lines of a draft removed; an unknown line refuses the whole removal. */
export function decideRemoveSaleOrderLines(c: RemoveSaleOrderLines, s: SaleOrderState, _ctx: DecideContext): SaleOrderEvent[] {
  requireEditable(s);
  const ids = [...new Set(c.lineIds)];
  ids.forEach((id) => lineOf(s, id));
  return [{ type: 'SaleOrderLinesRemoved', data: { orderId: s.id, lineIds: ids, reason: 'removed' } }];
}
