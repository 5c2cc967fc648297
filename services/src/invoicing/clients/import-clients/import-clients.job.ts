import { importEnvelope, type JobDeps, type SheetImportJob, sheetJob } from '../../../platform/queue/sheet-job.js';
import type { JobContext } from '../../../platform/queue/queue.port.js';
import { ImportClientsCommand } from './import-clients.command.js';
import { ImportClientsHandler } from './import-clients.handler.js';

/** The client sheet import as a queue job: the request checks the file's size and format; the job reads it and creates the clients (or reports every bad row). */
export const runClientImport = ({ runtime }: JobDeps, job: JobContext<SheetImportJob>) =>
  sheetJob(job, () => new ImportClientsHandler(runtime).execute(new ImportClientsCommand(job.data.file, importEnvelope(job))));
