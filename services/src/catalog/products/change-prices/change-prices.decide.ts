import type { ChangePricesBody, PricesInput, ProductEvent } from '@tradedesk/contracts/catalog/products';
import { DomainError } from '../../../platform/event-store/errors.js';
import { diffPrices, forItem, mergePrices, type ProductState, requireProduct, requireSeenVersion } from '../product.state.js';

/** New prices for one product. */
export interface ChangePrices {
  type: 'ChangePrices';
  productId: string;
  prices: PricesInput;
}

/**
 * The price-change tool's list, decided product by product: `index` is the item whose product this
 * stream is, `streamVersion` the version the stream is at.
 */
export interface ChangeListedPrices {
  type: 'ChangeListedPrices';
  items: ChangePricesBody['items'];
  index: number;
  streamVersion: number;
}

/** Prices given replace those prices; equal prices in another spelling change nothing. */
export function decideChangePrices(c: ChangePrices, s: ProductState): ProductEvent[] {
  requireProduct(s, c.productId);
  const prices = mergePrices(s.data.prices, c.prices, s.data.packings);
  const changes = diffPrices(s.data.prices, prices);
  return changes.length ? [{ type: 'ProductPricesChanged', data: { productId: c.productId, prices, changes } }] : [];
}

/**
 * One product of the list. The list's own rule (a product listed once) is checked when its first
 * item is decided: the runtime decides the products in the list's order. A version the screen
 * names is honoured (409 when the product changed since); a refusal names the item.
 */
export function decideChangeListedPrices(c: ChangeListedPrices, s: ProductState): ProductEvent[] {
  if (c.index === 0) {
    const seen = new Set<string>();
    for (const item of c.items) {
      if (seen.has(item.productId)) throw new DomainError('duplicate_product', `Product ${item.productId} is listed twice.`, 400, { field: 'items' });
      seen.add(item.productId);
    }
  }
  const item = c.items[c.index];
  requireSeenVersion(item.productId, item.version, c.streamVersion);
  return forItem(c.index, () => decideChangePrices({ type: 'ChangePrices', productId: item.productId, prices: item.prices }, s));
}
