import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import { contextFor, LIVE_SCHEMA } from '../../platform/projector.js';
import { projectorTestDb, type ProjectorTestDb } from '../../testing/projector-db.js';
import { accountPostingsProjector } from '../account-postings/account-postings.projector.js';
import { financeClassesProjector } from '../finance-classes/finance-classes.projector.js';
import { listFinanceClasses } from '../finance-classes/finance-classes.query.js';
import { moneyAccountsProjector } from '../money-accounts/money-accounts.projector.js';
import { listMoneyAccounts } from '../money-accounts/money-accounts.query.js';
import { financeEntriesProjector } from './finance-entries.projector.js';
import { listFinanceEntries } from './finance-entries.query.js';

let pos = 0;
const stored = (streamId: string, streamVersion: number, type: string, data: any, recordedAt: string): StoredEvent =>
  ({ type, data, schemaVersion: 1, streamId, streamVersion, globalPosition: String(++pos), transactionId: '1', metadata: { userId: 'u1', commandId: 'c', correlationId: 'c', causationId: 'c' }, recordedAt }) as StoredEvent;

const opened = stored('money-account-a1', 1, 'MoneyAccountOpened', { accountId: 'a1', kind: 'cash', name: 'Caja', currency: 'USD', openingBalance: '100', bankName: '', accountNumber: '' }, '2026-01-10T09:00:00.000Z');
const classes = [
  stored('finance-class-k1', 1, 'FinanceClassCreated', { classId: 'k1', direction: 'expense', name: 'Rent', parentId: null }, '2026-01-10T09:00:00.000Z'),
  stored('finance-class-k2', 1, 'FinanceClassCreated', { classId: 'k2', direction: 'expense', name: 'Shop', parentId: 'k1' }, '2026-01-10T09:00:01.000Z'),
  stored('finance-class-k3', 1, 'FinanceClassCreated', { classId: 'k3', direction: 'income', name: 'Sales', parentId: null }, '2026-01-10T09:00:02.000Z'),
];
const entry = (id: string, direction: string, classId: string, amount: string, at: string) =>
  stored(`finance-entry-${id}`, 1, 'FinanceEntryPosted', { entryId: id, direction, accountId: 'a1', classId, currency: 'USD', amount, date: at.slice(0, 10), partyType: null, partyId: null, memo: id, attachment: '' }, at);
const entries = [
  entry('e1', 'income', 'k3', '50.25', '2026-01-11T10:00:00.000Z'),
  entry('e2', 'expense', 'k2', '20', '2026-01-12T10:00:00.000Z'),
  stored('finance-entry-e2', 2, 'FinanceEntryReversed', { entryId: 'e2', accountId: 'a1', currency: 'USD', effect: '20', date: '2026-01-13', reason: 'wrong box' }, '2026-01-13T10:00:00.000Z'),
];

/** The class tree, the entries list with its totals, and the dated ledger that answers balances as of a moment. */
describe('finance accounts projections', () => {
  let t: ProjectorTestDb;
  const ctx = () => contextFor(t.db, LIVE_SCHEMA);
  beforeAll(async () => {
    t = await projectorTestDb();
    await t.db.query('create schema if not exists rm');
    for (const p of [moneyAccountsProjector, financeClassesProjector, financeEntriesProjector, accountPostingsProjector]) await p.migrate(ctx());
    await moneyAccountsProjector.apply([opened], ctx());
    await financeClassesProjector.apply(classes, ctx());
    await financeEntriesProjector.apply(entries, ctx());
    await accountPostingsProjector.apply(entries, ctx());
  });
  afterAll(() => t?.drop());

  const balanceAt = async (asOf: string) => (await listMoneyAccounts(t.db, {}, asOf)).accounts.map((a) => a.balance);

  it('answers each balance as of a moment: opening balance plus what was recorded until then', async () => {
    expect(await balanceAt('2026-01-10T09:30:00Z')).toEqual(['100']);
    expect(await balanceAt('2026-01-11T10:00:00Z')).toEqual(['150.25']);
    expect(await balanceAt('2026-01-12T12:00:00Z')).toEqual(['130.25']);
    expect(await balanceAt('2026-01-14T00:00:00Z')).toEqual(['150.25']);
    expect(await balanceAt('2026-01-01T00:00:00Z')).toEqual([]);
  });

  it('lists classes in tree order with their paths, income classes first', async () => {
    expect((await listFinanceClasses(t.db, {})).classes.map((c) => [c.path, c.depth])).toEqual([
      ['Sales', 0],
      ['Rent', 0],
      ['Rent / Shop', 1],
    ]);
  });

  it('lists entries with names, the reversal marked, totals without reversed entries; a replay changes nothing', async () => {
    const q = { status: 'all' as const, page: 1, limit: 50 };
    const first = await listFinanceEntries(t.db, q);
    expect(first.entries.map((e) => [e.id, e.accountName, e.className, e.reversed, e.reversalReason])).toEqual([
      ['e2', 'Caja', 'Rent / Shop', true, 'wrong box'],
      ['e1', 'Caja', 'Sales', false, ''],
    ]);
    expect(first.totals).toEqual([{ currency: 'USD', income: '50.25', expense: '0', net: '50.25' }]);
    expect((await listFinanceEntries(t.db, { ...q, classId: 'k1' })).entries.map((e) => e.id)).toEqual(['e2']);
    await financeEntriesProjector.apply(entries, ctx());
    await accountPostingsProjector.apply(entries, ctx());
    await financeClassesProjector.apply(classes, ctx());
    expect(await listFinanceEntries(t.db, q)).toEqual(first);
    expect(await balanceAt('2026-01-14T00:00:00Z')).toEqual(['150.25']);
  });
});
