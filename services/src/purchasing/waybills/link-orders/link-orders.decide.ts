import type { LinkedOrder, SeaWaybillEvent } from '@tradedesk/contracts/purchasing/sea-waybill';
import { DomainError } from '../../../platform/event-store/errors.js';
import { respread, type SpreadFacts } from '../landed-cost-spread.js';
import { evolveWaybill, requireWaybill, type WaybillState } from '../waybill.state.js';

export interface LinkOrders {
  type: 'LinkOrders';
  facts: { found: LinkedOrder[]; missing: string[]; facts: SpreadFacts };
}

/**
 * Links purchase orders to the waybill (those linked already are skipped); the costs are spread
 * again over the received lines of every linked order.
 */
export function decideLinkOrders(c: LinkOrders, s: WaybillState): SeaWaybillEvent[] {
  requireWaybill(s);
  if (c.facts.missing.length) {
    throw new DomainError('purchase_order_not_found', `purchaseOrderIds: no purchase order ${c.facts.missing.join(', ')}.`, 404, { field: 'purchaseOrderIds', ids: c.facts.missing });
  }
  const orders = c.facts.found.filter((o) => !s.orders.some((x) => x.purchaseOrderId === o.purchaseOrderId));
  if (!orders.length) return [];
  const linked: SeaWaybillEvent = { type: 'SeaWaybillOrdersLinked', data: { waybillId: s.waybillId, number: s.number, orders } };
  const after = evolveWaybill(s, linked);
  return [linked, ...respread(after, after.costs, c.facts.facts, { strict: false, reason: 'orders linked' })];
}
