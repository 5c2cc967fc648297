import type { SaleOrderEvent } from '@tradedesk/contracts/sales/sale-order';
import type { DecideContext } from '../../platform/cqrs/decider.js';
import { requireEditable, type SaleOrderState } from '../sale-order.state.js';

export interface ClearGiftLines {
  type: 'ClearGiftLines';
}

/** Every gift line removed; an order without gifts stays as it is. */
export function decideClearGiftLines(_c: ClearGiftLines, s: SaleOrderState, _ctx: DecideContext): SaleOrderEvent[] {
  requireEditable(s);
  const ids = s.lines.filter((l) => l.gift).map((l) => l.lineId);
  return ids.length ? [{ type: 'SaleOrderLinesRemoved', data: { orderId: s.id, lineIds: ids, reason: 'gifts-cleared' } }] : [];
}
