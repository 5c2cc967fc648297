import { Inject, Injectable } from '@nestjs/common';
import type { IssueAdvanceInvoiceBody, IssueInvoiceBody } from '@tradedesk/contracts/invoicing/invoice';
import type { FolioRange } from '@tradedesk/contracts/invoicing/invoice-keys';
import { hasBoleta, type InvoiceDocType, type InvoiceSetup } from '@tradedesk/contracts/invoicing/invoice-setup';
import { businessDayOf } from '@tradedesk/contracts/platform/company-time';
import { getInvoiceClient } from '@tradedesk/projections/invoicing/invoice-clients/invoice-clients.query';
import { folioRanges } from '@tradedesk/projections/invoicing/invoice-keys/invoice-keys.query';
import { getInvoiceSetup, listInvoiceSetups } from '@tradedesk/projections/invoicing/invoice-setups/invoice-setups.query';
import { getCustomer } from '@tradedesk/projections/customers/customers/customers.query';
import { advancesOfSaleOrder, getInvoice, invoicedSaleOrders } from '@tradedesk/projections/invoicing/invoices/invoices.query';
import { vatRatesInForce } from '@tradedesk/projections/invoicing/vat-rates/vat-rates.query';
import { waybillsByIds, waybillsOfSaleOrders } from '@tradedesk/projections/invoicing/waybills/waybills.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import { saleOrdersForInvoice } from '@tradedesk/projections/sales/sale-order-list/sale-order-list.query';
import { CompanySettingsReader } from '../platform/cache/company-settings.reader.js';
import { CommandRuntime } from '../platform/cqrs/command-runtime.js';
import { DATABASE } from '../platform/tokens.js';
import type { IssueAdvanceInvoiceFacts, IssueCreditNoteFacts, IssueInvoiceFacts } from './documents/invoice-facts.js';
import type { IssueTillBoletaFacts } from './till-boletas/issue-till-boleta/issue-till-boleta.decide.js';
import { waybillsToBill } from './waybills/waybills-to-bill.js';

/** What invoicing decisions need besides their stream, one method per command (read models only). */
@Injectable()
export class InvoiceFactsLoader {
  private readonly settings: CompanySettingsReader;
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly runtime: CommandRuntime,
  ) {
    this.settings = new CompanySettingsReader(db);
  }

  /** IssueInvoice: the setup, the client, the rates in force today, the sale orders and whether they are invoiced; Chile: their guías, or the guías named to bill. */
  async forIssueInvoice(body: IssueInvoiceBody): Promise<IssueInvoiceFacts> {
    const [today, setup, client, orders, invoiced] = await Promise.all([
      this.today(),
      getInvoiceSetup(this.db, body.setupId),
      body.clientId ? getInvoiceClient(this.db, body.clientId) : null,
      saleOrdersForInvoice(this.db, body.saleOrderIds),
      invoicedSaleOrders(this.db, body.saleOrderIds),
    ]);
    const rates = setup ? await vatRatesInForce(this.db, setup.country, today) : [];
    const advances = await Promise.all(orders.map((o) => advancesOfSaleOrder(this.db, o.id)));
    // Chile: a factura names the guías de despacho of its sale orders (Referencia TpoDocRef 52).
    const waybills = setup?.country === 'CL' ? await waybillsOfSaleOrders(this.db, body.saleOrderIds) : [];
    // Chile: a factura of chosen guías bills what they carried, priced from their sale orders' lines.
    const guias = body.waybillIds?.length ? await waybillsToBill(this.db, await waybillsByIds(this.db, body.waybillIds)) : undefined;
    return {
      today, setup, client, rates, saleOrders: orders.map((o, i) => ({ ...o, invoicedBy: invoiced.get(o.id) ?? null, advances: advances[i]!.advances })), waybills,
      ...(guias ? { guias } : {}),
    };
  }

  /** IssueAdvanceInvoice: the setup, the client, the rates in force today, the sale order (and the invoice that took it) and its advance invoices. */
  async forIssueAdvanceInvoice(body: IssueAdvanceInvoiceBody): Promise<IssueAdvanceInvoiceFacts> {
    const [today, setup, client, orders, invoiced, earlier] = await Promise.all([
      this.today(),
      getInvoiceSetup(this.db, body.setupId),
      getInvoiceClient(this.db, body.clientId),
      saleOrdersForInvoice(this.db, [body.saleOrderId]),
      invoicedSaleOrders(this.db, [body.saleOrderId]),
      advancesOfSaleOrder(this.db, body.saleOrderId),
    ]);
    const rates = setup ? await vatRatesInForce(this.db, setup.country, today) : [];
    const o = orders[0];
    return { today, setup, client, rates, saleOrder: o ? { ...o, invoicedBy: invoiced.get(o.id) ?? null } : null, earlier: earlier.advances };
  }

  /** IssueCreditNote: the original with what is credited already, and its setup (the credit note series). */
  async forIssueCreditNote(invoiceId: string): Promise<IssueCreditNoteFacts & { setup: InvoiceSetup | null }> {
    const [today, original] = await Promise.all([this.today(), getInvoice(this.db, invoiceId)]);
    // A correction of an advance invoice (KOR_ZAL) is refused once its order's final invoice took the order.
    const orderId = original?.kind === 'invoice' ? original.document.advance?.saleOrderId : undefined;
    const advanceOrderInvoicedBy = orderId ? ((await invoicedSaleOrders(this.db, [orderId])).get(orderId) ?? null) : undefined;
    return { today, original, setup: original ? await getInvoiceSetup(this.db, original.document.setupId) : null, ...(orderId ? { advanceOrderInvoicedBy } : {}) };
  }

  /** Chile: the CAF folio ranges of the document type the series names (33, 39 boleta, 61; null elsewhere and for proformas). */
  async folioRangesFor(setup: InvoiceSetup | null, kind: InvoiceDocType, series: string): Promise<FolioRange[] | null> {
    if (setup?.country !== 'CL' || kind === 'proforma') return null;
    const type = Number(series);
    return Number.isInteger(type) ? folioRanges(this.db, setup.id, type) : [];
  }

  /** A till sale's boleta (issue-till-boleta): the company's setups that issue the till's boletas (CL, PE, `tillBoletas`), the rates of their countries in force today, the sale's customer. */
  async forIssueTillBoleta(customerId: string | null): Promise<IssueTillBoletaFacts> {
    const [today, setups, customer] = await Promise.all([this.today(), listInvoiceSetups(this.db), customerId ? getCustomer(this.db, customerId) : null]);
    const boletaSetups = setups.filter((s) => hasBoleta(s.country) && s.tillBoletas === true);
    const rates: Record<string, string[]> = {};
    for (const country of new Set(boletaSetups.map((s) => s.country))) rates[country] = await vatRatesInForce(this.db, country, today);
    return { setups: boletaSetups, rates, customer: customer ? { name: customer.name, taxId: customer.taxId } : null };
  }

  private async today(): Promise<string> {
    return businessDayOf(this.runtime.clock(), Number(await this.settings.get('SystemTimeZone')));
  }
}
