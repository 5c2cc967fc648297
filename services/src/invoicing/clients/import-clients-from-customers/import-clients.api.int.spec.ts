import { randomUUID } from 'node:crypto';
import { type ApiHarness, ROOT_PASSWORD, startApi } from '../../../identity/testing/api-harness.js';
import { apiCalls } from '../../../identity/testing/api-calls.js';
import { registerJobs } from '../../../jobs.js';

/**
 * Invoice clients from customers over HTTP: the customers offered with why one cannot be a client,
 * a pick with one bad tax id refused whole (nothing created), a good pick created with the tax ids
 * normalised and the customer named (a Peruvian customer's 8-digit id as a DNI, type 1), a retry
 * applied once, the imported ones offered no more.
 * The sheet import is tested beside its handler (clients/import-clients/).
 */
describe('invoice clients from customers', () => {
  let api: ApiHarness;
  let root: string;
  const { call, ok, read, countEvents } = apiCalls(() => api, () => root);
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    api = await startApi();
    registerJobs(api.platform);
    await api.platform.queue.startWorker();
    root = await api.login('root', ROOT_PASSWORD);
    const customers = [
      { code: 'C1', name: 'Sklep Kasia', taxId: 'PL 526 025 02 74', country: 'PL', address: 'ul. Długa 5, Kraków' },
      { code: 'C2', name: 'Ferretería Sur', taxId: '11.111.111-1', country: 'CL', address: 'Calle 1 123, Temuco' },
      { code: 'C3', name: 'Zły NIP', taxId: '5260250275', country: 'PL', address: 'ul. Krótka 1, Gdańsk' },
      { code: 'C4', name: 'Sin ciudad', taxId: '12345678-5', country: 'CL', address: 'Calle sin ciudad' },
      { code: 'C5', name: 'Ana Quispe', taxId: '12345678', country: 'PE', address: 'Av. Larco 101, Lima' },
      { code: 'C6', name: 'RUC Malo', taxId: '20100070971', country: 'PE', address: 'Av. Arequipa 200, Lima' },
    ];
    for (const c of customers) ids[c.code] = (await ok('POST', '/customers', c)).id;
  });
  afterAll(() => api?.close());

  it('offers the customers with why one cannot be a client', async () => {
    const r = await read('/invoicing/customers');
    const byCode = Object.fromEntries(r.customers.map((c: { code: string; problem: string | null }) => [c.code, c.problem]));
    expect(byCode).toEqual({ C1: null, C2: null, C3: 'taxId', C4: 'address', C5: null, C6: 'taxId' });
  });

  it('a pick with a bad tax id is refused whole (400 import_refused naming it), nothing created', async () => {
    const before = await countEvents();
    const r = await call('POST', '/invoicing/clients/from-customers', { commandId: randomUUID(), customerIds: [ids.C1, ids.C3] });
    expect([r.status, r.body.error?.reason]).toEqual([400, 'import_refused']);
    expect(JSON.stringify(r.body.error)).toMatch(/customer C3\.taxId/);
    expect(await countEvents()).toBe(before);
  });

  it('creates the good ones with normalised tax ids; a retry is applied once; they are offered no more', async () => {
    const body = { commandId: randomUUID(), customerIds: [ids.C1, ids.C2, ids.C5] };
    const r = await ok('POST', '/invoicing/clients/from-customers', body);
    expect(r.created).toBe(3);
    const before = await countEvents();
    const again = await ok('POST', '/invoicing/clients/from-customers', body);
    expect([again.ids.sort(), await countEvents()]).toEqual([[...r.ids].sort(), before]);
    const clients = (await read('/invoicing/clients')).clients.map((c: any) => [c.name, c.country, c.taxId, c.idType ?? null, c.address.street, c.address.city, c.customerId]);
    expect(clients).toEqual(expect.arrayContaining([
      ['Sklep Kasia', 'PL', '5260250274', null, 'ul. Długa 5', 'Kraków', ids.C1],
      ['Ferretería Sur', 'CL', '11111111-1', null, 'Calle 1 123', 'Temuco', ids.C2],
      ['Ana Quispe', 'PE', '12345678', '1', 'Av. Larco 101', 'Lima', ids.C5],
    ]));
    expect((await read('/invoicing/customers')).customers.map((c: { code: string }) => c.code).sort()).toEqual(['C3', 'C4', 'C6']);
    const twice = await call('POST', '/invoicing/clients/from-customers', { commandId: randomUUID(), customerIds: [ids.C1] });
    expect([twice.status, JSON.stringify(twice.body.error)]).toEqual([400, expect.stringMatching(/already the invoice client/)]);
  });
});
