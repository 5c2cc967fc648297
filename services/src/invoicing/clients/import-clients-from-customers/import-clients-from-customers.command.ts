import type { ImportClientsFromCustomersBody } from '@tradedesk/contracts/invoicing/invoice-clients';
import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

/** POST /api/invoicing/clients/from-customers: invoice clients from the customers picked, all or nothing. */
export class ImportClientsFromCustomersCommand {
  constructor(
    readonly body: ImportClientsFromCustomersBody,
    readonly env: CommandEnvelope,
  ) {}
}
