import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { seaWaybillStreamId } from '@tradedesk/contracts/purchasing/sea-waybill';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { waybillDecider } from '../waybill.decider.js';
import { waybillAnswer, withUniqueBl } from '../waybill-errors.js';
import { ChangeWaybillStatusCommand } from './change-waybill-status.command.js';

@CommandHandler(ChangeWaybillStatusCommand)
export class ChangeWaybillStatusHandler implements ICommandHandler<ChangeWaybillStatusCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
  ) {}

  async execute({ waybillId, body, env }: ChangeWaybillStatusCommand) {
    const { version } = body;
    const r = await withUniqueBl(() => this.runtime.run(waybillDecider, seaWaybillStreamId(waybillId), { type: 'ChangeWaybillStatus', status: body.status }, env, { expectedVersion: version }));
    return waybillAnswer(waybillId, r);
  }
}
