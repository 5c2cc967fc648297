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
  let papier: string;
  let brno: string;

  beforeAll(async () => {
    api = await startApi();
    root = await api.login('root', ROOT_PASSWORD);
    await ok('POST', '/employees', { username: 'faktury', password: 'password-1', name: 'Faktury', roles: ['Invoice'] });
    await ok('POST', '/employees', { username: 'szef', password: 'password-1', name: 'Szef', roles: ['Admin'] });
    invoiceUser = await api.login('faktury', 'password-1');
    admin = await api.login('szef', 'password-1');
    papier = (await ok('POST', '/suppliers', { code: 'PAP', name: 'Hurtownia Papier', currency: 'PLN', country: 'PL' })).id;
    brno = (await ok('POST', '/suppliers', { code: 'BRN', name: 'Brno Obaly', currency: 'EUR', country: 'CZ' })).id;
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
  describe('purchase invoices', () => {
    const invoice = (over: Record<string, unknown> = {}) => ({
      supplierId: papier, number: 'FV/11/2026/17', issueDate: '2026-11-02', receiptDate: '2026-11-04', currency: 'PLN',
      lines: [{ vatRate: '23', net: '1000' }, { vatRate: '8', net: '123.45' }], receiptId: 'PZ-7', ...over,
    });
    let first: string;

    it('records an invoice: VAT per rate by hand (23 % of 1000 = 230.00; 8 % of 123.45 = 9.876 -> 9.88); a retried command id once', async () => {
      const before = await countEvents();
      const commandId = randomUUID();
      first = (await ok('POST', '/invoicing/purchase-invoices', { commandId, ...invoice() })).id;
      expect((await ok('POST', '/invoicing/purchase-invoices', { commandId, ...invoice() })).id).toBe(first);
      expect(await countEvents()).toBe(before + 1);
      expect(await read(`/invoicing/purchase-invoices/${first}`)).toMatchObject({
        supplierName: 'Hurtownia Papier', lines: [{ vatRate: '23', net: '1000.00', vat: '230.00', gross: '1230.00' }, { vatRate: '8', net: '123.45', vat: '9.88', gross: '133.33' }],
        totals: { net: '1123.45', vat: '239.88', gross: '1363.33' }, receiptId: 'PZ-7', voided: null,
      });
    });

    it("refuses the supplier's number twice (409, any case), bad input (400) and an unknown supplier, appending nothing", async () => {
      const before = await countEvents();
      const twice = await call('POST', '/invoicing/purchase-invoices', invoice({ number: 'fv/11/2026/17' }));
      expect([twice.status, twice.body.error?.reason]).toEqual([409, 'purchase_invoice_number_taken']);
      expect((await call('POST', '/invoicing/purchase-invoices', invoice({ receiptDate: '2026-11-01' }))).status).toBe(400);
      expect((await call('POST', '/invoicing/purchase-invoices', invoice({ lines: [{ vatRate: '23', net: '1' }, { vatRate: '23.0', net: '2' }] }))).status).toBe(400);
      expect((await call('POST', '/invoicing/purchase-invoices', invoice({ lines: [] }))).status).toBe(400);
      const unknown = await call('POST', '/invoicing/purchase-invoices', invoice({ supplierId: 'nobody', number: 'X1' }));
      expect([unknown.status, unknown.body.error?.reason]).toEqual([422, 'supplier_not_found']);
      expect((await call('POST', '/invoicing/purchase-invoices', invoice({ number: 'Z' }), invoiceUser)).status).toBe(403);
      expect(await countEvents()).toBe(before);
      // The same number from another supplier is another invoice.
      await ok('POST', '/invoicing/purchase-invoices', invoice({ supplierId: brno, currency: 'EUR', exchangeRate: '4.25', lines: [{ vatRate: '21', net: '100', vat: '21' }] }));
    });

    it("the period's totals per currency and rate leave a voided invoice out; a voided number may be recorded again", async () => {
      await ok('POST', '/invoicing/purchase-invoices', invoice({ number: 'FV/11/2026/30', receiptDate: '2026-11-20', issueDate: '2026-11-19', lines: [{ vatRate: '23', net: '200', vat: '46' }] }));
      const wrong = (await ok('POST', '/invoicing/purchase-invoices', invoice({ number: 'FV/11/2026/31', receiptDate: '2026-11-21', issueDate: '2026-11-21', lines: [{ vatRate: '23', net: '50' }] }))).id;
      // Outside the period (December): not counted.
      await ok('POST', '/invoicing/purchase-invoices', invoice({ number: 'FV/12/2026/1', receiptDate: '2026-12-01', issueDate: '2026-12-01', lines: [{ vatRate: '23', net: '999' }] }));
      expect((await call('POST', `/invoicing/purchase-invoices/${wrong}/void`, { reason: '' })).status).toBe(400);
      await ok('POST', `/invoicing/purchase-invoices/${wrong}/void`, { reason: 'Amount typed wrong' });
      const again = await call('POST', `/invoicing/purchase-invoices/${wrong}/void`, { reason: 'again' });
      expect([again.status, again.body.error?.reason]).toEqual([409, 'purchase_invoice_voided']);
      const h = await ok('GET', `/invoicing/purchase-invoices/${wrong}/history`);
      expect(h.events.map((e: { type: string }) => e.type)).toEqual(['PurchaseInvoiceRecorded', 'PurchaseInvoiceVoided']);
      expect(h.events[1]).toMatchObject({ data: { reason: 'Amount typed wrong', by: expect.any(String), at: expect.any(String) } });

      const nov = await read('/invoicing/purchase-invoices?from=2026-11-01&to=2026-11-30');
      expect(nov.rows.map((r: { number: string }) => r.number)).toEqual(['FV/11/2026/30', 'FV/11/2026/17', 'FV/11/2026/17']);
      // PLN 23 %: 1000.00 + 200.00 = 1200.00 net, 230.00 + 46.00 = 276.00 VAT; 8 %: 123.45 / 9.88; EUR 21 %: 100.00 / 21.00.
      expect(nov.perRate).toEqual([
        { currency: 'EUR', vatRate: '21', net: '100.00', vat: '21.00', gross: '121.00', invoices: 1 },
        { currency: 'PLN', vatRate: '23', net: '1200.00', vat: '276.00', gross: '1476.00', invoices: 2 },
        { currency: 'PLN', vatRate: '8', net: '123.45', vat: '9.88', gross: '133.33', invoices: 1 },
      ]);
      const onlyPapier = await read(`/invoicing/purchase-invoices?from=2026-11-01&to=2026-11-30&supplierId=${papier}&voided=include`);
      expect(onlyPapier.rows.map((r: { number: string; voided: unknown }) => [r.number, !!r.voided])).toEqual([['FV/11/2026/31', true], ['FV/11/2026/30', false], ['FV/11/2026/17', false]]);
      // The voided invoice's number is free again.
      await ok('POST', '/invoicing/purchase-invoices', invoice({ number: 'FV/11/2026/31', receiptDate: '2026-11-21', issueDate: '2026-11-21', lines: [{ vatRate: '23', net: '5' }] }));
    });
  });
});
