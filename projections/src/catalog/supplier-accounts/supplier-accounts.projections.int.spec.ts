import { productSupplierCodesProjector } from '../../catalog/product-supplier-codes/product-supplier-codes.projector.js';
import { productsProjector } from '../../catalog/products/products.projector.js';
import { supplierAccountsProjector } from '../../catalog/supplier-accounts/supplier-accounts.projector.js';
import { listSupplierBalances, supplierAccount } from '../../catalog/supplier-accounts/supplier-accounts.query.js';
import { suppliersProjector } from '../../catalog/suppliers/suppliers.projector.js';
import { categoriesProjector } from '../../catalog/categories/categories.projector.js';
import { usersProjector } from '../../identity/users/users.projector.js';
import { companySettingsProjector } from '../../settings/company-settings/company-settings.projector.js';
import { payableAgeing } from '../../reports/ageing/ageing.query.js';
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

/**
 * Payment terms: a receipt falls due its day + the supplier's terms in force when it arrived.
 * By hand: s2 created with 30 days; receipt A 100 USD on 10 Jan -> due 9 Feb; terms changed to 60;
 * receipt B 40 USD on 20 Jan -> due 21 Mar; a payment of 30 on 25 Jan settles 30 of A (oldest first).
 */
describe('supplier-accounts projection: receipts fall due after the supplier\'s payment terms', () => {
  const t = useProjectorDb([usersProjector, companySettingsProjector, suppliersProjector, supplierAccountsProjector]);
  const supplier = (v: number, type: string, data: object) => stored('supplier-s2', v, type, { supplierId: 's2', ...data });
  const receipt = (id: string, amount: string, at: string) =>
    stored(`purchase-order-${id}`, 4, 'PurchaseOrderReceived', {
      purchaseOrderId: id, number: `PO-${id}`, supplierId: 's2', warehouseId: 'w1', zoneId: null, currency: 'USD', rate: '1', costCurrency: 'USD', lines: [], amount,
      receiptId: `r-${id}`, receiptNumber: `RC-${id}`, receivedAt: at,
    });
  const payment = stored('supplier-account-s2', 1, 'SupplierAccountPosted', {
    supplierId: 's2', entryId: 'p1', kind: 'payment', currency: 'USD', amount: '-30', date: '2026-01-25', method: 'cash', reference: '', reason: '', note: '', source: null, reverses: null,
  });
  const events = [
    supplier(1, 'SupplierCreated', { code: 'NING', name: 'Ningbo', contact: '', phone: '', email: '', currency: 'USD', country: 'CN', paymentTermsDays: 30 }),
    receipt('a', '100', '2026-01-10T15:00:00.000Z'),
    supplier(2, 'SupplierChanged', { changes: { paymentTermsDays: 60 } }),
    receipt('b', '40', '2026-01-20T15:00:00.000Z'),
    payment,
  ];
  const aged = async (asOf: string) =>
    (await payableAgeing(t.db, { asOf, limit: 10, offset: 0 })).rows.map((r) => [r.balance, r.notDue, r.days0to30, r.days31to60, r.days61to90, r.over90]);

  it('records each receipt\'s due date with the terms of its day and ages the payables by it; a replay and a rebuild-like second pass agree', async () => {
    for (const e of events) if (e.streamId === 'supplier-s2') await suppliersProjector.apply([e], t.ctx());
    // One batch, then the same batch again (the terms table never goes back to older terms).
    await supplierAccountsProjector.apply(events, t.ctx());
    await supplierAccountsProjector.apply(events.slice(0, 2), t.ctx());
    const { rows } = await t.db.query<{ entry_id: string; due: string | null }>(
      `select entry_id, to_char(due_date, 'YYYY-MM-DD') as due from rm.supplier_ledger order by seq`);
    expect(rows).toEqual([{ entry_id: 'r-a', due: '2026-02-09' }, { entry_id: 'r-b', due: '2026-03-21' }, { entry_id: 'p1', due: null }]);
    expect((await t.db.query(`select days from rm.supplier_terms where supplier_id = 's2'`)).rows).toEqual([{ days: 60 }]);
    // 31 Jan: A (70 left) and B (40) not yet due.
    expect(await aged('2026-01-31')).toEqual([['110', '110', '0', '0', '0', '0']]);
    // 10 Mar: A is 29 days past due (0-30), B not yet due.
    expect(await aged('2026-03-10')).toEqual([['110', '40', '70', '0', '0', '0']]);
    // 30 Apr: A 80 days past due (61-90), B 40 days (31-60).
    expect(await aged('2026-04-30')).toEqual([['110', '0', '0', '40', '70', '0']]);
  });
});
