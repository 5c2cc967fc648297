import { customersForSale } from '@tradedesk/projections/customers/customers/customers.query';
import { type ApiHarness, ROOT_PASSWORD, startApi } from '../identity/testing/api-harness.js';

/** Customers, groups and membership levels over real HTTP on PostgreSQL. */
describe('customers API', () => {
  let api: ApiHarness;
  let admin: string;
  let clerk: string;
  let seller: string;
  let outsider: string;
  const countEvents = async () => Number((await api.platform.db.query<{ n: string }>(`select count(*)::text as n from es.events`)).rows[0].n);

  beforeAll(async () => {
    api = await startApi();
    const root = await api.login('root', ROOT_PASSWORD);
    const position = async (name: string, pages: string[]) =>
      (await api.call('POST', '/be/api/positions', { token: root, body: { name, pagePrivileges: Object.fromEntries(pages.map((p) => [p, 'Accessable'])) } })).body.data.id;
    const clerks = await position('Customer desk', ['CustomerList']);
    const sellers = await position('Cashier', ['SaleRetail']);
    for (const [username, body] of [
      ['ana', { roles: ['Admin'] }],
      ['li', { positionIds: [clerks] }],
      ['pedro', { positionIds: [sellers] }],
      ['nobody', {}],
    ] as const) {
      expect((await api.call('POST', '/be/api/employees', { token: root, body: { username, password: 'password-1', name: username, ...body } })).status).toBe(201);
    }
    admin = await api.login('ana', 'password-1');
    clerk = await api.login('li', 'password-1');
    seller = await api.login('pedro', 'password-1');
    outsider = await api.login('nobody', 'password-1');
  });
  afterAll(() => api?.close());

  let gold: string;
  let silver: string;
  let restaurants: string;
  let route5: string;
  let pepeId: string;

  it('membership levels and groups are created; taken names answer 409', async () => {
    const g = await api.call('POST', '/be/api/customers/membership-levels', { token: admin, body: { name: 'Oro', discount: '5.00', priceType: 'wholesale' } });
    expect(g.status).toBe(201);
    gold = g.body.data.id;
    silver = (await api.call('POST', '/be/api/customers/membership-levels', { token: admin, body: { name: 'Plata', discount: '2.5' } })).body.data.id;
    expect((await api.call('POST', '/be/api/customers/membership-levels', { token: admin, body: { name: 'oro' } })).status).toBe(409);
    const levels = (await api.call('GET', '/be/api/customers/membership-levels', { token: admin })).body.data.levels;
    expect(levels.map((l: any) => [l.name, l.discount, l.priceType])).toEqual([
      ['Plata', '2.5', 'member'],
      ['Oro', '5', 'wholesale'],
    ]);
    restaurants = (await api.call('POST', '/be/api/customers/groups', { token: admin, body: { name: 'Restaurantes' } })).body.data.id;
    route5 = (await api.call('POST', '/be/api/customers/groups', { token: admin, body: { name: 'Ruta 5 Norte', memo: 'martes y jueves' } })).body.data.id;
    const dup = await api.call('POST', '/be/api/customers/groups', { token: admin, body: { name: 'restaurantes' } });
    expect(dup.status).toBe(409);
    expect(dup.body.error!.reason).toBe('group_name_taken');
  });

  it('creates a customer with a level and groups; a sale gets the level discount and the level price type', async () => {
    const r = await api.call('POST', '/be/api/customers', {
      token: clerk,
      body: {
        code: 'C-001', name: 'Restaurante Don Pepe', phone: '+56 32 255 0101', email: 'pepe@example.cl', address: 'Av. Brasil 10, Valparaíso', taxId: '76.123.456-7',
        country: 'CL', membershipLevelId: gold, groupIds: [restaurants, route5], paymentTermsDays: 30, creditLimit: '500000.00', memo: 'entrega por la tarde',
      },
    });
    expect(r.status).toBe(201);
    pepeId = r.body.data.id;
    const c = (await api.call('GET', `/be/api/customers/${pepeId}`, { token: clerk })).body.data;
    expect(c).toMatchObject({
      code: 'C-001', priceType: '', membershipLevelName: 'Oro', groupNames: ['Restaurantes', 'Ruta 5 Norte'], paymentTermsDays: 30, creditLimit: '500000',
      effectivePriceType: 'wholesale', discount: '5', status: 'active', version: 1,
    });
    const facts = await customersForSale(api.platform.db, [pepeId, 'nope']);
    expect([...facts.values()]).toEqual([{ id: pepeId, code: 'C-001', name: 'Restaurante Don Pepe', status: 'active', priceType: 'wholesale', discount: '5', paymentTermsDays: 30, currency: '' }]);
  });

  it("the customer's own price type wins over the level's; a disabled level gives no discount", async () => {
    const v = (await api.call('GET', `/be/api/customers/${pepeId}`, { token: clerk })).body.data.version;
    expect((await api.call('PUT', `/be/api/customers/${pepeId}`, { token: clerk, body: { version: v, priceType: 'member' } })).status).toBe(200);
    expect((await customersForSale(api.platform.db, [pepeId])).get(pepeId)).toMatchObject({ priceType: 'member', discount: '5' });
    await api.call('POST', `/be/api/customers/membership-levels/${gold}/disable`, { token: admin });
    expect((await customersForSale(api.platform.db, [pepeId])).get(pepeId)).toMatchObject({ priceType: 'member', discount: '0' });
    await api.call('POST', `/be/api/customers/membership-levels/${gold}/enable`, { token: admin });
    const lv = (await api.call('GET', `/be/api/customers/membership-levels/${gold}`, { token: admin })).body.data;
    expect(lv.customerCount).toBe(1);
    await api.call('PUT', `/be/api/customers/membership-levels/${gold}`, { token: admin, body: { version: lv.version, discount: '7' } });
    expect((await customersForSale(api.platform.db, [pepeId])).get(pepeId)).toMatchObject({ discount: '7' });
  });

  it('lists with search, filters and paging', async () => {
    for (let i = 2; i <= 12; i++) {
      const body = { code: `C-${String(i).padStart(3, '0')}`, name: `Cliente ${i}`, phone: `+56 9 ${1000 + i}`, membershipLevelId: i % 2 ? silver : null, groupIds: i <= 4 ? [route5] : [] };
      expect((await api.call('POST', '/be/api/customers', { token: clerk, body })).status).toBe(201);
    }
    const page2 = (await api.call('GET', '/be/api/customers?limit=5&page=2', { token: clerk })).body.data;
    expect(page2.total).toBe(12);
    expect(page2.customers.map((c: any) => c.code)).toEqual(['C-006', 'C-007', 'C-008', 'C-009', 'C-010']);
    expect((await api.call('GET', '/be/api/customers?search=don%20pepe', { token: clerk })).body.data.customers.map((c: any) => c.code)).toEqual(['C-001']);
    expect((await api.call('GET', '/be/api/customers?search=1011', { token: clerk })).body.data.customers.map((c: any) => c.code)).toEqual(['C-011']);
    expect((await api.call('GET', `/be/api/customers?groupId=${route5}`, { token: clerk })).body.data.total).toBe(4);
    expect((await api.call('GET', `/be/api/customers?membershipLevelId=${silver}`, { token: clerk })).body.data.total).toBe(5);
    expect((await api.call('GET', '/be/api/customers?priceType=retail', { token: clerk })).body.data.total).toBe(6);
    // The sale screens search customers too; other pages do not.
    expect((await api.call('GET', '/be/api/customers?search=pepe', { token: seller })).status).toBe(200);
    expect((await api.call('POST', '/be/api/customers', { token: seller, body: { code: 'X', name: 'X' } })).status).toBe(403);
    expect((await api.call('GET', '/be/api/customers', { token: outsider })).status).toBe(403);
  });

  it('a stale version answers 409 and keeps the first change; history shows who and when', async () => {
    const v = (await api.call('GET', `/be/api/customers/${pepeId}`, { token: clerk })).body.data.version;
    const first = await api.call('PUT', `/be/api/customers/${pepeId}`, { token: clerk, body: { version: v, phone: '+56 32 255 0199' } });
    expect(first.status).toBe(200);
    const second = await api.call('PUT', `/be/api/customers/${pepeId}`, { token: admin, body: { version: v, phone: '+56 32 255 0000' } });
    expect(second.status).toBe(409);
    expect(second.body.error!.reason).toBe('version_conflict');
    expect((await api.call('GET', `/be/api/customers/${pepeId}`, { token: clerk })).body.data.phone).toBe('+56 32 255 0199');
    const history = (await api.call('GET', `/be/api/customers/${pepeId}/history`, { token: clerk })).body.data.events;
    expect(history[0]).toMatchObject({ type: 'CustomerCreated', username: 'li' });
    expect(history.at(-1)).toMatchObject({ type: 'CustomerChanged', username: 'li', data: { changes: { phone: '+56 32 255 0199' } } });
    expect(Date.parse(history.at(-1).at)).toBeGreaterThan(0);
  });

  it('two people saving the same version at once: one wins, the other gets 409', async () => {
    const v = (await api.call('GET', `/be/api/customers/${pepeId}`, { token: clerk })).body.data.version;
    const [a, b] = await Promise.all([
      api.call('PUT', `/be/api/customers/${pepeId}`, { token: clerk, body: { version: v, memo: 'from li' } }),
      api.call('PUT', `/be/api/customers/${pepeId}`, { token: admin, body: { version: v, memo: 'from ana' } }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const winner = a.status === 200 ? 'from li' : 'from ana';
    expect((await api.call('GET', `/be/api/customers/${pepeId}`, { token: clerk })).body.data).toMatchObject({ memo: winner, version: v + 1 });
  });

  it('bad input answers 400 or 409 naming the field and appends nothing', async () => {
    const before = await countEvents();
    const bad = await api.call('POST', '/be/api/customers', { token: clerk, body: { code: 'has space', name: '', creditLimit: 12.5, email: 'nope' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error!.details!.map((d: any) => d.path).sort()).toEqual(['code', 'creditLimit', 'email', 'name']);
    const taken = await api.call('POST', '/be/api/customers', { token: clerk, body: { code: 'c-001', name: 'Otro' } });
    expect(taken.status).toBe(409);
    expect(taken.body.error!.reason).toBe('customer_code_taken');
    const level = await api.call('POST', '/be/api/customers', { token: clerk, body: { code: 'C-900', name: 'X', membershipLevelId: 'nope' } });
    expect(level.status).toBe(400);
    expect(level.body.error!.message).toMatch(/^membershipLevelId/);
    const unknownField = await api.call('POST', '/be/api/customers', { token: clerk, body: { code: 'C-900', name: 'X', vip: true } });
    expect(unknownField.status).toBe(400);
    expect((await api.call('PUT', '/be/api/customers/nope', { token: clerk, body: { name: 'X' } })).status).toBe(404);
    expect(await countEvents()).toBe(before);
  });

  it('disable and enable; a disabled customer is still found and its status is what a sale sees', async () => {
    expect((await api.call('POST', `/be/api/customers/${pepeId}/disable`, { token: clerk })).status).toBe(200);
    expect((await api.call('GET', '/be/api/customers?status=active&search=pepe', { token: clerk })).body.data.total).toBe(0);
    expect((await customersForSale(api.platform.db, [pepeId])).get(pepeId)!.status).toBe('disabled');
    await api.call('POST', `/be/api/customers/${pepeId}/enable`, { token: clerk });
    expect((await api.call('GET', `/be/api/customers/${pepeId}`, { token: clerk })).body.data.status).toBe('active');
  });

  it('group members: add several customers at once (a customer may be in several groups), remove, list; all or none', async () => {
    const list = (await api.call('GET', '/be/api/customers?search=cliente&limit=3', { token: admin })).body.data.customers.map((c: any) => c.id);
    const add = await api.call('POST', `/be/api/customers/groups/${restaurants}/members`, { token: admin, body: { customerIds: [...list, pepeId] } });
    expect(add.status).toBe(200);
    expect(add.body.data.changed).toBe(3);
    const members = (await api.call('GET', `/be/api/customers/groups/${restaurants}/members`, { token: admin })).body.data;
    expect(members.total).toBe(4);
    expect(members.customers[0].groupNames).toEqual(['Restaurantes', 'Ruta 5 Norte']);
    const groups = (await api.call('GET', '/be/api/customers/groups', { token: admin })).body.data.groups;
    expect(groups.map((g: any) => [g.name, g.memberCount])).toEqual([
      ['Restaurantes', 4],
      ['Ruta 5 Norte', 4],
    ]);

    const before = await countEvents();
    const withUnknown = await api.call('POST', `/be/api/customers/groups/${route5}/members`, { token: admin, body: { customerIds: [list[2], 'nope'] } });
    expect(withUnknown.status).toBe(400);
    expect(withUnknown.body.error!.message).toContain('nope');
    expect(await countEvents()).toBe(before);

    const removed = await api.call('DELETE', `/be/api/customers/groups/${restaurants}/members`, { token: admin, body: { customerIds: [list[0], list[1]] } });
    expect(removed.body.data.changed).toBe(2);
    expect((await api.call('GET', `/be/api/customers/groups/${restaurants}/members`, { token: admin })).body.data.total).toBe(2);
    const history = (await api.call('GET', `/be/api/customers/${list[0]}/history`, { token: admin })).body.data.events.map((e: any) => e.type);
    expect(history).toEqual(['CustomerCreated', 'CustomerAddedToGroup', 'CustomerRemovedFromGroup']);
  });

  it('groups: rename (409 when stale), disable refuses new members', async () => {
    const g = (await api.call('GET', `/be/api/customers/groups/${route5}`, { token: admin })).body.data;
    expect((await api.call('PUT', `/be/api/customers/groups/${route5}`, { token: admin, body: { version: g.version, name: 'Ruta 5' } })).status).toBe(200);
    expect((await api.call('PUT', `/be/api/customers/groups/${route5}`, { token: admin, body: { version: g.version, name: 'Ruta 5 Sur' } })).status).toBe(409);
    await api.call('POST', `/be/api/customers/groups/${route5}/disable`, { token: admin });
    const some = (await api.call('GET', '/be/api/customers?search=C-012', { token: admin })).body.data.customers[0].id;
    const refused = await api.call('POST', `/be/api/customers/groups/${route5}/members`, { token: admin, body: { customerIds: [some] } });
    expect(refused.status).toBe(400);
    expect(refused.body.error!.reason).toBe('group_disabled');
    const creating = await api.call('POST', '/be/api/customers', { token: admin, body: { code: 'C-901', name: 'X', groupIds: [route5] } });
    expect(creating.status).toBe(400);
    expect(creating.body.error!.reason).toBe('group_disabled');
    const history = (await api.call('GET', `/be/api/customers/groups/${route5}/history`, { token: admin })).body.data.events.map((e: any) => e.type);
    expect(history).toEqual(['CustomerGroupCreated', 'CustomerGroupChanged', 'CustomerGroupDisabled']);
  });
});
