import type { UpdateTransportCompanyBody } from '@tradedesk/contracts/invoicing/transport-registers';
import type { CommandEnvelope } from '../../../../platform/cqrs/command-runtime.js';

/** PUT /api/invoicing/transport-companies/:id: change a carrier (409 on a stale version). */
export class ChangeTransportCompanyCommand {
  constructor(
    readonly transportCompanyId: string,
    readonly body: UpdateTransportCompanyBody,
    readonly env: CommandEnvelope,
  ) {}
}
