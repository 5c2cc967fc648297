import type { SaleOrderEvent } from '@tradedesk/contracts/sales/sale-order';
import type { DecideContext } from '../../platform/cqrs/decider.js';
import { lineOf, requireEditable, type SaleOrderState } from '../sale-order.state.js';

export interface ChangeLinesMemo {
  type: 'ChangeLinesMemo';
  lineIds: string[];
  memo: string;
}

/** One memo for several lines; lines that already say it are not mentioned. */
export function decideChangeLinesMemo(c: ChangeLinesMemo, s: SaleOrderState, _ctx: DecideContext): SaleOrderEvent[] {
  requireEditable(s);
  const lines = c.lineIds.map((id) => lineOf(s, id)).filter((l) => l.memo !== c.memo);
  return lines.length ? [{ type: 'SaleOrderLinesChanged', data: { orderId: s.id, what: 'memo', lines: lines.map((l) => ({ lineId: l.lineId, memo: c.memo })) } }] : [];
}
