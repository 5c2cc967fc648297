import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { COUNT_NUMBER_PREFIX, countStreamId } from '@tradedesk/contracts/inventory/count';
import { bookQuantities } from '@tradedesk/projections/inventory/stock-on-hand/stock-on-hand.query';
import type { Database, Sql } from '@tradedesk/projections/platform/sql';
import { Decimal } from 'decimal.js';
import { CommandRuntime } from '../../platform/cqrs/command-runtime.js';
import { DomainError } from '../../platform/event-store/errors.js';
import { DATABASE } from '../../platform/tokens.js';
import { NumberedDocumentWriter } from '../../platform/documents/numbered-document.writer.js';
import { StockFactsLoader } from '../stock-facts.js';
import { OpenCountCommand, PostCountCommand, RecordCountLinesCommand } from './stock-count.commands.js';
import { stockCountDecider } from './stock-count.decider.js';

export { bookQuantities };

@CommandHandler(OpenCountCommand)
export class OpenCountHandler implements ICommandHandler<OpenCountCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly facts: StockFactsLoader,
    private readonly writer: NumberedDocumentWriter,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  async execute({ body, env }: OpenCountCommand) {
    const countId = body.commandId ?? this.runtime.newId();
    const commandEnv = { ...env, commandId: body.commandId ?? env.commandId };
    return this.writer.create(COUNT_NUMBER_PREFIX, countStreamId(countId), countId, commandEnv, async (number) => {
      const book = await bookQuantities(this.db, body.warehouseId, body.productIds.length > 0 ? body.productIds : null);
      const { facts } = await this.facts.load([body.warehouseId], body.productIds);
      return stockCountDecider.decide(
        { type: 'OpenCount', countId, number, warehouseId: body.warehouseId, zoneId: body.zoneId ?? null, note: body.note, productIds: body.productIds, book, facts },
        stockCountDecider.initialState(),
        this.runtime.context(commandEnv),
      );
    });
  }
}

@CommandHandler(RecordCountLinesCommand)
export class RecordCountLinesHandler implements ICommandHandler<RecordCountLinesCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly facts: StockFactsLoader,
  ) {}

  async execute({ countId, body, env }: RecordCountLinesCommand) {
    const streamId = countStreamId(countId);
    const state = await this.runtime.load(stockCountDecider, streamId);
    const { facts } = await this.facts.load(state.warehouseId ? [state.warehouseId] : [], body.lines.map((l) => l.productId));
    const r = await this.runtime.run(stockCountDecider, streamId, { type: 'RecordCountLines', countId, lines: body.lines, facts }, { ...env, commandId: body.commandId ?? env.commandId }, { expectedVersion: body.version });
    return { id: countId, streamVersion: r.streamVersion, globalPosition: r.globalPosition, duplicate: r.duplicate };
  }
}

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
    private readonly facts: StockFactsLoader,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  async execute({ countId, body, env }: PostCountCommand) {
    const streamId = countStreamId(countId);
    const commandEnv = { ...env, commandId: body.commandId ?? env.commandId };
    for (let attempt = 0; ; attempt++) {
      const state = await this.runtime.load(stockCountDecider, streamId);
      const productIds = [...new Set(state.lines.map((l) => l.productId))];
      const book = await bookQuantities(this.db, state.warehouseId, productIds);
      const { facts } = await this.facts.load(state.warehouseId ? [state.warehouseId] : [], productIds);
      try {
        const r = await this.runtime.run(stockCountDecider, streamId, { type: 'PostCount', countId, book, facts }, commandEnv, {
          expectedVersion: body.version,
          within: async (tx) => {
            const now = await bookQuantities(tx, state.warehouseId, productIds, true);
            for (const p of productIds) if (!new Decimal(now.get(p) ?? '0').equals(book.get(p) ?? '0')) throw new BookChanged();
          },
        });
        return { id: countId, streamVersion: r.streamVersion, globalPosition: r.globalPosition, duplicate: r.duplicate };
      } catch (e) {
        if (!(e instanceof BookChanged)) throw e;
        if (attempt >= 2) throw new DomainError('stock_changed', 'Stock of the counted products kept changing while posting; try again.', 409);
      }
    }
  }
}
