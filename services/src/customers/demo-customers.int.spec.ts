import { type ApiHarness, ROOT_PASSWORD, startApi } from '../identity/testing/api-harness.js';
import { seedDemoCustomers } from './demo-customers.js';

/** The demo set's customers: two levels, two groups, a few dozen customers, some balances; a second run adds nothing. */
describe('demo customers', () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApi();
    const { DaemonHost } = await import('../system/daemon-host.js');
    api.app.get(DaemonHost).start(200);
  });
  afterAll(() => api?.close());

  it('loads once, with levels, groups and opening balances', async () => {
    expect((await seedDemoCustomers(api.platform)).customers).toBe(36);
    expect((await seedDemoCustomers(api.platform)).customers).toBe(0);
    const root = await api.login('root', ROOT_PASSWORD);
    const groups = (await api.call('GET', '/be/api/customers/groups', { token: root })).body.data.groups;
    expect(groups.map((g: any) => g.name).sort()).toEqual(['Minimarkets', 'Restaurantes']);
    expect(groups.reduce((n: number, g: any) => n + g.memberCount, 0)).toBe(30);
    const levels = (await api.call('GET', '/be/api/customers/membership-levels', { token: root })).body.data.levels;
    expect(levels.map((l: any) => [l.name, l.discount, l.customerCount > 0])).toEqual([
      ['Plata', '2', true],
      ['Oro', '5', true],
    ]);
    const { rows } = await api.platform.db.query<{ p: string }>(`select max(global_position)::text as p from es.events`);
    const balances = (await api.call('GET', `/be/api/customers/accounts?waitFor=${rows[0].p}&balance=nonzero`, { token: root })).body.data;
    expect(balances.total).toBe(12);
    expect(balances.balances.some((b: any) => b.currency === 'USD')).toBe(true);
  });
});
