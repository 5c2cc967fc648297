import type { PurchaseOrderDraftChanged } from '@tradedesk/contracts/purchasing/purchase-order';
import type { DecideContext } from '../../platform/cqrs/decider.js';
import type { PurchaseFacts } from '../purchase-facts.js';
import { type PurchaseOrderState, requireDraft } from '../purchase-order.state.js';
import { type DraftHeader, requireCurrency, requireSupplier, requireWarehouse, resolveDraftLines } from '../purchase-rules.js';

export interface ChangePurchaseOrder extends DraftHeader {
  type: 'ChangePurchaseOrder';
  facts: PurchaseFacts;
}

/** A draft's header and lines replaced as a whole (also the transform-po draft of a sale order). */
export function decideChangePurchaseOrder(c: ChangePurchaseOrder, s: PurchaseOrderState, _ctx?: DecideContext): PurchaseOrderDraftChanged[] {
  requireDraft(s);
  requireSupplier(c.facts, c.supplierId);
  requireWarehouse(c.facts, c.warehouseId, 'warehouseId');
  requireCurrency(c.facts, c.currency);
  const lines = resolveDraftLines(c.facts, c.lines);
  return [
    {
      type: 'PurchaseOrderDraftChanged',
      data: { purchaseOrderId: s.id, supplierId: c.supplierId, warehouseId: c.warehouseId, currency: c.currency, expectedDate: c.expectedDate, note: c.note, lines },
    },
  ];
}
