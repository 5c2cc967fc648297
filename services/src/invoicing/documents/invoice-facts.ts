import type { InvoiceClient } from '@tradedesk/contracts/invoicing/invoice-clients';
import type { InvoiceView, SaleOrderAdvances } from '@tradedesk/contracts/invoicing/invoice';
import type { InvoiceSetup } from '@tradedesk/contracts/invoicing/invoice-setup';
import type { WaybillOfOrder, WaybillToBill } from '@tradedesk/contracts/invoicing/waybill';

/** A committed sale order as an invoice takes it (from the sale order read model). */
export interface SaleOrderForInvoice {
  id: string;
  number: string;
  status: string;
  currency: string;
  lines: { code: string; name: string; unit: string; quantity: string; price: string; amount: string; gift: boolean }[];
  /** The invoice that already took it; null. */
  invoicedBy: string | null;
  /** Its advance invoices (faktury zaliczkowe), oldest first; absent or empty: none. */
  advances?: SaleOrderAdvances['advances'];
}

export interface IssueInvoiceFacts {
  today: string;
  setup: InvoiceSetup | null;
  client: InvoiceClient | null;
  /** The percents of the seller's country in force today. */
  rates: string[];
  saleOrders: SaleOrderForInvoice[];
  /** Chile: the guías de despacho of the sale orders (with the factura that billed each); absent: none. */
  waybills?: WaybillOfOrder[];
  /** Chile, a factura of chosen guías: the guías named by `waybillIds` that exist, with their order lines; absent: none named. */
  guias?: WaybillToBill[];
}

export interface IssueCreditNoteFacts {
  today: string;
  original: InvoiceView | null;
  /** An advance invoice's order: the invoice that took it (its final invoice), null while none has; absent for other originals. */
  advanceOrderInvoicedBy?: string | null;
}

/** IssueAdvanceInvoice: the order (with the invoice that took it, if any) and its earlier advance invoices. */
export interface IssueAdvanceInvoiceFacts {
  today: string;
  setup: InvoiceSetup | null;
  client: InvoiceClient | null;
  rates: string[];
  saleOrder: SaleOrderForInvoice | null;
  earlier: SaleOrderAdvances['advances'];
}
