import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import { usersProjector } from '../../identity/users/users.projector.js';
import { contextFor, LIVE_SCHEMA } from '../../platform/projector.js';
import { projectorTestDb, type ProjectorTestDb } from '../../testing/projector-db.js';
import { exchangeRatesProjector } from './exchange-rates.projector.js';
import { rateAsOf, rateHistory, ratesInForce } from './exchange-rates.query.js';

let pos = 0;
const entered = (rateId: string, fromCode: string, toCode: string, rate: string, effectiveAt: string): StoredEvent =>
  ({
    type: 'ExchangeRateEntered',
    data: { rateId, fromCode, toCode, rate, effectiveAt, memo: '' },
    schemaVersion: 1,
    streamId: `exchange-rate-${fromCode}-${toCode}`,
    streamVersion: ++pos,
    globalPosition: String(pos),
    transactionId: '1',
    metadata: { userId: 'u1', commandId: 'c', correlationId: 'c', causationId: 'c' },
    recordedAt: '2026-01-15T10:00:00.000Z',
  }) as StoredEvent;

/** rm.exchange_rates: the history of rates, and the one in force at a moment. */
describe('exchange rates projection', () => {
  let t: ProjectorTestDb;
  const ctx = () => contextFor(t.db, LIVE_SCHEMA);
  const events = [
    entered('r1', 'USD', 'CLP', '950.5', '2026-01-10T13:00:00.000Z'),
    entered('r2', 'USD', 'CLP', '960', '2026-01-12T13:00:00.000Z'),
    entered('r3', 'EUR', 'CLP', '1020', '2026-01-11T00:00:00.000Z'),
  ];
  beforeAll(async () => {
    t = await projectorTestDb();
    await t.db.query('create schema if not exists rm');
    await usersProjector.migrate(ctx());
    await exchangeRatesProjector.migrate(ctx());
    await exchangeRatesProjector.apply(events, ctx());
  });
  afterAll(() => t?.drop());

  it('gives the latest rate effective at a moment, per pair, and keeps every entry', async () => {
    expect((await ratesInForce(t.db, new Date('2026-01-11T12:00:00Z'))).map((r) => [r.fromCode, r.rate])).toEqual([['EUR', '1020'], ['USD', '950.5']]);
    expect((await ratesInForce(t.db, new Date('2026-02-01T00:00:00Z'))).map((r) => [r.fromCode, r.rate, r.value])).toEqual([['EUR', '1020', '0.00098039'], ['USD', '960', '0.00104167']]);
    expect(await rateAsOf(t.db, 'USD', 'CLP', new Date('2026-01-10T12:59:59Z'))).toBeNull();
    expect((await rateHistory(t.db, { fromCode: 'USD', limit: 20, page: 1 })).rates.map((r) => r.id)).toEqual(['r2', 'r1']);
  });

  it('applying the same events again changes nothing', async () => {
    await exchangeRatesProjector.apply(events, ctx());
    expect((await rateHistory(t.db, { limit: 20, page: 1 })).total).toBe(3);
  });
});
