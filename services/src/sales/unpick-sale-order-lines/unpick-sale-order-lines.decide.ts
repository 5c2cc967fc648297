import type { SaleOrderEvent } from '@tradedesk/contracts/sales/sale-order';
import type { DecideContext } from '../../platform/cqrs/decider.js';
import { lineOf, requireDistribution, type SaleOrderState } from '../sale-order.state.js';

export interface UnpickSaleOrderLines {
  type: 'UnpickSaleOrderLines';
  lineIds: string[];
}

/** Picks taken back; lines that were not picked are not mentioned. */
export function decideUnpickSaleOrderLines(c: UnpickSaleOrderLines, s: SaleOrderState, _ctx: DecideContext): SaleOrderEvent[] {
  requireDistribution(s);
  const ids = [...new Set(c.lineIds)].filter((id) => {
    lineOf(s, id);
    return Boolean(s.picks[id]);
  });
  return ids.length ? [{ type: 'SaleOrderLinesUnpicked', data: { orderId: s.id, lineIds: ids } }] : [];
}
