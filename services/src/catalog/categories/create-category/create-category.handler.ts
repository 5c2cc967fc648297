import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { categoryStreamId } from '@tradedesk/contracts/catalog/categories';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { withCatalogUniques } from '../../catalog-errors.js';
import { changedAnswer } from '../../command-answer.js';
import { categoryDecider } from '../category.decider.js';
import { CategoryFactsLoader } from '../category-facts.loader.js';
import { CreateCategoryCommand } from './create-category.command.js';

@CommandHandler(CreateCategoryCommand)
export class CreateCategoryHandler implements ICommandHandler<CreateCategoryCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly facts: CategoryFactsLoader,
  ) {}

  async execute({ body: b, env }: CreateCategoryCommand) {
    // The category id derives from the command id, so a retried request targets the same stream.
    const categoryId = b.commandId ?? this.runtime.newId();
    const r = await withCatalogUniques(() =>
      this.runtime.run(
        categoryDecider,
        categoryStreamId(categoryId),
        async () => ({ type: 'CreateCategory' as const, categoryId, name: b.name, parentId: b.parentId, facts: await this.facts.forCreateCategory(b.parentId) }),
        { ...env, commandId: b.commandId },
      ),
    );
    return changedAnswer(categoryId, r);
  }
}
