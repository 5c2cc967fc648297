import { randomUUID } from 'node:crypto';
import { type ApiHarness, ROOT_PASSWORD, startApi } from '../../identity/testing/api-harness.js';
import { apiCalls } from '../../identity/testing/api-calls.js';

/**
 * Stock as invoiced over HTTP, figures by hand: two invoices and a credit note of one line in the
 * period, a proforma left out; per product the quantities and net values invoiced, credited and
 * their sum; another period is empty; a clerk of the stock screen reads it, one of the list is refused.
 */
describe('stock as invoiced', () => {
  let api: ApiHarness;
  let root: string;
  let stockClerk: string;
  const { call, ok, read } = apiCalls(() => api, () => root);
  const today = new Date().toISOString().slice(0, 10);

  beforeAll(async () => {
    api = await startApi();
    root = await api.login('root', ROOT_PASSWORD);
    await ok('PUT', '/system-setting/settings', { settings: { SystemTimeZone: 0 } });
    const position = (await ok('POST', '/positions', { name: 'Magazyn faktur', pagePrivileges: { InvoiceStock: 'Accessable' } })).id;
    await ok('POST', '/employees', { username: 'ola', password: 'password-1', name: 'Ola', positionIds: [position] });
    stockClerk = await api.login('ola', 'password-1');
    const address = { street: 'ul. Długa', buildingNumber: '5', city: 'Kraków', postalCode: '31-147', countryCode: 'PL' };
    await ok('PUT', '/invoicing/setups/pl', { setup: { country: 'PL', legalName: 'Hurtownia', taxId: '1234563218', address, series: { invoice: 'FV', creditNote: 'KOR', proforma: 'PRO' } } });
    const clientId = (await ok('POST', '/invoicing/clients', { name: 'Sklep', country: 'PL', taxId: '5260250274', address })).id;
    const line = (productCode: string, description: string, quantity: string, unitPrice: string) => ({ productCode, description, unitName: 'szt.', quantity, unitPrice, vatRate: '23' });
    const issue = (lines: unknown[], kind = 'invoice') => ok('POST', '/invoicing/invoices', { commandId: randomUUID(), setupId: 'pl', clientId, kind, lines });
    // A: Kubek 3 x 12.50 = 37.50, Talerz 2 x 10 = 20.00; B: Kubek 1 x 12.50 = 12.50, Transport (no code) 1 x 19.99
    const a = await issue([line('KUB-1', 'Kubek', '3', '12.50'), line('TAL-2', 'Talerz', '2', '10')]);
    await issue([line('KUB-1', 'Kubek', '1', '12.50'), { ...line('', 'Transport', '1', '19.99'), unitName: 'usł.' }]);
    await issue([line('KUB-1', 'Kubek', '5', '12.50')], 'proforma');
    // A credit note of one Kubek of A: -1, -12.50
    await ok('POST', `/invoicing/invoices/${a.id}/credit-notes`, { reason: 'Zwrot', lines: [{ lineNo: 1, quantity: '1' }] });
  });
  afterAll(() => api?.close());

  it('per product: invoiced, credited and the sum, quantities and net values; the proforma left out', async () => {
    const r = await read(`/invoicing/stock?from=${today}&to=${today}`, stockClerk);
    const rows = r.rows.map((x: any) => [x.productCode, x.description, x.unit, x.currency, x.invoicedQuantity, x.creditedQuantity, x.quantity, x.invoicedNet, x.creditedNet, x.net, x.documents]);
    expect(rows).toEqual([
      ['', 'Transport', 'usł.', 'PLN', '1', '0', '1', '19.99', '0.00', '19.99', 1],
      ['KUB-1', 'Kubek', 'szt.', 'PLN', '4', '-1', '3', '50.00', '-12.50', '37.50', 3],
      ['TAL-2', 'Talerz', 'szt.', 'PLN', '2', '0', '2', '20.00', '0.00', '20.00', 1],
    ]);
  });

  it('another period is empty; a bad period is a 400; the list clerk is refused', async () => {
    expect((await read('/invoicing/stock?from=2020-01-01&to=2020-12-31')).rows).toEqual([]);
    expect((await call('GET', `/invoicing/stock?from=${today}&to=2020-01-01`)).status).toBe(400);
    const position = (await ok('POST', '/positions', { name: 'Lista', pagePrivileges: { InvoiceList: 'Accessable' } })).id;
    await ok('POST', '/employees', { username: 'ewa', password: 'password-1', name: 'Ewa', positionIds: [position] });
    expect((await call('GET', `/invoicing/stock?from=${today}&to=${today}`, undefined, await api.login('ewa', 'password-1'))).status).toBe(403);
  });
});
