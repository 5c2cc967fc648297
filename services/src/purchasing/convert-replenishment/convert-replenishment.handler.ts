import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PURCHASE_NUMBER_PREFIX, purchaseOrderStreamId } from '@tradedesk/contracts/purchasing/purchase-order';
import { type ReplenishmentPurchaseOrderRef, replenishmentStreamId } from '@tradedesk/contracts/purchasing/replenishment';
import { CommandRuntime } from '../../platform/cqrs/command-runtime.js';
import { fold } from '../../platform/cqrs/decider.js';
import { NumberedDocumentWriter } from '../../platform/documents/numbered-document.writer.js';
import { ConcurrencyError } from '../../platform/event-store/errors.js';
import { ReplenishmentFactsLoader } from '../replenishment-facts.loader.js';
import { replenishmentDecider } from '../replenishment.decider.js';
import { ConvertReplenishmentCommand } from './convert-replenishment.command.js';
import { type ConvertReplenishment, purchaseDraftsOf, purchaseGroups } from './convert-replenishment.decide.js';

export interface ConvertAnswer {
  id: string;
  number: string;
  purchaseOrders: ReplenishmentPurchaseOrderRef[];
  globalPosition: string;
  duplicate: boolean;
}

/**
 * One append: the order marked converted (at the version the user saw: 409 when stale) and one
 * new numbered purchase order draft (PO) per supplier and warehouse.
 */
@CommandHandler(ConvertReplenishmentCommand)
export class ConvertReplenishmentHandler implements ICommandHandler<ConvertReplenishmentCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly writer: NumberedDocumentWriter,
    private readonly facts: ReplenishmentFactsLoader,
  ) {}

  execute({ id, body, env }: ConvertReplenishmentCommand): Promise<ConvertAnswer> {
    const streamId = replenishmentStreamId(id);
    return this.runtime.once(
      env,
      async () => {
        const { version, events: history } = await this.runtime.store.readStream(streamId);
        if (version !== body.version) throw new ConcurrencyError(streamId, body.version, version);
        const state = fold(replenishmentDecider, history as any);
        const facts = await this.facts.forConvert(state);
        const groups = purchaseGroups(state);
        const ctx = this.runtime.context(env);
        const { results } = await this.writer.appendNumbered(PURCHASE_NUMBER_PREFIX, groups.length, env, async (numbers) => {
          const command: ConvertReplenishment = {
            type: 'ConvertReplenishment',
            purchaseOrders: groups.map((g, i) => ({ purchaseOrderId: ctx.newId(), number: numbers[i], supplierId: g.supplierId, warehouseId: g.warehouseId })),
            facts,
          };
          const events = replenishmentDecider.decide(command, state, ctx);
          return [
            { streamId, expectedVersion: version, events },
            ...purchaseDraftsOf(state, command).map((d) => ({ streamId: purchaseOrderStreamId(d.data.purchaseOrderId), expectedVersion: 'no_stream' as const, events: [d] })),
          ];
        });
        const mine = results.find((r) => r.streamId === streamId)!;
        return this.answer(id, mine.globalPosition, mine.duplicate);
      },
      (prior) => this.answer(id, prior.find((r) => r.streamId === streamId)?.globalPosition ?? prior[0].globalPosition, true),
    );
  }

  private async answer(id: string, globalPosition: string, duplicate: boolean): Promise<ConvertAnswer> {
    const s = await this.runtime.load(replenishmentDecider, replenishmentStreamId(id));
    return { id, number: s.number, purchaseOrders: s.purchaseOrders, globalPosition, duplicate };
  }
}
