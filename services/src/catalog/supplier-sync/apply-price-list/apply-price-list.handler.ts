import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type ProductEvent, productStreamId } from '@tradedesk/contracts/catalog/products';
import { PACKINGS } from '@tradedesk/contracts/catalog/units';
import { takenItemCodes } from '@tradedesk/projections/catalog/product-supplier-codes/product-supplier-codes.query';
import { getSupplier } from '@tradedesk/projections/catalog/suppliers/suppliers.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import { appendOptions, type CommandEnvelope, CommandRuntime, metadataOf } from '../../../platform/cqrs/command-runtime.js';
import { fold } from '../../../platform/cqrs/decider.js';
import { ConcurrencyError, DomainError } from '../../../platform/event-store/errors.js';
import type { AppendRequest } from '../../../platform/event-store/event-store.js';
import { DATABASE } from '../../../platform/tokens.js';
import { withCatalogUniques } from '../../catalog-errors.js';
import { type PackingsInput, type ProductCommand, productDecider, type ProductState } from '../../product.decider.js';
import { ApplyPriceListCommand } from './apply-price-list.command.js';

/**
 * Each selected product is decided on its own stream (packings first, so a price for a packing
 * the list adds is accepted; then the purchase price; then the supplier link), and every event
 * of every product is appended in ONE transaction with the version the comparison saw: a product
 * changed meanwhile answers 409 and nothing is written.
 */
@CommandHandler(ApplyPriceListCommand)
export class ApplyPriceListHandler implements ICommandHandler<ApplyPriceListCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  async execute({ supplierId, body, env }: ApplyPriceListCommand) {
    const commandEnv = { ...env, commandId: body.commandId ?? env.commandId };
    return this.runtime.once(
      commandEnv,
      () => this.apply(supplierId, body, commandEnv),
      (prior) => ({ products: prior.length, events: 0, globalPosition: prior.at(-1)!.globalPosition, duplicate: true }),
    );
  }

  private async apply(supplierId: string, body: ApplyPriceListCommand['body'], commandEnv: CommandEnvelope) {
    const store = this.runtime.store;
    if (!(await getSupplier(this.db, supplierId))) throw new DomainError('supplier_not_found', `Supplier ${supplierId} does not exist.`, 404);
    const seen = new Map<string, number>();
    const codes = new Map<string, number>();
    body.items.forEach((item, i) => {
      if (seen.has(item.productId)) throw new DomainError('duplicate_product', `items.${i}: the product is also item ${seen.get(item.productId)}.`, 400, { field: `items.${i}.productId` });
      seen.set(item.productId, i);
      if (item.itemCode) {
        const k = item.itemCode.toLowerCase();
        if (codes.has(k)) throw new DomainError('item_code_taken', `items.${i}: item code ${item.itemCode} is also given to item ${codes.get(k)}.`, 409, { field: `items.${i}.itemCode` });
        codes.set(k, i);
      }
    });
    const taken = await takenItemCodes(this.db, supplierId, body.items.flatMap((x) => (x.itemCode ? [{ productId: x.productId, itemCode: x.itemCode }] : [])));
    if (taken.length) {
      const i = body.items.findIndex((x) => x.itemCode?.toLowerCase() === taken[0].itemCode.toLowerCase());
      throw new DomainError('item_code_taken', `items.${i}: item code ${taken[0].itemCode} of this supplier is linked to another product.`, 409, { field: `items.${i}.itemCode` });
    }

    const ctx = this.runtime.context(commandEnv);
    const requests: AppendRequest[] = [];
    for (const [i, item] of body.items.entries()) {
      const streamId = productStreamId(item.productId);
      const { version, events } = await store.readStream(streamId);
      if (version === 0) throw new DomainError('product_not_found', `items.${i}: product ${item.productId} does not exist.`, 404, { field: `items.${i}.productId` });
      if (item.version !== version) throw new ConcurrencyError(streamId, item.version, version);
      let state: ProductState = fold(productDecider, events as any);
      const decided: ProductEvent[] = [];
      const run = (cmd: ProductCommand) => {
        try {
          const out = productDecider.decide(cmd, state, ctx);
          state = out.reduce((s, e) => productDecider.evolve(s, e), state);
          decided.push(...out);
        } catch (e) {
          if (e instanceof DomainError) throw new DomainError(e.code, `items.${i}: ${e.message}`, e.httpStatus, { ...e.params, item: i });
          throw e;
        }
      };
      if (item.packings && Object.keys(item.packings).length) {
        const packings: PackingsInput = {};
        for (const k of PACKINGS) {
          const size = item.packings[k];
          if (size === undefined) continue;
          const current = state.data!.packings[k];
          packings[k] = { size, barcode: current?.barcode ?? '', enabled: current?.enabled ?? true };
        }
        run({ type: 'ChangeProduct', productId: item.productId, changes: { packings } });
      }
      if (item.purchasePrice !== undefined) run({ type: 'ChangePrices', productId: item.productId, prices: { [item.priceUnit]: { purchase: item.purchasePrice } } });
      if (item.itemCode) run({ type: 'LinkSupplier', productId: item.productId, supplierId, itemCode: item.itemCode });
      if (decided.length) requests.push({ streamId, expectedVersion: version, events: decided });
    }
    if (requests.length === 0) return { products: 0, events: 0, globalPosition: '0', duplicate: false };
    const results = await withCatalogUniques(() => store.appendMany(requests, metadataOf(commandEnv, this.runtime.newId), appendOptions(commandEnv, { inline: this.runtime.inlineHook })));
    return {
      products: results.length,
      events: requests.reduce((n, r) => n + r.events.length, 0),
      globalPosition: results.at(-1)!.globalPosition,
      duplicate: results[0].duplicate,
    };
  }
}
