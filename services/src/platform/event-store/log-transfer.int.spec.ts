import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ProjectionDaemon } from '@tradedesk/projections/platform/daemon';
import { counterProjector } from '@tradedesk/projections/testing/counter.projector';
import { alarmClockListProjector } from '@tradedesk/projections/messaging/alarm-clock-list/alarm-clock-list.projector';
import { freshPg, type TestDatabase, waitReadable } from '../testing/test-db.js';
import { SqlEventStore } from './event-store.js';
import { exportLog, ImportRefusedError, importLog } from './log-transfer.js';

const dump = async (t: TestDatabase) => ({
  counters: (await t.db.query('select * from rm.test_counters order by stream_id')).rows,
  alarms: (await t.db.query('select * from rm.alarm_clocks order by id')).rows,
});

describe('export the log to JSON lines and import it into an empty store', () => {
  let a: TestDatabase;
  let b: TestDatabase;
  const dir = mkdtempSync(join(tmpdir(), 'td-log-'));
  beforeAll(async () => {
    a = await freshPg({ max: 10 });
    b = await freshPg();
  });
  afterAll(async () => {
    await a.drop();
    await b.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('rebuilding from the import gives identical read models', async () => {
    const projectors = [counterProjector(), alarmClockListProjector];
    const source = new SqlEventStore(a.db);
    await new ProjectionDaemon(a.db, source, projectors).prepare();
    const m = (id: string) => ({ userId: 'u', commandId: id, correlationId: id, causationId: id });
    // concurrent writers, so that the source's commit order differs from position order
    await Promise.all(
      Array.from({ length: 6 }, async (_, w) => {
        for (let i = 0; i < 60; i++) {
          await source.appendMany([{ streamId: `c-${w}-${i % 4}`, expectedVersion: 'any', events: [{ type: 'Counted', data: { amount: i } }] }], m(`w${w}-${i}`), {
            within: i % 9 === 0 ? () => new Promise((r) => setTimeout(r, 5)) : undefined,
          });
        }
      }),
    );
    await source.append('alarm-x', 'no_stream', [{ type: 'AlarmSet', data: { alarmId: 'x', ownerId: 'u', content: 'Revisar stock', remindAt: '2026-12-01T00:00:00.000Z', soId: null, poId: null } }], m('al'));
    await source.append('alarm-x', 1, [{ type: 'AlarmClosed', data: { alarmId: 'x', closedAt: '2026-12-02T00:00:00.000Z' } }], m('al2'));
    await waitReadable(source, 362);
    await new ProjectionDaemon(a.db, source, projectors, { batchSize: 50 }).catchUp();

    const file = join(dir, 'log.jsonl');
    expect(await exportLog(a.db, file)).toBe(362);
    const target = new SqlEventStore(b.db);
    expect(await importLog(b.db, file)).toBe(362);
    await waitReadable(target, 362);
    await new ProjectionDaemon(b.db, target, projectors).prepare();
    await new ProjectionDaemon(b.db, target, projectors, { batchSize: 50 }).catchUp();
    expect(await dump(b)).toEqual(await dump(a));
    // same stream versions, metadata and commit order
    const order = async (t: TestDatabase) => (await t.db.query('select e.global_position::text as pos, e.stream_id, e.stream_version, e.metadata from es.events e order by e.transaction_id, e.global_position')).rows;
    expect(await order(b)).toEqual(await order(a));
    // and the imported store keeps appending after the imported positions
    const next = await target.append('after-import', 'no_stream', [{ type: 'Counted', data: {} }], m('after'));
    expect(BigInt(next.globalPosition)).toBeGreaterThan(BigInt((await a.db.query<{ m: string }>('select max(global_position)::text as m from es.events')).rows[0].m));
  });

  it('refuses to import into a store that has events, and a damaged file imports nothing', async () => {
    const file = join(dir, 'log.jsonl');
    await expect(importLog(b.db, file)).rejects.toBeInstanceOf(ImportRefusedError);
    const c = await freshPg();
    try {
      const bad = join(dir, 'bad.jsonl');
      const lines = readFileSync(file, 'utf8').split('\n');
      lines.splice(100, 0, '{"this is": not json');
      writeFileSync(bad, lines.join('\n'));
      await expect(importLog(c.db, bad)).rejects.toThrow(/line 101/);
      expect((await c.db.query<{ n: number }>('select count(*)::int as n from es.events')).rows[0].n).toBe(0);
    } finally {
      await c.drop();
    }
  });
});
