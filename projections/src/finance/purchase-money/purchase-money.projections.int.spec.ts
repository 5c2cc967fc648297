import { suppliersProjector } from '../../catalog/suppliers/suppliers.projector.js';
import { companySettingsProjector } from '../../settings/company-settings/company-settings.projector.js';
import { storedEvent, useProjectorDb } from '../../testing/projector-scenario.js';
import { moneyAccountsProjector } from '../money-accounts/money-accounts.projector.js';
import { purchaseMoneyProjector } from './purchase-money.projector.js';
import { listPurchaseMoney } from './purchase-money.query.js';

const received = (po: string, v: number, number: string, amount: string, day: string, currency = 'USD') =>
  storedEvent(`purchase-order-${po}`, v, 'PurchaseOrderReceived', { purchaseOrderId: po, number, receiptId: `${po}-r${v}`, receiptNumber: `RC-${v}`, supplierId: 's1', currency, amount, receivedAt: `${day}T12:00:00.000Z` });
const returned = (po: string, v: number, number: string, amount: string) =>
  storedEvent(`purchase-order-${po}`, v, 'PurchaseGoodsReturned', { purchaseOrderId: po, number, returnId: `${po}-x${v}`, returnNumber: `PR-${v}`, supplierId: 's1', currency: 'USD', amount, returnedAt: '2026-01-12T12:00:00.000Z' });
let sv = 0;
const payment = (entryId: string, amount: string, accountId: string | null, date: string, over: Record<string, unknown> = {}) =>
  storedEvent('supplier-account-s1', ++sv, 'SupplierAccountPosted', {
    supplierId: 's1', entryId, kind: 'payment', currency: 'USD', amount: `-${amount}`, date, method: 'cash', reference: '', reason: '', note: '', source: null, reverses: null, accountId, ...over,
  });

/** Money out by purchase order: a supplier's payments settle its orders oldest first; reversed payments do not count. */
describe('purchase-money projection', () => {
  const t = useProjectorDb([companySettingsProjector, suppliersProjector, moneyAccountsProjector, purchaseMoneyProjector], async (ctx) => {
    await suppliersProjector.apply([storedEvent('supplier-s1', 1, 'SupplierCreated', { supplierId: 's1', code: 'YIWU', name: 'Yiwu Trading', contact: '', phone: '', email: '', currency: 'USD', country: 'CN' })], ctx());
    await moneyAccountsProjector.apply(
      [
        storedEvent('money-account-cash', 1, 'MoneyAccountOpened', { accountId: 'cash', kind: 'cash', name: 'Dollar box', currency: 'USD', openingBalance: '0', bankName: '', accountNumber: '' }),
        storedEvent('money-account-bank', 1, 'MoneyAccountOpened', { accountId: 'bank', kind: 'bank', name: 'Chase', currency: 'USD', openingBalance: '0', bankName: 'Chase', accountNumber: '1' }),
      ],
      ctx(),
    );
  });

  const events = [
    received('po1', 3, 'PO-1', '1000', '2026-01-10'),
    received('po1', 4, 'PO-1', '200', '2026-01-11'),
    returned('po1', 5, 'PO-1', '100'),
    received('po2', 3, 'PO-2', '500', '2026-01-12'),
    received('po3', 3, 'PO-3', '80', '2026-01-13', 'CNY'),
    payment('e1', '600', 'cash', '2026-01-12'),
    payment('e2', '700', 'bank', '2026-01-13'),
    payment('e3', '50', 'cash', '2026-01-14'),
    storedEvent('supplier-account-s1', ++sv, 'SupplierAccountPosted', { supplierId: 's1', entryId: 'r3', kind: 'reversal', currency: 'USD', amount: '50', date: '2026-01-14', method: null, reference: '', reason: 'twice', note: '', source: null, reverses: 'e3', accountId: 'cash' }),
  ];

  it('each order: what it charges, the part paid oldest first, what is owed, and the accounts that paid it; a replay changes nothing', async () => {
    await purchaseMoneyProjector.apply(events.slice(0, 6), t.ctx());
    await purchaseMoneyProjector.apply(events, t.ctx());
    const all = await listPurchaseMoney(t.db, { state: 'all', page: 1, limit: 50 });
    const byNumber = Object.fromEntries(all.documents.map((d) => [d.number, d]));
    // PO-1 charges 1000 + 200 - 100 = 1100: the 600 in cash and 500 of the 700 by bank settle it.
    expect(byNumber['PO-1']).toMatchObject({ partyCode: 'YIWU', partyName: 'Yiwu Trading', date: '2026-01-10', total: '1100', paid: '1100', outstanding: '0', accounts: ['Chase', 'Dollar box'] });
    // PO-2 gets the last 200 of the bank payment; the reversed 50 does not count.
    expect(byNumber['PO-2']).toMatchObject({ total: '500', paid: '200', outstanding: '300', accounts: ['Chase'] });
    expect(byNumber['PO-3']).toMatchObject({ currency: 'CNY', total: '80', paid: '0', outstanding: '80', accounts: [] });
    expect(all.totals).toEqual([
      { currency: 'CNY', total: '80', paid: '0', outstanding: '80', documents: 1 },
      { currency: 'USD', total: '1600', paid: '1300', outstanding: '300', documents: 2 },
    ]);
    expect((await listPurchaseMoney(t.db, { state: 'owed', currency: 'USD', page: 1, limit: 50 })).documents.map((d) => d.number)).toEqual(['PO-2']);
    expect((await listPurchaseMoney(t.db, { state: 'all', search: 'yiwu', page: 1, limit: 1 })).documents.map((d) => d.number)).toEqual(['PO-3']);
  });
});
