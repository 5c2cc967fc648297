import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { NumberedDocumentWriter } from '../../platform/documents/numbered-document.writer.js';
import { StockFactsLoader } from '../stock-facts.loader.js';
import { BatchImportCountsHandler } from './batch-import-counts/batch-import-counts.handler.js';
import { ImportCountLinesHandler } from './import-count-lines/import-count-lines.handler.js';
import { OpenCountHandler } from './open-count/open-count.handler.js';
import { PostCountHandler } from './post-count/post-count.handler.js';
import { RecordCountLinesHandler } from './record-count-lines/record-count-lines.handler.js';
import { StockCountFactsLoader } from './stock-count-facts.loader.js';
import { StockCountController } from './stock-count.controller.js';

/** Stock checks (count orders), imported by InventoryModule. */
@Module({
  imports: [CqrsModule],
  controllers: [StockCountController],
  providers: [
    StockFactsLoader,
    StockCountFactsLoader,
    NumberedDocumentWriter,
    OpenCountHandler,
    RecordCountLinesHandler,
    PostCountHandler,
    ImportCountLinesHandler,
    BatchImportCountsHandler,
  ],
})
export class StockCountModule {}
