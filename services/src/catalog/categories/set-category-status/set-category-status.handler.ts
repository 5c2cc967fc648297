import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { categoryStreamId } from '@tradedesk/contracts/catalog/categories';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { withCatalogUniques } from '../../catalog-errors.js';
import { changedAnswer } from '../../command-answer.js';
import { categoryDecider } from '../category.decider.js';
import { SetCategoryStatusCommand } from './set-category-status.command.js';

@CommandHandler(SetCategoryStatusCommand)
export class SetCategoryStatusHandler implements ICommandHandler<SetCategoryStatusCommand> {
  constructor(private readonly runtime: CommandRuntime) {}

  async execute({ categoryId, action, env }: SetCategoryStatusCommand) {
    const type = action === 'disable' ? 'DisableCategory' : 'EnableCategory';
    // An enabled category takes its name back among its siblings: a clash is a 409.
    return changedAnswer(categoryId, await withCatalogUniques(() => this.runtime.run(categoryDecider, categoryStreamId(categoryId), { type, categoryId }, env)));
  }
}
