import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import { emptyPriceTable } from '@tradedesk/contracts/catalog/products';
import { productsProjector } from '../../catalog/products/products.projector.js';
import { storedEvent, useProjectorDb } from '../../testing/projector-scenario.js';
import { tillCatalogueProjector } from './till-catalogue.projector.js';
import { tillChangesSince } from './till-catalogue.query.js';
import { tillProducts } from './till-products.js';

const at = (position: number, e: StoredEvent): StoredEvent => ({ ...e, globalPosition: String(position) });

/** The till catalogue's change log: per entry the position of its last change, read in position order, paged on whole positions. */
describe('till catalogue read model (pos-till-catalogue)', () => {
  // rm.products is where a product's body is read from; these first cases hold no product rows (bodies null).
  const db = useProjectorDb([productsProjector, tillCatalogueProjector]);
  const events = [
    at(10, storedEvent('product-a', 1, 'ProductCreated', { productId: 'a' })),
    at(11, storedEvent('product-b', 1, 'ProductCreated', { productId: 'b' })),
    at(12, storedEvent('customer-c', 1, 'CustomerCreated', { customerId: 'c' })),
    at(13, storedEvent('pay-method-m', 1, 'PayMethodAdded', { payMethodId: 'm' })),
    at(14, storedEvent('company', 2, 'CompanySettingsChanged', { changes: {} })),
    at(15, storedEvent('product-a', 2, 'ProductPricesChanged', { productId: 'a' })),
  ];

  it('keeps each entry once at its last change; a replay changes nothing; from a position only what changed after it', async () => {
    await tillCatalogueProjector.apply(events, db.ctx());
    await tillCatalogueProjector.apply(events.slice(0, 3), db.ctx());
    const all = await tillChangesSince(db.db, '0', 100);
    expect(all.changes.map((c) => `${c.kind}:${c.id}@${c.position}`)).toEqual(['product:b@11', 'customer:c@12', 'payMethod:m@13', 'settings:settings@14', 'product:a@15']);
    expect([all.position, all.more]).toEqual(['15', false]);
    const after = await tillChangesSince(db.db, '13', 100);
    expect(after.changes.map((c) => c.id)).toEqual(['settings', 'a']);
    expect(await tillChangesSince(db.db, '15', 100)).toEqual({ changes: [], position: '15', more: false });
  });

  it('pages of two: every entry once, `more` until the last', async () => {
    const pages: string[][] = [];
    for (let since = '0', more = true; more; ) {
      const page = await tillChangesSince(db.db, since, 2);
      pages.push(page.changes.map((c) => c.id));
      since = page.position;
      more = page.more;
    }
    expect(pages).toEqual([['b', 'c'], ['m', 'settings'], ['a']]);
  });

  it('orders positions as numbers: 999 before 1000 before 10000', async () => {
    await tillCatalogueProjector.apply(
      [at(999, storedEvent('product-x', 1, 'ProductCreated', { productId: 'x' })), at(1000, storedEvent('product-y', 1, 'ProductCreated', { productId: 'y' })), at(10000, storedEvent('product-z', 1, 'ProductCreated', { productId: 'z' }))],
      db.ctx(),
    );
    const page = await tillChangesSince(db.db, '15', 10);
    expect([page.changes.map((c) => c.id), page.position]).toEqual([['x', 'y', 'z'], '10000']);
    const first = await tillChangesSince(db.db, '15', 1);
    expect([first.changes.map((c) => c.id), first.position, first.more]).toEqual([['x'], '999', true]);
    const rest = await tillChangesSince(db.db, '999', 10);
    expect([rest.changes.map((c) => c.id), rest.position]).toEqual([['y', 'z'], '10000']);
  });

  it("keeps a product's body as the feed sends it, from rm.products when its change is applied: the price given, the barcodes, no cost; a price change rewrites it", async () => {
    const prices = emptyPriceTable();
    prices.unit.retail = '590';
    const created = at(20000, storedEvent('product-p1', 1, 'ProductCreated', {
      productId: 'p1', code: 'COLA', name: 'Cola', names: {}, categoryId: null, unitLabel: '', barcode: '780', cost: '300',
      packings: { box: { size: '24', barcode: '1780', enabled: true }, bigBag: { size: '144', barcode: '2780', enabled: false }, bag: null },
      prices, images: [], sizeGroupId: null, sizes: [], colors: [], shelfLifeDays: null,
    }));
    const repriced = at(20001, storedEvent('product-p1', 2, 'ProductPricesChanged', { productId: 'p1', prices: { ...prices, unit: { ...prices.unit, retail: '650' }, box: { ...prices.box, wholesale: '7000' } }, changes: [] }));
    await productsProjector.apply([created], db.ctx());
    await tillCatalogueProjector.apply([created], db.ctx());
    const body = async () => JSON.parse((await tillChangesSince(db.db, '19999', 10)).changes.find((c) => c.id === 'p1')!.body!);
    expect(await body()).toEqual({
      id: 'p1', code: 'COLA', name: 'Cola', status: 'active',
      packings: { box: '24', bigBag: null, bag: null },
      prices: { unit: { retail: '590' } },
      barcodes: [{ barcode: '780', unit: 'unit' }, { barcode: '1780', unit: 'box' }, { barcode: '2780', unit: 'bigBag' }],
    });
    await productsProjector.apply([repriced], db.ctx());
    await tillCatalogueProjector.apply([repriced], db.ctx());
    expect((await body()).prices).toEqual({ unit: { retail: '650' }, box: { wholesale: '7000' } });
    expect(await body()).toEqual((await tillProducts(db.db, ['p1']))[0]);
    // The barcodes read off the document are those rm.product_barcodes holds.
    const { rows } = await db.db.query<{ barcode: string; unit: string }>(`select barcode, unit from rm.product_barcodes where product_id = 'p1' order by barcode`);
    expect((await body()).barcodes.map((b: { barcode: string }) => b.barcode).sort()).toEqual(rows.map((r) => r.barcode));
  });
});
