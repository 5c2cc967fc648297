import { Controller, Get, Inject, Param } from '@nestjs/common';
import { INVOICES_READ_MODEL } from '@tradedesk/contracts/invoicing/invoice';
import { INVOICE_KEYS_READ_MODEL } from '@tradedesk/contracts/invoicing/invoice-keys';
import { getInvoiceClient } from '@tradedesk/projections/invoicing/invoice-clients/invoice-clients.query';
import { getInvoiceSetup } from '@tradedesk/projections/invoicing/invoice-setups/invoice-setups.query';
import { getInvoice } from '@tradedesk/projections/invoicing/invoices/invoices.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import { Endpoint } from '../../platform/http/endpoint.js';
import { notFound } from '../../platform/http/errors.js';
import { pathId } from '../../platform/http/path-id.js';
import { DATABASE } from '../../platform/tokens.js';
import { PrintMarksService } from './print-marks.js';
import { DOCUMENT_PAGES, invoiceAccess } from '../invoicing-access.js';

/** The print page reads a document's legal marks (the screens that open the document print it). */
@Controller('api/invoicing/invoices')
export class InvoicePrintController {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly marks: PrintMarksService,
  ) {}

  @Get(':id/print-marks')
  @Endpoint({ summary: "The country's legal marks of a printed document: title, tax id name, QR / PDF417 / Code 128 contents, legends", access: invoiceAccess(...DOCUMENT_PAGES, 'InvoiceBilling'), readModels: [INVOICES_READ_MODEL, INVOICE_KEYS_READ_MODEL] })
  async printMarks(@Param('id') id: string) {
    const v = await getInvoice(this.db, pathId(id));
    if (!v) throw notFound(`No invoice ${id}.`, 'invoice_not_found');
    const [setup, client] = await Promise.all([getInvoiceSetup(this.db, v.document.setupId), v.document.clientId ? getInvoiceClient(this.db, v.document.clientId) : null]);
    // A boleta to a consumer has no client (clientId '').
    if (!setup || (!client && v.document.clientId)) throw notFound(`The setup or client of ${v.number} is gone.`, 'invoice_not_found');
    return this.marks.of(v, setup, client);
  }

  @Get(':id/xml')
  @Endpoint({ summary: "The document's country e-document XML (PL FA(3), PE UBL, CL DTE, EC, HU, RO) with its file name", access: invoiceAccess(...DOCUMENT_PAGES), readModels: [INVOICES_READ_MODEL, INVOICE_KEYS_READ_MODEL] })
  async xml(@Param('id') id: string) {
    const v = await getInvoice(this.db, pathId(id));
    if (!v) throw notFound(`No invoice ${id}.`, 'invoice_not_found');
    const [setup, client] = await Promise.all([getInvoiceSetup(this.db, v.document.setupId), v.document.clientId ? getInvoiceClient(this.db, v.document.clientId) : null]);
    // A boleta to a consumer has no client (clientId '').
    if (!setup || (!client && v.document.clientId)) throw notFound(`The setup or client of ${v.number} is gone.`, 'invoice_not_found');
    return this.marks.xml(v, setup, client);
  }
}
