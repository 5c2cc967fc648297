import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { sizeGroupStreamId } from '@tradedesk/contracts/catalog/categories';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { changedAnswer } from '../../command-answer.js';
import { sizeGroupDecider } from '../size-group.decider.js';
import { SizeGroupFactsLoader } from '../size-group-facts.loader.js';
import { ChangeSizeGroupCommand } from './change-size-group.command.js';

@CommandHandler(ChangeSizeGroupCommand)
export class ChangeSizeGroupHandler implements ICommandHandler<ChangeSizeGroupCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly facts: SizeGroupFactsLoader,
  ) {}

  async execute({ sizeGroupId, body, env }: ChangeSizeGroupCommand) {
    const { version, ...changes } = body;
    const r = await this.runtime.run(
      sizeGroupDecider,
      sizeGroupStreamId(sizeGroupId),
      async () => ({ type: 'ChangeSizeGroup' as const, sizeGroupId, ...changes, facts: await this.facts.forChangeSizeGroup(sizeGroupId, changes.sizes) }),
      env,
      { expectedVersion: version },
    );
    return changedAnswer(sizeGroupId, r);
  }
}
