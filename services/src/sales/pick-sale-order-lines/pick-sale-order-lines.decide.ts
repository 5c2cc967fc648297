import type { SaleOrderEvent } from '@tradedesk/contracts/sales/sale-order';
import { Decimal } from 'decimal.js';
import type { DecideContext } from '../../platform/cqrs/decider.js';
import { requireSaleWarehouse, type SaleFacts } from '../sale-facts.js';
import { fail, lineOf, requireDistribution, type SaleOrderState } from '../sale-order.state.js';

export interface PickSaleOrderLines {
  type: 'PickSaleOrderLines';
  /** quantity: base units picked (default the whole line); zoneId: the shelf it came from. */
  lines: { lineId: string; quantity?: string; zoneId?: string | null }[];
  facts: SaleFacts;
}

/** Picked base quantities (more than 0, at most the line's) and their shelves, zones of the order's warehouse. */
export function decidePickSaleOrderLines(c: PickSaleOrderLines, s: SaleOrderState, _ctx: DecideContext): SaleOrderEvent[] {
  requireDistribution(s);
  const zones = requireSaleWarehouse(c.facts, s.header.warehouseId).zones;
  const picks = c.lines.map((p) => {
    const l = lineOf(s, p.lineId);
    const q = new Decimal(p.quantity ?? l.baseQuantity);
    if (q.lte(0) || q.gt(l.baseQuantity)) throw fail('pick_quantity', `Line ${l.code}, quantity: pick more than 0 and at most ${l.baseQuantity} base units.`, 400, { lineId: l.lineId });
    const zoneId = p.zoneId !== undefined ? p.zoneId : (s.picks[l.lineId]?.zoneId ?? l.zoneId);
    if (zoneId && !zones.includes(zoneId)) throw fail('zone_not_found', `Line ${l.code}, zone: ${zoneId} is not a zone of the order's warehouse.`, 400, { lineId: l.lineId });
    return { lineId: l.lineId, baseQuantity: q.toFixed(), zoneId };
  });
  return [{ type: 'SaleOrderLinesPicked', data: { orderId: s.id, picks } }];
}
