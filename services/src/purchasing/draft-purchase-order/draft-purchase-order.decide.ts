import type { PurchaseOrderDrafted } from '@tradedesk/contracts/purchasing/purchase-order';
import type { DecideContext } from '../../platform/cqrs/decider.js';
import { DomainError } from '../../platform/event-store/errors.js';
import type { PurchaseFacts } from '../purchase-facts.js';
import type { PurchaseOrderState } from '../purchase-order.state.js';
import { type DraftHeader, requireCurrency, requireSupplier, requireWarehouse, resolveDraftLines } from '../purchase-rules.js';

export interface DraftPurchaseOrder extends DraftHeader {
  type: 'DraftPurchaseOrder';
  purchaseOrderId: string;
  number: string;
  facts: PurchaseFacts;
}

/** A new draft: the supplier may still be open; lines in any packing, prices optional until commit. */
export function decideDraftPurchaseOrder(c: DraftPurchaseOrder, s: PurchaseOrderState, _ctx?: DecideContext): PurchaseOrderDrafted[] {
  if (s.exists) throw new DomainError('purchase_order_exists', `Purchase order ${s.number} exists already.`, 409);
  requireSupplier(c.facts, c.supplierId);
  requireWarehouse(c.facts, c.warehouseId, 'warehouseId');
  requireCurrency(c.facts, c.currency);
  const lines = resolveDraftLines(c.facts, c.lines);
  return [
    {
      type: 'PurchaseOrderDrafted',
      data: { purchaseOrderId: c.purchaseOrderId, number: c.number, supplierId: c.supplierId, warehouseId: c.warehouseId, currency: c.currency, source: null, lines, expectedDate: c.expectedDate, note: c.note },
    },
  ];
}
