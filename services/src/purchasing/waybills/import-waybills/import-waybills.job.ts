import { NumberedDocumentWriter } from '../../../platform/documents/numbered-document.writer.js';
import { importEnvelope, type JobDeps, type SheetImportJob } from '../../../platform/queue/sheet-job.js';
import type { JobContext } from '../../../platform/queue/queue.port.js';
import { WaybillFactsLoader } from '../waybill-facts.loader.js';
import { ImportWaybillsCommand } from './import-waybills.command.js';
import { ImportWaybillsHandler } from './import-waybills.handler.js';

/**
 * The waybill import as a queue job: the request checks the file's size and format and queues
 * it; the job runs ImportWaybillsCommand, its report (made or refused) the job's result.
 */
export type WaybillImportJob = SheetImportJob;

export const runWaybillImport = ({ runtime, db }: JobDeps, job: JobContext<WaybillImportJob>) =>
  new ImportWaybillsHandler(runtime, new WaybillFactsLoader(db, runtime), new NumberedDocumentWriter(runtime, db)).execute(
    new ImportWaybillsCommand(
      job.data.file,
      importEnvelope(job),
      (percent) => job.updateProgress(percent),
    ),
  );
