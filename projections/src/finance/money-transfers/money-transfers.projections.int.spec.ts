import { type MoneyTransferEvent, transferPostings } from '@tradedesk/contracts/finance/money-transfers';
import { supplierAccountsProjector } from '../../catalog/supplier-accounts/supplier-accounts.projector.js';
import { supplierAccount } from '../../catalog/supplier-accounts/supplier-accounts.query.js';
import { suppliersProjector } from '../../catalog/suppliers/suppliers.projector.js';
import { usersProjector } from '../../identity/users/users.projector.js';
import { companySettingsProjector } from '../../settings/company-settings/company-settings.projector.js';
import { storedEvent, useProjectorDb } from '../../testing/projector-scenario.js';
import { accountPostingsProjector } from '../account-postings/account-postings.projector.js';
import { postedAsOf } from '../account-postings/account-postings.query.js';
import { moneyAccountsProjector } from '../money-accounts/money-accounts.projector.js';
import { moneyTransfersProjector } from './money-transfers.projector.js';
import { listMoneyTransfers } from './money-transfers.query.js';

const sent = (id: string, e: MoneyTransferEvent) => storedEvent(`money-transfer-${id}`, 1, e.type, e.data);
const opened = (id: string, currency: string) =>
  storedEvent(`money-account-${id}`, 1, 'MoneyAccountOpened', { accountId: id, kind: 'bank', name: `Account ${id}`, currency, openingBalance: '0', bankName: 'B', accountNumber: '' });

const domestic: MoneyTransferEvent = { type: 'DomesticTransferSent', data: { transferId: 't1', fromAccountId: 'cash', toAccountId: 'bank', currency: 'USD', amount: '500', fee: '2.5', date: '2026-01-10', memo: 'deposit' } };
const china: MoneyTransferEvent = {
  type: 'TransferToChinaSent',
  data: { transferId: 't2', fromAccountId: 'bank', currency: 'USD', amount: '1000', fee: '25', supplierId: 's1', receivedCurrency: 'CNY', rate: '7.1', receivedAmount: '7100', date: '2026-01-11', reference: 'MT1', memo: '' },
};
const exchange: MoneyTransferEvent = {
  type: 'CurrencyExchanged',
  data: {
    transferId: 't3', fromAccountId: 'bank', fromCurrency: 'USD', fromAmount: '100', toAccountId: 'cny', toCurrency: 'CNY', toAmount: '720', rate: '7.2', tableRate: '7.1',
    baseCurrency: 'CLP', differenceInBase: '-1400', date: '2026-01-12', memo: '',
  },
};
const chinaReversed: MoneyTransferEvent = {
  type: 'MoneyTransferReversed',
  data: {
    transferId: 't2', kind: 'china', postings: transferPostings(china as Extract<MoneyTransferEvent, { type: 'TransferToChinaSent' }>).map((p) => ({ ...p, effect: p.effect.replace(/^-/, '') })),
    supplier: { supplierId: 's1', currency: 'CNY', amount: '7100' }, date: '2026-01-12', reason: 'bounced',
  },
};

/** The transfer lists, what transfers do to account balances (the ledger) and to a supplier's payables; a replay changes nothing. */
describe('money-transfers projection', () => {
  const t = useProjectorDb([usersProjector, companySettingsProjector, suppliersProjector, supplierAccountsProjector, moneyAccountsProjector, accountPostingsProjector, moneyTransfersProjector], async (ctx) => {
    await suppliersProjector.apply([storedEvent('supplier-s1', 1, 'SupplierCreated', { supplierId: 's1', code: 'YIWU', name: 'Yiwu', contact: '', phone: '', email: '', currency: 'CNY', country: 'CN' })], ctx());
    await moneyAccountsProjector.apply([opened('cash', 'USD'), opened('bank', 'USD'), opened('cny', 'CNY')], ctx());
  });
  const { ctx } = t;

  it('lists each kind with names and totals, marks a reversal, moves balances and the supplier ledger once however often applied', async () => {
    const events = [sent('t1', domestic), sent('t2', china), sent('t3', exchange), { ...sent('t2', chinaReversed), streamVersion: 2 }];
    for (const p of [moneyTransfersProjector, accountPostingsProjector, supplierAccountsProjector]) {
      // The daemon hands each projector the events it handles.
      const handled = events.filter((e) => (p.handles as readonly string[]).includes(e.type));
      await p.apply(handled.slice(0, 2), ctx());
      await p.apply(handled, ctx());
      await p.apply(handled, ctx());
    }
    const db = t.db;
    const d = await listMoneyTransfers(db, 'domestic', { status: 'all', page: 1, limit: 50 });
    expect(d.transfers.map((x) => [x.id, x.fromAccountName, x.toAccountName, x.amount, x.fee, x.reversed])).toEqual([['t1', 'Account cash', 'Account bank', '500', '2.5', false]]);
    expect(d.totals).toEqual([{ currency: 'USD', amount: '500', fee: '2.5' }]);
    const c = await listMoneyTransfers(db, 'china', { status: 'all', page: 1, limit: 50 });
    expect(c.transfers.map((x) => [x.supplierName, x.toAmount, x.toCurrency, x.reversed, x.reversalReason])).toEqual([['Yiwu', '7100', 'CNY', true, 'bounced']]);
    expect(c.totals).toEqual([{ currency: 'USD', amount: '0', fee: '0' }]);
    expect((await listMoneyTransfers(db, 'china', { status: 'live', page: 1, limit: 50 })).total).toBe(0);
    const x = await listMoneyTransfers(db, 'exchange', { accountId: 'cny', status: 'all', page: 1, limit: 50 });
    expect(x.transfers.map((r) => [r.amount, r.currency, r.toAmount, r.toCurrency, r.rate, r.tableRate, r.differenceInBase])).toEqual([['100', 'USD', '720', 'CNY', '7.2', '7.1', '-1400']]);
    expect(x.differences).toEqual([{ currency: 'CLP', amount: '-1400' }]);

    // cash: -500 - 2.5; bank: +500 - 1000 - 25 (reversed: +1025) - 100; cny: +720.
    expect(Object.fromEntries(await postedAsOf(db, ['cash', 'bank', 'cny'], '2999-01-01T00:00:00Z'))).toEqual({ cash: '-502.5', bank: '400', cny: '720' });
    const ledger = await supplierAccount(db, 's1', { page: 1, limit: 50 });
    expect(ledger.balances).toEqual([{ currency: 'CNY', balance: '0', entries: 2 }]);
    expect(ledger.entries.map((e) => [e.entryId, e.kind, e.amount, e.reversedBy])).toEqual([
      ['transfer-t2-reversal', 'reversal', '7100', null],
      ['transfer-t2', 'payment', '-7100', 'transfer-t2-reversal'],
    ]);
  });
});
