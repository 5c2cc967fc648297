import type { SeaWaybillEvent } from '@tradedesk/contracts/purchasing/sea-waybill';
import { DomainError } from '../../../platform/event-store/errors.js';
import { respread, type SpreadFacts } from '../landed-cost-spread.js';
import { evolveWaybill, requireWaybill, type WaybillState } from '../waybill.state.js';

export interface UnlinkOrder {
  type: 'UnlinkOrder';
  purchaseOrderId: string;
  /** The received lines of the orders that stay linked. */
  facts: SpreadFacts;
}

/** Unlinks one order; the costs are spread again over what stays (withdrawn when nothing received stays). */
export function decideUnlinkOrder(c: UnlinkOrder, s: WaybillState): SeaWaybillEvent[] {
  requireWaybill(s);
  if (!s.orders.some((o) => o.purchaseOrderId === c.purchaseOrderId)) throw new DomainError('order_not_linked', 'This purchase order is not on the waybill.', 404);
  const unlinked: SeaWaybillEvent = { type: 'SeaWaybillOrderUnlinked', data: { waybillId: s.waybillId, number: s.number, purchaseOrderId: c.purchaseOrderId } };
  const after = evolveWaybill(s, unlinked);
  return [unlinked, ...respread(after, after.costs, c.facts, { strict: false, reason: 'order unlinked' })];
}
