import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { prePurchaseStreamId } from '@tradedesk/contracts/purchasing/replenishment';
import { CommandRuntime } from '../../platform/cqrs/command-runtime.js';
import { prePurchaseDecider } from '../pre-purchase.decider.js';
import { ReplenishmentFactsLoader } from '../replenishment-facts.loader.js';
import { RequestPrePurchaseCommand } from './request-pre-purchase.command.js';

@CommandHandler(RequestPrePurchaseCommand)
export class RequestPrePurchaseHandler implements ICommandHandler<RequestPrePurchaseCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly facts: ReplenishmentFactsLoader,
  ) {}

  async execute({ body, env }: RequestPrePurchaseCommand) {
    // The id derives from the command id, so a retried request targets the same stream.
    const prePurchaseId = body.commandId ?? this.runtime.newId();
    const { commandId: _c, ...fields } = body;
    const r = await this.runtime.run(
      prePurchaseDecider,
      prePurchaseStreamId(prePurchaseId),
      async () => ({ type: 'RequestPrePurchase' as const, prePurchaseId, ...fields, facts: await this.facts.forPrePurchase(body) }),
      { ...env, commandId: body.commandId ?? env.commandId },
    );
    return { id: prePurchaseId, streamVersion: r.streamVersion, globalPosition: r.globalPosition, duplicate: r.duplicate };
  }
}
