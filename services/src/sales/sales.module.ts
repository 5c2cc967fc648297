import { MoveTableOrderHandler } from './move-table-order/move-table-order.handler.js';
import { OpenTableHandler } from './open-table/open-table.handler.js';
import { TableOrdersController } from './table-orders.controller.js';
import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { NumberedDocumentWriter } from '../platform/documents/numbered-document.writer.js';
import { AddSaleOrderLinesHandler } from './add-sale-order-lines/add-sale-order-lines.handler.js';
import { AssignShelvesHandler } from './assign-shelves/assign-shelves.handler.js';
import { CancelSaleOrderHandler } from './cancel-sale-order/cancel-sale-order.handler.js';
import { ChangeLinePricesHandler } from './change-line-prices/change-line-prices.handler.js';
import { ChangeLineQuantityHandler } from './change-line-quantity/change-line-quantity.handler.js';
import { ChangeLinesMemoHandler } from './change-lines-memo/change-lines-memo.handler.js';
import { ChangeSaleOrderHeaderHandler } from './change-sale-order-header/change-sale-order-header.handler.js';
import { ClearGiftLinesHandler } from './clear-gift-lines/clear-gift-lines.handler.js';
import { CreateSaleOrderHandler } from './create-sale-order/create-sale-order.handler.js';
import { DuplicateSaleOrderHandler } from './duplicate-sale-order/duplicate-sale-order.handler.js';
import { HangSaleOrdersHandler } from './hang-sale-orders/hang-sale-orders.handler.js';
import { ImportSaleOrdersHandler } from './import-sale-orders/import-sale-orders.handler.js';
import { PaySaleOrderHandler } from './pay-sale-order/pay-sale-order.handler.js';
import { PickSaleOrderLinesHandler } from './pick-sale-order-lines/pick-sale-order-lines.handler.js';
import { RemoveSaleOrderLinesHandler } from './remove-sale-order-lines/remove-sale-order-lines.handler.js';
import { SaleFactsLoader } from './sale-facts.loader.js';
import { SaleLinesParser } from './sale-lines.parser.js';
import { SaleOrderController } from './sale-order.controller.js';
import { SaleOrderReader } from './sale-order.reader.js';
import { SaleOrders } from './sale-orders.js';
import { SalePrintService } from './sale-print.js';
import { SaveCommitSaleOrderHandler } from './save-commit-sale-order/save-commit-sale-order.handler.js';
import { StockOutSaleOrderHandler } from './stock-out-sale-order/stock-out-sale-order.handler.js';
import { TransformToPurchaseHandler } from './transform-to-purchase/transform-to-purchase.handler.js';
import { UnhangSaleOrdersHandler } from './unhang-sale-orders/unhang-sale-orders.handler.js';
import { UnpickSaleOrderLinesHandler } from './unpick-sale-order-lines/unpick-sale-order-lines.handler.js';
import { UnsaveSaleOrderHandler } from './unsave-sale-order/unsave-sale-order.handler.js';

/** Sales: sale orders end to end (docs/sales.md); one use-case folder per command. */
@Module({
  imports: [CqrsModule],
  controllers: [SaleOrderController, TableOrdersController],
  providers: [
    NumberedDocumentWriter,
    SaleFactsLoader,
    SaleOrderReader,
    SaleOrders,
    SalePrintService,
    SaleLinesParser,
    CreateSaleOrderHandler,
    OpenTableHandler,
    MoveTableOrderHandler,
    SaveCommitSaleOrderHandler,
    DuplicateSaleOrderHandler,
    ChangeSaleOrderHeaderHandler,
    AddSaleOrderLinesHandler,
    ChangeLineQuantityHandler,
    ChangeLinePricesHandler,
    ChangeLinesMemoHandler,
    RemoveSaleOrderLinesHandler,
    ClearGiftLinesHandler,
    UnsaveSaleOrderHandler,
    PaySaleOrderHandler,
    CancelSaleOrderHandler,
    HangSaleOrdersHandler,
    UnhangSaleOrdersHandler,
    TransformToPurchaseHandler,
    PickSaleOrderLinesHandler,
    UnpickSaleOrderLinesHandler,
    StockOutSaleOrderHandler,
    AssignShelvesHandler,
    ImportSaleOrdersHandler,
  ],
})
export class SalesModule {}
