import type { CreateWaybillBody } from '@tradedesk/contracts/purchasing/sea-waybill';
import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

export class CreateWaybillCommand {
  constructor(
    readonly body: CreateWaybillBody,
    readonly env: CommandEnvelope,
  ) {}
}
