import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { categoryStreamId } from '@tradedesk/contracts/catalog/categories';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { withCatalogUniques } from '../../catalog-errors.js';
import { changedAnswer } from '../../command-answer.js';
import { categoryDecider } from '../category.decider.js';
import { RenameCategoryCommand } from './rename-category.command.js';

@CommandHandler(RenameCategoryCommand)
export class RenameCategoryHandler implements ICommandHandler<RenameCategoryCommand> {
  constructor(private readonly runtime: CommandRuntime) {}

  async execute({ categoryId, body: b, env }: RenameCategoryCommand) {
    const r = await withCatalogUniques(() =>
      this.runtime.run(categoryDecider, categoryStreamId(categoryId), { type: 'RenameCategory', categoryId, name: b.name }, env, { expectedVersion: b.version }),
    );
    return changedAnswer(categoryId, r);
  }
}
