import { spec } from '../../../platform/cqrs/decider-spec.js';
import { productDecider } from '../product.decider.js';
import { created } from '../testing/product-fixtures.js';

describe('set product status', () => {
  it('disable and enable are idempotent', () => {
    spec(productDecider).given([created]).when({ type: 'DisableProduct', productId: 'p1' }).then([{ type: 'ProductDisabled', data: { productId: 'p1' } }]);
    spec(productDecider).given([created, { type: 'ProductDisabled', data: { productId: 'p1' } }]).when({ type: 'DisableProduct', productId: 'p1' }).thenNothing();
    spec(productDecider).given([created]).when({ type: 'EnableProduct', productId: 'p1' }).thenNothing();
    spec(productDecider).given([]).when({ type: 'EnableProduct', productId: 'p1' }).thenFails('product_not_found');
  });
  it('a disabled product is enabled again', () =>
    spec(productDecider).given([created, { type: 'ProductDisabled', data: { productId: 'p1' } }]).when({ type: 'EnableProduct', productId: 'p1' }).then([{ type: 'ProductEnabled', data: { productId: 'p1' } }]));
});
