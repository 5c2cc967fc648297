import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { type AppConfig, CONFIG } from '../platform/config/config.js';
import { NumberedDocumentWriter } from '../platform/documents/numbered-document.writer.js';
import { SecretBox, secretBoxFrom } from '../platform/secret-box.js';
import { ChangeInvoiceClientHandler } from './clients/change-invoice-client/change-invoice-client.handler.js';
import { CreateInvoiceClientHandler } from './clients/create-invoice-client/create-invoice-client.handler.js';
import { InvoiceClientsController } from './clients/invoice-clients.controller.js';
import { InvoicesController } from './documents/invoices.controller.js';
import { IssueAdvanceInvoiceHandler } from './documents/issue-advance-invoice/issue-advance-invoice.handler.js';
import { IssueCreditNoteHandler } from './documents/issue-credit-note/issue-credit-note.handler.js';
import { IssueInvoiceHandler } from './documents/issue-invoice/issue-invoice.handler.js';
import { IssueTillBoletaHandler } from './till-boletas/issue-till-boleta/issue-till-boleta.handler.js';
import { TillBoletaDispatcher } from './till-boletas/till-boleta.dispatcher.js';
import { InvoiceFactsLoader } from './invoice-facts.loader.js';
import { InvoiceKeysController } from './keys/invoice-keys.controller.js';
import { InvoiceSigningKeys } from './keys/invoice-signing-keys.js';
import { LoadCafHandler } from './keys/load-caf/load-caf.handler.js';
import { SetCafSettingsHandler } from './keys/set-caf-settings/set-caf-settings.handler.js';
import { UploadCertificateHandler } from './keys/upload-certificate/upload-certificate.handler.js';
import { UploadKsefOfflineCertificateHandler } from './keys/upload-ksef-offline-certificate/upload-ksef-offline-certificate.handler.js';
import { ImportClientsFromCustomersHandler } from './clients/import-clients-from-customers/import-clients-from-customers.handler.js';
import { ImportClientsController } from './clients/import-clients-from-customers/import-clients.controller.js';
import { InvoicedStockController } from './stock/invoiced-stock.controller.js';
import { InvoicePrintController } from './print/invoice-print.controller.js';
import { PrintMarksService } from './print/print-marks.js';
import { InvoicingRegistersModule } from './registers/registers.module.js';
import { InvoiceSetupController } from './setup/invoice-setup.controller.js';
import { SaveInvoiceSetupHandler } from './setup/save-invoice-setup/save-invoice-setup.handler.js';
import { AddVatRateHandler } from './vat-rates/add-vat-rate/add-vat-rate.handler.js';
import { SUBMISSION_PROVIDERS, SubmissionController } from './submission/submission.module-parts.js';
import { WAYBILL_PROVIDERS, WaybillsController } from './waybills/waybills.module-parts.js';

/** Invoicing (docs/invoicing.md): setup, VAT rates, clients, issuing invoices, proformas and credit notes. */
@Module({
  imports: [CqrsModule, InvoicingRegistersModule],
  controllers: [InvoiceSetupController, InvoiceKeysController, InvoiceClientsController, InvoicesController, InvoicePrintController, ImportClientsController, InvoicedStockController, SubmissionController, WaybillsController],
  providers: [NumberedDocumentWriter, InvoiceFactsLoader, SaveInvoiceSetupHandler, AddVatRateHandler, CreateInvoiceClientHandler, ChangeInvoiceClientHandler, IssueInvoiceHandler, IssueCreditNoteHandler, IssueAdvanceInvoiceHandler,
    // Boletas of till sales (docs/invoicing-es-latam.md "Boletas from the POS till").
    IssueTillBoletaHandler, TillBoletaDispatcher,
    // Chile's CAF ranges and the signing certificate; their private keys sealed at rest (platform/secret-box.ts).
    { provide: SecretBox, useFactory: (c: AppConfig) => secretBoxFrom(c), inject: [CONFIG] },
    LoadCafHandler, SetCafSettingsHandler, UploadCertificateHandler, UploadKsefOfflineCertificateHandler, InvoiceSigningKeys, PrintMarksService, ImportClientsFromCustomersHandler,
    ...SUBMISSION_PROVIDERS,
    ...WAYBILL_PROVIDERS,
  ],
  exports: [InvoiceSigningKeys],
})
export class InvoicingModule {}
