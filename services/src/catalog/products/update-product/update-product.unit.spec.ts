import { spec } from '../../../platform/cqrs/decider-spec.js';
import { productDecider } from '../product.decider.js';
import { created, free } from '../testing/product-fixtures.js';

describe('update product', () => {
  it('a change records only what changed; price changes go to ProductPricesChanged with old -> new', () =>
    spec(productDecider)
      .given([created])
      .when({ type: 'ChangeProduct', productId: 'p1', changes: { name: 'Cola 350', code: 'COLA' }, prices: { unit: { retail: '650' }, box: { wholesale: null } }, facts: free })
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
      .when({ type: 'ChangeProduct', productId: 'p1', changes: { packings: { box: null } }, facts: free })
      .then((events) => {
        expect((events[0].data as any).changes.packings).toEqual({ box: null, bigBag: null, bag: null });
        expect((events[1].data as any).changes).toEqual([{ unit: 'box', priceType: 'wholesale', old: '10000', new: null }]);
      }));
  it('nothing changed: no event', () => spec(productDecider).given([created]).when({ type: 'ChangeProduct', productId: 'p1', changes: { name: 'Cola' }, facts: free }).thenNothing());
  it('an unknown product: 404', () => spec(productDecider).given([]).when({ type: 'ChangeProduct', productId: 'p1', changes: { name: 'x' }, facts: free }).thenFails('product_not_found'));

  describe('what it names (the loader looks it up)', () => {
    it('a new code another product has is refused; its own code is not looked at', () => {
      spec(productDecider).given([created]).when({ type: 'ChangeProduct', productId: 'p1', changes: { code: 'PEPSI' }, facts: { ...free, codeTaken: true } }).thenFails('product_code_taken');
      spec(productDecider).given([created]).when({ type: 'ChangeProduct', productId: 'p1', changes: { code: 'COLA', name: 'Cola 2' }, facts: { ...free, codeTaken: true } }).then((e) => expect(e).toHaveLength(1));
    });
    it('a barcode of the changed product that another product carries is refused', () =>
      spec(productDecider)
        .given([created])
        .when({ type: 'ChangeProduct', productId: 'p1', changes: { packings: { bag: { size: '6', barcode: '3780', enabled: true } } }, facts: { ...free, barcodeTaken: { barcode: '3780', unit: 'unit' } } })
        .thenFails('barcode_taken'));
    it('a newly given category must exist and be enabled', () => {
      spec(productDecider).given([created]).when({ type: 'ChangeProduct', productId: 'p1', changes: { categoryId: 'c9' }, facts: { ...free, category: null } }).thenFails('unknown_category');
      spec(productDecider).given([created]).when({ type: 'ChangeProduct', productId: 'p1', changes: { categoryId: 'c9' }, facts: { ...free, category: { name: 'Old', disabled: true } } }).thenFails('category_disabled');
    });
    it('the size group the product keeps may be disabled; its sizes must be in it', () => {
      const withGroup = { ...created, data: { ...created.data, sizeGroupId: 'g1', sizes: ['M'] } };
      const disabled = { name: 'Ropa', disabled: true, sizes: ['S', 'M', 'L', 'XL'] };
      spec(productDecider).given([withGroup]).when({ type: 'ChangeProduct', productId: 'p1', changes: { sizes: ['XL'] }, facts: { ...free, sizeGroup: disabled } }).then((e) => expect(e[0].data).toMatchObject({ changes: { sizes: ['XL'] } }));
      spec(productDecider).given([withGroup]).when({ type: 'ChangeProduct', productId: 'p1', changes: { sizes: ['XXL'] }, facts: { ...free, sizeGroup: disabled } }).thenFails('unknown_size');
      spec(productDecider).given([created]).when({ type: 'ChangeProduct', productId: 'p1', changes: { sizeGroupId: 'g1', sizes: ['M'] }, facts: { ...free, sizeGroup: disabled } }).thenFails('size_group_disabled');
    });
    it('a bad packing size is refused before anything is looked at', () =>
      spec(productDecider).given([created]).when({ type: 'ChangeProduct', productId: 'p1', changes: { packings: { box: { size: '0', barcode: '', enabled: true } } }, facts: { ...free, codeTaken: true } }).thenFails('invalid_packing_size'));
  });
});
