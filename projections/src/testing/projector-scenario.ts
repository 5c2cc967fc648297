import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import { contextFor, LIVE_SCHEMA, type Projector, type ProjectorContext } from '../platform/projector.js';
import { projectorTestDb, type ProjectorTestDb } from './projector-db.js';

let position = 0;

/** An event as the store hands it to projectors, at the next global position. */
export const storedEvent = (streamId: string, streamVersion: number, type: string, data: unknown, recordedAt = `2026-01-15T10:00:0${streamVersion % 10}.000Z`): StoredEvent =>
  ({
    type, data, schemaVersion: 1, streamId, streamVersion, globalPosition: String(++position), transactionId: '1',
    metadata: { userId: 'u1', commandId: 'c', correlationId: 'c', causationId: 'c' }, recordedAt,
  }) as StoredEvent;

/**
 * A projector test's database: an in-memory PGlite with the `rm` schema and these projectors'
 * tables, built before the describe's tests (then `seed` runs) and dropped after them.
 */
export function useProjectorDb(projectors: readonly Projector[], seed?: (ctx: () => ProjectorContext) => Promise<void>, opts: { trigrams?: boolean } = {}) {
  let t: ProjectorTestDb;
  const ctx = () => contextFor(t.db, LIVE_SCHEMA);
  beforeAll(async () => {
    t = await projectorTestDb(opts);
    await t.db.query('create schema if not exists rm');
    for (const p of projectors) await p.migrate(ctx());
    await seed?.(ctx);
  });
  afterAll(() => t?.drop());
  return { get db() { return t.db; }, ctx };
}
