import { randomUUID } from 'node:crypto';
import { SPLIT_PAYMENT_NOTE } from '@tradedesk/contracts/invoicing/invoice';
import { type ApiHarness, ROOT_PASSWORD, startApi } from '../../identity/testing/api-harness.js';
import { apiCalls } from '../../identity/testing/api-calls.js';

/**
 * The country document lists and document pages (docs/invoicing-variants.md) over HTTP: the list
 * filtered by the seller's country with each row's series and number in it and its submission to
 * the country's office, the office state filter, the document's country XML to download (with the
 * Polish split payment read from the note the billing screen adds), and a proforma or an unsupported
 * country refused without a 5xx.
 */
describe('country document lists', () => {
  let api: ApiHarness;
  let root: string;
  const { call, ok, read } = apiCalls(() => api, () => root);
  const address = (countryCode: string) => ({ street: 'Ulica', buildingNumber: '1', city: 'Miasto', postalCode: '10001', countryCode });
  const setupAndClient = async (country: string, setup: Record<string, unknown>, client: Record<string, unknown>) => {
    const setupId = `${country.toLowerCase()}-${randomUUID().slice(0, 6)}`;
    await ok('PUT', `/invoicing/setups/${setupId}`, { setup: { country, address: address(country), ...setup } });
    const clientId = (await ok('POST', '/invoicing/clients', { country, address: address(country), ...client })).id as string;
    return { setupId, clientId };
  };
  const issue = async (ids: { setupId: string; clientId: string }, rate: string, extra: Record<string, unknown> = {}) =>
    (await ok('POST', '/invoicing/invoices', { commandId: randomUUID(), ...ids, lines: [{ description: 'Usługa', quantity: '2', unitPrice: '50', vatRate: rate }], ...extra })) as { id: string; number: string };

  let pl: { setupId: string; clientId: string };
  let pe: { setupId: string; clientId: string };
  beforeAll(async () => {
    api = await startApi();
    root = await api.login('root', ROOT_PASSWORD);
    pl = await setupAndClient('PL', { legalName: 'Hurtownia Odra', taxId: '1234563218', series: { invoice: 'FV', creditNote: 'KOR', proforma: 'PRO' } }, { name: 'Sklep Bałtyk', taxId: '5260250274' });
    pe = await setupAndClient('PE', { legalName: 'Comercial Lima SAC', taxId: '20100070970', series: { invoice: 'F001', creditNote: 'FC01', proforma: 'P001' } }, { name: 'Bodega Surco', taxId: '20100070970' });
  });
  afterAll(() => api?.close());

  it('a country list holds that country’s documents only, with series, number and the office state (none while the office is off)', async () => {
    const fv = await issue(pl, '23');
    const kor = await ok('POST', `/invoicing/invoices/${fv.id}/credit-notes`, { commandId: randomUUID(), reason: 'Zwrot towaru', lines: [{ lineNo: 1, quantity: '1' }] });
    const f = await issue(pe, '18');

    const plList = await read(`/invoicing/invoices?country=PL&office=ksef&search=${encodeURIComponent('Sklep Bałtyk')}`);
    expect(plList.rows.map((r: { number: string }) => r.number).sort()).toEqual([fv.number, kor.number].sort());
    const plRow = plList.rows.find((r: { id: string }) => r.id === fv.id);
    expect(plRow).toMatchObject({ country: 'PL', series: 'FV', sequence: 1, submission: null, gross: '123.00' });
    expect(plList.rows.find((r: { id: string }) => r.id === kor.id)).toMatchObject({ kind: 'creditNote', series: 'KOR', correctsNumber: fv.number });

    const peList = await read('/invoicing/invoices?country=PE&office=sunat');
    expect(peList.rows).toEqual([expect.objectContaining({ id: f.id, number: 'F001-00000001', series: 'F001', sequence: 1, country: 'PE', submission: null, gross: '118.00' })]);

    // The state filter: never queued is 'none'; nothing was accepted.
    expect((await read('/invoicing/invoices?country=PE&office=sunat&submissionStatus=none')).total).toBe(1);
    expect((await read('/invoicing/invoices?country=PE&office=sunat&submissionStatus=accepted')).total).toBe(0);
    // Without `office` a row carries no submission field at all (the generic list is as before).
    expect((await read('/invoicing/invoices?country=PE')).rows[0].submission).toBeUndefined();
    // Chile's list reads the TED state from the loaded CAF ranges (none issued here: the query still answers).
    expect(await read('/invoicing/invoices?country=CL')).toEqual({ rows: [], total: 0 });
    // A country that is not one of the eight is the client's mistake.
    const bad = await call('GET', '/invoicing/invoices?country=XX');
    expect(bad.status).toBe(400);
  });

  it('downloads the Polish FA(3) XML, split payment (P_18A 1) when the invoice carries the MPP words', async () => {
    const plain = await issue(pl, '23');
    const x = await read(`/invoicing/invoices/${plain.id}/xml`);
    expect(x.fileName).toMatch(/\.xml$/);
    expect(x.xml).toContain(`<P_2>${plain.number}</P_2>`);
    expect(x.xml).toContain('<P_18A>2</P_18A>');
    const mpp = await issue(pl, '23', { notes: [SPLIT_PAYMENT_NOTE] });
    const y = await read(`/invoicing/invoices/${mpp.id}/xml`);
    expect(y.xml).toContain('<P_18A>1</P_18A>');
  });

  it('downloads the Peruvian UBL XML under SUNAT’s file name; refuses a proforma and a country it does not lay out with 422', async () => {
    const f = await issue(pe, '18');
    const x = await read(`/invoicing/invoices/${f.id}/xml`);
    expect(x.fileName).toBe(`20100070970-01-${f.number}.xml`);
    expect(x.xml).toContain(`<cbc:ID>${f.number}</cbc:ID>`);

    const pro = await issue(pe, '18', { kind: 'proforma' });
    const refused = await call('GET', `/invoicing/invoices/${pro.id}/xml`);
    expect([refused.status, refused.body.error?.reason]).toEqual([422, 'no_e_document']);

    const es = await setupAndClient('ES', { legalName: 'Comercial Sol SL', taxId: 'B12345674', series: { invoice: 'F', creditNote: 'R', proforma: 'PRO' } }, { name: 'Tienda Luna', taxId: '12345678Z' });
    const fes = await issue(es, '21');
    const none = await call('GET', `/invoicing/invoices/${fes.id}/xml`);
    expect([none.status, none.body.error?.reason]).toEqual([422, 'xml_not_available']);
    const missing = await call('GET', '/invoicing/invoices/nope/xml');
    expect(missing.status).toBe(404);
  });
});
