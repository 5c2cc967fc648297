import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { categoryStreamId } from '@tradedesk/contracts/catalog/categories';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { withCatalogUniques } from '../../catalog-errors.js';
import { changedAnswer } from '../../command-answer.js';
import { categoryDecider } from '../category.decider.js';
import { CategoryFactsLoader } from '../category-facts.loader.js';
import { MoveCategoryCommand } from './move-category.command.js';

@CommandHandler(MoveCategoryCommand)
export class MoveCategoryHandler implements ICommandHandler<MoveCategoryCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly facts: CategoryFactsLoader,
  ) {}

  async execute({ categoryId, body: b, env }: MoveCategoryCommand) {
    const r = await withCatalogUniques(() =>
      this.runtime.run(
        categoryDecider,
        categoryStreamId(categoryId),
        async () => ({ type: 'MoveCategory' as const, categoryId, parentId: b.parentId, facts: await this.facts.forMoveCategory(b.parentId) }),
        env,
        { expectedVersion: b.version },
      ),
    );
    return changedAnswer(categoryId, r);
  }
}
