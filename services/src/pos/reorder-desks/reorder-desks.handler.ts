import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { deskStreamId } from '@tradedesk/contracts/pos/desks';
import { CommandRuntime } from '../../platform/cqrs/command-runtime.js';
import { deskDecider } from '../desk.decider.js';
import { PosFactsLoader } from '../pos-facts.loader.js';
import { ReorderDesksCommand } from './reorder-desks.command.js';

/**
 * The floor order of an area: every listed desk decided on its own stream and every changed place
 * appended in ONE transaction (runEach: all or nothing; a desk changed between the read and the
 * append is decided once more, then 409).
 */
@CommandHandler(ReorderDesksCommand)
export class ReorderDesksHandler implements ICommandHandler<ReorderDesksCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly facts: PosFactsLoader,
  ) {}

  async execute({ body: b, env }: ReorderDesksCommand) {
    const facts = await this.facts.forReorderDesks(b.warehouseId, b.area, b.deskIds);
    const deskOf = new Map(b.deskIds.map((id) => [deskStreamId(id), id]));
    const r = await this.runtime.runEach(
      deskDecider,
      [...deskOf.keys()],
      (_state, streamId, version) => {
        const deskId = deskOf.get(streamId)!;
        return { type: 'ReorderDesks' as const, deskId, warehouseId: b.warehouseId, area: b.area, deskIds: b.deskIds, seenVersion: b.versions?.[deskId], streamVersion: version, facts };
      },
      { ...env, commandId: b.commandId ?? env.commandId },
    );
    const globalPosition = r.results.reduce((m, x) => (BigInt(x.globalPosition) > BigInt(m) ? x.globalPosition : m), '0');
    return { changed: r.results.length, globalPosition, duplicate: r.duplicate };
  }
}
