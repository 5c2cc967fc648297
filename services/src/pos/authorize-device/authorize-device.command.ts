import type { AuthorizeDeviceBody } from '@tradedesk/contracts/pos/pos';
import type { CommandEnvelope } from '../../platform/cqrs/command-runtime.js';

export class AuthorizeDeviceCommand {
  constructor(
    readonly body: AuthorizeDeviceBody,
    readonly env: CommandEnvelope,
  ) {}
}
