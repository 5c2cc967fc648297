import { randomUUID } from 'node:crypto';
import { type ApiHarness, type CallResult, ROOT_PASSWORD, startApi } from '../../identity/testing/api-harness.js';
import { apiCalls } from '../../identity/testing/api-calls.js';

/** A product the till sells: its retail unit price, its cost, and (when given) the quantity counted into the store. */
export interface TillProduct {
  code: string;
  name: string;
  barcode: string;
  retail: string;
  cost: string;
  onHand?: string;
  /** Anything else of the product's body (a box price and packing, a wholesale price); replaces the fixture's `prices` when it names them. */
  more?: Record<string, unknown>;
}

/** A till user: PUT /pos/cashiers/:id with `allowed`, `pin` and `supervisor` as given. */
export interface TillCashier {
  username: string;
  name: string;
  pin: string;
  allowed?: boolean;
  supervisor?: boolean;
}

export interface TillFixtureOptions {
  /** Merged over CLP, no decimals, NegativeStockPolicy refuse, UTC-3, PosMaxDiscount 10. */
  settings?: Record<string, unknown>;
  warehouse?: { code: string; name: string };
  products?: TillProduct[];
  /** Default: Ana Cajera (ana), PIN 2468, allowed. */
  cashiers?: TillCashier[];
  /** The authorised devices of the register (Caja 1), each signed in by the cashier named. Default: Mostrador, Ana. */
  devices?: { name: string; cashier: string }[];
  /** The float the first device opens the cash session with (CLP); `null` leaves the session closed. Default 20,000. */
  float?: string | null;
}

export interface TillFixture {
  api: ApiHarness;
  root: string;
  warehouseId: string;
  registerId: string;
  /** Product ids by code. */
  products: Record<string, string>;
  /** The finance accounts: the cash box (Caja POS) and the card bank account (Banco tarjetas). */
  caja: string;
  banco: string;
  /** Pay methods: Efectivo (cash, position 1), Tarjeta (card, position 2). */
  cashId: string;
  cardId: string;
  /** Employee ids by username. */
  cashiers: Record<string, string>;
  /** The signed-in devices in the order asked; `on` is the first. */
  devices: { device: string; session: string }[];
  on: { device: string; session: string };
  /** A call to /be/api/pos/till… as a device (the first by default). */
  till(method: string, path: string, body?: unknown, on?: { device: string; session: string }): Promise<CallResult>;
}

/**
 * The till's setup every POS API spec needs, over real HTTP on a fresh database: the API with its
 * daemons, root signed in, company settings, a store with counted products, the cash box and card
 * accounts with their pay methods, a CLP register, cashiers with PINs, devices authorised and signed
 * in, and (unless `float: null`) the cash session open. Every step must succeed.
 */
export async function tillFixture(opts: TillFixtureOptions = {}): Promise<TillFixture> {
  const api = await startApi();
  try {
    return await setUp(api, opts);
  } catch (e) {
    // A step that failed leaves no server behind (the spec's afterAll never got the harness).
    await api.close();
    throw e;
  }
}

async function setUp(api: ApiHarness, opts: TillFixtureOptions): Promise<TillFixture> {
  const { DaemonHost } = await import('../../system/daemon-host.js');
  api.app.get(DaemonHost).start(100);
  const root = await api.login('root', ROOT_PASSWORD);
  const { ok } = apiCalls(() => api, () => root);
  await ok('PUT', '/system-setting/settings', {
    settings: { BaseCurrencyID: 'CLP', PriceDecimal: 0, NegativeStockPolicy: 'refuse', SystemTimeZone: -3, PosMaxDiscount: '10', ...opts.settings },
  });
  const warehouseId = (await ok('POST', '/warehouses', opts.warehouse ?? { code: 'T1', name: 'Tienda Centro' })).id as string;
  const products: Record<string, string> = {};
  for (const p of opts.products ?? []) {
    products[p.code] = (await ok('POST', '/products', { code: p.code, name: p.name, barcode: p.barcode, prices: { unit: { retail: p.retail } }, cost: p.cost, ...p.more })).id;
  }
  const counted = (opts.products ?? []).filter((p) => p.onHand !== undefined);
  if (counted.length) {
    const count = await ok('POST', '/stock/counts', { warehouseId, productIds: counted.map((p) => products[p.code]) });
    await ok('PUT', `/stock/counts/${count.id}/lines`, { version: 1, lines: counted.map((p) => ({ productId: products[p.code], quantity: p.onHand })) });
    await ok('POST', `/stock/counts/${count.id}/post`, { version: 2 });
  }
  const caja = (await ok('POST', '/finance/accounts', { kind: 'cash', name: 'Caja POS', currency: 'CLP' })).id as string;
  const banco = (await ok('POST', '/finance/accounts', { kind: 'bank', name: 'Banco tarjetas', currency: 'CLP', bankName: 'BCI' })).id as string;
  const cashId = (await ok('POST', '/setting/pay-method', { name: 'Efectivo', kind: 'cash', accounts: [{ currency: 'CLP', accountId: caja }], position: 1 })).id as string;
  const cardId = (await ok('POST', '/setting/pay-method', { name: 'Tarjeta', kind: 'card', accounts: [{ currency: 'CLP', accountId: banco }], position: 2 })).id as string;
  const registerId = (await ok('POST', '/pos/registers', { name: 'Caja 1', warehouseId, currency: 'CLP' })).id as string;
  const cashiers: Record<string, string> = {};
  const pins: Record<string, string> = {};
  for (const c of opts.cashiers ?? [{ username: 'ana', name: 'Ana Cajera', pin: '2468', allowed: true }]) {
    cashiers[c.username] = (await ok('POST', '/employees', { username: c.username, password: 'password-1', name: c.name })).id;
    pins[c.username] = c.pin;
    await ok('PUT', `/pos/cashiers/${cashiers[c.username]}`, { ...(c.allowed !== undefined && { allowed: c.allowed }), pin: c.pin, ...(c.supervisor !== undefined && { supervisor: c.supervisor }) });
  }
  const devices: { device: string; session: string }[] = [];
  for (const d of opts.devices ?? [{ name: 'Mostrador', cashier: 'ana' }]) {
    const { deviceToken } = (await ok('POST', '/pos/devices', { registerId, name: d.name })) as { deviceToken: string };
    const signIn = await api.call('POST', '/be/api/pos/till/sign-in', { body: { employeeId: cashiers[d.cashier], pin: pins[d.cashier] }, headers: { 'X-Pos-Device': deviceToken } });
    expect({ device: d.name, status: signIn.status }).toEqual({ device: d.name, status: 200 });
    devices.push({ device: deviceToken, session: signIn.body.data.sessionToken });
  }
  const on = devices[0]!;
  const till = (method: string, path: string, body?: unknown, as = on) =>
    api.call(method, `/be/api/pos/till${path}`, { body, headers: { 'X-Pos-Device': as.device, 'X-Pos-Session': as.session } });
  const float = opts.float === undefined ? '20000' : opts.float;
  if (float !== null) expect((await till('POST', '/cash-session', { commandId: randomUUID(), float: [{ currency: 'CLP', amount: float }] })).status).toBe(201);
  return { api, root, warehouseId, registerId, products, caja, banco, cashId, cardId, cashiers, devices, on, till };
}
