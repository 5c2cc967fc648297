import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { NumberedDocumentWriter } from '../../platform/documents/numbered-document.writer.js';
import { AddCostHandler } from './add-cost/add-cost.handler.js';
import { AllocateLandedCostsHandler } from './allocate-landed-costs/allocate-landed-costs.handler.js';
import { ChangeWaybillHandler } from './change-waybill/change-waybill.handler.js';
import { ChangeWaybillStatusHandler } from './change-waybill-status/change-waybill-status.handler.js';
import { CreateWaybillHandler } from './create-waybill/create-waybill.handler.js';
import { ImportWaybillsHandler } from './import-waybills/import-waybills.handler.js';
import { LinkOrdersHandler } from './link-orders/link-orders.handler.js';
import { OceanShippingController } from './ocean-shipping.controller.js';
import { RemoveCostHandler } from './remove-cost/remove-cost.handler.js';
import { SetMeasuresHandler } from './set-measures/set-measures.handler.js';
import { UnlinkOrderHandler } from './unlink-order/unlink-order.handler.js';
import { WaybillFactsLoader } from './waybill-facts.loader.js';

/** Ocean shipping: sea waybills and their landed costs (docs/ocean-shipping.md). */
@Module({
  imports: [CqrsModule],
  controllers: [OceanShippingController],
  providers: [
    WaybillFactsLoader,
    NumberedDocumentWriter,
    CreateWaybillHandler,
    ChangeWaybillHandler,
    ChangeWaybillStatusHandler,
    LinkOrdersHandler,
    UnlinkOrderHandler,
    SetMeasuresHandler,
    AddCostHandler,
    RemoveCostHandler,
    AllocateLandedCostsHandler,
    ImportWaybillsHandler,
  ],
})
export class OceanShippingModule {}
