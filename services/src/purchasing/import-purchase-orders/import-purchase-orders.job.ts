import type { Database } from '@tradedesk/projections/platform/sql';
import type { CommandRuntime } from '../../platform/cqrs/command-runtime.js';
import { NumberedDocumentWriter } from '../../platform/documents/numbered-document.writer.js';
import type { JobContext } from '../../platform/queue/queue.port.js';
import { PurchaseFactsLoader } from '../purchase-facts.loader.js';
import { ImportPurchaseOrdersCommand } from './import-purchase-orders.command.js';
import { ImportPurchaseOrdersHandler } from './import-purchase-orders.handler.js';

/**
 * The purchase order import as a queue job: the request checks the file's size and format and
 * queues it; the job runs ImportPurchaseOrdersCommand, its report (made or refused) the result.
 */
export interface PurchaseImportJob {
  /** The .xlsx or .csv file, base64 (read here, in the job, not by the request). */
  file: string;
  commit: boolean;
  commandId?: string;
  requestHash?: string;
  userId: string;
}

interface Deps {
  runtime: CommandRuntime;
  db: Database;
}

export const runPurchaseImport = ({ runtime, db }: Deps, job: JobContext<PurchaseImportJob>) =>
  new ImportPurchaseOrdersHandler(runtime, new PurchaseFactsLoader(db), new NumberedDocumentWriter(runtime, db)).execute(
    new ImportPurchaseOrdersCommand(
      job.data.file,
      job.data.commit,
      { userId: job.data.userId, commandId: job.data.commandId, requestHash: job.data.requestHash, correlationId: `import-${job.id}` },
      (percent) => job.updateProgress(percent),
    ),
  );
