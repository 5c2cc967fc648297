import { NumberedDocumentWriter } from '../../platform/documents/numbered-document.writer.js';
import { importEnvelope, type JobDeps, type SheetImportJob } from '../../platform/queue/sheet-job.js';
import type { JobContext } from '../../platform/queue/queue.port.js';
import { PurchaseFactsLoader } from '../purchase-facts.loader.js';
import { ImportPurchaseOrdersCommand } from './import-purchase-orders.command.js';
import { ImportPurchaseOrdersHandler } from './import-purchase-orders.handler.js';

/**
 * The purchase order import as a queue job: the request checks the file's size and format and
 * queues it; the job runs ImportPurchaseOrdersCommand, its report (made or refused) the result.
 */
export interface PurchaseImportJob extends SheetImportJob {
  commit: boolean;
}

export const runPurchaseImport = ({ runtime, db }: JobDeps, job: JobContext<PurchaseImportJob>) =>
  new ImportPurchaseOrdersHandler(runtime, new PurchaseFactsLoader(db), new NumberedDocumentWriter(runtime, db)).execute(
    new ImportPurchaseOrdersCommand(
      job.data.file,
      job.data.commit,
      importEnvelope(job),
      (percent) => job.updateProgress(percent),
    ),
  );
