import { spec, testContext } from '../../../platform/cqrs/decider-spec.js';
import { productDecider } from '../product.decider.js';
import { create, created, data } from '../testing/product-fixtures.js';

describe('create product', () => {
  it('creates a product with canonical sizes, cost and prices', () => spec(productDecider).given([]).when(create).then([created]));
  it('refuses to create it twice', () => spec(productDecider).given([created]).when(create).thenFails('product_exists'));
  it('a packing size must be greater than 0', () =>
    spec(productDecider).given([]).when({ ...create, packings: { box: { size: '0', barcode: '', enabled: true } } }).thenFails('invalid_packing_size'));
  it('one barcode may not go to two units of the product', () =>
    spec(productDecider).given([]).when({ ...create, packings: { box: { size: '24', barcode: '780', enabled: true } } }).thenFails('barcode_taken'));
  it('a price for a packing the product lacks is refused', () =>
    spec(productDecider).given([]).when({ ...create, prices: { bag: { retail: '1' } } }).thenFails('price_without_packing'));

  describe('what it names (the loader looks it up)', () => {
    const withCategory = { ...create, data: { ...data, categoryId: 'c1' } };
    const withSizes = { ...create, data: { ...data, sizeGroupId: 'g1', sizes: ['M', 'XXL'] } };
    const group = { name: 'Ropa', disabled: false, sizes: ['S', 'M', 'L'] };

    it('an unknown or disabled category is refused', () => {
      spec(productDecider).given([]).when({ ...withCategory, facts: { ...create.facts, category: null } }).thenFails('unknown_category');
      spec(productDecider).given([]).when({ ...withCategory, facts: { ...create.facts, category: { name: 'Bebidas', disabled: true } } }).thenFails('category_disabled');
      spec(productDecider).given([]).when({ ...withCategory, facts: { ...create.facts, category: { name: 'Bebidas', disabled: false } } }).then((events) => expect(events[0].data).toMatchObject({ categoryId: 'c1' }));
    });

    it('an unknown or disabled size group, or a size not in the group, is refused', () => {
      spec(productDecider).given([]).when({ ...withSizes, facts: { ...create.facts, sizeGroup: null } }).thenFails('unknown_size_group');
      spec(productDecider).given([]).when({ ...withSizes, facts: { ...create.facts, sizeGroup: { ...group, disabled: true } } }).thenFails('size_group_disabled');
      spec(productDecider).given([]).when({ ...withSizes, facts: { ...create.facts, sizeGroup: group } }).thenFails('unknown_size');
      spec(productDecider)
        .given([])
        .when({ ...withSizes, data: { ...withSizes.data, sizes: ['M', 'L'] }, facts: { ...create.facts, sizeGroup: group } })
        .then((events) => expect(events[0].data).toMatchObject({ sizeGroupId: 'g1', sizes: ['M', 'L'] }));
    });

    it('a code or barcode another product has is refused (409), naming the barcode', () => {
      spec(productDecider).given([]).when({ ...create, facts: { ...create.facts, codeTaken: true } }).thenFails('product_code_taken');
      const clash = { ...create, facts: { ...create.facts, barcodeTaken: { barcode: '1780', unit: 'box' } } };
      spec(productDecider).given([]).when(clash).thenFails('barcode_taken');
      expect(() => productDecider.decide(clash, productDecider.initialState(), testContext())).toThrow('Barcode 1780 is already on another product (unit box).');
    });
  });
});
