import { NumberedDocumentWriter } from '../../platform/documents/numbered-document.writer.js';
import { importEnvelope, type JobDeps, type SheetImportJob } from '../../platform/queue/sheet-job.js';
import type { JobContext } from '../../platform/queue/queue.port.js';
import { StockFactsLoader } from '../stock-facts.loader.js';
import { ImportTransfersCommand } from './import-transfers.command.js';
import { ImportTransfersHandler } from './import-transfers.handler.js';

/**
 * The transfer import as a queue job: the request checks the file's size and format and queues
 * it; the job runs ImportTransfersCommand, its report (made or refused) the job's result.
 */
export type TransferImportJob = SheetImportJob;

export const runTransferImport = ({ runtime, db }: JobDeps, job: JobContext<TransferImportJob>) =>
  new ImportTransfersHandler(runtime, new StockFactsLoader(db), new NumberedDocumentWriter(runtime, db)).execute(
    new ImportTransfersCommand(
      job.data.file,
      importEnvelope(job),
      (percent) => job.updateProgress(percent),
    ),
  );
