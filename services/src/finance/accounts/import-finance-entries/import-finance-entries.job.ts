import { importEnvelope, type JobDeps, type SheetImportJob } from '../../../platform/queue/sheet-job.js';
import type { JobContext } from '../../../platform/queue/queue.port.js';
import { FinanceAccountsFactsLoader } from '../finance-accounts-facts.loader.js';
import { ImportFinanceEntriesCommand } from './import-finance-entries.command.js';
import { ImportFinanceEntriesHandler } from './import-finance-entries.handler.js';

/**
 * The entry import as a queue job: the request checks the file's size and format and queues it;
 * the job runs ImportFinanceEntriesCommand, its report (posted or refused) the job's result.
 */
export type FinanceEntryImportJob = SheetImportJob;

export const runFinanceEntryImport = ({ runtime, db }: JobDeps, job: JobContext<FinanceEntryImportJob>) =>
  new ImportFinanceEntriesHandler(runtime, new FinanceAccountsFactsLoader(db)).execute(new ImportFinanceEntriesCommand(job.data.file, importEnvelope(job), (percent) => job.updateProgress(percent)));
