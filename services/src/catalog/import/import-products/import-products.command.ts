import type { ImportMode } from '@tradedesk/contracts/catalog/product-import';
import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

/** POST /api/products/import, run by its queue job (product-import.job.ts): one new product per row of a spreadsheet. */
export class ImportProductsCommand {
  constructor(
    /** The .xlsx or .csv, base64. */
    readonly file: string,
    readonly mode: ImportMode,
    /** Categories the sheet names that do not exist are created (else their rows are refused). */
    readonly createCategories: boolean,
    readonly env: CommandEnvelope,
    /** Where the import reports how far it got, in percent (the queue job's progress). */
    readonly progress: (percent: number) => Promise<void> = async () => {},
  ) {}
}
