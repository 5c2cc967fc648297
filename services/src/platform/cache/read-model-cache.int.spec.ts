import { loadConfig } from '../config/config.js';
import { PgDatabase } from '../database/pg.database.js';
import { createPlatform, type Platform } from '../platform.js';
import { freshPg, type TestDatabase } from '../testing/test-db.js';

/**
 * The process caches of read models (company settings, warehouses, sessions) never answer an old
 * value for long: the process that changed it reads the new value at once, another process on the
 * same database as soon as the change notification reaches it.
 */
describe('read-model caches across two processes on one PostgreSQL database', () => {
  let t: TestDatabase;
  let a: Platform;
  let b: Platform;
  let n = 0;
  const config = loadConfig({ ROOT_PASSWORD: 'root-pass-123', LOG_LEVEL: 'silent' } as any);
  const changeTimeZone = (on: Platform, hours: number) =>
    on.store.appendMany(
      [{ streamId: 'company-settings', expectedVersion: 'any', events: [{ type: 'CompanySettingsChanged', data: { changes: { SystemTimeZone: hours } } }] }],
      { userId: 'u1', commandId: `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`, correlationId: '', causationId: '' } as any,
      { inline: on.inline },
    );
  const until = async (check: () => Promise<boolean>, ms = 5000) => {
    const t0 = Date.now();
    while (!(await check())) {
      if (Date.now() - t0 > ms) return false;
      await new Promise((r) => setTimeout(r, 20));
    }
    return true;
  };

  beforeAll(async () => {
    t = await freshPg();
    a = await createPlatform(config, { db: t.db, migrate: true });
    b = await createPlatform(config, { db: new PgDatabase(t.url!, { max: 4 }) });
  }, 60_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await t?.drop().catch(() => undefined);
  });

  it('the process that changed the settings reads the new value at once; the other one within moments', async () => {
    const before = await a.settings.get('SystemTimeZone');
    expect(await b.settings.get('SystemTimeZone')).toBe(before); // both now cache it
    const next = before === 5 ? 6 : 5;
    await changeTimeZone(a, next);
    expect(await a.settings.get('SystemTimeZone')).toBe(next);
    expect(await until(async () => (await b.settings.get('SystemTimeZone')) === next)).toBe(true);
  });

  it('a rebuild of the read model drops what the caches hold (the notification names the read model)', async () => {
    const held = await b.settings.get('SystemTimeZone');
    // Written behind every process's back, as a log import would: the caches still answer the old value.
    await t.db.query(`update rm.company_settings set value = to_jsonb($1::int) where key = 'SystemTimeZone'`, [held + 1]);
    expect(await b.settings.get('SystemTimeZone')).toBe(held);
    const { rebuildProjector } = await import('@tradedesk/projections/platform/rebuild');
    await rebuildProjector({ projector: a.projectors.find((p) => p.name === 'company-settings')!, db: a.db, source: a.store });
    // The rebuild folds the log again: the value is the logged one, and both processes read it.
    expect(await until(async () => (await b.settings.get('SystemTimeZone')) === held && (await a.settings.get('SystemTimeZone')) === held)).toBe(true);
  });

  it('warehouses: a rename made by one process is seen by the other', async () => {
    const meta = () => ({ userId: 'u1', commandId: `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`, correlationId: '', causationId: '' }) as any;
    await a.store.appendMany(
      [{ streamId: 'warehouse-w1', expectedVersion: 'no_stream', events: [{ type: 'WarehouseCreated', data: { warehouseId: 'w1', code: 'W1', name: 'First', address: '' } }] }],
      meta(),
      { inline: a.inline },
    );
    expect((await b.warehouses.ref('w1'))?.name).toBe('First');
    await a.store.appendMany(
      [{ streamId: 'warehouse-w1', expectedVersion: 1, events: [{ type: 'WarehouseChanged', data: { warehouseId: 'w1', changes: { name: 'Renamed' } } }] }],
      meta(),
      { inline: a.inline },
    );
    expect((await a.warehouses.ref('w1'))?.name).toBe('Renamed');
    expect(await until(async () => (await b.warehouses.ref('w1'))?.name === 'Renamed')).toBe(true);
  });
});
