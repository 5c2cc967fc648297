import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { replenishmentStreamId } from '@tradedesk/contracts/purchasing/replenishment';
import { CommandRuntime } from '../../platform/cqrs/command-runtime.js';
import { ReplenishmentFactsLoader } from '../replenishment-facts.loader.js';
import { replenishmentDecider } from '../replenishment.decider.js';
import { ChangeReplenishmentCommand } from './change-replenishment.command.js';

/** The edit names the version the user saw: a stale one is a 409. */
@CommandHandler(ChangeReplenishmentCommand)
export class ChangeReplenishmentHandler implements ICommandHandler<ChangeReplenishmentCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly facts: ReplenishmentFactsLoader,
  ) {}

  async execute({ id, body, env }: ChangeReplenishmentCommand) {
    const r = await this.runtime.run(
      replenishmentDecider,
      replenishmentStreamId(id),
      async () => ({ type: 'ChangeReplenishment' as const, note: body.note, lines: body.lines, facts: await this.facts.forLines(body.lines) }),
      env,
      { expectedVersion: body.version },
    );
    return { id, streamVersion: r.streamVersion, globalPosition: r.globalPosition, duplicate: r.duplicate };
  }
}
