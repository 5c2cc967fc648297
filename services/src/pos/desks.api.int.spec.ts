import { type ApiHarness, ROOT_PASSWORD, startApi } from '../identity/testing/api-harness.js';
import { apiCalls } from '../identity/testing/api-calls.js';

/**
 * Desks (restaurant tables) over real HTTP on PostgreSQL: created per store with area, seats and
 * place, listed in floor order with filters, changed, disabled and enabled with a history of who
 * and when; a name taken in the same store 409, an unknown store 400, bad input appends nothing;
 * a retried command creates one desk; the Desk page privilege opens the screen's calls, another
 * page's does not.
 */
describe('desks API (/setting/basics/desk)', () => {
  let api: ApiHarness;
  let root: string;
  let waiterAdmin: string;
  let outsider: string;
  let centro: string;
  let playa: string;
  const { call, ok, read, countEvents } = apiCalls(() => api, () => root);

  beforeAll(async () => {
    api = await startApi();
    const { DaemonHost } = await import('../system/daemon-host.js');
    api.app.get(DaemonHost).start(100);
    root = await api.login('root', ROOT_PASSWORD);
    centro = (await ok('POST', '/warehouses', { code: 'CEN', name: 'Centro' })).id;
    playa = (await ok('POST', '/warehouses', { code: 'PLA', name: 'Playa' })).id;
    const position = async (name: string, pages: string[]) => (await ok('POST', '/positions', { name, pagePrivileges: Object.fromEntries(pages.map((p) => [p, 'Accessable'])) })).id;
    for (const [username, pages] of [['salon', ['Desk']], ['ajeno', ['PayMethod']]] as const) {
      await ok('POST', '/employees', { username, password: 'password-1', name: username, positionIds: [await position(`P ${username}`, [...pages])] });
    }
    waiterAdmin = await api.login('salon', 'password-1');
    outsider = await api.login('ajeno', 'password-1');
  });
  afterAll(() => api?.close());

  it('desks of a store listed by area and place; changed, disabled, enabled, with who and when', async () => {
    const m1 = (await ok('POST', '/setting/basics/desk', { warehouseId: centro, name: 'Mesa 1', area: 'Terraza', seats: 4, position: 2 })).id;
    await ok('POST', '/setting/basics/desk', { warehouseId: centro, name: 'Mesa 2', area: 'Terraza', seats: 2, position: 1 });
    const bar = (await ok('POST', '/setting/basics/desk', { warehouseId: centro, name: 'Barra', area: 'Bar', seats: 6 })).id;
    await ok('POST', '/setting/basics/desk', { warehouseId: playa, name: 'Mesa 1', area: 'Arena' });
    await ok('PUT', `/setting/basics/desk/${m1}`, { version: 1, seats: 6, position: 0 });
    await ok('POST', `/setting/basics/desk/${bar}/disable`);

    const all = (await read(`/setting/basics/desk?warehouseId=${centro}`)).desks;
    expect(all.map((d: any) => [d.warehouseName, d.area, d.name, d.seats, d.active])).toEqual([
      ['Centro', 'Bar', 'Barra', 6, false],
      ['Centro', 'Terraza', 'Mesa 1', 6, true],
      ['Centro', 'Terraza', 'Mesa 2', 2, true],
    ]);
    expect((await read('/setting/basics/desk?status=active&area=Terraza')).desks.map((d: any) => d.name)).toEqual(['Mesa 1', 'Mesa 2']);
    expect((await read('/setting/basics/desk?search=mesa&status=all')).desks.map((d: any) => d.warehouseName)).toEqual(['Centro', 'Centro', 'Playa']);

    await ok('POST', `/setting/basics/desk/${bar}/enable`);
    const history = await read(`/setting/basics/desk/${bar}/history`);
    expect(history.events.map((e: any) => [e.type, e.username])).toEqual([
      ['DeskCreated', 'root'],
      ['DeskDisabled', 'root'],
      ['DeskEnabled', 'root'],
    ]);
    expect(history.events.every((e: any) => typeof e.at === 'string' && e.at.length > 0)).toBe(true);
  });

  it('refuses a name taken in the same store (409), an unknown store (400), bad fields (400) and a stale change (409), appending nothing', async () => {
    const before = await countEvents();
    const taken = await call('POST', '/setting/basics/desk', { warehouseId: centro, name: 'MESA 1', area: 'Salón' });
    expect({ status: taken.status, reason: taken.body.error?.reason, field: taken.body.error?.params?.field }).toEqual({ status: 409, reason: 'desk_name_taken', field: 'name' });
    const noStore = await call('POST', '/setting/basics/desk', { warehouseId: 'nope', name: 'Mesa 9' });
    expect({ status: noStore.status, reason: noStore.body.error?.reason }).toEqual({ status: 400, reason: 'warehouse_not_found' });
    const noSeats = await call('POST', '/setting/basics/desk', { warehouseId: centro, name: 'Mesa 9', seats: 0 });
    expect(noSeats.status).toBe(400);
    const extra = await call('POST', '/setting/basics/desk', { warehouseId: centro, name: 'Mesa 9', colour: 'red' });
    expect(extra.status).toBe(400);
    const desks = (await read(`/setting/basics/desk?warehouseId=${centro}&search=Mesa 2`)).desks;
    const stale = await call('PUT', `/setting/basics/desk/${desks[0].id}`, { version: 99, name: 'Mesa dos' });
    expect(stale.status).toBe(409);
    const renameTaken = await call('PUT', `/setting/basics/desk/${desks[0].id}`, { name: 'Mesa 1' });
    expect({ status: renameTaken.status, reason: renameTaken.body.error?.reason }).toEqual({ status: 409, reason: 'desk_name_taken' });
    const unknown = await call('POST', '/setting/basics/desk/nope/disable');
    expect({ status: unknown.status, reason: unknown.body.error?.reason }).toEqual({ status: 404, reason: 'desk_not_found' });
    expect(await countEvents()).toBe(before);
  });

  it('a retried create (same command id) makes one desk', async () => {
    const commandId = '8f9d3f0e-6c0b-4c43-9d7e-0e3b3a0c1d21';
    const first = await ok('POST', '/setting/basics/desk', { commandId, warehouseId: playa, name: 'Mesa 2', area: 'Arena' });
    const again = await call('POST', '/setting/basics/desk', { commandId, warehouseId: playa, name: 'Mesa 2', area: 'Arena' });
    expect({ status: again.status, id: again.body.data?.id, duplicate: again.body.data?.duplicate }).toEqual({ status: 201, id: first.id, duplicate: true });
    expect((await read(`/setting/basics/desk?warehouseId=${playa}`)).desks.map((d: any) => d.name)).toEqual(['Mesa 1', 'Mesa 2']);
  });

  it('the Desk page privilege opens the screen and its writes; another page privilege does not', async () => {
    expect((await call('GET', '/setting/basics/desk', undefined, waiterAdmin)).status).toBe(200);
    expect((await call('POST', '/setting/basics/desk', { warehouseId: playa, name: 'Mesa 3' }, waiterAdmin)).status).toBe(201);
    const before = await countEvents();
    expect((await call('GET', '/setting/basics/desk', undefined, outsider)).status).toBe(403);
    expect((await call('POST', '/setting/basics/desk', { warehouseId: playa, name: 'Mesa 4' }, outsider)).status).toBe(403);
    expect(await countEvents()).toBe(before);
  });
});
