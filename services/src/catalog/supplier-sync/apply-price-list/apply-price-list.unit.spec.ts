import { ConcurrencyError } from '../../../platform/event-store/errors.js';
import { spec, testContext } from '../../../platform/cqrs/decider-spec.js';
import { fold } from '../../../platform/cqrs/decider.js';
import { productDecider } from '../../products/product.decider.js';
import { created } from '../../products/testing/product-fixtures.js';
import type { ApplyPriceList } from './apply-price-list.decide.js';

// `created`: product p1 at version 1, a box of 24 (barcode 1780), retail 590.
const known = { supplierExists: true, takenItemCodes: [] };
const apply = (items: ApplyPriceList['items'], over: Partial<ApplyPriceList> = {}): ApplyPriceList => ({ type: 'ApplyPriceList', supplierId: 's1', items, index: 0, streamVersion: 1, facts: known, ...over });
const item = (over: Partial<ApplyPriceList['items'][number]> = {}) => ({ productId: 'p1', version: 1, priceUnit: 'unit' as const, ...over });

describe('apply price list', () => {
  it('packings first (keeping their barcodes), then the purchase price, then the item code', () =>
    spec(productDecider)
      .given([created])
      .when(apply([item({ itemCode: 'Y-100', purchasePrice: '110.50', packings: { box: '48', bag: '6' } })]))
      .then((events) => {
        expect(events.map((e) => e.type)).toEqual(['ProductChanged', 'ProductPricesChanged', 'ProductSupplierLinked']);
        expect((events[0].data as any).changes.packings).toEqual({ box: { size: '48', barcode: '1780', enabled: true }, bigBag: null, bag: { size: '6', barcode: '', enabled: true } });
        expect((events[1].data as any).changes).toEqual([{ unit: 'unit', priceType: 'purchase', old: null, new: '110.5' }]);
        expect(events[2].data).toEqual({ productId: 'p1', supplierId: 's1', itemCode: 'Y-100' });
      }));

  it('a price for a packing the list adds is accepted', () =>
    spec(productDecider)
      .given([created])
      .when(apply([item({ purchasePrice: '9', priceUnit: 'bag', packings: { bag: '6' } })]))
      .then((events) => expect(events.map((e) => e.type)).toEqual(['ProductChanged', 'ProductPricesChanged'])));

  it("the list's own rules: a known supplier, each product once, each item code once and nobody else's", () => {
    spec(productDecider).given([created]).when(apply([item({ itemCode: 'Y-1' })], { facts: { ...known, supplierExists: false } })).thenFails('supplier_not_found');
    spec(productDecider).given([created]).when(apply([item({ itemCode: 'Y-1' }), item({ purchasePrice: '1' })])).thenFails('duplicate_product');
    spec(productDecider).given([created]).when(apply([item({ itemCode: 'Y-1' }), item({ productId: 'p2', itemCode: 'y-1' })])).thenFails('item_code_taken');
    spec(productDecider).given([created]).when(apply([item({ itemCode: 'Y-200' })], { facts: { ...known, takenItemCodes: [{ itemCode: 'Y-200', productId: 'p9' }] } })).thenFails('item_code_taken');
  });

  it('an unknown product is 404 naming the item; a product changed since the comparison is 409', () => {
    spec(productDecider).given([]).when(apply([item({ itemCode: 'Y-1' })])).thenFails('product_not_found');
    expect(() => productDecider.decide(apply([item({ itemCode: 'Y-1' })], { streamVersion: 2 }), fold(productDecider, [created]), testContext())).toThrow(ConcurrencyError);
  });

  it("a refusal names the item: 'items.1: ...'", () => {
    const list = [item({ productId: 'p0', itemCode: 'Y-0' }), item({ purchasePrice: '9', priceUnit: 'bag' })];
    expect(() => productDecider.decide(apply(list, { index: 1 }), fold(productDecider, [created]), testContext())).toThrow(/^items\.1: /);
    spec(productDecider).given([created]).when(apply(list, { index: 1 })).thenFails('price_without_packing');
  });

  it('nothing new: no event', () =>
    spec(productDecider)
      .given([created, { type: 'ProductSupplierLinked', data: { productId: 'p1', supplierId: 's1', itemCode: 'Y-1' } }])
      .when(apply([item({ itemCode: 'Y-1', packings: { box: '24' } })], { streamVersion: 2, items: [item({ version: 2, itemCode: 'Y-1', packings: { box: '24' } })] }))
      .thenNothing());
});
