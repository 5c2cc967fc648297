import { canonicalDecimal } from '@tradedesk/contracts/catalog/common';
import { toBase } from '@tradedesk/contracts/catalog/units';
import type { PrePurchaseBody, PrePurchaseEvent } from '@tradedesk/contracts/purchasing/replenishment';
import type { DecideContext } from '../../platform/cqrs/decider.js';
import { DomainError } from '../../platform/event-store/errors.js';
import type { ReplenishmentLineFacts } from '../replenishment-lines.js';
import type { PrePurchaseState } from '../pre-purchase.state.js';

export interface RequestPrePurchase extends Omit<PrePurchaseBody, 'commandId'> {
  type: 'RequestPrePurchase';
  prePurchaseId: string;
  facts: Pick<ReplenishmentLineFacts, 'products' | 'warehouses'>;
}

/** A wanted quantity of an active product for an active warehouse, before anyone chose a supplier. */
export function decideRequestPrePurchase(c: RequestPrePurchase, s: PrePurchaseState, _ctx: DecideContext): PrePurchaseEvent[] {
  if (s.id) throw new DomainError('pre_purchase_exists', 'This pre-purchase order exists already.', 409);
  const p = c.facts.products.get(c.productId);
  if (!p) throw new DomainError('product_not_found', `productId: no product ${c.productId}.`, 404);
  if (p.status !== 'active') throw new DomainError('product_disabled', `productId: product ${p.code} is disabled.`, 400);
  const w = c.facts.warehouses.get(c.warehouseId);
  if (!w) throw new DomainError('warehouse_not_found', `warehouseId: no warehouse ${c.warehouseId}.`, 404);
  if (w.status !== 'active') throw new DomainError('warehouse_disabled', `warehouseId: warehouse ${w.code} is disabled.`, 400);
  const baseQuantity = toBase(c.quantity, c.unit, p.packings);
  if (baseQuantity === '') throw new DomainError('unit_without_packing', `unit: product ${p.code} has no ${c.unit} packing size.`, 400);
  return [
    {
      type: 'PrePurchaseRequested',
      data: {
        prePurchaseId: c.prePurchaseId, productId: c.productId, code: p.code, name: p.name, warehouseId: c.warehouseId, unit: c.unit,
        quantity: canonicalDecimal(c.quantity), baseQuantity, note: c.note, askedBy: c.askedBy,
      },
    },
  ];
}
