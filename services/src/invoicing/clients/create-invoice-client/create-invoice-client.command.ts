import type { CreateInvoiceClientBody } from '@tradedesk/contracts/invoicing/invoice-clients';
import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

/** POST /api/invoicing/clients: a new client. */
export class CreateInvoiceClientCommand {
  constructor(
    readonly body: CreateInvoiceClientBody,
    readonly env: CommandEnvelope,
  ) {}
}
