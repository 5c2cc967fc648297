import { io, type Socket } from 'socket.io-client';
import { type ApiHarness, ROOT_PASSWORD, startApi } from '../identity/testing/api-harness.js';
import { SESSION_TTL_MS } from './live.gateway.js';

interface Change {
  readModel: string;
  ids: string[];
  position: string;
}

/** A signed-in /be/live socket that records every change pushed to it. */
async function listen(base: string, token: string) {
  const socket: Socket = io(base, { path: '/be/live', transports: ['websocket'], auth: { token }, reconnection: false });
  const changes: Change[] = [];
  socket.on('readModelChanged', (c: Change) => changes.push(c));
  let disconnected = false;
  socket.on('disconnect', () => (disconnected = true));
  await new Promise((res, rej) => {
    socket.once('ready', res);
    socket.once('unauthorized', rej);
  });
  /** Resolves when a change matching `pred` has arrived (at most 30 s). */
  const received = async (pred: (c: Change) => boolean) => {
    for (let i = 0; i < 600; i++) {
      const hit = changes.find(pred);
      if (hit) return hit;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`no matching change among ${changes.map((c) => c.readModel).join(', ')}`);
  };
  return { socket, changes, received, isDisconnected: () => disconnected };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * /be/live over real HTTP and socket.io on PostgreSQL: each session is pushed only the read models
 * its roles and pages may read (the rules of the endpoints serving them), a position change takes
 * effect on the next pushes, and a signed-out session's socket is dropped.
 */
describe('live read-model changes follow the access rules', () => {
  let api: ApiHarness;
  let root: string;
  let cola: string;
  let central: string;
  let positionId: string;
  const sockets: Socket[] = [];

  const call = (method: string, path: string, body?: unknown, token = root) => api.call(method, `/be/api/${path}`, { token, body });
  /** A committed sale of one unit of cola: answers the order id. */
  const sell = async () => {
    const d = await call('POST', 'sale/order', { warehouseId: central });
    expect(d.status).toBe(201);
    const line = await call('POST', 'sale/order/detail', { id: d.body.data.id, version: d.body.data.version, line: { barcode: '7802000000004' } });
    expect(line.status).toBe(200);
    const c = await call('POST', 'sale/order/save-commit', { id: d.body.data.id, version: line.body.data.version });
    expect(c.status).toBe(200);
    return d.body.data.id as string;
  };
  /** A product change: the 'products' read model every product screen may read. */
  let productVersion = 1;
  const renameCola = async (name: string) => {
    const r = await call('PUT', `products/${cola}`, { version: productVersion, name });
    expect(r.status).toBe(200);
    productVersion = r.body.data.streamVersion;
  };

  beforeAll(async () => {
    api = await startApi();
    const { DaemonHost } = await import('./daemon-host.js');
    api.app.get(DaemonHost).start(100);
    root = await api.login('root', ROOT_PASSWORD);
    await call('PUT', 'system-setting/settings', { settings: { NegativeStockPolicy: 'warn', SaleType: 'Wholesale' } });
    const p = await call('POST', 'products', { code: 'COLA-350', name: 'Cola 350 ml', barcode: '7802000000004', prices: { unit: { retail: '800', wholesale: '600' } } });
    expect(p.status).toBe(201);
    cola = p.body.data.id;
    central = (await call('POST', 'warehouses', { code: 'CENTRAL', name: 'Bodega Central' })).body.data.id;
    const pos = await call('POST', 'positions', { name: 'Catalogue', pagePrivileges: { ProductList: 'Accessable' } });
    expect(pos.status).toBe(201);
    positionId = pos.body.data.id;
    for (const [username, body] of [
      ['ana', { roles: ['Admin'] }],
      ['li', { positionIds: [positionId] }],
    ] as const) {
      expect((await call('POST', 'employees', { username, password: 'password-1', name: username, ...body })).status).toBe(201);
    }
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await api?.close();
  });

  it("a clerk without SaleList is not told about sale orders, Admin is; the clerk still gets its pages' read models", async () => {
    const admin = await listen(api.base, await api.login('ana', 'password-1'));
    const clerkToken = await api.login('li', 'password-1');
    const clerk = await listen(api.base, clerkToken);
    sockets.push(admin.socket, clerk.socket);

    const orderId = await sell();
    await admin.received((c) => c.readModel === 'sale-order-list' && c.ids.includes(orderId));
    await admin.received((c) => c.readModel === 'announcements');
    // A later change both may read: once the clerk has it, every earlier push has been decided.
    await renameCola('Cola lata 350 ml');
    await clerk.received((c) => c.readModel === 'products' && c.ids.includes(cola));
    await admin.received((c) => c.readModel === 'products' && c.ids.includes(cola));
    expect(clerk.changes.filter((c) => ['sale-order-list', 'announcements', 'sessions', 'users', 'stock-on-hand', 'stock-log'].includes(c.readModel))).toEqual([]);

    // The clerk's position gains the sale list: the next pushes include sale orders.
    expect((await call('PUT', `positions/${positionId}`, { pagePrivileges: { ProductList: 'Accessable', SaleList: 'Accessable' } })).status).toBe(200);
    await sleep(SESSION_TTL_MS + 200);
    const second = await sell();
    await clerk.received((c) => c.readModel === 'sale-order-list' && c.ids.includes(second));

    // Signed out: the next push finds the session gone and drops the socket instead of telling it.
    expect((await call('POST', 'user/logout', undefined, clerkToken)).status).toBeLessThan(300);
    await sleep(SESSION_TTL_MS + 200);
    const seen = clerk.changes.length;
    const adminSeen = admin.changes.length;
    await renameCola('Cola 350');
    await admin.received((c) => c.readModel === 'products' && admin.changes.indexOf(c) >= adminSeen);
    for (let i = 0; i < 100 && !clerk.isDisconnected(); i++) await sleep(50);
    expect(clerk.isDisconnected()).toBe(true);
    expect(clerk.changes.length).toBe(seen);
  }, 120_000);
});
