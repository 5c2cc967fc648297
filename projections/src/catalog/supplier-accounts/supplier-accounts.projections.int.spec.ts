import { productSupplierCodesProjector } from '../../catalog/product-supplier-codes/product-supplier-codes.projector.js';
import { productsProjector } from '../../catalog/products/products.projector.js';
import { supplierAccountsProjector } from '../../catalog/supplier-accounts/supplier-accounts.projector.js';
import { listSupplierBalances, supplierAccount } from '../../catalog/supplier-accounts/supplier-accounts.query.js';
import { suppliersProjector } from '../../catalog/suppliers/suppliers.projector.js';
import { categoriesProjector } from '../../catalog/categories/categories.projector.js';
import { usersProjector } from '../../identity/users/users.projector.js';
import { companySettingsProjector } from '../../settings/company-settings/company-settings.projector.js';
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

/** Payables follow purchasing: a receipt charges the supplier (order currency), a return credits it; once per document. */
describe('supplier-accounts projection: purchase receipts and returns', () => {
  const t = useProjectorDb([usersProjector, companySettingsProjector, suppliersProjector, supplierAccountsProjector]);
  const moved = (v: number, type: string, id: string, amount: string) =>
    stored('purchase-order-po1', v, type, {
      purchaseOrderId: 'po1', number: 'PO-1', supplierId: 's1', warehouseId: 'w1', zoneId: null, currency: 'USD', rate: '950', costCurrency: 'CLP', lines: [], amount,
      ...(type === 'PurchaseOrderReceived'
        ? { receiptId: id, receiptNumber: `RC-${id}`, receivedAt: '2026-01-10T02:00:00.000Z' }
        : { returnId: id, returnNumber: `PR-${id}`, returnedAt: '2026-01-12T15:00:00.000Z', reason: 'dented' }),
    });

  it('the balance after a receipt and a return, entries of kind purchase / purchase-return with their source; a replay changes nothing', async () => {
    const events = [
      posting(1, 'e1', 'USD', '100', { kind: 'opening', method: null }),
      moved(4, 'PurchaseOrderReceived', 'r1', '125.00'),
      moved(6, 'PurchaseGoodsReturned', 'b1', '12.50'),
      posting(2, 'e2', 'USD', '-50'),
    ];
    await supplierAccountsProjector.apply(events.slice(0, 2), t.ctx());
    await supplierAccountsProjector.apply(events, t.ctx());
    const a = await supplierAccount(t.db, 's1', { page: 1, limit: 50 });
    expect(a.version).toBe(2);
    expect(a.balances).toEqual([{ currency: 'USD', balance: '162.5', entries: 4 }]);
    expect(a.entries.map((e) => [e.entryId, e.kind, e.amount, e.balanceAfter, e.date, e.source?.number, e.reference])).toEqual([
      ['e2', 'payment', '-50', '162.5', '2026-01-02', undefined, ''],
      ['b1', 'purchase-return', '-12.5', '212.5', '2026-01-12', 'PO-1', 'PR-b1'],
      // 02:00 UTC on the 10th is still the 9th in the company's default time zone (UTC-4).
      ['r1', 'purchase', '125', '225', '2026-01-09', 'PO-1', 'RC-r1'],
      ['e1', 'opening', '100', '100', '2026-01-01', undefined, ''],
    ]);
  });
});
