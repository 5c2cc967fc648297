import type { SetMeasuresBody } from '@tradedesk/contracts/purchasing/sea-waybill';
import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

export class SetMeasuresCommand {
  constructor(
    readonly waybillId: string,
    readonly body: SetMeasuresBody,
    readonly env: CommandEnvelope,
  ) {}
}
