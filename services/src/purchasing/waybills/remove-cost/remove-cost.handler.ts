import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { seaWaybillStreamId } from '@tradedesk/contracts/purchasing/sea-waybill';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { waybillDecider } from '../waybill.decider.js';
import { waybillAnswer } from '../waybill-errors.js';
import { RemoveCostCommand } from './remove-cost.command.js';

@CommandHandler(RemoveCostCommand)
export class RemoveCostHandler implements ICommandHandler<RemoveCostCommand> {
  constructor(private readonly runtime: CommandRuntime) {}

  async execute({ waybillId, costId, env }: RemoveCostCommand) {
    const r = await this.runtime.run(waybillDecider, seaWaybillStreamId(waybillId), { type: 'RemoveCost', costId }, env);
    return waybillAnswer(waybillId, r);
  }
}
