import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { prePurchaseStreamId, REPLENISHMENT_NUMBER_PREFIX, replenishmentStreamId } from '@tradedesk/contracts/purchasing/replenishment';
import { CommandRuntime } from '../../platform/cqrs/command-runtime.js';
import { fold } from '../../platform/cqrs/decider.js';
import { NumberedDocumentWriter } from '../../platform/documents/numbered-document.writer.js';
import { prePurchaseDecider } from '../pre-purchase.decider.js';
import { ReplenishmentFactsLoader } from '../replenishment-facts.loader.js';
import { replenishmentDecider } from '../replenishment.decider.js';
import { CreateReplenishmentCommand } from './create-replenishment.command.js';

/** A new numbered order (RP); the pre-purchase orders it takes over are marked done in the same append. */
@CommandHandler(CreateReplenishmentCommand)
export class CreateReplenishmentHandler implements ICommandHandler<CreateReplenishmentCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly writer: NumberedDocumentWriter,
    private readonly facts: ReplenishmentFactsLoader,
  ) {}

  async execute({ body, env }: CreateReplenishmentCommand) {
    const replenishmentId = this.runtime.newId();
    const streamId = replenishmentStreamId(replenishmentId);
    const ctx = this.runtime.context(env);
    const prePurchaseIds = [...new Set(body.prePurchaseIds)];
    const pulled = await Promise.all(
      prePurchaseIds.map(async (id) => {
        const { version, events } = await this.runtime.store.readStream(prePurchaseStreamId(id));
        return { id, version, state: fold(prePurchaseDecider, events as any) };
      }),
    );
    const r = await this.writer.create(
      REPLENISHMENT_NUMBER_PREFIX,
      streamId,
      replenishmentId,
      env,
      async (number) =>
        replenishmentDecider.decide(
          { type: 'CreateReplenishment', replenishmentId, number, note: body.note, lines: body.lines, prePurchaseIds, facts: await this.facts.forLines(body.lines) },
          replenishmentDecider.initialState(),
          ctx,
        ),
      {
        extra: (number) =>
          pulled.map((p) => ({
            streamId: prePurchaseStreamId(p.id),
            expectedVersion: p.version,
            events: prePurchaseDecider.decide({ type: 'PullPrePurchase', prePurchaseId: p.id, replenishmentId, replenishmentNumber: number }, p.state, ctx),
          })),
      },
    );
    return { id: r.id, number: r.number, streamVersion: r.streamVersion, globalPosition: r.globalPosition, duplicate: r.duplicate };
  }
}
