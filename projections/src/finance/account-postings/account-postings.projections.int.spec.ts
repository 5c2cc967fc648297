import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import { contextFor, LIVE_SCHEMA } from '../../platform/projector.js';
import { projectorTestDb, type ProjectorTestDb } from '../../testing/projector-db.js';
import { moneyAccountsProjector } from '../money-accounts/money-accounts.projector.js';
import { accountPostingsProjector } from './account-postings.projector.js';
import { accountStatement, dayTotals, periodTotals, postedAsOf } from './account-postings.query.js';

let pos = 0;
const stored = (streamId: string, streamVersion: number, type: string, data: any, recordedAt: string): StoredEvent =>
  ({ type, data, schemaVersion: 1, streamId, streamVersion, globalPosition: String(++pos), transactionId: '1', metadata: { userId: 'u1', commandId: 'c', correlationId: 'c', causationId: 'c' }, recordedAt }) as StoredEvent;
const account = (id: string, kind: string, currency: string, opening: string) =>
  stored(`money-account-${id}`, 1, 'MoneyAccountOpened', { accountId: id, kind, name: `Account ${id}`, currency, openingBalance: opening, bankName: '', accountNumber: '' }, '2026-03-01T08:00:00.000Z');
const entry = (id: string, accountId: string, direction: 'income' | 'expense', amount: string, date: string, at: string) =>
  stored(`finance-entry-${id}`, 1, 'FinanceEntryPosted', { entryId: id, direction, accountId, classId: 'k', currency: 'USD', amount, date, partyType: null, partyId: null, memo: '', attachment: '' }, at);

const events = [
  entry('e1', 'cash', 'income', '100.10', '2026-03-02', '2026-03-02T10:00:00.000Z'),
  entry('e2', 'cash', 'expense', '30', '2026-03-02', '2026-03-02T23:30:00.000Z'),
  // entered on the 4th for the 3rd (a backdated business day)
  entry('e3', 'bank', 'income', '500', '2026-03-03', '2026-03-04T09:00:00.000Z'),
  entry('e4', 'cash', 'income', '0.05', '2026-03-04', '2026-03-04T09:00:01.000Z'),
  stored('finance-entry-e2', 2, 'FinanceEntryReversed', { entryId: 'e2', accountId: 'cash', currency: 'USD', effect: '30', date: '2026-03-04', reason: 'typo' }, '2026-03-04T12:00:00.000Z'),
];

/** The account ledger: balances as of an instant (as recorded then), statements and period totals by business day. */
describe('account ledger (account-postings)', () => {
  let t: ProjectorTestDb;
  const ctx = () => contextFor(t.db, LIVE_SCHEMA);
  beforeAll(async () => {
    t = await projectorTestDb();
    for (const p of [moneyAccountsProjector, accountPostingsProjector]) await p.migrate(ctx());
    await moneyAccountsProjector.apply([account('cash', 'cash', 'USD', '10'), account('bank', 'bank', 'USD', '0')], ctx());
    await accountPostingsProjector.apply(events.slice(0, 2), ctx());
    await accountPostingsProjector.apply(events.slice(2), ctx());
  });
  afterAll(() => t?.drop());

  const asOf = async (at: string) => Object.fromEntries(await postedAsOf(t.db, ['cash', 'bank', 'none'], at));

  it('sums what was recorded up to the instant, whole days and the part of the last day', async () => {
    expect(await asOf('2026-03-02T09:59:59Z')).toEqual({ cash: '0', bank: '0', none: '0' });
    expect(await asOf('2026-03-02T10:00:00Z')).toEqual({ cash: '100.1', bank: '0', none: '0' });
    expect(await asOf('2026-03-03T00:00:00Z')).toEqual({ cash: '70.1', bank: '0', none: '0' });
    // the backdated bank income counts from when it was recorded, not from its business day
    expect(await asOf('2026-03-03T23:59:59Z')).toEqual({ cash: '70.1', bank: '0', none: '0' });
    expect(await asOf('2026-03-04T09:00:00.500Z')).toEqual({ cash: '70.1', bank: '500', none: '0' });
    expect(await asOf('2026-03-05T00:00:00Z')).toEqual({ cash: '100.15', bank: '500', none: '0' });
  });

  it('gives a statement by business day with the running balance from the opening balance', async () => {
    const s = await accountStatement(t.db, 'cash', '2026-03-02', '2026-03-04');
    expect(s.opening).toBe('10');
    expect(s.lines.map((l) => [l.sourceId, l.kind, l.date, l.effect, l.balance])).toEqual([
      ['e1', 'entry', '2026-03-02', '100.1', '110.1'],
      ['e2', 'entry', '2026-03-02', '-30', '80.1'],
      ['e4', 'entry', '2026-03-04', '0.05', '80.15'],
      ['e2', 'reversal', '2026-03-04', '30', '110.15'],
    ]);
    expect(s.closing).toBe('110.15');
    expect((await accountStatement(t.db, 'cash', '2026-03-03', '2026-03-03')).opening).toBe('80.1');
  });

  it('totals a business day and a month per account: opening, in, out, closing', async () => {
    const day = (await dayTotals(t.db, '2026-03-03')).map((r) => [r.accountId, r.opening, r.income, r.expense, r.closing]);
    expect(day).toEqual([
      ['bank', '0', '500', '0', '500'],
      ['cash', '80.1', '0', '0', '80.1'],
    ]);
    const month = (await periodTotals(t.db, '2026-03-01', '2026-03-31')).map((r) => [r.accountId, r.currency, r.opening, r.income, r.expense, r.closing]);
    expect(month).toEqual([
      ['bank', 'USD', '0', '500', '0', '500'],
      ['cash', 'USD', '10', '130.15', '30', '110.15'],
    ]);
  });

  it('changes nothing when a batch is applied again', async () => {
    const before = await asOf('2026-03-05T00:00:00Z');
    expect(await accountPostingsProjector.apply(events, ctx())).toEqual([]);
    expect(await asOf('2026-03-05T00:00:00Z')).toEqual(before);
    expect((await dayTotals(t.db, '2026-03-02'))[1]!.closing).toBe('80.1');
  });
});
