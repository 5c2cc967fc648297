import { ProjectionDaemon } from '@tradedesk/projections/platform/daemon';
import { readCheckpoint } from '@tradedesk/projections/platform/checkpoints';
import { rebuildProjector } from '@tradedesk/projections/platform/rebuild';
import { ProjectionWaiter } from '@tradedesk/projections/platform/waiter';
import { counterProjector } from '@tradedesk/projections/testing/counter.projector';
import { SqlEventStore } from '../event-store/event-store.js';
import { inlineHookFor } from '../platform.js';
import { ADAPTERS, freshPg, type TestDatabase } from '../testing/test-db.js';

const meta = (id: string) => ({ userId: 'u', commandId: id, correlationId: id, causationId: id });

/**
 * Appends the events, then waits until readers can see them: readers stop below the oldest open
 * transaction of the whole server, so another database's work can hold them back for a while.
 */
async function seed(store: SqlEventStore, streams: number, perStream: number, prefix = 'c') {
  let last = 0n;
  for (let s = 0; s < streams; s++) {
    const r = await store.append(`${prefix}-${s}`, 'any', Array.from({ length: perStream }, (_, i) => ({ type: 'Counted', data: { amount: i + 1 } })), meta(`${prefix}-${s}-${perStream}-${Math.random()}`));
    last = BigInt(r.globalPosition);
  }
  const deadline = Date.now() + 30_000;
  while (BigInt((await store.head()).pos) < last) {
    if (Date.now() > deadline) throw new Error(`the seeded events did not become readable within 30 s`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function snapshot(t: TestDatabase, schema = 'rm') {
  return (await t.db.query(`select stream_id, n::int, total::text from ${schema}.test_counters order by stream_id`)).rows;
}

describe.each(ADAPTERS)('projection daemon on %s', (_name, open) => {
  let t: TestDatabase;
  let store: SqlEventStore;
  beforeEach(async () => {
    t = await open();
    store = new SqlEventStore(t.db);
  });
  afterEach(() => t.drop());

  it('builds a read model batch by batch and advances its checkpoint with it', async () => {
    const p = counterProjector();
    const daemon = new ProjectionDaemon(t.db, store, [p], { batchSize: 7 });
    await daemon.prepare();
    await seed(store, 5, 10);
    await store.append('other', 'any', [{ type: 'Ignored', data: {} }], meta('x'));
    await daemon.catchUp();
    expect(await snapshot(t)).toEqual(Array.from({ length: 5 }, (_, s) => ({ stream_id: `c-${s}`, n: 10, total: '55' })));
    const cp = await readCheckpoint(t.db, p.name);
    expect(cp!.pos).toBe((await store.head()).pos);
    expect((await daemon.lag()).total).toBe(0);
  });

  it('applies each event once even with two daemons racing on one store', async () => {
    const p = counterProjector();
    const a = new ProjectionDaemon(t.db, store, [p], { batchSize: 13 });
    const b = new ProjectionDaemon(t.db, store, [p], { batchSize: 5 });
    await a.prepare();
    await seed(store, 20, 15);
    await Promise.all([a.catchUp(), b.catchUp(), a.catchUp()]);
    const rows = await snapshot(t);
    expect(rows).toHaveLength(20);
    expect(rows.every((r: any) => r.n === 15 && r.total === '120')).toBe(true);
  });

  it('a rebuild from position zero equals the incrementally built model, and the live table answers meanwhile', async () => {
    const p = counterProjector();
    const daemon = new ProjectionDaemon(t.db, store, [p], { batchSize: 50 });
    await daemon.prepare();
    await seed(store, 30, 20);
    await daemon.catchUp();
    const before = await snapshot(t);
    let readsDuringRebuild = 0;
    const r = await rebuildProjector({
      db: t.db,
      source: store,
      projector: p,
      batchSize: 40,
      onProgress: () => void readsDuringRebuild++,
    });
    expect(readsDuringRebuild).toBeGreaterThan(2);
    expect(r.events).toBe(600);
    expect(await snapshot(t)).toEqual(before);
    // and the daemon carries on from the rebuilt checkpoint without double counting
    await seed(store, 1, 3, 'after');
    await daemon.catchUp();
    expect((await snapshot(t)).find((x: any) => x.stream_id === 'after-0')).toEqual({ stream_id: 'after-0', n: 3, total: '6' });
    expect((await snapshot(t)).filter((x: any) => x.stream_id !== 'after-0')).toEqual(before);
  });

  it('a rebuild puts the rows of a clustered table in its index order', async () => {
    // Rows land in the order their streams first appear (c-0, c-1, c-2 ... c-11); the index
    // orders the ids as text (c-0, c-1, c-10, c-11, c-2 ...).
    const p = { ...counterProjector(), rebuildClusters: { test_counters: 'test_counters_pkey' } };
    await seed(store, 12, 2);
    const physical = async () => (await t.db.query<{ stream_id: string }>('select stream_id from rm.test_counters order by ctid')).rows.map((r) => r.stream_id);
    await rebuildProjector({ db: t.db, source: store, projector: counterProjector() });
    expect((await physical()).slice(0, 3)).toEqual(['c-0', 'c-1', 'c-2']);
    await rebuildProjector({ db: t.db, source: store, projector: p });
    expect(await physical()).toEqual(Array.from({ length: 12 }, (_, i) => `c-${i}`).sort());
    expect((await snapshot(t)).every((r: any) => r.n === 2 && r.total === '3')).toBe(true);
  });

  it('a projector that throws is marked failed and retried; the others keep going', async () => {
    let broken = true;
    const good = counterProjector({ name: 'good' });
    const bad = { ...counterProjector({ name: 'bad' }), tables: ['bad_t'], migrate: async () => undefined, apply: async () => { if (broken) throw new Error('boom'); } };
    const daemon = new ProjectionDaemon(t.db, store, [bad, good], { batchSize: 100, maxBackoffMs: 1 });
    await daemon.prepare();
    await seed(store, 2, 2);
    await daemon.runOnce();
    expect((await readCheckpoint(t.db, 'bad'))!.status).toBe('failed');
    expect((await readCheckpoint(t.db, 'good'))!.pos).toBe((await store.head()).pos);
    broken = false;
    await new Promise((r) => setTimeout(r, 5));
    await daemon.catchUp();
    expect((await readCheckpoint(t.db, 'bad'))!.status).toBe('running');
  });

  /** A projector counting its events in a table of its own. */
  const tally = (name: string) => ({
    name,
    version: 1,
    handles: ['Counted'],
    tables: [`tally_${name}`],
    async migrate(ctx: any) {
      await ctx.sql.query(`create table if not exists ${ctx.table(`tally_${name}`)} (k int primary key, n bigint not null)`);
    },
    async apply(events: readonly unknown[], ctx: any) {
      await ctx.sql.query(`insert into ${ctx.table(`tally_${name}`)} values (1, $1) on conflict (k) do update set n = ${ctx.table(`tally_${name}`)}.n + excluded.n`, [events.length]);
      return [];
    },
  });
  /** The database, counting the daemon's transactions. */
  const counting = () => {
    const counts = { transactions: 0 };
    const db = new Proxy(t.db, {
      get(target, prop, receiver) {
        if (prop === 'transaction') return (fn: any) => (counts.transactions++, target.transaction(fn));
        const v = Reflect.get(target, prop, receiver);
        return typeof v === 'function' ? v.bind(target) : v;
      },
    });
    return { db, counts };
  };
  const tallies = async (names: string[]) => Promise.all(names.map(async (n) => Number((await t.db.query<{ n: string }>(`select coalesce(sum(n), 0)::text as n from rm.tally_${n}`)).rows[0].n)));

  it('one read of the log and one transaction apply a batch for every projector', async () => {
    const names = ['a', 'b', 'c', 'd', 'e', 'f'];
    const { db, counts } = counting();
    const daemon = new ProjectionDaemon(db, store, names.map(tally), { batchSize: 100 });
    await daemon.prepare();
    await seed(store, 5, 2);
    counts.transactions = 0;
    await daemon.runOnce();
    expect(counts.transactions).toBe(1);
    expect(await tallies(names)).toEqual(names.map(() => 10));
    for (const n of names) expect((await readCheckpoint(t.db, n))!.pos).toBe((await store.head()).pos);
  });

  it('appends of one burst wake the daemon once per burst, not once per append', async () => {
    const names = ['g', 'h', 'i'];
    const { db, counts } = counting();
    const daemon = new ProjectionDaemon(db, store, names.map(tally), { batchSize: 1000, idleMs: 5000, burstMs: 100 });
    await daemon.prepare();
    store.onAppended(() => daemon.wake());
    daemon.start();
    counts.transactions = 0;
    for (let i = 0; i < 40; i++) await store.append(`burst-${i}`, 'no_stream', [{ type: 'Counted', data: { amount: 1 } }], meta(`burst-${i}`));
    const deadline = Date.now() + 10_000;
    while ((await tallies(names)).some((n) => n < 40) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    await daemon.stop();
    expect(await tallies(names)).toEqual([40, 40, 40]);
    expect(counts.transactions).toBeLessThanOrEqual(8);
  });

  it('read-your-writes: a query can wait until the read model passed a position', async () => {
    const p = counterProjector();
    const daemon = new ProjectionDaemon(t.db, store, [p], { batchSize: 100, idleMs: 20 });
    await daemon.prepare();
    const waiter = new ProjectionWaiter(t.db);
    await waiter.start();
    const r = await store.append('rw-1', 'no_stream', [{ type: 'Counted', data: { amount: 5 } }], meta('rw'));
    expect(await waiter.reached([p.name], r.globalPosition)).toBe(false);
    expect(await waiter.waitFor([p.name], r.globalPosition, 50)).toBe(false);
    daemon.start();
    expect(await waiter.waitFor([p.name], r.globalPosition, 5000)).toBe(true);
    expect((await snapshot(t)).find((x: any) => x.stream_id === 'rw-1')).toEqual({ stream_id: 'rw-1', n: 1, total: '5' });
    await daemon.stop();
    await waiter.stop();
    // inline read models are current when the append returns: never waited for
    const inlineAware = new ProjectionWaiter(t.db, new Set(['sessions']));
    expect(await inlineAware.reached(['sessions'], r.globalPosition)).toBe(true);
    expect(await inlineAware.reached(['sessions', 'not-a-projector'], r.globalPosition)).toBe(false);
  });

  it('inline projections are current when the append returns, and rebuild like the others', async () => {
    const p = counterProjector({ name: 'inline-counter', inline: true });
    const daemon = new ProjectionDaemon(t.db, store, [p]);
    await daemon.prepare();
    const inlineStore = new SqlEventStore(t.db);
    const hook = inlineHookFor(t.db, [p]);
    for (let i = 0; i < 10; i++) await inlineStore.append('inl', 'any', [{ type: 'Counted', data: { amount: 2 } }], meta(`inl-${i}`), { inline: hook });
    expect(await snapshot(t)).toEqual([{ stream_id: 'inl', n: 10, total: '20' }]);
    await rebuildProjector({ db: t.db, source: store, projector: p });
    expect(await snapshot(t)).toEqual([{ stream_id: 'inl', n: 10, total: '20' }]);
  });
});

describe('rebuilding an inline read model on PostgreSQL while appends continue', () => {
  let t: TestDatabase;
  beforeAll(async () => (t = await freshPg({ max: 20 })));
  afterAll(() => t.drop());

  it('loses no append made during the rebuild and applies none twice', async () => {
    const p = counterProjector({ name: 'inline-live', inline: true });
    const store = new SqlEventStore(t.db);
    await new ProjectionDaemon(t.db, store, [p]).prepare();
    const hook = inlineHookFor(t.db, [p]);
    for (let i = 0; i < 300; i++) await store.append(`s${i % 7}`, 'any', [{ type: 'Counted', data: { amount: 1 } }], meta(`pre-${i}`), { inline: hook });
    let writing = true;
    let written = 300;
    const writers = Array.from({ length: 4 }, async (_, w) => {
      let i = 0;
      while (writing) {
        await store.append(`s${(w + i) % 7}`, 'any', [{ type: 'Counted', data: { amount: 1 } }], meta(`live-${w}-${i++}`), { inline: hook });
        written++;
      }
    });
    await rebuildProjector({ db: t.db, source: store, projector: p, batchSize: 20 });
    await new Promise((r) => setTimeout(r, 100));
    writing = false;
    await Promise.all(writers);
    const rows = await snapshot(t);
    expect(rows.reduce((s: number, r: any) => s + r.n, 0)).toBe(written);
  });
});
