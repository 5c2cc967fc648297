import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

/**
 * POST /be/api/finance/entries/import, run by its queue job (import-finance-entries.job.ts): the
 * entries of a spreadsheet, all or nothing. `env.commandId` is the client's: a retried import
 * answers the first one's entries.
 */
export class ImportFinanceEntriesCommand {
  constructor(
    /** The .xlsx or .csv, base64. */
    readonly file: string,
    readonly env: CommandEnvelope,
    /** Where the import reports how far it got, in percent (the queue job's progress). */
    readonly progress: (percent: number) => Promise<void> = async () => {},
  ) {}
}
