import type { InboundSplitBody } from '@tradedesk/contracts/purchasing/purchase-order';
import type { CommandEnvelope } from '../../platform/cqrs/command-runtime.js';

export class SplitInboundCommand {
  constructor(
    readonly id: string,
    readonly body: InboundSplitBody,
    readonly env: CommandEnvelope,
  ) {}
}
