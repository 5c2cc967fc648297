import { randomUUID } from 'node:crypto';
import type { ApiHarness } from '../identity/testing/api-harness.js';
import { apiCalls } from '../identity/testing/api-calls.js';
import { type TillFixture, tillFixture } from './testing/till-fixture.js';

/**
 * The company setting forbidding offline sales over real HTTP on PostgreSQL (docs/pos.md "Offline",
 * PosOfflineSales): on by default, a sale the till marks as made offline is taken (and recorded as
 * such); turned off on the cash register system, the till is told so and a sale marked offline is
 * refused with 409 offline_sales_off, nothing appended, while a sale made online is still taken.
 *
 * Soap 1,990 (7801), counted 50. Float 20,000 CLP.
 */
describe('point of sale API: offline sales setting', () => {
  let api: ApiHarness;
  let root: string;
  let fx: TillFixture;
  const { ok, countEvents } = apiCalls(() => api, () => root);
  const till = (method: string, path: string, body?: unknown) => fx.till(method, path, body);
  const sale = (over: Record<string, unknown> = {}) => ({ saleId: randomUUID(), soldAt: new Date().toISOString(), lines: [{ scan: '7801', quantity: '1' }], payments: [{ payMethodId: fx.cashId, amount: '1990' }], ...over });

  beforeAll(async () => {
    fx = await tillFixture({ products: [{ code: 'JAB', name: 'Jabón', barcode: '7801', retail: '1990', cost: '900', onHand: '50' }] });
    ({ api, root } = fx);
  }, 120_000);
  afterAll(() => api?.close());

  it('on by default: the till may sell offline, and a sale it marks as made offline is taken and recorded as offline', async () => {
    expect((await ok('GET', '/system-setting/pos-settings')).PosOfflineSales).toEqual({ value: true });
    expect((await till('GET', '/session')).body.data.offlineSales).toBe(true);
    const body = sale({ offline: true });
    expect((await till('POST', '/sales', body)).status).toBe(201);
    const event = await api.platform.db.query<{ data: any }>(`select data from es.events where stream_id = $1 and type = 'PosSaleRecorded'`, [`pos-sale-${body.saleId}`]);
    expect(event.rows[0]!.data.offline).toBe(true);
  });

  it('turned off: the till is told; a sale marked offline is refused (409 offline_sales_off), nothing appended; one made online is taken', async () => {
    await ok('PUT', '/system-setting/pos-settings', { settings: { PosOfflineSales: false } });
    expect((await till('GET', '/session')).body.data.offlineSales).toBe(false);
    const n = await countEvents();
    const refused = await till('POST', '/sales', sale({ offline: true }));
    expect({ status: refused.status, reason: refused.body.error?.reason }).toEqual({ status: 409, reason: 'offline_sales_off' });
    expect(await countEvents()).toBe(n);
    expect((await till('POST', '/sales', sale())).status).toBe(201);
    // The X report counts the two sales taken: 20,000 + 2 x 1,990.
    expect((await till('GET', '/session')).body.data.cashSession.lines.find((l: any) => l.payMethodName === 'Efectivo').expected).toBe('23980');
  });
});
