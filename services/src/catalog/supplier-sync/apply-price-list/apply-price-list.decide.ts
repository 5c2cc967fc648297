import type { ApplyPriceListBody } from '@tradedesk/contracts/catalog/supplier-sync';
import type { ProductEvent } from '@tradedesk/contracts/catalog/products';
import { PACKINGS } from '@tradedesk/contracts/catalog/units';
import { DomainError } from '../../../platform/event-store/errors.js';
import { decideChangePrices } from '../../products/change-prices/change-prices.decide.js';
import { decideLinkSupplier } from '../../products/link-supplier/link-supplier.decide.js';
import { evolveProduct, forItem, type PackingsInput, productChangeEvents, type ProductState, requireSeenVersion } from '../../products/product.state.js';

/**
 * The updates selected after a price-list comparison, decided product by product: `index` is the
 * item whose product this stream is, `streamVersion` the version the stream is at.
 */
export interface ApplyPriceList {
  type: 'ApplyPriceList';
  supplierId: string;
  items: ApplyPriceListBody['items'];
  index: number;
  streamVersion: number;
  facts: {
    supplierExists: boolean;
    /** The items' item codes this supplier has linked to other products already. */
    takenItemCodes: { itemCode: string; productId: string }[];
  };
}

/** The list's own rules: a known supplier, each product once, each item code once and not another product's. */
function requireApplicableList(c: ApplyPriceList) {
  if (!c.facts.supplierExists) throw new DomainError('supplier_not_found', `Supplier ${c.supplierId} does not exist.`, 404);
  const seen = new Map<string, number>();
  const codes = new Map<string, number>();
  c.items.forEach((item, i) => {
    if (seen.has(item.productId)) throw new DomainError('duplicate_product', `items.${i}: the product is also item ${seen.get(item.productId)}.`, 400, { field: `items.${i}.productId` });
    seen.set(item.productId, i);
    if (item.itemCode) {
      const k = item.itemCode.toLowerCase();
      if (codes.has(k)) throw new DomainError('item_code_taken', `items.${i}: item code ${item.itemCode} is also given to item ${codes.get(k)}.`, 409, { field: `items.${i}.itemCode` });
      codes.set(k, i);
    }
  });
  const taken = c.facts.takenItemCodes;
  if (taken.length) {
    const i = c.items.findIndex((x) => x.itemCode?.toLowerCase() === taken[0].itemCode.toLowerCase());
    throw new DomainError('item_code_taken', `items.${i}: item code ${taken[0].itemCode} of this supplier is linked to another product.`, 409, { field: `items.${i}.itemCode` });
  }
}

/**
 * One product of the list, at the version the comparison saw (409 otherwise): packings first (so a
 * price for a packing the list adds is accepted), then the purchase price, then the supplier's
 * item code. The list's own rules are checked when its first item is decided (the runtime decides
 * the products in the list's order). A refusal names the item.
 */
export function decideApplyPriceList(c: ApplyPriceList, s: ProductState): ProductEvent[] {
  if (c.index === 0) requireApplicableList(c);
  const i = c.index;
  const item = c.items[i];
  if (!s.exists) throw new DomainError('product_not_found', `items.${i}: product ${item.productId} does not exist.`, 404, { field: `items.${i}.productId` });
  requireSeenVersion(item.productId, item.version, c.streamVersion);
  return forItem(i, () => {
    let state = s;
    const decided: ProductEvent[] = [];
    const record = (events: ProductEvent[]) => {
      state = events.reduce(evolveProduct, state);
      decided.push(...events);
    };
    if (item.packings && Object.keys(item.packings).length) {
      const packings: PackingsInput = {};
      for (const k of PACKINGS) {
        const size = item.packings[k];
        if (size === undefined) continue;
        const current = state.data!.packings[k];
        packings[k] = { size, barcode: current?.barcode ?? '', enabled: current?.enabled ?? true };
      }
      record(productChangeEvents(state, { productId: item.productId, changes: { packings } }));
    }
    if (item.purchasePrice !== undefined) record(decideChangePrices({ type: 'ChangePrices', productId: item.productId, prices: { [item.priceUnit]: { purchase: item.purchasePrice } } }, state));
    if (item.itemCode) record(decideLinkSupplier({ type: 'LinkSupplier', productId: item.productId, supplierId: c.supplierId, itemCode: item.itemCode }, state));
    return decided;
  });
}
