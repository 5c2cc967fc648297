import type { ClosingEvent, ClosingTotal } from '@tradedesk/contracts/finance/closings';
import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import { usersProjector } from '../../identity/users/users.projector.js';
import { contextFor, LIVE_SCHEMA } from '../../platform/projector.js';
import { projectorTestDb, type ProjectorTestDb } from '../../testing/projector-db.js';
import { financeClosingsProjector } from './finance-closings.projector.js';
import { closedPeriodsOf, getClosing, listClosings } from './finance-closings.query.js';

let pos = 0;
const versions = new Map<string, number>();
const stored = (streamId: string, e: ClosingEvent, at: string): StoredEvent => {
  const v = (versions.get(streamId) ?? 0) + 1;
  versions.set(streamId, v);
  return { ...e, schemaVersion: 1, streamId, streamVersion: v, globalPosition: String(++pos), transactionId: '1', metadata: { userId: 'u1', commandId: 'c', correlationId: 'c', causationId: 'c' }, recordedAt: at } as StoredEvent;
};
const totals = (closing: string): ClosingTotal[] => [{ accountId: 'a1', accountName: 'Caja', currency: 'USD', opening: '100', income: '20', expense: '0', closing }];

/** rm.finance_closings: the closed periods the guard reads, with the totals of each period's latest close. */
describe('finance closings projection', () => {
  let t: ProjectorTestDb;
  const ctx = () => contextFor(t.db, LIVE_SCHEMA);
  const events = [
    stored('finance-closing-day-2026-01-14', { type: 'DayClosed', data: { day: '2026-01-14', totals: totals('120'), ledgerPosition: '5' } }, '2026-01-15T10:00:00.000Z'),
    stored('finance-closing-day-2026-01-13', { type: 'DayClosed', data: { day: '2026-01-13', totals: totals('100'), ledgerPosition: '6' } }, '2026-01-15T10:01:00.000Z'),
    stored('finance-closing-day-2026-01-14', { type: 'DayReopened', data: { day: '2026-01-14', reason: 'late receipt' } }, '2026-01-15T11:00:00.000Z'),
    stored('finance-closing-day-2026-01-14', { type: 'DayClosed', data: { day: '2026-01-14', totals: totals('130'), ledgerPosition: '9' } }, '2026-01-15T12:00:00.000Z'),
    stored('finance-closing-month-2025-12', { type: 'MonthClosed', data: { month: '2025-12', totals: totals('100'), ledgerPosition: '9' } }, '2026-01-15T12:30:00.000Z'),
  ];
  beforeAll(async () => {
    t = await projectorTestDb();
    await t.db.query('create schema if not exists rm');
    await usersProjector.migrate(ctx());
    await financeClosingsProjector.migrate(ctx());
    await financeClosingsProjector.apply(events, ctx());
  });
  afterAll(() => t?.drop());

  it('keeps the latest close of a period, its count and its last reopening', async () => {
    expect(await getClosing(t.db, 'day', '2026-01-14')).toMatchObject({ closed: true, closings: 2, reopenReason: 'late receipt', totals: totals('130'), closedAt: '2026-01-15T12:00:00.000Z' });
    expect(await getClosing(t.db, 'day', '2026-01-12')).toBeNull();
    expect((await listClosings(t.db, 'day', { status: 'all', page: 1, limit: 50 })).closings.map((c) => c.period)).toEqual(['2026-01-14', '2026-01-13']);
    expect((await listClosings(t.db, 'month', { status: 'closed', page: 1, limit: 50 })).total).toBe(1);
  });

  it('answers the closed days and months a set of days falls in', async () => {
    expect(await closedPeriodsOf(t.db, ['2026-01-14', '2026-01-12', '2025-12-31'])).toEqual({ days: ['2026-01-14'], months: ['2025-12'] });
    expect(await closedPeriodsOf(t.db, [])).toEqual({ days: [], months: [] });
  });

  it('a reopening leaves the period open; replaying the events changes nothing', async () => {
    const reopen = stored('finance-closing-day-2026-01-13', { type: 'DayReopened', data: { day: '2026-01-13', reason: 'typo' } }, '2026-01-16T09:00:00.000Z');
    await financeClosingsProjector.apply([reopen], ctx());
    await financeClosingsProjector.apply([...events, reopen], ctx());
    expect(await getClosing(t.db, 'day', '2026-01-13')).toMatchObject({ closed: false, closings: 1, reopenReason: 'typo' });
    expect(await getClosing(t.db, 'day', '2026-01-14')).toMatchObject({ closed: true, closings: 2, totals: totals('130') });
    expect((await listClosings(t.db, 'day', { status: 'reopened', page: 1, limit: 50 })).closings.map((c) => c.period)).toEqual(['2026-01-13']);
  });
});
