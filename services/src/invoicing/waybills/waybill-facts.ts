import type { InvoiceClient } from '@tradedesk/contracts/invoicing/invoice-clients';
import type { InvoiceSetup } from '@tradedesk/contracts/invoicing/invoice-setup';
import type { Driver, TransportCompany } from '@tradedesk/contracts/invoicing/transport-registers';

/** A committed sale order as a waybill takes it (from the sale order read model). */
export interface SaleOrderForWaybill {
  id: string;
  number: string;
  status: string;
  currency: string;
  lines: { code: string; name: string; unit: string; quantity: string; price: string; gift: boolean }[];
}

/** What IssueWaybill decides on besides its stream (read models only, WaybillFactsLoader.forIssueWaybill). */
export interface IssueWaybillFacts {
  today: string;
  setup: InvoiceSetup | null;
  client: InvoiceClient | null;
  saleOrder: SaleOrderForWaybill | null;
  /** What earlier guías of the sale order carried, per order line (1-based place in the order); a line missing: nothing. */
  delivered: Record<number, string>;
  carrier: TransportCompany | null;
  driver: Driver | null;
}
