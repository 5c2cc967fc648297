import type { PricesInput, ProductChanges, ProductEvent } from '@tradedesk/contracts/catalog/products';
import {
  barcodesOf,
  type CurrentReferences,
  mergePackings,
  type PackingsInput,
  productChangeEvents,
  type ProductReferenceFacts,
  type ProductReferences,
  type ProductState,
  requireProduct,
  requireReferences,
} from '../product.state.js';

export interface ChangeProduct {
  type: 'ChangeProduct';
  productId: string;
  changes: Omit<ProductChanges, 'packings'> & { packings?: PackingsInput };
  prices?: PricesInput;
  facts: ProductReferenceFacts;
}

/**
 * What the changed product names: a new code, all its barcodes after the change, a newly given
 * category, its size group (when it or the sizes change) with its sizes after the change.
 */
export function changeReferences(c: Omit<ChangeProduct, 'type' | 'facts'>, s: ProductState): { wanted: ProductReferences; current: CurrentReferences } {
  requireProduct(s, c.productId);
  const { changes } = c;
  const packings = mergePackings(s.data.packings, changes.packings);
  return {
    wanted: {
      code: changes.code && changes.code !== s.data.code ? changes.code : undefined,
      barcodes: barcodesOf({ barcode: changes.barcode ?? s.data.barcode, packings }).map((b) => b.barcode),
      categoryId: changes.categoryId,
      sizeGroupId: changes.sizeGroupId ?? (changes.sizes ? s.data.sizeGroupId : undefined),
      sizes: changes.sizes ?? s.data.sizes,
    },
    current: { productId: c.productId, categoryId: s.data.categoryId, sizeGroupId: s.data.sizeGroupId },
  };
}

/** Fields, packings and prices in one command: ProductChanged and/or ProductPricesChanged, only for what differs. */
export function decideChangeProduct(c: ChangeProduct, s: ProductState): ProductEvent[] {
  const { wanted, current } = changeReferences(c, s);
  requireReferences(wanted, current, c.facts);
  return productChangeEvents(s, c);
}
