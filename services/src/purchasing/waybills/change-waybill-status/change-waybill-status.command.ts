import type { ChangeWaybillStatusBody } from '@tradedesk/contracts/purchasing/sea-waybill';
import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

export class ChangeWaybillStatusCommand {
  constructor(
    readonly waybillId: string,
    readonly body: ChangeWaybillStatusBody,
    readonly env: CommandEnvelope,
  ) {}
}
