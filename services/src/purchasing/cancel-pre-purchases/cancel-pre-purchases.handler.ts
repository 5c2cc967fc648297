import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { prePurchaseStreamId } from '@tradedesk/contracts/purchasing/replenishment';
import { CommandRuntime } from '../../platform/cqrs/command-runtime.js';
import { prePurchaseDecider } from '../pre-purchase.decider.js';
import { CancelPrePurchasesCommand } from './cancel-pre-purchases.command.js';

/** All chosen rows cancelled in one transaction, or none. */
@CommandHandler(CancelPrePurchasesCommand)
export class CancelPrePurchasesHandler implements ICommandHandler<CancelPrePurchasesCommand> {
  constructor(private readonly runtime: CommandRuntime) {}

  async execute({ body, env }: CancelPrePurchasesCommand) {
    const byStream = new Map(body.ids.map((id) => [prePurchaseStreamId(id), id]));
    const r = await this.runtime.runEach(prePurchaseDecider, [...byStream.keys()], (_s, streamId) => ({ type: 'CancelPrePurchase', prePurchaseId: byStream.get(streamId)! }), env);
    return { cancelled: r.results.length, duplicate: r.duplicate, globalPosition: r.results.at(-1)?.globalPosition ?? '0' };
  }
}
