import { type Checkpoint, ZERO } from '@tradedesk/projections/platform/event-source';
import { freshPg, type TestDatabase, waitReadable } from '../testing/test-db.js';
import { SqlEventStore } from './event-store.js';

/**
 * The reason the log is read by (transaction id, position) below the snapshot's xmin: a reader
 * following a bigserial alone skips an event whose transaction took a lower position but
 * committed later. 8 writers append concurrently (some transactions deliberately held open after
 * taking their position) while a reader follows the log; it must see every event exactly once.
 */
describe('reading the log in commit order on PostgreSQL', () => {
  let t: TestDatabase;
  let store: SqlEventStore;
  beforeAll(async () => {
    t = await freshPg({ max: 20 });
    store = new SqlEventStore(t.db);
  });
  afterAll(() => t.drop());

  it('a follower sees every event exactly once under 8 concurrent writers with late commits', async () => {
    const WRITERS = 8;
    const PER_WRITER = 400;
    let writing = true;
    const seen = new Map<string, number>();
    let cp: Checkpoint = ZERO;
    const follower = (async () => {
      for (;;) {
        const { events, last } = await store.readAll(cp, 97);
        for (const e of events) seen.set(e.globalPosition, (seen.get(e.globalPosition) ?? 0) + 1);
        cp = last;
        if (events.length === 0) {
          // Every event readable first, then none after the checkpoint: the second count runs on a
          // later snapshot, so nothing can become readable behind the follower between the two.
          if (!writing && (await store.countAfter(ZERO)) === WRITERS * PER_WRITER && (await store.countAfter(cp)) === 0) return;
          await new Promise((r) => setTimeout(r, 2));
        }
      }
    })();

    const writer = async (w: number) => {
      for (let i = 0; i < PER_WRITER; i++) {
        const meta = { userId: `w${w}`, commandId: `w${w}-${i}`, correlationId: 'c', causationId: 'c' };
        if (i % 25 === 0) {
          // Take a position, then hold the transaction open while others commit after it.
          await store.appendMany([{ streamId: `s-${w}-${i}`, expectedVersion: 'no_stream', events: [{ type: 'Late', data: { w, i } }] }], meta, {
            within: () => new Promise((r) => setTimeout(r, 15)),
          });
        } else {
          await store.append(`s-${w}-${i % 10}`, 'any', [{ type: 'Fast', data: { w, i } }], meta);
        }
      }
    };
    await Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w)));
    writing = false;
    await waitReadable(store, WRITERS * PER_WRITER);
    await follower;

    const { rows } = await t.db.query<{ n: number }>('select count(*)::int as n from es.events');
    expect(rows[0].n).toBe(WRITERS * PER_WRITER);
    expect(seen.size).toBe(WRITERS * PER_WRITER);
    expect([...seen.values()].every((n) => n === 1)).toBe(true);
  });

  it('a reader following the position alone would have skipped late commits (the hazard is real)', async () => {
    // Take position P in a transaction that stays open, commit P+1 meanwhile, and read by position.
    const before = (await t.db.query<{ m: string }>('select coalesce(max(global_position),0)::text as m from es.events')).rows[0].m;
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const slow = store.appendMany([{ streamId: 'late-1', expectedVersion: 'no_stream', events: [{ type: 'Late', data: {} }] }], { userId: 'u', commandId: 'late-1', correlationId: 'c', causationId: 'c' }, { within: () => held });
    await new Promise((r) => setTimeout(r, 50));
    await store.append('fast-1', 'no_stream', [{ type: 'Fast', data: {} }], { userId: 'u', commandId: 'fast-1', correlationId: 'c', causationId: 'c' });
    const naive = (await t.db.query<{ pos: string }>('select global_position::text as pos from es.events where global_position > $1 order by global_position', [before])).rows.map((r) => r.pos);
    // The naive reader sees only the later position now, and would move its checkpoint past the earlier one.
    expect(naive).toHaveLength(1);
    // The commit-order reader does not hand out the later event before the earlier transaction ends.
    const safe = await store.readAll({ tx: '0', pos: '0' }, 100000);
    expect(safe.events.some((e) => e.streamId === 'fast-1')).toBe(false);
    release();
    await slow;
    await waitReadable(store, (await t.db.query<{ n: number }>('select count(*)::int as n from es.events')).rows[0].n);
    const after = await store.readAll({ tx: '0', pos: '0' }, 100000);
    expect(after.events.filter((e) => e.streamId === 'late-1' || e.streamId === 'fast-1')).toHaveLength(2);
  });
});
