import type { UpdateInvoiceClientBody } from '@tradedesk/contracts/invoicing/invoice-clients';
import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

/** PUT /api/invoicing/clients/:id (409 on a stale version). */
export class ChangeInvoiceClientCommand {
  constructor(
    readonly clientId: string,
    readonly body: UpdateInvoiceClientBody,
    readonly env: CommandEnvelope,
  ) {}
}
