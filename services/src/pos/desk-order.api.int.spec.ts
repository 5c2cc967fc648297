import { type ApiHarness, ROOT_PASSWORD, startApi } from '../identity/testing/api-harness.js';
import { apiCalls } from '../identity/testing/api-calls.js';

/**
 * DeskOrder over real HTTP on PostgreSQL (docs/pos.md "Desks"): the floor order of one area
 * written at once (`POST setting/basics/desk/order`), places 1..n, a DeskChanged {position} with
 * who and when only for the desks whose place changed, and the restaurant floor following it; a
 * desk added to or moved out of the area meanwhile, a desk of another store, an unknown desk,
 * a repeated desk and a stale version refused with nothing appended; two orders of one area at
 * once: one wins, one 409; a retried command id applied once; the DeskOrder page privilege.
 */
describe('desk order API (/setting/basics/desk/order)', () => {
  let api: ApiHarness;
  let root: string;
  let orderer: string;
  let deskOnly: string;
  let centro: string;
  let playa: string;
  const { call, ok, read, countEvents } = apiCalls(() => api, () => root);
  const desksOf = async (warehouseId: string, area: string) =>
    ((await read(`/setting/basics/desk?warehouseId=${warehouseId}&area=${encodeURIComponent(area)}`)).desks as any[]).filter((d) => d.area === area);
  const versionsOf = (desks: any[]) => Object.fromEntries(desks.map((d) => [d.id, d.version]));
  const newDesk = async (warehouseId: string, name: string, area: string, position: number) => (await ok('POST', '/setting/basics/desk', { warehouseId, name, area, position })).id as string;

  beforeAll(async () => {
    api = await startApi();
    const { DaemonHost } = await import('../system/daemon-host.js');
    api.app.get(DaemonHost).start(100);
    root = await api.login('root', ROOT_PASSWORD);
    centro = (await ok('POST', '/warehouses', { code: 'CEN', name: 'Centro' })).id;
    playa = (await ok('POST', '/warehouses', { code: 'PLA', name: 'Playa' })).id;
    const position = async (name: string, pages: string[]) => (await ok('POST', '/positions', { name, pagePrivileges: Object.fromEntries(pages.map((p) => [p, 'Accessable'])) })).id;
    for (const [username, pages] of [['jefa', ['DeskOrder']], ['salon', ['Desk']]] as const) {
      await ok('POST', '/employees', { username, password: 'password-1', name: username, positionIds: [await position(`P ${username}`, [...pages])] });
    }
    orderer = await api.login('jefa', 'password-1');
    deskOnly = await api.login('salon', 'password-1');
  });
  afterAll(() => api?.close());

  it('an area reordered at once: places 1..n, events only for the desks that moved, with who and when; the floor follows', async () => {
    const m1 = await newDesk(centro, 'Mesa 1', 'Terraza', 1);
    const m2 = await newDesk(centro, 'Mesa 2', 'Terraza', 5);
    const m3 = await newDesk(centro, 'Mesa 3', 'Terraza', 9);
    const bar = await newDesk(centro, 'Barra', 'Bar', 1);
    await ok('POST', `/setting/basics/desk/${m2}/disable`);
    const before = await countEvents();

    // Mesa 1 stays first (place 1: nothing recorded); Mesa 3 before Mesa 2.
    const r = await ok('POST', '/setting/basics/desk/order', { warehouseId: centro, area: 'Terraza', deskIds: [m1, m3, m2], versions: versionsOf(await desksOf(centro, 'Terraza')) }, orderer);
    expect(r.changed).toBe(2);
    expect(await countEvents()).toBe(before + 2);
    expect((await desksOf(centro, 'Terraza')).map((d) => [d.name, d.position, d.active])).toEqual([
      ['Mesa 1', 1, true],
      ['Mesa 3', 2, true],
      ['Mesa 2', 3, false],
    ]);
    const history = await read(`/setting/basics/desk/${m3}/history`);
    expect(history.events.map((e: any) => [e.type, e.username, e.data.position])).toEqual([
      ['DeskCreated', 'root', 9],
      ['DeskChanged', 'jefa', 2],
    ]);
    expect(typeof history.events[1].at).toBe('string');
    // The other area is untouched; the floor (active tables) is in the new order.
    expect((await desksOf(centro, 'Bar')).map((d) => [d.id, d.position])).toEqual([[bar, 1]]);
    const floor = await read(`/sale/tables?warehouseId=${centro}`);
    expect(floor.tables.map((t: any) => [t.area, t.name])).toEqual([
      ['Bar', 'Barra'],
      ['Terraza', 'Mesa 1'],
      ['Terraza', 'Mesa 3'],
    ]);
  });

  it('refuses a list that is not exactly the area, a desk of another store, an unknown or repeated desk and a stale version, appending nothing', async () => {
    const t1 = await newDesk(playa, 'T1', 'Arena', 1);
    const t2 = await newDesk(playa, 'T2', 'Arena', 2);
    const seen = versionsOf(await desksOf(playa, 'Arena'));
    const other = await newDesk(centro, 'Mesa 8', 'Arena', 3);
    // A third desk added to the area after the screen listed it.
    const t3 = await newDesk(playa, 'T3', 'Arena', 3);
    const before = await countEvents();
    const refusal = async (body: unknown) => {
      const r = await call('POST', '/setting/basics/desk/order', body);
      return { status: r.status, reason: r.body.error?.reason };
    };
    expect(await refusal({ warehouseId: playa, area: 'Arena', deskIds: [t2, t1], versions: seen })).toEqual({ status: 409, reason: 'desk_area_changed' });
    expect(await refusal({ warehouseId: playa, area: 'Arena', deskIds: [t3, t2, t1, other] })).toEqual({ status: 400, reason: 'desk_other_store' });
    expect(await refusal({ warehouseId: playa, area: 'Arena', deskIds: [t3, t2, t1, 'nope'] })).toEqual({ status: 404, reason: 'desk_not_found' });
    expect((await refusal({ warehouseId: playa, area: 'Arena', deskIds: [t3, t2, t2, t1] })).status).toBe(400);
    expect((await refusal({ warehouseId: playa, area: 'Arena', deskIds: [] })).status).toBe(400);
    expect((await refusal({ warehouseId: playa, area: 'Arena', deskIds: [t3, t2, t1], colour: 'red' })).status).toBe(400);
    expect(await refusal({ warehouseId: 'nope', area: 'Arena', deskIds: [t3, t2, t1] })).toEqual({ status: 400, reason: 'warehouse_not_found' });
    // T1 renamed after the screen read it: its version is stale.
    const now = versionsOf(await desksOf(playa, 'Arena'));
    await ok('PUT', `/setting/basics/desk/${t1}`, { name: 'T1 ventana' });
    const afterRename = await countEvents();
    expect(await refusal({ warehouseId: playa, area: 'Arena', deskIds: [t3, t2, t1], versions: now })).toEqual({ status: 409, reason: 'version_conflict' });
    // T2 moved to another area: the list is no longer the area's.
    await ok('PUT', `/setting/basics/desk/${t2}`, { area: 'Bar' });
    const afterMove = await countEvents();
    expect(await refusal({ warehouseId: playa, area: 'Arena', deskIds: [t3, t2, t1] })).toEqual({ status: 409, reason: 'desk_area_changed' });
    expect(afterRename).toBe(before + 1);
    expect(await countEvents()).toBe(afterMove);
    expect((await desksOf(playa, 'Arena')).map((d) => [d.name, d.position])).toEqual([
      ['T1 ventana', 1],
      ['T3', 3],
    ]);
  });

  it('two orders of one area at once: one is saved, the other 409, the area in the winner\'s order', async () => {
    const a = await newDesk(playa, 'A', 'Patio', 1);
    const b = await newDesk(playa, 'B', 'Patio', 2);
    const c = await newDesk(playa, 'C', 'Patio', 3);
    const versions = versionsOf(await desksOf(playa, 'Patio'));
    const [x, y] = await Promise.all([
      call('POST', '/setting/basics/desk/order', { warehouseId: playa, area: 'Patio', deskIds: [c, b, a], versions }),
      call('POST', '/setting/basics/desk/order', { warehouseId: playa, area: 'Patio', deskIds: [b, c, a], versions }),
    ]);
    expect([x.status, y.status].sort()).toEqual([200, 409]);
    const won = x.status === 200 ? ['C', 'B', 'A'] : ['B', 'C', 'A'];
    expect((await desksOf(playa, 'Patio')).map((d) => d.name)).toEqual(won);
  });

  it('a retried order (same command id) is applied once', async () => {
    const p1 = await newDesk(centro, 'P1', 'Privado', 1);
    const p2 = await newDesk(centro, 'P2', 'Privado', 2);
    const commandId = '4b0c8b9e-1a53-4d1e-9a0d-2f3c1e7d9a10';
    const body = { commandId, warehouseId: centro, area: 'Privado', deskIds: [p2, p1] };
    const first = await ok('POST', '/setting/basics/desk/order', body);
    const events = await countEvents();
    const again = await call('POST', '/setting/basics/desk/order', body);
    expect({ status: again.status, changed: again.body.data?.changed, duplicate: again.body.data?.duplicate }).toEqual({ status: 200, changed: first.changed, duplicate: true });
    expect(await countEvents()).toBe(events);
    expect((await desksOf(centro, 'Privado')).map((d) => [d.name, d.position])).toEqual([
      ['P2', 1],
      ['P1', 2],
    ]);
  });

  it('the DeskOrder page privilege reads the desks and saves an order; Desk alone may not save one, nor DeskOrder add a desk', async () => {
    const s1 = await newDesk(playa, 'S1', 'Sombra', 1);
    const s2 = await newDesk(playa, 'S2', 'Sombra', 2);
    expect((await call('GET', `/setting/basics/desk?warehouseId=${playa}`, undefined, orderer)).status).toBe(200);
    const before = await countEvents();
    expect((await call('POST', '/setting/basics/desk/order', { warehouseId: playa, area: 'Sombra', deskIds: [s2, s1] }, deskOnly)).status).toBe(403);
    expect((await call('POST', '/setting/basics/desk', { warehouseId: playa, name: 'S3', area: 'Sombra' }, orderer)).status).toBe(403);
    expect(await countEvents()).toBe(before);
    expect((await call('POST', '/setting/basics/desk/order', { warehouseId: playa, area: 'Sombra', deskIds: [s2, s1] }, orderer)).status).toBe(200);
  });
});
