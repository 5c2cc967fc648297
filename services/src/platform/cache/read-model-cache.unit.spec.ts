import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import type { Projector } from '@tradedesk/projections/platform/projector';
import type { Database } from '@tradedesk/projections/platform/sql';
import { ReadModelCaches } from './read-model-cache.js';

const projectors = [
  { name: 'company-settings', handles: ['CompanySettingsChanged'] },
  { name: 'warehouses', handles: ['WarehouseCreated', 'WarehouseRenamed'] },
] as unknown as Projector[];

const event = (type: string) => ({ type }) as StoredEvent;

function setUp(now = () => 0) {
  const caches = new ReadModelCaches({} as Database, projectors);
  let loads = 0;
  let value = 'v1';
  const load = async () => {
    loads++;
    return value;
  };
  const cache = caches.create<string>(['company-settings'], { ttlMs: 1000, now });
  return { caches, cache, load, loads: () => loads, set: (v: string) => (value = v) };
}

describe('ReadModelCache', () => {
  it('answers from memory until an event of its read model is appended in this process', async () => {
    const t = setUp();
    expect(await t.cache.get('all', t.load)).toBe('v1');
    t.set('v2');
    expect(await t.cache.get('all', t.load)).toBe('v1');
    expect(t.loads()).toBe(1);

    t.caches.appended([event('WarehouseCreated')]); // another read model: kept
    expect(await t.cache.get('all', t.load)).toBe('v1');

    t.caches.appended([event('WarehouseCreated'), event('CompanySettingsChanged')]);
    expect(await t.cache.get('all', t.load)).toBe('v2');
    expect(t.loads()).toBe(2);
  });

  it('drops its answers on a change notification of its read model (another process, a rebuild)', async () => {
    const t = setUp();
    await t.cache.get('all', t.load);
    t.set('v2');
    t.caches.changed(JSON.stringify({ readModel: 'warehouses', ids: [], position: '9' }));
    expect(await t.cache.get('all', t.load)).toBe('v1');
    t.caches.changed(JSON.stringify({ readModel: 'company-settings', ids: [], position: '10' }));
    expect(await t.cache.get('all', t.load)).toBe('v2');
    t.set('v3');
    t.caches.changed('not json'); // unreadable: everything goes
    expect(await t.cache.get('all', t.load)).toBe('v3');
  });

  it('reads again after its time to live', async () => {
    let clock = 0;
    const t = setUp(() => clock);
    await t.cache.get('all', t.load);
    t.set('v2');
    clock = 999;
    expect(await t.cache.get('all', t.load)).toBe('v1');
    clock = 1000;
    expect(await t.cache.get('all', t.load)).toBe('v2');
  });

  it('never keeps an answer read before an invalidation that came while it was read', async () => {
    const t = setUp();
    let release: () => void = () => undefined;
    const slow = t.cache.get('all', () => new Promise<string>((r) => (release = () => r('old'))));
    t.caches.appended([event('CompanySettingsChanged')]);
    release();
    expect(await slow).toBe('old');
    t.set('new');
    expect(await t.cache.get('all', t.load)).toBe('new');
  });

  it('does not keep what `keep` refuses (an unknown token is asked again)', async () => {
    const t = setUp();
    let n = 0;
    const missing = async () => (n++, null as string | null);
    const c = t.caches.create<string | null>(['warehouses']);
    await c.get('x', missing, (v) => v !== null);
    await c.get('x', missing, (v) => v !== null);
    expect(n).toBe(2);
  });

  it('keeps at most `max` entries, the oldest leaving first', async () => {
    const t = setUp();
    const c = t.caches.create<string>(['warehouses'], { max: 2 });
    let n = 0;
    const load = async () => String(++n);
    await c.get('a', load);
    await c.get('b', load);
    await c.get('c', load);
    expect(c.size).toBe(2);
    expect(await c.get('b', load)).toBe('2');
    expect(await c.get('a', load)).toBe('4');
  });

  it('refuses a read model no projector has', () => {
    const t = setUp();
    expect(() => t.caches.create(['no-such'])).toThrow(/no projector named no-such/);
  });
});
