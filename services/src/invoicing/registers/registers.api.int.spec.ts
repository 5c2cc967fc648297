import { randomUUID } from 'node:crypto';
import { type ApiHarness, ROOT_PASSWORD, startApi } from '../../identity/testing/api-harness.js';
import { apiCalls } from '../../identity/testing/api-calls.js';

/**
 * The waybill registers over real HTTP on PostgreSQL: a Polish carrier whose NIP is checked by its
 * digit, a driver with two plates put with it, names unique (also when two requests race), a
 * retried command id applied once, bad input appending nothing, deactivation with who and when,
 * and the Invoice role refused (Root and Admin only).
 */
describe('invoicing registers API (transport companies, drivers)', () => {
  let api: ApiHarness;
  let root: string;
  let invoiceUser: string;
  let admin: string;
  const { call, ok, read, countEvents } = apiCalls(() => api, () => root);
  const address = { street: 'ul. Portowa', buildingNumber: '3', city: 'Gdańsk', postalCode: '80-001', countryCode: 'PL' };
  let carrierId: string;

  beforeAll(async () => {
    api = await startApi();
    root = await api.login('root', ROOT_PASSWORD);
    await ok('POST', '/employees', { username: 'faktury', password: 'password-1', name: 'Faktury', roles: ['Invoice'] });
    await ok('POST', '/employees', { username: 'szef', password: 'password-1', name: 'Szef', roles: ['Admin'] });
    invoiceUser = await api.login('faktury', 'password-1');
    admin = await api.login('szef', 'password-1');
  });
  afterAll(() => api?.close());

  it('registers a carrier: the NIP is checked by its digit and kept without the PL prefix; a retried command id is applied once', async () => {
    const before = await countEvents();
    const bad = await call('POST', '/invoicing/transport-companies', { name: 'Trans-Bałtyk', country: 'PL', taxId: '1234563219', address });
    expect([bad.status, bad.body.error?.message]).toEqual([400, expect.stringMatching(/taxId/)]);
    expect((await call('POST', '/invoicing/transport-companies', { name: '', country: 'PL', taxId: '1234563218', address })).status).toBe(400);
    expect(await countEvents()).toBe(before);

    const commandId = randomUUID();
    const body = { commandId, name: 'Trans-Bałtyk', country: 'PL', taxId: 'PL 123 456 32 18', address, phone: '+48 58 000 00 00', email: 'biuro@trans-baltyk.pl' };
    carrierId = (await ok('POST', '/invoicing/transport-companies', body, admin)).id;
    expect(await countEvents()).toBe(before + 1);
    expect((await ok('POST', '/invoicing/transport-companies', body, admin)).id).toBe(carrierId);
    expect(await countEvents()).toBe(before + 1);
    expect(await read(`/invoicing/transport-companies/${carrierId}`)).toMatchObject({ name: 'Trans-Bałtyk', taxId: '1234563218', active: true, version: 1 });
  });

  it('refuses a second carrier of the same name (any case) with a 409, also when two requests race', async () => {
    const before = await countEvents();
    const again = await call('POST', '/invoicing/transport-companies', { name: 'TRANS-BAŁTYK', country: 'CZ', taxId: '25596641', address: { ...address, countryCode: 'CZ' } });
    expect([again.status, again.body.error?.reason]).toEqual([409, 'transport_company_name_taken']);
    expect(await countEvents()).toBe(before);
    const race = await Promise.all([1, 2, 3].map(() => call('POST', '/invoicing/transport-companies', { name: 'Spedycja Morska', country: 'CZ', taxId: '25596641', address: { ...address, countryCode: 'CZ' } })));
    expect(race.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect(await countEvents()).toBe(before + 1);
    const list = await read('/invoicing/transport-companies?country=CZ');
    expect(list.companies.map((c: { name: string }) => c.name)).toEqual(['Spedycja Morska']);
  });

  it('changes a carrier (stale version 409), deactivates it with who and when; the history shows it', async () => {
    await ok('PUT', `/invoicing/transport-companies/${carrierId}`, { version: 1, phone: '+48 600 100 200' });
    expect((await call('PUT', `/invoicing/transport-companies/${carrierId}`, { version: 1, phone: '1' })).status).toBe(409);
    const czech = await call('PUT', `/invoicing/transport-companies/${carrierId}`, { country: 'CZ' });
    expect([czech.status, czech.body.error?.reason]).toEqual([422, 'invalid_tax_id']);
    const h = await ok('GET', `/invoicing/transport-companies/${carrierId}/history`);
    expect(h.events.map((e: { type: string }) => e.type)).toEqual(['TransportCompanyCreated', 'TransportCompanyChanged']);
    expect(h.events[0]).toMatchObject({ userId: expect.any(String) });
  });

  let driverId: string;
  it('registers a driver with two plates put with the carrier; names unique; an unknown carrier refused', async () => {
    const before = await countEvents();
    const badPlate = await call('POST', '/invoicing/drivers', { name: 'Jan Kowalski', idNumber: 'ABC123456', licenceNumber: '01234/15/1465', plates: ['GD 12345', 'gd 12345'] });
    expect(badPlate.status).toBe(400);
    const unknown = await call('POST', '/invoicing/drivers', { name: 'Jan Kowalski', idNumber: 'ABC123456', licenceNumber: '01234/15/1465', transportCompanyId: 'nope' });
    expect([unknown.status, unknown.body.error?.reason]).toEqual([422, 'transport_company_not_found']);
    expect(await countEvents()).toBe(before);
    const commandId = randomUUID();
    const body = { commandId, name: 'Jan Kowalski', idNumber: 'ABC123456', licenceNumber: '01234/15/1465', phone: '+48 601 000 000', plates: ['gd 12345', 'GD 7777A'], transportCompanyId: carrierId };
    driverId = (await ok('POST', '/invoicing/drivers', body)).id;
    expect((await ok('POST', '/invoicing/drivers', body)).id).toBe(driverId);
    expect(await countEvents()).toBe(before + 1);
    expect(await read(`/invoicing/drivers/${driverId}`)).toMatchObject({ plates: ['GD 12345', 'GD 7777A'], transportCompanyId: carrierId, transportCompanyName: 'Trans-Bałtyk', active: true });
    const twice = await call('POST', '/invoicing/drivers', { name: 'jan kowalski', idNumber: 'X1', licenceNumber: 'Y1' });
    expect([twice.status, twice.body.error?.reason]).toEqual([409, 'driver_name_taken']);
    expect((await read('/invoicing/drivers?search=7777a')).drivers.map((d: { name: string }) => d.name)).toEqual(['Jan Kowalski']);
  });

  it('a deactivated carrier takes no new drivers; deactivation records who and when; filters by active', async () => {
    await ok('POST', `/invoicing/transport-companies/${carrierId}/deactivate`, {});
    const again = await ok('POST', `/invoicing/transport-companies/${carrierId}/deactivate`, {});
    expect(again.changed).toBe(false);
    const h = await ok('GET', `/invoicing/transport-companies/${carrierId}/history`);
    expect(h.events.at(-1)).toMatchObject({ type: 'TransportCompanyDeactivated', data: { by: expect.any(String), at: expect.any(String) } });
    const refused = await call('POST', '/invoicing/drivers', { name: 'Piotr Nowak', idNumber: 'DEF654321', licenceNumber: '9/9', transportCompanyId: carrierId });
    expect([refused.status, refused.body.error?.reason]).toEqual([422, 'transport_company_disabled']);
    expect((await read('/invoicing/transport-companies?active=active')).companies.map((c: { name: string }) => c.name)).toEqual(['Spedycja Morska']);
    await ok('POST', `/invoicing/drivers/${driverId}/deactivate`, {});
    expect((await read('/invoicing/drivers?active=inactive')).drivers.map((d: { id: string }) => d.id)).toEqual([driverId]);
    await ok('POST', `/invoicing/drivers/${driverId}/activate`, {});
    const dh = await ok('GET', `/invoicing/drivers/${driverId}/history`);
    expect(dh.events.map((e: { type: string }) => e.type)).toEqual(['DriverCreated', 'DriverDeactivated', 'DriverActivated']);
  });

  it('the Invoice role is refused (403) and appends nothing', async () => {
    const before = await countEvents();
    expect((await call('GET', '/invoicing/transport-companies', undefined, invoiceUser)).status).toBe(403);
    expect((await call('GET', '/invoicing/drivers', undefined, invoiceUser)).status).toBe(403);
    expect((await call('POST', '/invoicing/drivers', { name: 'Z', idNumber: 'Z', licenceNumber: 'Z' }, invoiceUser)).status).toBe(403);
    expect(await countEvents()).toBe(before);
  });
});
