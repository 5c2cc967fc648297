import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { seaWaybillStreamId } from '@tradedesk/contracts/purchasing/sea-waybill';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { waybillDecider } from '../waybill.decider.js';
import { waybillAnswer, withUniqueBl } from '../waybill-errors.js';
import { WaybillFactsLoader } from '../waybill-facts.loader.js';
import { AddCostCommand } from './add-cost.command.js';

@CommandHandler(AddCostCommand)
export class AddCostHandler implements ICommandHandler<AddCostCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly facts: WaybillFactsLoader,
  ) {}

  async execute({ waybillId, body, env }: AddCostCommand) {
    const { version } = body;
    const r = await withUniqueBl(() => this.runtime.run(waybillDecider, seaWaybillStreamId(waybillId), async (state) => { const { version: _v, commandId: _c, ...cost } = body; return { type: 'AddCost' as const, cost, ...(await this.facts.forAddCost(state)) }; }, env, { expectedVersion: version }));
    return waybillAnswer(waybillId, r);
  }
}
