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

  it('a transfer to China and a check we issued or endorsed pay the supplier too; a bounced issued check and a reversed transfer do not', async () => {
    const face = { bank: 'Chase', drawer: 'Us', currency: 'USD', issueDate: '2026-01-15', dueDate: '2026-01-20', memo: '' };
    await purchaseMoneyProjector.apply(
      [
        storedEvent('money-transfer-t1', 1, 'TransferToChinaSent', {
          transferId: 't1', fromAccountId: 'bank', currency: 'USD', amount: '100', fee: '0', supplierId: 's1', receivedCurrency: 'USD', rate: '1', receivedAmount: '100', date: '2026-01-15', reference: 'MT103', memo: '',
        }),
        storedEvent('check-k1', 1, 'CheckIssued', { ...face, checkId: 'k1', number: '501', amount: '150', date: '2026-01-15', supplierId: 's1', accountId: 'bank' }),
        storedEvent('check-k2', 1, 'CheckIssued', { ...face, checkId: 'k2', number: '502', amount: '40', date: '2026-01-15', supplierId: 's1', accountId: 'bank' }),
        storedEvent('check-k2', 2, 'CheckBounced', { checkId: 'k2', number: '502', direction: 'issued', partyType: 'supplier', partyId: 's1', currency: 'USD', amount: '40', date: '2026-01-16', reason: 'no funds', source: null }),
        storedEvent('money-transfer-t2', 1, 'TransferToChinaSent', {
          transferId: 't2', fromAccountId: 'bank', currency: 'USD', amount: '30', fee: '0', supplierId: 's1', receivedCurrency: 'USD', rate: '1', receivedAmount: '30', date: '2026-01-15', reference: 'MT104', memo: '',
        }),
        storedEvent('money-transfer-t2', 2, 'MoneyTransferReversed', {
          transferId: 't2', kind: 'china', postings: [], supplier: { supplierId: 's1', currency: 'USD', amount: '30' }, date: '2026-01-16', reason: 'wrong supplier',
        }),
      ],
      t.ctx(),
    );
    // PO-2 owed 300: the transfer's 100 and the check's 150 settle 250 of it; the bounced check and the reversed transfer count for nothing.
    const po2 = (await listPurchaseMoney(t.db, { state: 'all', search: 'PO-2', page: 1, limit: 50 })).documents.find((d) => d.number === 'PO-2');
    expect(po2).toMatchObject({ total: '500', paid: '450', outstanding: '50', accounts: ['Chase'] });
  });
});
