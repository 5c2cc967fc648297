import { MAX_PRODUCT_IMAGES, type ProductEvent } from '@tradedesk/contracts/catalog/products';
import { DomainError } from '../../../platform/event-store/errors.js';
import { type ProductState, requireProduct } from '../../products/product.state.js';

/** A picture of the product, kept once by its SHA-256 (imageId) and shown at `url`. */
export interface AddImage {
  type: 'AddImage';
  productId: string;
  imageId: string;
  url: string;
  fileName: string;
  contentType: string;
  size: number;
}

/** The same picture again records nothing; a product keeps at most MAX_PRODUCT_IMAGES. */
export function decideAddImage(c: AddImage, s: ProductState): ProductEvent[] {
  requireProduct(s, c.productId);
  // The same picture uploaded again is already there: nothing to record.
  if (s.data.images.includes(c.url)) return [];
  if (s.data.images.length >= MAX_PRODUCT_IMAGES) {
    throw new DomainError('too_many_images', `Product ${s.data.code} already has ${MAX_PRODUCT_IMAGES} images; remove one first.`, 409, { field: 'images' });
  }
  const { type: _t, ...data } = c;
  return [{ type: 'ProductImageAdded', data }];
}
