import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { seaWaybillStreamId } from '@tradedesk/contracts/purchasing/sea-waybill';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { waybillDecider } from '../waybill.decider.js';
import { waybillAnswer, withUniqueBl } from '../waybill-errors.js';
import { WaybillFactsLoader } from '../waybill-facts.loader.js';
import { LinkOrdersCommand } from './link-orders.command.js';

@CommandHandler(LinkOrdersCommand)
export class LinkOrdersHandler implements ICommandHandler<LinkOrdersCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly facts: WaybillFactsLoader,
  ) {}

  async execute({ waybillId, body, env }: LinkOrdersCommand) {
    const { version } = body;
    const r = await withUniqueBl(() => this.runtime.run(waybillDecider, seaWaybillStreamId(waybillId), async (state) => ({ type: 'LinkOrders' as const, facts: await this.facts.forLink(state, body.purchaseOrderIds) }), env, { expectedVersion: version }));
    return waybillAnswer(waybillId, r);
  }
}
