import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { seaWaybillStreamId } from '@tradedesk/contracts/purchasing/sea-waybill';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { waybillDecider } from '../waybill.decider.js';
import { waybillAnswer, withUniqueBl } from '../waybill-errors.js';
import { WaybillFactsLoader } from '../waybill-facts.loader.js';
import { SetMeasuresCommand } from './set-measures.command.js';

@CommandHandler(SetMeasuresCommand)
export class SetMeasuresHandler implements ICommandHandler<SetMeasuresCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly facts: WaybillFactsLoader,
  ) {}

  async execute({ waybillId, body, env }: SetMeasuresCommand) {
    const { version } = body;
    const r = await withUniqueBl(() => this.runtime.run(waybillDecider, seaWaybillStreamId(waybillId), async (state) => ({ type: 'SetMeasures' as const, measures: body.measures, facts: await this.facts.forSpread(state) }), env, { expectedVersion: version }));
    return waybillAnswer(waybillId, r);
  }
}
