import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { countStreamId } from '@tradedesk/contracts/inventory/count';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { DomainError } from '../../../platform/event-store/errors.js';
import { type PostingBook, StockCountFactsLoader } from '../stock-count-facts.loader.js';
import { stockCountDecider } from '../stock-count.decider.js';
import { PostCountCommand } from './post-count.command.js';

class BookChanged extends Error {}

/**
 * Posting reads the book quantities, decides, and appends; inside the append's transaction the
 * stock rows are locked and compared with what was decided on. Stock moved in between means
 * deciding again (up to 3 times), so the adjustment is always counted - book AT POSTING.
 */
@CommandHandler(PostCountCommand)
export class PostCountHandler implements ICommandHandler<PostCountCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly facts: StockCountFactsLoader,
  ) {}

  async execute({ countId, body, env }: PostCountCommand) {
    const commandEnv = { ...env, commandId: body.commandId ?? env.commandId };
    for (let attempt = 0; ; attempt++) {
      let decidedOn: PostingBook | undefined;
      try {
        const r = await this.runtime.run(
          stockCountDecider,
          countStreamId(countId),
          async (count) => {
            const { facts, ...posting } = await this.facts.forPosting(count);
            decidedOn = posting;
            return { type: 'PostCount' as const, countId, book: posting.book, facts };
          },
          commandEnv,
          {
            expectedVersion: body.version,
            within: async (tx) => {
              if (decidedOn && !(await this.facts.bookUnchanged(tx, decidedOn))) throw new BookChanged();
            },
          },
        );
        return { id: countId, streamVersion: r.streamVersion, globalPosition: r.globalPosition, duplicate: r.duplicate };
      } catch (e) {
        if (!(e instanceof BookChanged)) throw e;
        if (attempt >= 2) throw new DomainError('stock_changed', 'Stock of the counted products kept changing while posting; try again.', 409);
      }
    }
  }
}
