import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ProjectionDaemon } from '@tradedesk/projections/platform/daemon';
import { rebuildProjector } from '@tradedesk/projections/platform/rebuild';
import { counterProjector } from '@tradedesk/projections/testing/counter.projector';
import { SqlEventStore } from '../event-store/event-store.js';
import { freshPg, type TestDatabase, waitReadable } from '../testing/test-db.js';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const CHILD = `${ROOT}test/fault/daemon-child.mjs`;

function startChild(url: string): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CHILD], { env: { ...process.env, TEST_DB_URL: url, NODE_OPTIONS: '', SLOW_MS: '25' }, stdio: ['ignore', 'pipe', 'inherit'] });
    child.stdout!.once('data', () => resolve(child));
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`daemon child exited early (${code})`)));
  });
}

/**
 * kill -9 of the daemon process at arbitrary moments (mid-batch: each batch sleeps inside its
 * transaction), then a restart: the read model must equal a clean rebuild from the log, and the
 * exact sums the events imply. The counter read model is not idempotent on its own, so a batch
 * applied twice or half-applied would show.
 */
describe('a daemon killed with SIGKILL mid-batch', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    if (!existsSync(`${ROOT}services/dist/platform/database/pg.database.js`) || !existsSync(`${ROOT}projections/dist/testing/counter.projector.js`)) {
      execFileSync(process.execPath, [`${ROOT}infra/scripts/build-server.mjs`], { stdio: 'inherit' });
    }
    t = await freshPg();
  });
  afterAll(() => t.drop());

  it('leaves read models identical to a clean rebuild', async () => {
    const store = new SqlEventStore(t.db);
    const p = counterProjector();
    await new ProjectionDaemon(t.db, store, [p]).prepare();
    const STREAMS = 40;
    const PER = 60;
    for (let s = 0; s < STREAMS; s++) {
      await store.append(`k-${s}`, 'no_stream', Array.from({ length: PER }, (_, i) => ({ type: 'Counted', data: { amount: i + 1 } })), { userId: 'u', commandId: `k-${s}`, correlationId: 'k', causationId: 'k' });
    }
    await waitReadable(store, STREAMS * PER);
    let kills = 0;
    let afterFirstKill = -1;
    for (let round = 0; round < 6; round++) {
      const child = await startChild(t.url!);
      await new Promise((r) => setTimeout(r, 150 + Math.floor(Math.random() * 400)));
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGKILL');
      await exited;
      kills++;
      if (round === 0) afterFirstKill = (await t.db.query<{ n: number }>('select coalesce(sum(n),0)::int as n from rm.test_counters')).rows[0].n;
      // append more between crashes, as a live shop would
      await store.append(`k-live-${round}`, 'no_stream', [{ type: 'Counted', data: { amount: 7 } }], { userId: 'u', commandId: `live-${round}`, correlationId: 'k', causationId: 'k' });
    }
    expect(kills).toBe(6);
    // The first kill happened mid-way: some but not all events had been applied.
    expect(afterFirstKill).toBeGreaterThan(0);
    expect(afterFirstKill).toBeLessThan(STREAMS * PER);

    await waitReadable(store, STREAMS * PER + 6);
    await new ProjectionDaemon(t.db, store, [p], { batchSize: 100 }).catchUp();
    const incremental = (await t.db.query('select stream_id, n::int, total::text from rm.test_counters order by stream_id')).rows;
    expect(incremental).toHaveLength(STREAMS + 6);
    const perStreamTotal = String((PER * (PER + 1)) / 2);
    expect(incremental.filter((r: any) => r.stream_id.startsWith('k-') && !r.stream_id.startsWith('k-live')).every((r: any) => r.n === PER && r.total === perStreamTotal)).toBe(true);
    await rebuildProjector({ db: t.db, source: store, projector: p });
    const rebuilt = (await t.db.query('select stream_id, n::int, total::text from rm.test_counters order by stream_id')).rows;
    expect(rebuilt).toEqual(incremental);
  });

  it('when the process running the daemon dies, another takes over the lease', async () => {
    const { DAEMON_LEASE_KEY } = await import('../../system/daemon-host.js');
    const child = spawn(process.execPath, [`${ROOT}test/fault/lease-child.mjs`], { env: { ...process.env, TEST_DB_URL: t.url!, NODE_OPTIONS: '' }, stdio: ['ignore', 'pipe', 'inherit'] });
    const first = await new Promise<string>((res) => child.stdout!.once('data', (d) => res(String(d).trim())));
    expect(first).toBe('leader');
    expect(await t.db.tryLease(DAEMON_LEASE_KEY)).toBeNull();
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL');
    await exited;
    let lease = null;
    for (let i = 0; i < 100 && !lease; i++) {
      lease = await t.db.tryLease(DAEMON_LEASE_KEY);
      if (!lease) await new Promise((r) => setTimeout(r, 100));
    }
    expect(lease).not.toBeNull();
    await lease!.release();
  });
});
