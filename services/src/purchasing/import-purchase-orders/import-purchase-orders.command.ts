import type { CommandEnvelope } from '../../platform/cqrs/command-runtime.js';

/**
 * POST /api/purchase/orders/import, run by its queue job (import-purchase-orders.job.ts): one
 * purchase order per ref of a spreadsheet, drafts or committed, all or nothing. `env.commandId`
 * is the client's: a retried import answers the first one's orders.
 */
export class ImportPurchaseOrdersCommand {
  constructor(
    /** The .xlsx or .csv, base64. */
    readonly file: string,
    readonly commit: boolean,
    readonly env: CommandEnvelope,
    readonly progress: (percent: number) => Promise<void> = async () => {},
  ) {}
}
