import { emptyPriceTable } from '@tradedesk/contracts/catalog/products';
import { productSupplierCodesProjector } from '../../catalog/product-supplier-codes/product-supplier-codes.projector.js';
import { productsForSync, supplierItemCodes } from '../../catalog/product-supplier-codes/product-supplier-codes.query.js';
import { productsProjector } from '../../catalog/products/products.projector.js';
import { getProduct } from '../../catalog/products/products.query.js';
import { supplierAccountsProjector } from '../../catalog/supplier-accounts/supplier-accounts.projector.js';
import { suppliersProjector } from '../../catalog/suppliers/suppliers.projector.js';
import { categoriesProjector } from '../../catalog/categories/categories.projector.js';
import { usersProjector } from '../../identity/users/users.projector.js';
import { storedEvent, useProjectorDb } from '../../testing/projector-scenario.js';

const stored = storedEvent;
const posting = (v: number, entryId: string, currency: string, amount: string, over: Record<string, unknown> = {}) =>
  stored('supplier-account-s1', v, 'SupplierAccountPosted', {
    supplierId: 's1', entryId, kind: 'payment', currency, amount, date: `2026-01-0${v}`, method: 'cash', reference: '', reason: '', note: '', source: null, reverses: null, ...over,
  });

/** The supplier item codes of products: events -> rows, and a replay changes nothing. */
describe('product-supplier-codes projection', () => {
  const t = useProjectorDb([usersProjector, suppliersProjector, categoriesProjector, productsProjector, supplierAccountsProjector, productSupplierCodesProjector], async (ctx) => {
      await suppliersProjector.apply(
        [stored('supplier-s1', 1, 'SupplierCreated', { supplierId: 's1', code: 'YIWU', name: 'Yiwu', contact: '', phone: '', email: '', currency: 'USD', country: 'CN' })],
        ctx(),
      );
  });
  const { ctx } = t;

  it('supplier item codes: linked, relinked, unlinked; the product row moves to the new version', async () => {
    const created = stored('product-p1', 1, 'ProductCreated', {
      productId: 'p1', code: 'VASO', name: 'Vaso', names: {}, categoryId: null, unitLabel: '', barcode: '780', cost: '0',
      packings: { box: null, bigBag: null, bag: null }, prices: emptyPriceTable(), images: [], sizeGroupId: null, sizes: [], colors: [], shelfLifeDays: null,
    });
    const link = (v: number, itemCode: string) => stored('product-p1', v, 'ProductSupplierLinked', { productId: 'p1', supplierId: 's1', itemCode });
    const events = [created, link(2, 'Y-1'), link(3, 'Y-2'), stored('product-p1', 4, 'ProductSupplierUnlinked', { productId: 'p1', supplierId: 's1' }), link(5, 'Y-3')];
    for (const e of events) {
      await productsProjector.apply([e], ctx());
      await productSupplierCodesProjector.apply([e], ctx());
    }
    await productsProjector.apply(events, ctx());
    await productSupplierCodesProjector.apply(events.slice(1), ctx());
    expect([...(await supplierItemCodes(t.db, 's1')).entries()]).toEqual([['y-3', 'p1']]);
    expect(await getProduct(t.db, 'p1')).toMatchObject({ suppliers: { s1: 'Y-3' }, version: 5 });
    expect((await productsForSync(t.db, ['p1']))[0]).toMatchObject({ code: 'VASO', version: 5, suppliers: { s1: 'Y-3' } });
  });
});
