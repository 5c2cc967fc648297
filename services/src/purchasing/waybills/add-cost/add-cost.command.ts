import type { AddCostBody } from '@tradedesk/contracts/purchasing/sea-waybill';
import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

export class AddCostCommand {
  constructor(
    readonly waybillId: string,
    readonly body: AddCostBody,
    readonly env: CommandEnvelope,
  ) {}
}
