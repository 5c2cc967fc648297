import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ChangeDriverHandler } from './drivers/change-driver/change-driver.handler.js';
import { CreateDriverHandler } from './drivers/create-driver/create-driver.handler.js';
import { DriversController } from './drivers/drivers.controller.js';
import { PurchaseInvoicesController } from './purchase-invoices/purchase-invoices.controller.js';
import { RecordPurchaseInvoiceHandler } from './purchase-invoices/record-purchase-invoice/record-purchase-invoice.handler.js';
import { VoidPurchaseInvoiceHandler } from './purchase-invoices/void-purchase-invoice/void-purchase-invoice.handler.js';
import { SetDriverActiveHandler } from './drivers/set-driver-active/set-driver-active.handler.js';
import { ChangeTransportCompanyHandler } from './transport-companies/change-transport-company/change-transport-company.handler.js';
import { CreateTransportCompanyHandler } from './transport-companies/create-transport-company/create-transport-company.handler.js';
import { SetTransportCompanyActiveHandler } from './transport-companies/set-transport-company-active/set-transport-company-active.handler.js';
import { TransportCompaniesController } from './transport-companies/transport-companies.controller.js';

/** The Root/Admin-only invoice registers (docs/invoicing-registers.md): transport companies, drivers, purchase invoices. */
@Module({
  imports: [CqrsModule],
  controllers: [TransportCompaniesController, DriversController, PurchaseInvoicesController],
  providers: [CreateTransportCompanyHandler, ChangeTransportCompanyHandler, SetTransportCompanyActiveHandler, CreateDriverHandler, ChangeDriverHandler, SetDriverActiveHandler, RecordPurchaseInvoiceHandler, VoidPurchaseInvoiceHandler],
})
export class InvoicingRegistersModule {}
