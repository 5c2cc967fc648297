import type { RevokeDeviceBody } from '@tradedesk/contracts/pos/pos';
import type { CommandEnvelope } from '../../platform/cqrs/command-runtime.js';

export class RevokeDeviceCommand {
  constructor(
    readonly deviceId: string,
    readonly body: RevokeDeviceBody,
    readonly env: CommandEnvelope,
  ) {}
}
