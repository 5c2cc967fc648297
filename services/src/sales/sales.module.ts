import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { NumberedDocumentWriter } from '../platform/documents/numbered-document.writer.js';
import { SaleFactsLoader } from './sale-order/sale-facts.loader.js';
import { ImportSaleOrdersHandler, SaleLinesParser } from './sale-order/sale-import.js';
import { SaleOrderController } from './sale-order/sale-order.controller.js';
import {
  CreateSaleOrderHandler,
  DuplicateSaleOrderHandler,
  HangSaleOrdersHandler,
  SaleOrderActionHandler,
  TransformToPurchaseHandler,
} from './sale-order/sale-order.handlers.js';
import { SaleOrderReader } from './sale-order/sale-order.reader.js';
import { SalePrintService } from './sale-order/sale-print.js';

/** Sales: sale orders end to end (spec 2 /sale, 7 "Sales orders"). */
@Module({
  imports: [CqrsModule],
  controllers: [SaleOrderController],
  providers: [
    NumberedDocumentWriter,
    SaleFactsLoader,
    SaleOrderReader,
    SalePrintService,
    SaleLinesParser,
    SaleOrderActionHandler,
    CreateSaleOrderHandler,
    DuplicateSaleOrderHandler,
    HangSaleOrdersHandler,
    TransformToPurchaseHandler,
    ImportSaleOrdersHandler,
  ],
})
export class SalesModule {}
