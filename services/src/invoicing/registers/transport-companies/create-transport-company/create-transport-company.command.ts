import type { CreateTransportCompanyBody } from '@tradedesk/contracts/invoicing/transport-registers';
import type { CommandEnvelope } from '../../../../platform/cqrs/command-runtime.js';

/** POST /api/invoicing/transport-companies: a new carrier. */
export class CreateTransportCompanyCommand {
  constructor(
    readonly body: CreateTransportCompanyBody,
    readonly env: CommandEnvelope,
  ) {}
}
