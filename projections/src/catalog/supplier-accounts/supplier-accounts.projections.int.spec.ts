import { productSupplierCodesProjector } from '../../catalog/product-supplier-codes/product-supplier-codes.projector.js';
import { productsProjector } from '../../catalog/products/products.projector.js';
import { supplierAccountsProjector } from '../../catalog/supplier-accounts/supplier-accounts.projector.js';
import { listSupplierBalances, supplierAccount } from '../../catalog/supplier-accounts/supplier-accounts.query.js';
import { suppliersProjector } from '../../catalog/suppliers/suppliers.projector.js';
import { categoriesProjector } from '../../catalog/categories/categories.projector.js';
import { usersProjector } from '../../identity/users/users.projector.js';
import { storedEvent, useProjectorDb } from '../../testing/projector-scenario.js';

const stored = storedEvent;
const posting = (v: number, entryId: string, currency: string, amount: string, over: Record<string, unknown> = {}) =>
  stored('supplier-account-s1', v, 'SupplierAccountPosted', {
    supplierId: 's1', entryId, kind: 'payment', currency, amount, date: `2026-01-0${v}`, method: 'cash', reference: '', reason: '', note: '', source: null, reverses: null, ...over,
  });

/** The supplier ledger: events -> rows, and a replay changes nothing. */
describe('supplier-accounts projection', () => {
  const t = useProjectorDb([usersProjector, suppliersProjector, categoriesProjector, productsProjector, supplierAccountsProjector, productSupplierCodesProjector], async (ctx) => {
      await suppliersProjector.apply(
        [stored('supplier-s1', 1, 'SupplierCreated', { supplierId: 's1', code: 'YIWU', name: 'Yiwu', contact: '', phone: '', email: '', currency: 'USD', country: 'CN' })],
        ctx(),
      );
  });
  const { ctx } = t;

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
});
