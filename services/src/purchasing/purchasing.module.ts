import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { NumberedDocumentWriter } from '../platform/documents/numbered-document.writer.js';
import { CancelPurchaseOrderHandler } from './cancel-purchase-order/cancel-purchase-order.handler.js';
import { ChangePurchaseOrderHandler } from './change-purchase-order/change-purchase-order.handler.js';
import { ClosePurchaseOrderHandler } from './close-purchase-order/close-purchase-order.handler.js';
import { CommitPurchaseOrderHandler } from './commit-purchase-order/commit-purchase-order.handler.js';
import { ImportPurchaseOrdersHandler } from './import-purchase-orders/import-purchase-orders.handler.js';
import { DraftPurchaseOrderHandler } from './draft-purchase-order/draft-purchase-order.handler.js';
import { PurchaseDocumentsWriter } from './purchase-documents.writer.js';
import { PurchaseFactsLoader } from './purchase-facts.loader.js';
import { PurchaseOrderController } from './purchase-order.controller.js';
import { PurchaseOrderReader } from './purchase-order.reader.js';
import { ReceivePurchaseOrderHandler } from './receive-purchase-order/receive-purchase-order.handler.js';
import { ReturnPurchaseGoodsHandler } from './return-purchase-goods/return-purchase-goods.handler.js';
import { SplitInboundHandler } from './split-inbound/split-inbound.handler.js';

@Module({
  imports: [CqrsModule],
  controllers: [PurchaseOrderController],
  providers: [
    NumberedDocumentWriter,
    PurchaseFactsLoader,
    PurchaseOrderReader,
    PurchaseDocumentsWriter,
    DraftPurchaseOrderHandler,
    ChangePurchaseOrderHandler,
    CommitPurchaseOrderHandler,
    ReceivePurchaseOrderHandler,
    SplitInboundHandler,
    ReturnPurchaseGoodsHandler,
    ClosePurchaseOrderHandler,
    CancelPurchaseOrderHandler,
    ImportPurchaseOrdersHandler,
  ],
})
export class PurchasingModule {}
