import type { EventMetadata } from '@tradedesk/contracts/platform/events';
import { ZERO } from '@tradedesk/projections/platform/event-source';
import { ADAPTERS, type TestDatabase, waitReadable } from '../testing/test-db.js';
import { CommandIdReusedError, ConcurrencyError } from './errors.js';
import { SqlEventStore } from './event-store.js';
import { UpcasterRegistry } from './upcasters.js';

const meta = (commandId: string, userId = 'u-1'): EventMetadata => ({ userId, commandId, correlationId: commandId, causationId: commandId });

describe.each(ADAPTERS)('event store on %s', (_name, open) => {
  let t: TestDatabase;
  let store: SqlEventStore;
  beforeAll(async () => {
    t = await open();
    store = new SqlEventStore(t.db);
  });
  afterAll(() => t.drop());

  it('appends with an expected version and answers the new version and global position', async () => {
    const r1 = await store.append('order-1', 'no_stream', [{ type: 'OrderOpened', data: { no: 'A1' } }], meta('c1'));
    expect(r1.streamVersion).toBe(1);
    const r2 = await store.append('order-1', 1, [{ type: 'LineAdded', data: { qty: '2.5' } }, { type: 'LineAdded', data: { qty: '1' } }], meta('c2'));
    expect(r2.streamVersion).toBe(3);
    expect(BigInt(r2.globalPosition)).toBeGreaterThan(BigInt(r1.globalPosition));
    const read = await store.readStream('order-1');
    expect(read.version).toBe(3);
    expect(read.events.map((e) => e.type)).toEqual(['OrderOpened', 'LineAdded', 'LineAdded']);
    expect(read.events[1].data).toEqual({ qty: '2.5' });
    expect(read.events[0].metadata).toMatchObject({ userId: 'u-1', commandId: 'c1', correlationId: 'c1', causationId: 'c1' });
    expect(Date.parse(read.events[0].recordedAt)).not.toBeNaN();
  });

  it('refuses a wrong expected version with a typed conflict and writes nothing', async () => {
    await store.append('order-2', 'no_stream', [{ type: 'OrderOpened', data: {} }], meta('c3'));
    await expect(store.append('order-2', 'no_stream', [{ type: 'OrderOpened', data: {} }], meta('c4'))).rejects.toBeInstanceOf(ConcurrencyError);
    await expect(store.append('order-2', 5, [{ type: 'LineAdded', data: {} }], meta('c5'))).rejects.toMatchObject({ expected: 5, actual: 1 });
    expect((await store.readStream('order-2')).version).toBe(1);
  });

  it('applies a command id once: the retry gets the first result', async () => {
    const first = await store.append('order-3', 'no_stream', [{ type: 'OrderOpened', data: {} }], meta('same-cmd'));
    const retry = await store.append('order-3', 'no_stream', [{ type: 'OrderOpened', data: {} }], meta('same-cmd'));
    expect(retry.duplicate).toBe(true);
    expect(retry.globalPosition).toBe(first.globalPosition);
    expect(retry.streamVersion).toBe(1);
    expect((await store.readStream('order-3')).events).toHaveLength(1);
  });

  it("a command id is its user's: another user sending the same id runs their own command", async () => {
    const first = await store.append('order-4', 'no_stream', [{ type: 'OrderOpened', data: {} }], meta('shared-cmd', 'u-1'));
    const other = await store.append('order-5', 'no_stream', [{ type: 'OrderOpened', data: {} }], meta('shared-cmd', 'u-2'));
    expect(other.duplicate).toBe(false);
    expect(other.streamId).toBe('order-5');
    expect(BigInt(other.globalPosition)).toBeGreaterThan(BigInt(first.globalPosition));
    expect((await store.readStream('order-5')).events).toHaveLength(1);
    expect(await store.findCommand({ userId: 'u-1', commandId: 'shared-cmd' })).toMatchObject([{ streamId: 'order-4', globalPosition: first.globalPosition, duplicate: true }]);
    expect(await store.findCommand({ userId: 'u-2', commandId: 'shared-cmd' })).toMatchObject([{ streamId: 'order-5', globalPosition: other.globalPosition, duplicate: true }]);
    expect(await store.findCommand({ userId: 'u-3', commandId: 'shared-cmd' })).toBeNull();
  });

  it('refuses a command id reused for another request and writes nothing; the same request gets the first answer', async () => {
    const first = await store.append('order-6', 'no_stream', [{ type: 'OrderOpened', data: {} }], meta('hashed-cmd'), { requestHash: 'h-1' });
    await expect(store.append('order-6', 1, [{ type: 'LineAdded', data: {} }], meta('hashed-cmd'), { requestHash: 'h-2' })).rejects.toBeInstanceOf(CommandIdReusedError);
    await expect(store.findCommand({ userId: 'u-1', commandId: 'hashed-cmd', requestHash: 'h-2' })).rejects.toBeInstanceOf(CommandIdReusedError);
    expect((await store.readStream('order-6')).version).toBe(1);
    const retry = await store.append('order-6', 'no_stream', [{ type: 'OrderOpened', data: {} }], meta('hashed-cmd'), { requestHash: 'h-1' });
    expect(retry).toMatchObject({ duplicate: true, streamVersion: 1, globalPosition: first.globalPosition });
  });

  it('records the command with its events in one transaction: a failed append records nothing', async () => {
    await expect(
      store.append('order-7', 'no_stream', [{ type: 'OrderOpened', data: {} }], meta('failing-cmd'), { requestHash: 'h-1', inline: async () => { throw new Error('refused'); } }),
    ).rejects.toThrow('refused');
    expect(await store.findCommand({ userId: 'u-1', commandId: 'failing-cmd' })).toBeNull();
    const ok = await store.append('order-7', 'no_stream', [{ type: 'OrderOpened', data: {} }], meta('failing-cmd'), { requestHash: 'h-2' });
    expect(ok.duplicate).toBe(false);
  });

  it('commands recorded only in the log (before the command table) still answer their retries', async () => {
    const first = await store.appendMany(
      [
        { streamId: 'legacy-1', expectedVersion: 'no_stream', events: [{ type: 'OrderOpened', data: {} }, { type: 'LineAdded', data: {} }] },
        { streamId: 'legacy-2', expectedVersion: 'no_stream', events: [{ type: 'OrderOpened', data: {} }] },
      ],
      meta('legacy-cmd', 'u-9'),
      { requestHash: 'h-1' },
    );
    await t.db.query("delete from es.commands where command_id = 'legacy-cmd'");
    await t.db.query('select es.record_commands_of_events()');
    // The request behind an old id is unknown: any request with it is taken for a retry, as before.
    const retry = await store.append('legacy-1', 2, [{ type: 'LineAdded', data: {} }], meta('legacy-cmd', 'u-9'), { requestHash: 'h-other' });
    expect(retry).toMatchObject({ streamId: 'legacy-1', streamVersion: 2, globalPosition: first[0].globalPosition, duplicate: true });
    expect(await store.findCommand({ userId: 'u-9', commandId: 'legacy-cmd' })).toMatchObject([
      { streamId: 'legacy-1', streamVersion: 2 },
      { streamId: 'legacy-2', streamVersion: 1, globalPosition: first[1].globalPosition },
    ]);
  });

  it('appends to several streams atomically: a conflict on one writes none', async () => {
    await store.append('stock-a', 'no_stream', [{ type: 'Moved', data: {} }], meta('c6'));
    await expect(
      store.appendMany(
        [
          { streamId: 'transfer-1', expectedVersion: 'no_stream', events: [{ type: 'TransferMade', data: {} }] },
          { streamId: 'stock-a', expectedVersion: 'no_stream', events: [{ type: 'Moved', data: {} }] },
        ],
        meta('c7'),
      ),
    ).rejects.toMatchObject({ name: 'ConcurrencyError', streamId: 'stock-a' });
    expect((await store.readStream('transfer-1')).events).toHaveLength(0);
    const ok = await store.appendMany(
      [
        { streamId: 'transfer-1', expectedVersion: 'no_stream', events: [{ type: 'TransferMade', data: {} }] },
        { streamId: 'stock-a', expectedVersion: 1, events: [{ type: 'Moved', data: {} }] },
      ],
      meta('c8'),
    );
    expect(ok.map((r) => r.streamVersion)).toEqual([1, 2]);
    const again = await store.appendMany([{ streamId: 'transfer-1', expectedVersion: 'no_stream', events: [{ type: 'TransferMade', data: {} }] }], meta('c8'));
    expect(again.map((r) => [r.streamId, r.duplicate])).toEqual([['transfer-1', true], ['stock-a', true]]);
  });

  it('reads all events from a checkpoint in commit order, in batches', async () => {
    const total = (await t.db.query<{ n: number }>('select count(*)::int as n from es.events')).rows[0].n;
    await waitReadable(store, total);
    const all = [];
    let cp = ZERO;
    for (;;) {
      const { events, last } = await store.readAll(cp, 2);
      if (events.length === 0) break;
      all.push(...events);
      cp = last;
    }
    const positions = all.map((e) => BigInt(e.globalPosition));
    expect(new Set(positions).size).toBe(positions.length);
    expect(all.length).toBe(Number(await store.countAfter(ZERO)));
    const head = await store.head();
    expect(head.pos).toBe(all[all.length - 1].globalPosition);
  });

  it('filters by type but still advances the checkpoint past other events', async () => {
    const { events, last } = await store.readAll(ZERO, 1000, { types: ['TransferMade'] });
    expect(events.map((e) => e.type)).toEqual(['TransferMade']);
    expect(last).toEqual(await store.head());
  });

  it('reads without the metadata column for a reader that does not need it: the same events with only their command id', async () => {
    const full = await store.readAll(ZERO, 1000);
    const lean = await store.readAll(ZERO, 1000, { metadata: false });
    expect(lean.last).toEqual(full.last);
    expect(lean.events.map((e) => ({ ...e, metadata: undefined }))).toEqual(full.events.map((e) => ({ ...e, metadata: undefined })));
    const c1 = lean.events.find((e) => e.type === 'OrderOpened')!;
    expect(c1.metadata).toEqual({ commandId: 'c1', correlationId: 'c1', causationId: 'c1' });
  });

  it('upcasts old event versions when read', async () => {
    await store.append('alarm-v1', 'no_stream', [{ type: 'ReminderSet', data: { text: 'call Juan' }, schemaVersion: 1 }], meta('c9'));
    const upcasting = new SqlEventStore(
      t.db,
      new UpcasterRegistry([
        { type: 'ReminderSet', fromVersion: 1, up: (d) => ({ content: d.text }) },
        { type: 'ReminderSet', fromVersion: 2, up: (d) => ({ ...d, priority: 'normal' }) },
      ]),
    );
    const [e] = (await upcasting.readStream('alarm-v1')).events;
    expect(e.schemaVersion).toBe(3);
    expect(e.data).toEqual({ content: 'call Juan', priority: 'normal' });
    expect(upcasting.upcasters.currentVersion('ReminderSet')).toBe(3);
  });

  it('refuses to rewrite history', async () => {
    await expect(t.db.query("update es.events set data = '{}'")).rejects.toThrow(/append-only/);
    await expect(t.db.query('delete from es.events')).rejects.toThrow(/append-only/);
  });

  it('runs inline work in the append transaction: a failure there rolls the append back', async () => {
    await expect(
      store.append('order-9', 'no_stream', [{ type: 'OrderOpened', data: {} }], meta('c10'), {
        inline: async () => {
          throw new Error('inline projection failed');
        },
      }),
    ).rejects.toThrow('inline projection failed');
    expect((await store.readStream('order-9')).events).toHaveLength(0);
    let seen = 0;
    await store.append('order-9', 'no_stream', [{ type: 'OrderOpened', data: {} }], meta('c11'), { inline: async (_tx, evs) => void (seen = evs.length) });
    expect(seen).toBe(1);
  });

  it('an append that PostgreSQL picks as a deadlock victim is run again, not refused', async () => {
    if (_name !== 'postgres') return; // one transaction at a time on the embedded store: no deadlock there
    await t.db.query('create table if not exists public.dl (k int primary key, v int not null)');
    await t.db.query('insert into public.dl values (1, 0), (2, 0) on conflict do nothing');
    const lockBoth = (first: number, second: number) => async (tx: { query: (q: string, p?: unknown[]) => Promise<unknown> }) => {
      await tx.query('update public.dl set v = v + 1 where k = $1', [first]);
      await tx.query('select pg_sleep(0.2)');
      await tx.query('update public.dl set v = v + 1 where k = $1', [second]);
    };
    const [a, b] = await Promise.all([
      store.append('dl-a', 'no_stream', [{ type: 'Locked', data: {} }], meta('dl-a'), { within: lockBoth(1, 2) }),
      store.append('dl-b', 'no_stream', [{ type: 'Locked', data: {} }], meta('dl-b'), { within: lockBoth(2, 1) }),
    ]);
    expect([a.streamVersion, b.streamVersion]).toEqual([1, 1]);
    expect((await t.db.query<{ v: number }>('select v from public.dl order by k')).rows).toEqual([{ v: 2 }, { v: 2 }]);
  });
});
