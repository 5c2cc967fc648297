import type { Database } from '@tradedesk/projections/platform/sql';
import type { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { NumberedDocumentWriter } from '../../../platform/documents/numbered-document.writer.js';
import type { JobContext } from '../../../platform/queue/queue.port.js';
import { WaybillFactsLoader } from '../waybill-facts.loader.js';
import { ImportWaybillsCommand } from './import-waybills.command.js';
import { ImportWaybillsHandler } from './import-waybills.handler.js';

/**
 * The waybill import as a queue job: the request checks the file's size and format and queues
 * it; the job runs ImportWaybillsCommand, its report (made or refused) the job's result.
 */
export interface WaybillImportJob {
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

export const runWaybillImport = ({ runtime, db }: Deps, job: JobContext<WaybillImportJob>) =>
  new ImportWaybillsHandler(runtime, new WaybillFactsLoader(db, runtime), new NumberedDocumentWriter(runtime, db)).execute(
    new ImportWaybillsCommand(
      job.data.file,
      { userId: job.data.userId, commandId: job.data.commandId, requestHash: job.data.requestHash, correlationId: `import-${job.id}` },
      (percent) => job.updateProgress(percent),
    ),
  );
