import type { PackUnit } from '../inventory/stock.js';

/**
 * Purchase orders (issue 13, docs/purchasing.md). One stream per order (`purchase-order-<id>`):
 * draft -> committed -> partly received -> received -> closed, or cancelled.
 *
 * The events other contexts and read models rely on are fixed here: the draft the sale order's
 * transform-po writes, the commit (what is on order), a receipt and a return to the supplier (both
 * appended together with their StockMoved: kind 'receipt' / 'purchase-return', source
 * { type: 'purchase', id: purchaseOrderId, number: the order's number }, documentId = the receipt's
 * or return's id, movement.line = the receipt's or return's line, `at` = receivedAt / returnedAt).
 * The purchasing context adds the other events (draft changes, close, cancel...) below them.
 *
 * Money: `unitPrice` is per unit of the line's `unit`, in the order's currency; `unitCost` is per
 * BASE unit in the company's cost currency (CostCurrencyID) = unitPrice / unit size x rate.
 * `rate` converts the order's currency into the cost currency (1 when they are the same); it is
 * recorded at commit and again at each receipt (the rate of the day the goods arrived).
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
    lines: { line: number; productId: string; code: string; name: string; unit: PackUnit; quantity: string; baseQuantity: string; unitPrice?: string }[];
    /** Absent on drafts written before issue 13. */
    expectedDate?: string | null;
    note?: string;
    /** The replenishment order this draft was made from (docs/replenishment.md); absent otherwise. */
    origin?: { type: 'replenishment'; id: string; number: string };
  };
}

/** A line as committed: what was ordered and at what price. */
export interface CommittedPurchaseLine {
  line: number;
  productId: string;
  code: string;
  name: string;
  unit: PackUnit;
  /** In `unit`. */
  quantity: string;
  /** In base units. */
  baseQuantity: string;
  /** Per `unit`, in the order's currency. */
  unitPrice: string;
  /** quantity x unitPrice, in the order's currency decimals. */
  amount: string;
}

export interface PurchaseOrderCommitted {
  type: 'PurchaseOrderCommitted';
  data: {
    purchaseOrderId: string;
    number: string;
    supplierId: string;
    warehouseId: string;
    currency: string;
    /** Order currency -> cost currency, as recorded at commit. */
    rate: string;
    costCurrency: string;
    /** Business day (YYYY-MM-DD, company time zone) the goods are expected. */
    expectedDate: string | null;
    lines: CommittedPurchaseLine[];
    total: string;
  };
}

export interface ReceivedLine {
  /** The receipt's own line number (StockMoved movement.line). */
  line: number;
  /** The purchase order line received. */
  orderLine: number;
  productId: string;
  unit: PackUnit;
  /** In `unit`, > 0. */
  unitQuantity: string;
  /** In base units, > 0. */
  quantity: string;
  /** Per `unit`, order currency. */
  unitPrice: string;
  /** Per base unit, cost currency, before landed costs. */
  unitCost: string;
  /** unitQuantity x unitPrice, order currency. */
  amount: string;
}

/** A receipt (inbound): part of the open quantities into one warehouse and zone. */
export interface PurchaseOrderReceived {
  type: 'PurchaseOrderReceived';
  data: {
    purchaseOrderId: string;
    /** The order's number. */
    number: string;
    receiptId: string;
    receiptNumber: string;
    supplierId: string;
    warehouseId: string;
    zoneId: string | null;
    /** When the goods arrived (ISO instant); may be earlier than the event's recordedAt. */
    receivedAt: string;
    currency: string;
    rate: string;
    costCurrency: string;
    lines: ReceivedLine[];
    /** What the receipt charges the supplier's payables account, order currency. */
    amount: string;
  };
}

/** Goods sent back to the supplier from one warehouse; lowers what we owe. */
export interface PurchaseGoodsReturned {
  type: 'PurchaseGoodsReturned';
  data: {
    purchaseOrderId: string;
    number: string;
    returnId: string;
    returnNumber: string;
    supplierId: string;
    warehouseId: string;
    zoneId: string | null;
    returnedAt: string;
    reason: string;
    currency: string;
    rate: string;
    costCurrency: string;
    /** `orderLine` names the order line; unitCost is the cost the goods leave at. */
    lines: ReceivedLine[];
    amount: string;
  };
}

export type PurchaseOrderEvent = PurchaseOrderDrafted | PurchaseOrderCommitted | PurchaseOrderReceived | PurchaseGoodsReturned;
export const purchaseOrderStreamId = (id: string) => `purchase-order-${id}`;
export const PURCHASE_NUMBER_PREFIX = 'PO';
export const PURCHASE_RECEIPT_PREFIX = 'RC';
export const PURCHASE_RETURN_PREFIX = 'PR';
