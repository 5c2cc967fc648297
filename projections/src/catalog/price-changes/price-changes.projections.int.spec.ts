import { productsProjector } from '../../catalog/products/products.projector.js';
import { categoriesProjector } from '../../catalog/categories/categories.projector.js';
import { priceChangesProjector } from '../../catalog/price-changes/price-changes.projector.js';
import { warehousesProjector } from '../../catalog/warehouses/warehouses.projector.js';
import { usersProjector } from '../../identity/users/users.projector.js';
import { emptyPriceTable } from '@tradedesk/contracts/catalog/products';
import { storedEvent, useProjectorDb } from '../../testing/projector-scenario.js';

const stored = storedEvent;

/** The price-change log: one row per change of a typed price. */
describe('price-changes projection', () => {
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

  it('price-change log: one row per change, once', async () => {
    await priceChangesProjector.apply([product[2]], ctx());
    await priceChangesProjector.apply([product[2]], ctx());
    const { rows } = await t.db.query(`select product_id, unit, price_type, old_price, new_price, user_id from rm.price_changes`);
    expect(rows).toEqual([{ product_id: 'p1', unit: 'unit', price_type: 'retail', old_price: '590', new_price: '650', user_id: 'u1' }]);
  });
});
