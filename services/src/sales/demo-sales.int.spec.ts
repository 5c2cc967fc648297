import { pino } from 'pino';
import { seedDemo } from '../demo/demo-data.js';
import { type ApiHarness, ROOT_PASSWORD, startApi } from '../identity/testing/api-harness.js';

/**
 * The whole demo set, as `npm run demo` loads it: catalogue, stock, customers and a morning of
 * sales (paid, owed, one to deliver today, one parked, one quote); a second run adds nothing.
 */
describe('demo data', () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApi();
    const { DaemonHost } = await import('../system/daemon-host.js');
    api.app.get(DaemonHost).start(100);
  });
  afterAll(() => api?.close());

  it('loads sales through the order commands once: the list, the delivery reminder and the receivables follow', async () => {
    const log = pino({ level: 'silent' });
    await seedDemo(api.app, log);
    const count = async () => Number((await api.platform.db.query<{ n: string }>(`select count(*)::text as n from es.events where stream_id like 'sale-order-%'`)).rows[0].n);
    const written = await count();
    await seedDemo(api.app, log);
    expect(await count()).toBe(written);

    const root = await api.login('root', ROOT_PASSWORD);
    const head = (await api.platform.db.query<{ p: string }>('select max(global_position)::text as p from es.events')).rows[0].p;
    const list = (await api.call('GET', `/be/api/sale/order?limit=50&waitFor=${head}`, { token: root })).body.data;
    expect(list.total).toBe(8);
    const by = (pred: (r: any) => boolean) => list.rows.filter(pred).length;
    expect(by((r) => r.kind === 'sale' && r.status === 'committed')).toBe(6);
    expect(by((r) => r.paymentStatus === 'paid')).toBe(3);
    expect(by((r) => r.paymentStatus === 'partial')).toBe(1);
    expect(by((r) => r.hung)).toBe(1);
    expect(by((r) => r.kind === 'quote')).toBe(1);
    expect((await api.call('GET', `/be/api/report/today-shippings?limit=0&waitFor=${head}`, { token: root })).body.data.total).toBe(1);
    const owing = (await api.call('GET', `/be/api/customers/accounts?balance=owing&limit=100&waitFor=${head}`, { token: root })).body.data.balances;
    expect(owing.length).toBeGreaterThan(0);
  });
});
