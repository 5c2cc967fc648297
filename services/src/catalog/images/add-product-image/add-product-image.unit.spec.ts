import { spec } from '../../../platform/cqrs/decider-spec.js';
import { productDecider } from '../../products/product.decider.js';
import { created } from '../../products/testing/product-fixtures.js';

describe('images', () => {
  const image = (n: number) => ({ type: 'AddImage' as const, productId: 'p1', imageId: `sha${n}`, url: `/be/api/products/p1/images/sha${n}`, fileName: `COLA-${n}.jpg`, contentType: 'image/jpeg', size: 1000 + n });
  const added = (n: number) => ({ type: 'ProductImageAdded' as const, data: (({ type: _t, ...d }) => d)(image(n)) });
  it('an uploaded image is recorded with its address, file name, type and size', () => spec(productDecider).given([created]).when(image(1)).then([added(1)]));
  it('the same picture again records nothing', () => spec(productDecider).given([created, added(1)]).when(image(1)).thenNothing());
  it('a product keeps at most 20 images', () => {
    const twenty = Array.from({ length: 20 }, (_, i) => added(i + 1));
    spec(productDecider).given([created, ...twenty]).when(image(21)).thenFails('too_many_images');
    spec(productDecider).given([created, ...twenty.slice(1)]).when(image(21)).then([added(21)]);
  });
  it('an image for an unknown product: 404', () => spec(productDecider).given([]).when(image(1)).thenFails('product_not_found'));
});
