import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import { suppliersProjector } from '../../catalog/suppliers/suppliers.projector.js';
import { customersProjector } from '../../customers/customers/customers.projector.js';
import { companySettingsProjector } from '../../settings/company-settings/company-settings.projector.js';
import { contextFor, LIVE_SCHEMA } from '../../platform/projector.js';
import { projectorTestDb, type ProjectorTestDb } from '../../testing/projector-db.js';
import { accountPostingsProjector } from '../account-postings/account-postings.projector.js';
import { moneyAccountsProjector } from '../money-accounts/money-accounts.projector.js';
import { listMoneyAccounts } from '../money-accounts/money-accounts.query.js';
import { checksProjector } from './checks.projector.js';
import { getCheck, listChecks } from './checks.query.js';

let pos = 0;
const stored = (streamId: string, streamVersion: number, type: string, data: any, recordedAt: string): StoredEvent =>
  ({ type, data, schemaVersion: 1, streamId, streamVersion, globalPosition: String(++pos), transactionId: '1', metadata: { userId: 'u1', commandId: 'c', correlationId: 'c', causationId: 'c' }, recordedAt }) as StoredEvent;

const bank = stored('money-account-b1', 1, 'MoneyAccountOpened', { accountId: 'b1', kind: 'bank', name: 'Banco', currency: 'CLP', openingBalance: '1000', bankName: 'BE', accountNumber: '1' }, '2026-01-10T09:00:00.000Z');
const face = { bank: 'BE', drawer: 'Ana', currency: 'CLP', issueDate: '2026-01-10', memo: '' };
const events = [
  stored('check-c1', 1, 'CheckReceived', { ...face, checkId: 'c1', number: '7', amount: '500', dueDate: '2026-01-20', date: '2026-01-11', customerId: 'cu1', source: null }, '2026-01-11T10:00:00.000Z'),
  stored('check-c1', 2, 'CheckDeposited', { checkId: 'c1', number: '7', accountId: 'b1', currency: 'CLP', amount: '500', date: '2026-01-12' }, '2026-01-12T10:00:00.000Z'),
  stored('check-c1', 3, 'CheckCleared', { checkId: 'c1', number: '7', direction: 'received', accountId: 'b1', currency: 'CLP', amount: '500', date: '2026-01-13' }, '2026-01-13T10:00:00.000Z'),
  stored('check-c2', 1, 'CheckIssued', { ...face, checkId: 'c2', number: '8', amount: '300', dueDate: '2026-01-25', date: '2026-01-11', supplierId: 's1', accountId: 'b1' }, '2026-01-11T11:00:00.000Z'),
  stored('check-c2', 2, 'CheckCleared', { checkId: 'c2', number: '8', direction: 'issued', accountId: 'b1', currency: 'CLP', amount: '300', date: '2026-01-14' }, '2026-01-14T10:00:00.000Z'),
  stored('sale-order-o1', 5, 'SaleOrderPaid', {
    orderId: 'o1', number: 'SO-1', customer: { id: 'cu2', code: 'C2', name: 'Almacén' }, currency: 'CLP', paid: '70', outstanding: '0',
    payments: [
      { paymentId: 'p1', method: 'bankCheck', amount: '60', reference: 'SV-1', dueDate: '2026-01-18', tendered: null, change: null, paidAt: '2026-01-11T13:00:00.000Z', bank: 'Banco Santander' },
      { paymentId: 'p2', method: 'cash', amount: '10', reference: '', dueDate: null, tendered: null, change: null, paidAt: '2026-01-11T13:00:00.000Z' },
    ],
  }, '2026-01-11T13:00:00.000Z'),
  stored('check-c3', 1, 'CheckReceived', { ...face, checkId: 'c3', number: '9', amount: '40', dueDate: '2026-01-12', date: '2026-01-11', customerId: 'cu1', source: null }, '2026-01-11T12:00:00.000Z'),
];

/** The checks list and its due-date view, and what a cleared check does to its bank account's balance as of a moment. */
describe('checks projections', () => {
  let t: ProjectorTestDb;
  const ctx = () => contextFor(t.db, LIVE_SCHEMA);
  const apply = async () => {
    await checksProjector.apply(events, ctx());
    await accountPostingsProjector.apply(events, ctx());
  };
  beforeAll(async () => {
    t = await projectorTestDb();
    await t.db.query('create schema if not exists rm');
    for (const p of [companySettingsProjector, customersProjector, suppliersProjector, moneyAccountsProjector, checksProjector, accountPostingsProjector]) await p.migrate(ctx());
    await moneyAccountsProjector.apply([bank], ctx());
    await apply();
  });
  afterAll(() => t?.drop());

  const query = { due: 'all' as const, days: 7, page: 1, limit: 50 };
  const balanceAt = async (asOf: string) => (await listMoneyAccounts(t.db, {}, asOf)).accounts.map((a) => a.balance);

  it('keeps each check where it stands, and lists the open ones by due date', async () => {
    expect((await listChecks(t.db, query, '2026-01-15')).checks.map((c) => [c.number, c.state, c.accountName])).toEqual([
      ['9', 'portfolio', ''],
      ['SV-1', 'portfolio', ''],
      ['7', 'cleared', 'Banco'],
      ['8', 'cleared', 'Banco'],
    ]);
    expect((await listChecks(t.db, { ...query, due: 'overdue' }, '2026-01-15')).checks.map((c) => c.number)).toEqual(['9']);
    // A sale paid by cheque: the cheque is in the portfolio, its id the payment's, its source the order; the cash payment is not a cheque.
    expect(await getCheck(t.db, 'p1')).toMatchObject({ state: 'portfolio', partyId: 'cu2', drawer: 'Almacén', bank: 'Banco Santander', amount: '60', dueDate: '2026-01-18', date: '2026-01-11', source: { type: 'salePayment', id: 'o1', number: 'SO-1' } });
    expect(await getCheck(t.db, 'p2')).toBeNull();
    expect((await listChecks(t.db, { ...query, due: 'soon', days: 3 }, '2026-01-11')).checks.map((c) => c.number)).toEqual(['9']);
    expect((await getCheck(t.db, 'c1'))?.stateDate).toBe('2026-01-13');
  });

  it('moves the bank balance only when a check clears: a received one in, an issued one out', async () => {
    expect(await balanceAt('2026-01-12T23:00:00Z')).toEqual(['1000']);
    expect(await balanceAt('2026-01-13T10:00:00Z')).toEqual(['1500']);
    expect(await balanceAt('2026-01-14T10:00:00Z')).toEqual(['1200']);
  });

  it('changes nothing when the events are applied again', async () => {
    const before = await listChecks(t.db, query, '2026-01-15');
    await apply();
    expect(await listChecks(t.db, query, '2026-01-15')).toEqual(before);
    expect(await balanceAt('2026-01-15T00:00:00Z')).toEqual(['1200']);
  });
});
