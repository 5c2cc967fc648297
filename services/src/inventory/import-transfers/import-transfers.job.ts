import type { Database } from '@tradedesk/projections/platform/sql';
import type { CommandRuntime } from '../../platform/cqrs/command-runtime.js';
import { NumberedDocumentWriter } from '../../platform/documents/numbered-document.writer.js';
import type { JobContext } from '../../platform/queue/queue.port.js';
import { StockFactsLoader } from '../stock-facts.loader.js';
import { ImportTransfersCommand } from './import-transfers.command.js';
import { ImportTransfersHandler } from './import-transfers.handler.js';

/**
 * The transfer import as a queue job: the request checks the file's size and format and queues
 * it; the job runs ImportTransfersCommand, its report (made or refused) the job's result.
 */
export interface TransferImportJob {
  /** The .xlsx or .csv file, base64 (read here, in the job, not by the request). */
  file: string;
  /** Client-generated: a retried import (same id) is applied once. */
  commandId?: string;
  /** Fingerprint of the upload (the same id with another file is refused). */
  requestHash?: string;
  userId: string;
}

interface Deps {
  runtime: CommandRuntime;
  db: Database;
}

export const runTransferImport = ({ runtime, db }: Deps, job: JobContext<TransferImportJob>) =>
  new ImportTransfersHandler(runtime, new StockFactsLoader(db), new NumberedDocumentWriter(runtime, db)).execute(
    new ImportTransfersCommand(
      job.data.file,
      { userId: job.data.userId, commandId: job.data.commandId, requestHash: job.data.requestHash, correlationId: `import-${job.id}` },
      (percent) => job.updateProgress(percent),
    ),
  );
