import type { PurchaseOrderDrafted } from '@tradedesk/contracts/purchasing/purchase-order';
import type { ReplenishmentEvent, ReplenishmentPurchaseOrderRef } from '@tradedesk/contracts/purchasing/replenishment';
import type { DecideContext } from '../../platform/cqrs/decider.js';
import { DomainError } from '../../platform/event-store/errors.js';
import { requireOpen, type ReplenishmentState } from '../replenishment.state.js';

export interface ConvertReplenishment {
  type: 'ConvertReplenishment';
  /** One per purchaseGroups(state) group, in that order, with its new id and number. */
  purchaseOrders: ReplenishmentPurchaseOrderRef[];
  facts: { suppliers: Map<string, { code: string; status: 'active' | 'disabled'; currency: string }> };
}

/** The purchase orders an order turns into: one per supplier and receiving warehouse, by first line. */
export function purchaseGroups(s: ReplenishmentState): { supplierId: string; warehouseId: string }[] {
  const groups = new Map<string, { supplierId: string; warehouseId: string }>();
  for (const l of s.lines) if (l.supplierId) groups.set(`${l.supplierId}:${l.warehouseId}`, groups.get(`${l.supplierId}:${l.warehouseId}`) ?? { supplierId: l.supplierId, warehouseId: l.warehouseId });
  return [...groups.values()];
}

/** Every line needs an active supplier; then the order records the purchase orders it became (once). */
export function decideConvertReplenishment(c: ConvertReplenishment, s: ReplenishmentState, _ctx: DecideContext): ReplenishmentEvent[] {
  requireOpen(s);
  const missing = s.lines.find((l) => !l.supplierId);
  if (missing) throw new DomainError('supplier_required', `Line ${missing.line}, supplierId: choose a supplier for ${missing.code}.`, 400, { line: missing.line });
  for (const l of s.lines) {
    const sup = c.facts.suppliers.get(l.supplierId!);
    if (!sup) throw new DomainError('supplier_not_found', `Line ${l.line}, supplierId: no supplier ${l.supplierId}.`, 404, { line: l.line });
    if (sup.status !== 'active') throw new DomainError('supplier_disabled', `Line ${l.line}, supplierId: supplier ${sup.code} is disabled.`, 400, { line: l.line });
  }
  return [{ type: 'ReplenishmentOrderConverted', data: { replenishmentId: s.id!, number: s.number, purchaseOrders: c.purchaseOrders } }];
}

/** The drafts of the purchase orders: the group's lines renumbered, prices as typed, linked back to the order. */
export function purchaseDraftsOf(s: ReplenishmentState, c: ConvertReplenishment): PurchaseOrderDrafted[] {
  return c.purchaseOrders.map((po) => ({
    type: 'PurchaseOrderDrafted',
    data: {
      purchaseOrderId: po.purchaseOrderId,
      number: po.number,
      supplierId: po.supplierId,
      warehouseId: po.warehouseId,
      currency: c.facts.suppliers.get(po.supplierId)!.currency,
      source: null,
      origin: { type: 'replenishment', id: s.id!, number: s.number },
      expectedDate: null,
      note: s.note,
      lines: s.lines
        .filter((l) => l.supplierId === po.supplierId && l.warehouseId === po.warehouseId)
        .map((l, i) => ({
          line: i + 1, productId: l.productId, code: l.code, name: l.name, unit: l.unit, quantity: l.quantity, baseQuantity: l.baseQuantity,
          ...(l.unitPrice === null ? {} : { unitPrice: l.unitPrice }),
        })),
    },
  }));
}
