import { Controller, Get, Inject, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { historySchema } from '@tradedesk/contracts/platform/history';
import {
  INVOICES_READ_MODEL,
  invoiceStreamId,
  type IssueAdvanceInvoiceBody,
  issueAdvanceInvoiceBody,
  type IssueCreditNoteBody,
  issueCreditNoteBody,
  type IssueInvoiceBody,
  issueInvoiceBody,
  type ListInvoicesQuery,
  listInvoicesQuery,
  type ListSaleOrdersToInvoiceQuery,
  listSaleOrdersToInvoiceQuery,
} from '@tradedesk/contracts/invoicing/invoice';
import { committedOrdersForInvoice } from '@tradedesk/projections/sales/sale-order-list/sale-order-list.query';
import { getInvoiceClient } from '@tradedesk/projections/invoicing/invoice-clients/invoice-clients.query';
import { getInvoiceSetup } from '@tradedesk/projections/invoicing/invoice-setups/invoice-setups.query';
import { advancesOfSaleOrder, allInvoicedSaleOrderIds, getInvoice, listInvoices } from '@tradedesk/projections/invoicing/invoices/invoices.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import { envelopeOf } from '../../platform/http/command-envelope.js';
import { CurrentSession, Endpoint, ValidBody, ValidQuery } from '../../platform/http/endpoint.js';
import { notFound } from '../../platform/http/errors.js';
import { pathId } from '../../platform/http/path-id.js';
import type { Session } from '../../platform/http/request-context.js';
import { DocumentHistory } from '../../platform/event-store/stream-history.js';
import { DATABASE } from '../../platform/tokens.js';
import { toEDocument } from '../e-documents/to-e-document.js';
import { DOCUMENT_PAGES, invoiceAccess } from '../invoicing-access.js';
import { IssueAdvanceInvoiceCommand } from './issue-advance-invoice/issue-advance-invoice.command.js';
import { IssueCreditNoteCommand } from './issue-credit-note/issue-credit-note.command.js';
import { IssueInvoiceCommand } from './issue-invoice/issue-invoice.command.js';

const LIST = invoiceAccess(...DOCUMENT_PAGES);
const BILLING = invoiceAccess('InvoiceBilling');
/** The Polish advance invoice screen (billing-plTax). */
const ADVANCE = invoiceAccess('InvoiceBillingPlTax');
/** An order's advance invoices: the advance screen, and the billing screen whose invoice of the order settles them. */
const ADVANCES_READ = invoiceAccess('InvoiceBilling', 'InvoiceBillingPlTax');
const READ = invoiceAccess(...DOCUMENT_PAGES, 'InvoiceBilling', 'InvoiceBillingPlReturn');
/** A credit note: from a document page, or the Polish correction screen (billing-plReturn). */
const CREDIT = invoiceAccess(...DOCUMENT_PAGES, 'InvoiceBillingPlReturn');

/** /invoice/list and /invoice/billing: issued documents, issuing, credit notes. */
@Controller('api/invoicing')
export class InvoicesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly histories: DocumentHistory,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  @Get('invoices')
  @Endpoint({ summary: 'Issued invoices, credit notes and proformas (search, kind, client, issue days, page)', access: READ, readModels: [INVOICES_READ_MODEL], query: listInvoicesQuery })
  list(@ValidQuery() q: ListInvoicesQuery) {
    return listInvoices(this.db, q);
  }

  @Get('sale-orders')
  @Endpoint({ summary: 'Committed sale orders not invoiced yet, newest first (the billing and advance invoice screens pick them), with their lines', access: invoiceAccess('InvoiceBilling', 'InvoiceBillingPlTax'), query: listSaleOrdersToInvoiceQuery })
  async saleOrders(@ValidQuery() q: ListSaleOrdersToInvoiceQuery) {
    const orders = await committedOrdersForInvoice(this.db, { ...q, except: await allInvoicedSaleOrderIds(this.db), limit: 100 });
    return { orders, total: orders.length };
  }

  @Get('invoices/:id')
  @Endpoint({ summary: 'One issued document with the credit notes naming it', access: READ, readModels: [INVOICES_READ_MODEL] })
  async get(@Param('id') id: string) {
    const v = await getInvoice(this.db, pathId(id));
    if (!v) throw notFound(`No invoice ${id}.`, 'invoice_not_found');
    return v;
  }

  @Get('invoices/:id/history')
  @Endpoint({ summary: "An issued document's history", access: LIST, response: historySchema })
  history(@Param('id') id: string) {
    return this.histories.of(invoiceStreamId(pathId(id)), 'invoice');
  }

  @Get('invoices/:id/e-document')
  @Endpoint({ summary: 'The document as the country e-document generators read it (no XML)', access: LIST, readModels: [INVOICES_READ_MODEL] })
  async eDocument(@Param('id') id: string) {
    const v = await getInvoice(this.db, pathId(id));
    if (!v) throw notFound(`No invoice ${id}.`, 'invoice_not_found');
    const [setup, client] = await Promise.all([getInvoiceSetup(this.db, v.document.setupId), v.document.clientId ? getInvoiceClient(this.db, v.document.clientId) : null]);
    if (!setup || (!client && v.document.clientId) || v.kind === 'proforma') throw notFound(`${v.number} has no e-document.`, 'e_document_not_found');
    return toEDocument(v.document, setup, client);
  }

  @Post('invoices')
  @Endpoint({ summary: 'Issue an invoice (CL, PE: factura or boleta) or proforma from committed sale orders and/or typed lines (number gapless per series)', access: BILLING, body: issueInvoiceBody })
  issue(@ValidBody() b: IssueInvoiceBody, @CurrentSession() s: Session) {
    return this.commands.execute(new IssueInvoiceCommand(b, envelopeOf(s)));
  }

  @Get('sale-orders/:id/advances')
  @Endpoint({ summary: "A sale order's advance invoices (faktury zaliczkowe), oldest first", access: ADVANCES_READ, readModels: [INVOICES_READ_MODEL] })
  advances(@Param('id') id: string) {
    return advancesOfSaleOrder(this.db, pathId(id));
  }

  @Post('advance-invoices')
  @Endpoint({ summary: 'Issue a Polish advance invoice (faktura zaliczkowa) for an advance received on a committed sale order (invoice series, gapless)', access: ADVANCE, body: issueAdvanceInvoiceBody })
  issueAdvance(@ValidBody() b: IssueAdvanceInvoiceBody, @CurrentSession() s: Session) {
    return this.commands.execute(new IssueAdvanceInvoiceCommand(b, envelopeOf(s)));
  }

  @Post('invoices/:id/credit-notes')
  @Endpoint({ summary: 'Issue a credit note against an invoice (whole, or some lines and quantities)', access: CREDIT, body: issueCreditNoteBody })
  credit(@Param('id') id: string, @ValidBody() b: IssueCreditNoteBody, @CurrentSession() s: Session) {
    return this.commands.execute(new IssueCreditNoteCommand(pathId(id), b, envelopeOf(s)));
  }
}
