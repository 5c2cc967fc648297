import type { ProductEvent } from '@tradedesk/contracts/catalog/products';
import { productNotFound, type ProductState } from '../product.state.js';

export interface DisableProduct {
  type: 'DisableProduct';
  productId: string;
}
export interface EnableProduct {
  type: 'EnableProduct';
  productId: string;
}

/** A disabled product stays in the catalogue and its history; disabling it again changes nothing. */
export function decideDisableProduct(c: DisableProduct, s: ProductState): ProductEvent[] {
  if (!s.exists) throw productNotFound(c.productId);
  return s.disabled ? [] : [{ type: 'ProductDisabled', data: { productId: c.productId } }];
}

/** Enabling an enabled product changes nothing. */
export function decideEnableProduct(c: EnableProduct, s: ProductState): ProductEvent[] {
  if (!s.exists) throw productNotFound(c.productId);
  return s.disabled ? [{ type: 'ProductEnabled', data: { productId: c.productId } }] : [];
}
