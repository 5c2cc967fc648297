import { productsProjector } from '../../catalog/products/products.projector.js';
import { productsForStock, findByBarcode, getProduct } from '../../catalog/products/products.query.js';
import { categoriesProjector } from '../../catalog/categories/categories.projector.js';
import { priceChangesProjector } from '../../catalog/price-changes/price-changes.projector.js';
import { warehousesProjector } from '../../catalog/warehouses/warehouses.projector.js';
import { usersProjector } from '../../identity/users/users.projector.js';
import { emptyPriceTable } from '@tradedesk/contracts/catalog/products';
import { storedEvent, useProjectorDb } from '../../testing/projector-scenario.js';

const stored = storedEvent;

/** rm.products and rm.product_barcodes from product events, a replay changes nothing, and the queries the inventory context reads. */
describe('products projection', () => {
  const t = useProjectorDb([usersProjector, categoriesProjector, productsProjector, priceChangesProjector, warehousesProjector]);
  const { ctx } = t;

  const prices = emptyPriceTable();
  prices.unit.retail = '590';
  const product = [
    stored('product-p1', 1, 'ProductCreated', {
      productId: 'p1', code: 'COLA', name: 'Cola', names: {}, categoryId: 'c1', unitLabel: '', barcode: '780', cost: '300',
      packings: { box: { size: '24', barcode: '1780', enabled: true }, bigBag: { size: '144', barcode: '2780', enabled: false }, bag: null },
      prices, images: [], sizeGroupId: null, sizes: [], colors: [], shelfLifeDays: null,
    }),
    stored('product-p1', 2, 'ProductChanged', { productId: 'p1', changes: { name: 'Cola 350', packings: { box: { size: '12', barcode: '1781', enabled: true }, bigBag: null, bag: null } } }),
    stored('product-p1', 3, 'ProductPricesChanged', { productId: 'p1', prices: { ...prices, unit: { ...prices.unit, retail: '650' } }, changes: [{ unit: 'unit', priceType: 'retail', old: '590', new: '650' }] }),
    stored('product-p1', 4, 'ProductDisabled', { productId: 'p1' }),
  ];

  it('products: rows, barcodes follow the packings, and a replay changes nothing', async () => {
    await categoriesProjector.apply([stored('category-c1', 1, 'CategoryCreated', { categoryId: 'c1', name: 'Bebidas', parentId: null })], ctx());
    await productsProjector.apply(product.slice(0, 1), ctx());
    expect((await productsForStock(t.db, ['p1'])).get('p1')).toEqual({ id: 'p1', code: 'COLA', name: 'Cola', status: 'active', cost: '300', packings: { box: '24', bigBag: null, bag: null } });
    expect((await findByBarcode(t.db, '2780'))?.unit).toBe('bigBag');
    await productsProjector.apply(product.slice(1), ctx());
    await productsProjector.apply(product, ctx());
    const p = await getProduct(t.db, 'p1');
    expect(p).toMatchObject({ name: 'Cola 350', status: 'disabled', version: 4, categoryName: 'Bebidas' });
    expect(p!.effectivePrices.box.retail).toBe('7800');
    expect(await findByBarcode(t.db, '1780')).toBeNull();
    expect((await findByBarcode(t.db, '1781'))?.unit).toBe('box');
    expect((await productsForStock(t.db, ['p1', 'nope'])).size).toBe(1);
  });
});
