import type { BatchImportCountsBody, ImportCountLinesBody } from '@tradedesk/contracts/inventory/count';
import type { Database } from '@tradedesk/projections/platform/sql';
import type { CommandEnvelope, CommandRuntime } from '../../platform/cqrs/command-runtime.js';
import { NumberedDocumentWriter } from '../../platform/documents/numbered-document.writer.js';
import type { JobContext } from '../../platform/queue/queue.port.js';
import { sheetJob } from '../../platform/queue/sheet-job.js';
import { StockFactsLoader } from '../stock-facts.loader.js';
import { BatchImportCountsCommand } from './batch-import-counts/batch-import-counts.command.js';
import { BatchImportCountsHandler } from './batch-import-counts/batch-import-counts.handler.js';
import { ImportCountLinesCommand } from './import-count-lines/import-count-lines.command.js';
import { ImportCountLinesHandler } from './import-count-lines/import-count-lines.handler.js';
import { StockCountFactsLoader } from './stock-count-facts.loader.js';

/**
 * The count imports as queue jobs: the request checks the file's size and format and queues it;
 * the job reads the sheet (streamed) and runs the same command, its answer or refusal the result.
 */
export const COUNT_LINES_IMPORT_JOB = 'inventory.import-count-lines';
export const COUNT_BATCH_IMPORT_JOB = 'inventory.batch-import-counts';

export interface CountLinesImportJob {
  countId: string;
  body: ImportCountLinesBody;
  /** The request's envelope (user, command id, request hash), so a retry is recognised as before. */
  env: CommandEnvelope;
  userId: string;
}
export interface CountBatchImportJob {
  body: BatchImportCountsBody;
  env: CommandEnvelope;
  userId: string;
}

interface Deps {
  runtime: CommandRuntime;
  db: Database;
}

const countFacts = (db: Database) => new StockCountFactsLoader(new StockFactsLoader(db), db);

export const runCountLinesImport = ({ runtime, db }: Deps, job: JobContext<CountLinesImportJob>) =>
  sheetJob(job, () => new ImportCountLinesHandler(runtime, countFacts(db)).execute(new ImportCountLinesCommand(job.data.countId, job.data.body, job.data.env)));

export const runCountBatchImport = ({ runtime, db }: Deps, job: JobContext<CountBatchImportJob>) =>
  sheetJob(job, () =>
    new BatchImportCountsHandler(runtime, countFacts(db), new NumberedDocumentWriter(runtime, db)).execute(new BatchImportCountsCommand(job.data.body, job.data.env)),
  );
