import type { BatchImportBody } from '@tradedesk/contracts/sales/sale-order';
import type { Database } from '@tradedesk/projections/platform/sql';
import type { CommandEnvelope, CommandRuntime } from '../platform/cqrs/command-runtime.js';
import { NumberedDocumentWriter } from '../platform/documents/numbered-document.writer.js';
import type { JobContext } from '../platform/queue/queue.port.js';
import { sheetJob } from '../platform/queue/sheet-job.js';
import { ImportSaleOrdersCommand } from './import-sale-orders/import-sale-orders.command.js';
import { ImportSaleOrdersHandler } from './import-sale-orders/import-sale-orders.handler.js';
import { SaleFactsLoader } from './sale-facts.loader.js';
import { SaleLinesParser } from './sale-lines.parser.js';
import { SaleOrderReader } from './sale-order.reader.js';

/**
 * The sale calls that read a spreadsheet, as queue jobs: the request checks the file's size and
 * format and queues it; the job reads it (streamed) and answers what the call answered, or its refusal.
 */
export const SALE_BATCH_IMPORT_JOB = 'sales.batch-import-orders';
export const SALE_LINES_PARSE_JOB = 'sales.parse-lines';

export interface SaleBatchImportJob {
  body: BatchImportBody;
  /** The request's envelope (user, command id, request hash): a retry is recognised as before. */
  env: CommandEnvelope;
  userId: string;
}
export interface SaleLinesParseJob {
  body: { file?: string; text?: string; id?: string };
  userId: string;
}

interface Deps {
  runtime: CommandRuntime;
  db: Database;
}

export const runSaleBatchImport = ({ runtime, db }: Deps, job: JobContext<SaleBatchImportJob>) =>
  sheetJob(job, () =>
    new ImportSaleOrdersHandler(runtime, new SaleFactsLoader(db, runtime), new NumberedDocumentWriter(runtime, db)).execute(new ImportSaleOrdersCommand(job.data.body, job.data.env)),
  );

export const runSaleLinesParse = ({ runtime, db }: Deps, job: JobContext<SaleLinesParseJob>) =>
  sheetJob(job, () => new SaleLinesParser(new SaleFactsLoader(db, runtime), new SaleOrderReader(runtime, db)).parse(job.data.body));
