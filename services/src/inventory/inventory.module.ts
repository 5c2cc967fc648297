import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { DefectiveFactsLoader } from './defective/defective-facts.loader.js';
import { DefectiveController } from './defective/defective.controller.js';
import { DisposeDefectiveHandler } from './defective/dispose-defective/dispose-defective.handler.js';
import { ImportTransfersHandler } from './import-transfers/import-transfers.handler.js';
import { MakeTransferHandler } from './make-transfer/make-transfer.handler.js';
import { RecordDamageHandler } from './record-damage/record-damage.handler.js';
import { NumberedDocumentWriter } from '../platform/documents/numbered-document.writer.js';
import { StockFactsLoader } from './stock-facts.loader.js';
import { StockController } from './stock.controller.js';
import { StockViewsController } from './stock-views.controller.js';
import { CostViewsController } from './cost-views.controller.js';
import { StockCountModule } from './stock-count/stock-count.module.js';

@Module({
  imports: [CqrsModule, StockCountModule],
  controllers: [StockController, StockViewsController, DefectiveController, CostViewsController],
  providers: [StockFactsLoader, DefectiveFactsLoader, NumberedDocumentWriter, RecordDamageHandler, MakeTransferHandler, ImportTransfersHandler, DisposeDefectiveHandler],
})
export class InventoryModule {}
