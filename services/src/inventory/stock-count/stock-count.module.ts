import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { NumberedDocumentWriter } from '../../platform/documents/numbered-document.writer.js';
import { StockFactsLoader } from '../stock-facts.js';
import { BatchImportCountsHandler } from './batch-import-counts.handler.js';
import { ImportCountLinesHandler } from './import-count-lines.handler.js';
import { StockCountController } from './stock-count.controller.js';
import { OpenCountHandler, PostCountHandler, RecordCountLinesHandler } from './stock-count.handlers.js';

/** Stock checks (count orders), imported by InventoryModule. */
@Module({
  imports: [CqrsModule],
  controllers: [StockCountController],
  providers: [StockFactsLoader, NumberedDocumentWriter, OpenCountHandler, RecordCountLinesHandler, PostCountHandler, ImportCountLinesHandler, BatchImportCountsHandler],
})
export class StockCountModule {}
