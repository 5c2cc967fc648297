import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { seaWaybillStreamId } from '@tradedesk/contracts/purchasing/sea-waybill';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { waybillDecider } from '../waybill.decider.js';
import { waybillAnswer, withUniqueBl } from '../waybill-errors.js';
import { WaybillFactsLoader } from '../waybill-facts.loader.js';
import { AllocateLandedCostsCommand } from './allocate-landed-costs.command.js';

@CommandHandler(AllocateLandedCostsCommand)
export class AllocateLandedCostsHandler implements ICommandHandler<AllocateLandedCostsCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly facts: WaybillFactsLoader,
  ) {}

  async execute({ waybillId, body, env }: AllocateLandedCostsCommand) {
    const { version } = body;
    const r = await withUniqueBl(() => this.runtime.run(waybillDecider, seaWaybillStreamId(waybillId), async (state) => ({ type: 'AllocateLandedCosts' as const, facts: await this.facts.forSpread(state) }), env, { expectedVersion: version }));
    return waybillAnswer(waybillId, r);
  }
}
