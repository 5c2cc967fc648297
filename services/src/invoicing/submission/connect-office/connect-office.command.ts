import type { ConnectOfficeBody } from '@tradedesk/contracts/invoicing/submission';
import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

/** POST /api/invoicing/submission/oauth/connect: the code and state the office's sign-in sent the browser back with. */
export class ConnectOfficeCommand {
  constructor(
    readonly body: ConnectOfficeBody,
    readonly env: CommandEnvelope,
  ) {}
}
