/**
 * Page privileges of the sale screens (route names of frontend/src/app/route-tree.ts), grouped by
 * what each screen does with orders. The server's access rules and the browser's widgets both take
 * them from here, so a screen and the calls it makes cannot drift apart.
 */
import type { RouteName } from '../platform/route-names.js';

/**
 * The retail checkout and its variants (docs/sales-retail-checkout.md): they commit and pay a
 * retail order. The restaurant's floor (SalePayRetailRestaurant) opens table orders, adds their
 * lines and pays them the same way.
 */
export const SALE_CHECKOUT_PAGES = [
  'SalePayRetail', 'SalePayRetailAt', 'SalePayRetailPl', 'SalePayRetailEs', 'SalePayRetailPer', 'SalePayRetailRo', 'SalePayRetailVoucher', 'SalePayRetailPacking', 'SalePayRetailRestaurant',
] as const satisfies readonly RouteName[];
/** The order editors: they create drafts and change lines, header, payments; hang and recall (the checkout pages finish a retail order). */
export const SALE_EDIT_PAGES = ['SaleNew', 'SaleInput', 'SaleRetail', 'SaleCollector', 'SaleOrderForm', 'SaleOrderQuote', 'SaleOrderFormUpdate', 'SaleOrderQuoteUpdate', ...SALE_CHECKOUT_PAGES] as const satisfies readonly RouteName[];
/** The sale list's row actions: pay, back to draft, cancel, duplicate, turn into a purchase order. */
export const SALE_LIST_PAGES = ['SaleList'] as const satisfies readonly RouteName[];
/** Cancelled orders (the list on state=true): cancel and duplicate from there. */
export const SALE_CANCEL_PAGES = ['SaleCancel'] as const satisfies readonly RouteName[];
/** Distribution: shelves, picking, unpicking and stock-out of distribution orders. */
export const SALE_DIST_PAGES = ['SaleStockout', 'SalePicking', 'SaleDistributionOrder'] as const satisfies readonly RouteName[];
/** Batch input of orders from a spreadsheet. */
export const SALE_BATCH_PAGES = ['SaleBatchInput'] as const satisfies readonly RouteName[];
/** Print pages (the data of the sale prints; the chinese prints also allow the Invoice role). */
export const SALE_PRINT_PAGES = ['SalePrint', 'SaleNoPricePrint', 'SaleOrderFormPrint', 'SaleOrderQuotePrint', 'SaleDeliveryNoteCn', 'SaleDeliveryNoteCl', 'SaleDeliveryNoteEn'] as const satisfies readonly RouteName[];

/** Every screen that shows orders: they read orders and are told about new ones. */
export const SALE_READ_PAGES = [...SALE_EDIT_PAGES, ...SALE_LIST_PAGES, ...SALE_CANCEL_PAGES, ...SALE_DIST_PAGES, ...SALE_BATCH_PAGES] as const satisfies readonly RouteName[];
