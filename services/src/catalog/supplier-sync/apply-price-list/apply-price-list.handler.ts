import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { productStreamId } from '@tradedesk/contracts/catalog/products';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { withCatalogUniques } from '../../catalog-errors.js';
import { productDecider } from '../../products/product.decider.js';
import { SupplierSyncFactsLoader } from '../supplier-sync-facts.loader.js';
import { ApplyPriceListCommand } from './apply-price-list.command.js';

/**
 * Each selected product is decided on its own stream (apply-price-list.decide.ts), and every event
 * of every product is appended in ONE transaction with the version the comparison saw: a product
 * changed meanwhile answers 409 and nothing is written.
 */
@CommandHandler(ApplyPriceListCommand)
export class ApplyPriceListHandler implements ICommandHandler<ApplyPriceListCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly facts: SupplierSyncFactsLoader,
  ) {}

  async execute({ supplierId, body, env }: ApplyPriceListCommand) {
    const facts = await this.facts.forApplyPriceList(supplierId, body.items);
    const streams = body.items.map((item) => productStreamId(item.productId));
    const r = await withCatalogUniques(() =>
      this.runtime.runEach(
        productDecider,
        streams,
        (_, streamId, version) => ({ type: 'ApplyPriceList' as const, supplierId, items: body.items, index: streams.indexOf(streamId), streamVersion: version, facts }),
        { ...env, commandId: body.commandId ?? env.commandId },
      ),
    );
    return {
      products: r.results.length,
      events: r.results.reduce((n, x) => n + x.events.length, 0),
      globalPosition: r.results.at(-1)?.globalPosition ?? '0',
      duplicate: r.duplicate || r.results.some((x) => x.duplicate),
    };
  }
}
