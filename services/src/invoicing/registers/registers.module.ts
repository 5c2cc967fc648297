import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ChangeDriverHandler } from './drivers/change-driver/change-driver.handler.js';
import { CreateDriverHandler } from './drivers/create-driver/create-driver.handler.js';
import { DriversController } from './drivers/drivers.controller.js';
import { SetDriverActiveHandler } from './drivers/set-driver-active/set-driver-active.handler.js';
import { ChangeTransportCompanyHandler } from './transport-companies/change-transport-company/change-transport-company.handler.js';
import { CreateTransportCompanyHandler } from './transport-companies/create-transport-company/create-transport-company.handler.js';
import { SetTransportCompanyActiveHandler } from './transport-companies/set-transport-company-active/set-transport-company-active.handler.js';
import { TransportCompaniesController } from './transport-companies/transport-companies.controller.js';

/** The Root/Admin-only invoice registers (docs/invoicing-registers.md): transport companies and drivers. */
@Module({
  imports: [CqrsModule],
  controllers: [TransportCompaniesController, DriversController],
  providers: [CreateTransportCompanyHandler, ChangeTransportCompanyHandler, SetTransportCompanyActiveHandler, CreateDriverHandler, ChangeDriverHandler, SetDriverActiveHandler],
})
export class InvoicingRegistersModule {}
