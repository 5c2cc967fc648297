import type { SaveInvoiceSetupBody } from '@tradedesk/contracts/invoicing/invoice-setup';
import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

/** PUT /api/invoicing/setups/:id: create or change a company's invoice setup (409 on a stale version). */
export class SaveInvoiceSetupCommand {
  constructor(
    readonly setupId: string,
    readonly body: SaveInvoiceSetupBody,
    readonly env: CommandEnvelope,
  ) {}
}
