import { emptyPriceTable } from '@tradedesk/contracts/catalog/products';
import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import { productSupplierCodesProjector } from '@tradedesk/projections/catalog/product-supplier-codes/product-supplier-codes.projector';
import { productsForSync, supplierItemCodes } from '@tradedesk/projections/catalog/product-supplier-codes/product-supplier-codes.query';
import { productsProjector } from '@tradedesk/projections/catalog/products/products.projector';
import { getProduct } from '@tradedesk/projections/catalog/products/products.query';
import { supplierAccountsProjector } from '@tradedesk/projections/catalog/supplier-accounts/supplier-accounts.projector';
import { listSupplierBalances, supplierAccount } from '@tradedesk/projections/catalog/supplier-accounts/supplier-accounts.query';
import { suppliersProjector } from '@tradedesk/projections/catalog/suppliers/suppliers.projector';
import { categoriesProjector } from '@tradedesk/projections/catalog/categories/categories.projector';
import { usersProjector } from '@tradedesk/projections/identity/users/users.projector';
import { contextFor, LIVE_SCHEMA, type Projector } from '@tradedesk/projections/platform/projector';
import { freshPglite, type TestDatabase } from '../platform/testing/test-db.js';

let pos = 0;
const stored = (streamId: string, streamVersion: number, type: string, data: any): StoredEvent =>
  ({
    type, data, schemaVersion: 1, streamId, streamVersion, globalPosition: String(++pos), transactionId: '1',
    metadata: { userId: 'u1', commandId: 'c', correlationId: 'c', causationId: 'c' }, recordedAt: `2026-01-15T10:00:0${streamVersion}.000Z`,
  }) as StoredEvent;
const posting = (v: number, entryId: string, currency: string, amount: string, over: Record<string, unknown> = {}) =>
  stored('supplier-account-s1', v, 'SupplierAccountPosted', {
    supplierId: 's1', entryId, kind: 'payment', currency, amount, date: `2026-01-0${v}`, method: 'cash', reference: '', reason: '', note: '', source: null, reverses: null, ...over,
  });

/** The supplier ledger and the supplier item codes: events -> rows, and a replay changes nothing. */
describe('catalog basics projections', () => {
  let t: TestDatabase;
  const ctx = () => contextFor(t.db, LIVE_SCHEMA);
  const all: Projector[] = [usersProjector, suppliersProjector, categoriesProjector, productsProjector, supplierAccountsProjector, productSupplierCodesProjector];
  beforeAll(async () => {
    t = await freshPglite();
    await t.db.query('create schema if not exists rm');
    for (const p of all) await p.migrate(ctx());
    await suppliersProjector.apply(
      [stored('supplier-s1', 1, 'SupplierCreated', { supplierId: 's1', code: 'YIWU', name: 'Yiwu', contact: '', phone: '', email: '', currency: 'USD', country: 'CN' })],
      ctx(),
    );
  });
  afterAll(() => t?.drop());

  it('supplier ledger: running balance per currency in exact decimals, reversals marked, a replay changes nothing', async () => {
    const events = [
      posting(1, 'e1', 'USD', '1000.1', { kind: 'opening', method: null }),
      posting(2, 'e2', 'USD', '-0.2'),
      posting(3, 'e3', 'CNY', '-300', { kind: 'opening', method: null }),
      posting(4, 'e4', 'USD', '0.2', { kind: 'reversal', method: null, reverses: 'e2', reason: 'mistake' }),
      posting(5, 'e5', 'USD', '-999.99', { method: 'bank-check', reference: 'CH-7' }),
    ];
    await supplierAccountsProjector.apply(events.slice(0, 2), ctx());
    await supplierAccountsProjector.apply(events.slice(1), ctx());
    await supplierAccountsProjector.apply(events, ctx());
    const a = await supplierAccount(t.db, 's1', { page: 1, limit: 50 });
    expect(a.version).toBe(5);
    expect(a.balances).toEqual([
      { currency: 'CNY', balance: '-300', entries: 1 },
      { currency: 'USD', balance: '0.11', entries: 4 },
    ]);
    expect(a.entries.map((e) => [e.entryId, e.amount, e.balanceAfter, e.reversedBy])).toEqual([
      ['e5', '-999.99', '0.11', null],
      ['e4', '0.2', '1000.1', null],
      ['e3', '-300', '-300', null],
      ['e2', '-0.2', '999.9', 'e4'],
      ['e1', '1000.1', '1000.1', null],
    ]);
    expect(a.entries[0]).toMatchObject({ method: 'bank-check', reference: 'CH-7', date: '2026-01-05' });
    const list = await listSupplierBalances(t.db, { open: 'false', page: 1, limit: 50 });
    expect(list.balances.map((b) => [b.supplierCode, b.currency, b.balance, b.entries, b.lastDate])).toEqual([
      ['YIWU', 'CNY', '-300', 1, '2026-01-03'],
      ['YIWU', 'USD', '0.11', 4, '2026-01-05'],
    ]);
    expect((await supplierAccount(t.db, 's1', { currency: 'USD', from: '2026-01-02', to: '2026-01-04', page: 1, limit: 50 })).entries.map((e) => e.entryId)).toEqual(['e4', 'e2']);
  });

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
