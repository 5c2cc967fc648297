import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { stockLevelStreamId } from '@tradedesk/contracts/purchasing/replenishment';
import { CommandRuntime } from '../../platform/cqrs/command-runtime.js';
import { ReplenishmentFactsLoader } from '../replenishment-facts.loader.js';
import { stockLevelDecider } from '../stock-level.decider.js';
import { SetStockLevelsCommand } from './set-stock-levels.command.js';

/** Every row's stream in one transaction: all levels set, or none. */
@CommandHandler(SetStockLevelsCommand)
export class SetStockLevelsHandler implements ICommandHandler<SetStockLevelsCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly facts: ReplenishmentFactsLoader,
  ) {}

  async execute({ body, env }: SetStockLevelsCommand) {
    const facts = await this.facts.forStockLevels(body.levels);
    const rows = new Map(body.levels.map((l, i) => [stockLevelStreamId(l.warehouseId, l.productId), { ...l, row: i + 1 }]));
    const r = await this.runtime.runEach(
      stockLevelDecider,
      [...rows.keys()],
      (_state, streamId) => {
        const l = rows.get(streamId)!;
        return { type: 'SetStockLevel' as const, ...l, facts: { product: facts.products.get(l.productId) ?? null, warehouse: facts.warehouses.get(l.warehouseId) ?? null } };
      },
      env,
    );
    return { changed: r.results.length, duplicate: r.duplicate, globalPosition: r.results.reduce((m, x) => (BigInt(x.globalPosition) > BigInt(m) ? x.globalPosition : m), '0') };
  }
}
