import type { EndorseCheckBody } from '@tradedesk/contracts/finance/checks';
import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

/** POST /be/api/finance/checks/:id/endorse: a received check handed to a supplier as our payment. */
export class EndorseCheckCommand {
  constructor(
    readonly checkId: string,
    readonly body: EndorseCheckBody,
    readonly env: CommandEnvelope,
  ) {}
}
