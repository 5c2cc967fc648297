import type { AllocateBody } from '@tradedesk/contracts/purchasing/sea-waybill';
import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

export class AllocateLandedCostsCommand {
  constructor(
    readonly waybillId: string,
    readonly body: AllocateBody,
    readonly env: CommandEnvelope,
  ) {}
}
