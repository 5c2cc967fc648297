import { emptyPriceTable, type ProductCreated } from '@tradedesk/contracts/catalog/products';
import { spec } from '../platform/cqrs/decider-spec.js';
import { productDecider } from './product.decider.js';

const data = {
  code: 'COLA',
  name: 'Cola',
  names: {},
  categoryId: null,
  unitLabel: '',
  barcode: '780',
  cost: '300.50',
  images: [],
  sizeGroupId: null,
  sizes: [],
  colors: [],
  shelfLifeDays: null,
};
const create = { type: 'CreateProduct' as const, productId: 'p1', data, packings: { box: { size: '24.0', barcode: '1780', enabled: true } }, prices: { unit: { retail: '590' }, box: { wholesale: '10000' } } };
const prices = emptyPriceTable();
prices.unit.retail = '590';
prices.box.wholesale = '10000';
const created: ProductCreated = {
  type: 'ProductCreated',
  data: { productId: 'p1', ...data, cost: '300.5', packings: { box: { size: '24', barcode: '1780', enabled: true }, bigBag: null, bag: null }, prices },
};

describe('product decider', () => {
  it('creates a product with canonical sizes, cost and prices', () => spec(productDecider).given([]).when(create).then([created]));
  it('refuses to create it twice', () => spec(productDecider).given([created]).when(create).thenFails('product_exists'));
  it('a packing size must be greater than 0', () =>
    spec(productDecider).given([]).when({ ...create, packings: { box: { size: '0', barcode: '', enabled: true } } }).thenFails('invalid_packing_size'));
  it('one barcode may not go to two units of the product', () =>
    spec(productDecider).given([]).when({ ...create, packings: { box: { size: '24', barcode: '780', enabled: true } } }).thenFails('barcode_taken'));
  it('a price for a packing the product lacks is refused', () =>
    spec(productDecider).given([]).when({ ...create, prices: { bag: { retail: '1' } } }).thenFails('price_without_packing'));
  it('a change records only what changed; price changes go to ProductPricesChanged with old -> new', () =>
    spec(productDecider)
      .given([created])
      .when({ type: 'ChangeProduct', productId: 'p1', changes: { name: 'Cola 350', code: 'COLA' }, prices: { unit: { retail: '650' }, box: { wholesale: null } } })
      .then((events) => {
        expect(events.map((e) => e.type)).toEqual(['ProductChanged', 'ProductPricesChanged']);
        expect(events[0].data).toEqual({ productId: 'p1', changes: { name: 'Cola 350' } });
        expect((events[1].data as any).changes).toEqual([
          { unit: 'unit', priceType: 'retail', old: '590', new: '650' },
          { unit: 'box', priceType: 'wholesale', old: '10000', new: null },
        ]);
      }));
  it('removing a packing clears its typed prices', () =>
    spec(productDecider)
      .given([created])
      .when({ type: 'ChangeProduct', productId: 'p1', changes: { packings: { box: null } } })
      .then((events) => {
        expect((events[0].data as any).changes.packings).toEqual({ box: null, bigBag: null, bag: null });
        expect((events[1].data as any).changes).toEqual([{ unit: 'box', priceType: 'wholesale', old: '10000', new: null }]);
      }));
  it('nothing changed: no event', () => spec(productDecider).given([created]).when({ type: 'ChangeProduct', productId: 'p1', changes: { name: 'Cola' } }).thenNothing());
  it('changing prices of an unknown product: 404', () =>
    spec(productDecider).given([]).when({ type: 'ChangePrices', productId: 'p1', prices: { unit: { retail: '1' } } }).thenFails('product_not_found'));
  it('equal prices in another spelling change nothing', () =>
    spec(productDecider).given([created]).when({ type: 'ChangePrices', productId: 'p1', prices: { unit: { retail: '590.00' } } }).thenNothing());
  it('disable and enable are idempotent', () => {
    spec(productDecider).given([created]).when({ type: 'DisableProduct', productId: 'p1' }).then([{ type: 'ProductDisabled', data: { productId: 'p1' } }]);
    spec(productDecider).given([created, { type: 'ProductDisabled', data: { productId: 'p1' } }]).when({ type: 'DisableProduct', productId: 'p1' }).thenNothing();
    spec(productDecider).given([created]).when({ type: 'EnableProduct', productId: 'p1' }).thenNothing();
    spec(productDecider).given([]).when({ type: 'EnableProduct', productId: 'p1' }).thenFails('product_not_found');
  });
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
});
