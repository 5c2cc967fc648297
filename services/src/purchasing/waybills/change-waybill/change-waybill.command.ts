import type { ChangeWaybillBody } from '@tradedesk/contracts/purchasing/sea-waybill';
import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

export class ChangeWaybillCommand {
  constructor(
    readonly waybillId: string,
    readonly body: ChangeWaybillBody,
    readonly env: CommandEnvelope,
  ) {}
}
