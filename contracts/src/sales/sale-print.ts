import type { PackUnit } from '../inventory/stock.js';
import type { ScanBarcode } from './picking.js';
import type { SaleOrderView } from './sale-order.js';

// The print and distribution answers of a sale order (server: services/src/sales/sale-print.ts;
// browser: features/sales print pages and the picking screen). Not validated on the way out: plain types.

/** GET main/sale/order/print (and dist/print): the header of every print page. */
export interface PrintHeader {
  company: { name: string; timeZoneOffset: number };
  number: string;
  kind: SaleOrderView['kind'];
  status: SaleOrderView['status'];
  /** When the order was committed (else created). */
  date: string;
  dueDate: string | null;
  customer: SaleOrderView['header']['customer'];
  warehouse: SaleOrderView['warehouse'];
  currency: string;
  taxRate: string | null;
  subtotal: string;
  tax: string;
  total: string;
  paid: string;
  outstanding: string;
  payments: SaleOrderView['payments'];
  memo: string;
  seller: string | null;
  deliveryMode: SaleOrderView['header']['deliveryMode'];
  deliveryDate: string | null;
  unitLabels: Record<PackUnit, string>;
}

/** GET main/sale/order/print/details: a line as sold. */
export interface PrintLine {
  n: number;
  code: string;
  name: string;
  unit: string;
  unitLabel: string;
  quantity: string;
  baseQuantity: string;
  price: string;
  discount: string;
  amount: string;
  gift: boolean;
  memo: string;
}

/** GET main/sale/order/print/details/1: lines summed per product, base units and the packs that makes (1 decimal, docs/inventory.md "Units and packings"). */
export interface PrintProductLine {
  code: string;
  name: string;
  baseQuantity: string;
  packs: { box: string; bigBag: string; bag: string };
  amount: string;
}

/** GET sale/order/print/main: everything the order print page shows. */
export interface SalePrintData {
  header: PrintHeader;
  lines: PrintLine[];
  products: PrintProductLine[];
}

/** A line of the picking list (GET main/sale/order/dist/print/details), in shelf order. */
export interface PickingLine {
  lineId: string;
  productId: string;
  zoneId: string | null;
  zoneCode: string | null;
  code: string;
  name: string;
  unit: string;
  unitLabel: string;
  quantity: string;
  baseQuantity: string;
  picked: string;
}

/**
 * GET sale/order/dist: the order, its picking list in shelf order, the enabled shelves (zones) of
 * its warehouse and the barcodes a picker scans.
 */
export interface SaleDistView {
  order: SaleOrderView;
  picking: PickingLine[];
  zones: { id: string; code: string; name: string; barcode: string }[];
  /** Barcodes of the order's products (disabled packings left out) and the base units a scan counts. */
  barcodes: ScanBarcode[];
}
