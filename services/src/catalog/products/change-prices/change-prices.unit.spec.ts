import { ConcurrencyError } from '../../../platform/event-store/errors.js';
import { spec, testContext } from '../../../platform/cqrs/decider-spec.js';
import { fold } from '../../../platform/cqrs/decider.js';
import { productDecider } from '../product.decider.js';
import { created } from '../testing/product-fixtures.js';

describe('change prices', () => {
  it('changing prices of an unknown product: 404', () =>
    spec(productDecider).given([]).when({ type: 'ChangePrices', productId: 'p1', prices: { unit: { retail: '1' } } }).thenFails('product_not_found'));
  it('equal prices in another spelling change nothing', () =>
    spec(productDecider).given([created]).when({ type: 'ChangePrices', productId: 'p1', prices: { unit: { retail: '590.00' } } }).thenNothing());
  it('a new price is recorded with old -> new', () =>
    spec(productDecider)
      .given([created])
      .when({ type: 'ChangePrices', productId: 'p1', prices: { unit: { member: '550' } } })
      .then((events) => expect((events[0].data as any).changes).toEqual([{ unit: 'unit', priceType: 'member', old: null, new: '550' }])));

  describe('the price-change list, product by product', () => {
    const items = [
      { productId: 'p1', prices: { unit: { retail: '650' } } },
      { productId: 'p2', version: 3, prices: { bag: { retail: '1' } } },
    ];
    const listed = (index: number, streamVersion = 1, list = items) => ({ type: 'ChangeListedPrices' as const, items: list, index, streamVersion });

    it("decides the item's product", () => spec(productDecider).given([created]).when(listed(0)).then((events) => expect(events.map((e) => e.type)).toEqual(['ProductPricesChanged'])));

    it('a product listed twice is refused (when the first item is decided)', () => {
      const twice = [items[0], { productId: 'p1', prices: { unit: { retail: '700' } } }];
      spec(productDecider).given([created]).when(listed(0, 1, twice)).thenFails('duplicate_product');
    });

    it('a version the screen names must be the current one (409)', () => {
      const state = fold(productDecider, [created]);
      expect(() => productDecider.decide(listed(1, 1), state, testContext())).toThrow(ConcurrencyError);
    });

    it("a refusal names the item: 'items.1: ...'", () => {
      const state = fold(productDecider, [created]);
      expect(() => productDecider.decide(listed(1, 3), state, testContext())).toThrow(/^items\.1: A bag price needs a bag packing/);
      spec(productDecider).given([created]).when(listed(1, 3)).thenFails('price_without_packing');
    });
  });
});
