import type { CustomerImportMode } from '@tradedesk/contracts/customers/customer-import';
import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

/** POST /api/customers/import, run by its queue job (customer-import.job.ts): one new customer per row of a spreadsheet. */
export class ImportCustomersCommand {
  constructor(
    /** The .xlsx or .csv, base64. */
    readonly file: string,
    readonly mode: CustomerImportMode,
    readonly env: CommandEnvelope,
    /** Where the import reports how far it got, in percent (the queue job's progress). */
    readonly progress: (percent: number) => Promise<void> = async () => {},
  ) {}
}
