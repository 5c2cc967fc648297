import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { seaWaybillStreamId } from '@tradedesk/contracts/purchasing/sea-waybill';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { waybillDecider } from '../waybill.decider.js';
import { waybillAnswer } from '../waybill-errors.js';
import { WaybillFactsLoader } from '../waybill-facts.loader.js';
import { UnlinkOrderCommand } from './unlink-order.command.js';

@CommandHandler(UnlinkOrderCommand)
export class UnlinkOrderHandler implements ICommandHandler<UnlinkOrderCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly facts: WaybillFactsLoader,
  ) {}

  async execute({ waybillId, purchaseOrderId, env }: UnlinkOrderCommand) {
    const r = await this.runtime.run(
      waybillDecider,
      seaWaybillStreamId(waybillId),
      async (state) => ({ type: 'UnlinkOrder' as const, purchaseOrderId, facts: await this.facts.forUnlink(state, purchaseOrderId) }),
      env,
    );
    return waybillAnswer(waybillId, r);
  }
}
