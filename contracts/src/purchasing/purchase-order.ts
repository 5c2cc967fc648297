import type { PackUnit } from '../inventory/stock.js';

/**
 * Purchase orders. The purchasing capability is its own issue; this is the first event of a
 * purchase order's stream, written by the sales context when a sale order is transformed into a
 * purchase order (back-to-back buying): a draft without supplier, keeping the link to the sale.
 */
export interface PurchaseOrderDrafted {
  type: 'PurchaseOrderDrafted';
  data: {
    purchaseOrderId: string;
    number: string;
    supplierId: string | null;
    warehouseId: string;
    currency: string;
    source: { type: 'sale'; id: string; number: string } | null;
    lines: { line: number; productId: string; code: string; name: string; unit: PackUnit; quantity: string; baseQuantity: string }[];
  };
}
export type PurchaseOrderEvent = PurchaseOrderDrafted;
export const purchaseOrderStreamId = (id: string) => `purchase-order-${id}`;
export const PURCHASE_NUMBER_PREFIX = 'PO';
