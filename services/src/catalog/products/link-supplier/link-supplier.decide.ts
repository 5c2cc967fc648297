import type { ProductEvent } from '@tradedesk/contracts/catalog/products';
import { DomainError } from '../../../platform/event-store/errors.js';
import { productNotFound, type ProductState } from '../product.state.js';

/** The supplier's item code for this product (the price-list sync links them so). */
export interface LinkSupplier {
  type: 'LinkSupplier';
  productId: string;
  supplierId: string;
  itemCode: string;
}
export interface UnlinkSupplier {
  type: 'UnlinkSupplier';
  productId: string;
  supplierId: string;
}

/** The same code again changes nothing; another code replaces it. */
export function decideLinkSupplier(c: LinkSupplier, s: ProductState): ProductEvent[] {
  if (!s.exists) throw productNotFound(c.productId);
  const itemCode = c.itemCode.trim();
  if (!itemCode) throw new DomainError('invalid_item_code', 'Enter the supplier item code.', 400, { field: 'itemCode' });
  return s.suppliers[c.supplierId] === itemCode ? [] : [{ type: 'ProductSupplierLinked', data: { productId: c.productId, supplierId: c.supplierId, itemCode } }];
}

/** Unlinks only what is linked. */
export function decideUnlinkSupplier(c: UnlinkSupplier, s: ProductState): ProductEvent[] {
  if (!s.exists) throw productNotFound(c.productId);
  return s.suppliers[c.supplierId] === undefined ? [] : [{ type: 'ProductSupplierUnlinked', data: { productId: c.productId, supplierId: c.supplierId } }];
}
