import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { productStreamId } from '@tradedesk/contracts/catalog/products';
import { appendOptions, type CommandEnvelope, CommandRuntime, metadataOf } from '../../../platform/cqrs/command-runtime.js';
import { fold } from '../../../platform/cqrs/decider.js';
import { ConcurrencyError, DomainError } from '../../../platform/event-store/errors.js';
import type { AppendRequest } from '../../../platform/event-store/event-store.js';
import { productDecider } from '../../product.decider.js';
import { ChangePricesCommand } from './change-prices.command.js';

/**
 * Several product streams in one transaction: each product is decided on its own state, then all
 * ProductPricesChanged events are appended atomically (a version named by the screen is honoured).
 */
@CommandHandler(ChangePricesCommand)
export class ChangePricesHandler implements ICommandHandler<ChangePricesCommand> {
  constructor(private readonly runtime: CommandRuntime) {}

  async execute({ body, env }: ChangePricesCommand) {
    const commandEnv = { ...env, commandId: body.commandId ?? env.commandId };
    return this.runtime.once(
      commandEnv,
      () => this.apply(body, commandEnv),
      (prior) => ({ changed: prior.length, globalPosition: prior.at(-1)!.globalPosition, duplicate: true }),
    );
  }

  private async apply(body: ChangePricesCommand['body'], commandEnv: CommandEnvelope) {
    const store = this.runtime.store;
    const seen = new Set<string>();
    for (const item of body.items) {
      if (seen.has(item.productId)) throw new DomainError('duplicate_product', `Product ${item.productId} is listed twice.`, 400, { field: 'items' });
      seen.add(item.productId);
    }
    for (let attempt = 0; ; attempt++) {
      const requests: AppendRequest[] = [];
      const ctx = this.runtime.context(commandEnv);
      for (const [i, item] of body.items.entries()) {
        const streamId = productStreamId(item.productId);
        const { version, events } = await store.readStream(streamId);
        if (item.version !== undefined && item.version !== version) throw new ConcurrencyError(streamId, item.version, version);
        let decided;
        try {
          decided = productDecider.decide({ type: 'ChangePrices', productId: item.productId, prices: item.prices }, fold(productDecider, events as any), ctx);
        } catch (e) {
          if (e instanceof DomainError) throw new DomainError(e.code, `items.${i}: ${e.message}`, e.httpStatus, { ...e.params, item: i });
          throw e;
        }
        if (decided.length) requests.push({ streamId, expectedVersion: version, events: decided });
      }
      if (requests.length === 0) return { changed: 0, globalPosition: '0', duplicate: false };
      try {
        const results = await store.appendMany(requests, metadataOf(commandEnv, this.runtime.newId), appendOptions(commandEnv, { inline: this.runtime.inlineHook }));
        return { changed: results.length, globalPosition: results.at(-1)!.globalPosition, duplicate: results[0].duplicate };
      } catch (e) {
        if (e instanceof ConcurrencyError && attempt === 0 && body.items.every((x) => x.version === undefined)) continue;
        throw e;
      }
    }
  }
}
