import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { seaWaybillStreamId } from '@tradedesk/contracts/purchasing/sea-waybill';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { waybillDecider } from '../waybill.decider.js';
import { waybillAnswer, withUniqueBl } from '../waybill-errors.js';
import { ChangeWaybillCommand } from './change-waybill.command.js';

@CommandHandler(ChangeWaybillCommand)
export class ChangeWaybillHandler implements ICommandHandler<ChangeWaybillCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
  ) {}

  async execute({ waybillId, body, env }: ChangeWaybillCommand) {
    const { version } = body;
    const r = await withUniqueBl(() => this.runtime.run(waybillDecider, seaWaybillStreamId(waybillId), (() => { const { version: _v, ...changes } = body; return { type: 'ChangeWaybill' as const, changes }; })(), env, { expectedVersion: version }));
    return waybillAnswer(waybillId, r);
  }
}
