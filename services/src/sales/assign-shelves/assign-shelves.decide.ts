import type { SaleOrderEvent } from '@tradedesk/contracts/sales/sale-order';
import type { DecideContext } from '../../platform/cqrs/decider.js';
import { requireSaleWarehouse, type SaleFacts } from '../sale-facts.js';
import { fail, lineOf, requireExisting, type SaleOrderState } from '../sale-order.state.js';

export interface AssignShelves {
  type: 'AssignShelves';
  lines: { lineId: string; zoneId: string | null }[];
  facts: SaleFacts;
}

/** The shelf each line is picked from, a zone of the order's warehouse, until the goods have left. */
export function decideAssignShelves(c: AssignShelves, s: SaleOrderState, _ctx: DecideContext): SaleOrderEvent[] {
  requireExisting(s);
  if (s.status === 'cancelled') throw fail('order_cancelled', `Order ${s.number} is cancelled.`, 409, { number: s.number });
  if (Object.keys(s.stockedOut).length) throw fail('order_stocked_out', `Order ${s.number} has already left the warehouse.`, 409, { number: s.number });
  const zones = requireSaleWarehouse(c.facts, s.header.warehouseId).zones;
  const changes = c.lines
    .map((x) => {
      const l = lineOf(s, x.lineId);
      if (x.zoneId && !zones.includes(x.zoneId)) throw fail('zone_not_found', `Line ${l.code}, zone: ${x.zoneId} is not a zone of the order's warehouse.`, 400, { lineId: l.lineId });
      return l.zoneId === x.zoneId ? null : { lineId: l.lineId, zoneId: x.zoneId };
    })
    .filter((x): x is { lineId: string; zoneId: string | null } => x !== null);
  return changes.length ? [{ type: 'SaleOrderLinesChanged', data: { orderId: s.id, what: 'shelf', lines: changes } }] : [];
}
