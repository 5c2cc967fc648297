import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { NumberedDocumentWriter } from '../platform/documents/numbered-document.writer.js';
import { ChangeInvoiceClientHandler } from './clients/change-invoice-client/change-invoice-client.handler.js';
import { CreateInvoiceClientHandler } from './clients/create-invoice-client/create-invoice-client.handler.js';
import { InvoiceClientsController } from './clients/invoice-clients.controller.js';
import { InvoicesController } from './documents/invoices.controller.js';
import { IssueCreditNoteHandler } from './documents/issue-credit-note/issue-credit-note.handler.js';
import { IssueInvoiceHandler } from './documents/issue-invoice/issue-invoice.handler.js';
import { InvoiceFactsLoader } from './invoice-facts.loader.js';
import { InvoicingRegistersModule } from './registers/registers.module.js';
import { InvoiceSetupController } from './setup/invoice-setup.controller.js';
import { SaveInvoiceSetupHandler } from './setup/save-invoice-setup/save-invoice-setup.handler.js';
import { AddVatRateHandler } from './vat-rates/add-vat-rate/add-vat-rate.handler.js';

/** Invoicing (docs/invoicing.md): setup, VAT rates, clients, issuing invoices, proformas and credit notes. */
@Module({
  imports: [CqrsModule, InvoicingRegistersModule],
  controllers: [InvoiceSetupController, InvoiceClientsController, InvoicesController],
  providers: [NumberedDocumentWriter, InvoiceFactsLoader, SaveInvoiceSetupHandler, AddVatRateHandler, CreateInvoiceClientHandler, ChangeInvoiceClientHandler, IssueInvoiceHandler, IssueCreditNoteHandler],
})
export class InvoicingModule {}
