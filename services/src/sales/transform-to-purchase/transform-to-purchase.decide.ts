import type { PurchaseOrderDrafted } from '@tradedesk/contracts/purchasing/purchase-order';
import type { SaleOrderEvent } from '@tradedesk/contracts/sales/sale-order';
import type { DecideContext } from '../../platform/cqrs/decider.js';
import { fail, requireExisting, type SaleOrderState } from '../sale-order.state.js';

export interface TransformToPurchase {
  type: 'TransformToPurchase';
  purchaseOrderId: string;
  purchaseNumber: string;
}

/** Back-to-back buying: the order is linked to the purchase order made of its lines, once. */
export function decideTransformToPurchase(c: TransformToPurchase, s: SaleOrderState, _ctx: DecideContext): SaleOrderEvent[] {
  requireExisting(s);
  if (s.status === 'cancelled') throw fail('order_cancelled', `Order ${s.number} is cancelled.`, 409, { number: s.number });
  if (s.purchaseOrder) throw fail('already_transformed', `Order ${s.number} was already turned into purchase order ${s.purchaseOrder.number}.`, 409, { purchaseOrder: s.purchaseOrder });
  if (s.lines.length === 0) throw fail('order_empty', 'The order has no lines to buy.', 400);
  return [{ type: 'SaleOrderTransformedToPurchase', data: { orderId: s.id, purchaseOrderId: c.purchaseOrderId, purchaseNumber: c.purchaseNumber } }];
}

/** The purchase order draft the transform starts, on its own stream: the sale order's lines, no supplier yet. */
export function purchaseDraftOf(s: SaleOrderState, purchaseOrderId: string, number: string): PurchaseOrderDrafted {
  return {
    type: 'PurchaseOrderDrafted',
    data: {
      purchaseOrderId, number, supplierId: null, warehouseId: s.header.warehouseId, currency: s.header.currency,
      source: { type: 'sale', id: s.id, number: s.number },
      lines: s.lines.map((l, i) => ({ line: i + 1, productId: l.productId, code: l.code, name: l.name, unit: l.unit, quantity: l.quantity, baseQuantity: l.baseQuantity })),
    },
  };
}
