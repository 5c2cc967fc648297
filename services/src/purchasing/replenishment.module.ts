import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { NumberedDocumentWriter } from '../platform/documents/numbered-document.writer.js';
import { CancelPrePurchasesHandler } from './cancel-pre-purchases/cancel-pre-purchases.handler.js';
import { ChangeReplenishmentHandler } from './change-replenishment/change-replenishment.handler.js';
import { ConvertReplenishmentHandler } from './convert-replenishment/convert-replenishment.handler.js';
import { CreateReplenishmentHandler } from './create-replenishment/create-replenishment.handler.js';
import { PrePurchaseController } from './pre-purchase.controller.js';
import { ReplenishmentFactsLoader } from './replenishment-facts.loader.js';
import { ReplenishmentProposalReader } from './replenishment-proposal.reader.js';
import { ReplenishmentController } from './replenishment.controller.js';
import { RequestPrePurchaseHandler } from './request-pre-purchase/request-pre-purchase.handler.js';
import { SetStockLevelsHandler } from './set-stock-levels/set-stock-levels.handler.js';

/** Replenishment and pre-purchase (docs/replenishment.md), part of the purchasing context. */
@Module({
  imports: [CqrsModule],
  controllers: [ReplenishmentController, PrePurchaseController],
  providers: [
    NumberedDocumentWriter,
    ReplenishmentFactsLoader,
    ReplenishmentProposalReader,
    SetStockLevelsHandler,
    CreateReplenishmentHandler,
    ChangeReplenishmentHandler,
    ConvertReplenishmentHandler,
    RequestPrePurchaseHandler,
    CancelPrePurchasesHandler,
  ],
})
export class ReplenishmentModule {}
