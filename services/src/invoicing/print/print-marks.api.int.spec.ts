import { randomUUID } from 'node:crypto';
import forge from 'node-forge';
import { testCertificate } from '../e-documents/testing/test-certificate.js';
import { type ApiHarness, ROOT_PASSWORD, startApi } from '../../identity/testing/api-harness.js';
import { apiCalls } from '../../identity/testing/api-calls.js';

/**
 * The printed invoice's legal marks per country over HTTP: Poland's KOD I (the FA(3) hash link,
 * OFFLINE until KSeF numbers it), Spain's VeriFactu QR with its legend, Ecuador's 49-digit clave de
 * acceso, the Czech supply date, and the legal titles and tax id names; a proforma carries no code.
 */
describe('print marks per country', () => {
  let api: ApiHarness;
  let root: string;
  const { call, ok, read } = apiCalls(() => api, () => root);
  const address = (countryCode: string) => ({ street: 'Calle Mayor', buildingNumber: '1', city: 'Ciudad', postalCode: '10001', countryCode });
  const issue = async (country: string, setup: Record<string, unknown>, client: Record<string, unknown>, rate: string, kind = 'invoice') => {
    await ok('PUT', `/invoicing/setups/${country.toLowerCase()}`, { setup: { country, address: address(country), ...setup } });
    const clientId = (await ok('POST', '/invoicing/clients', { country, address: address(country), ...client })).id;
    const r = await ok('POST', '/invoicing/invoices', { commandId: randomUUID(), setupId: country.toLowerCase(), clientId, kind, deliveryDate: '2026-11-20', lines: [{ description: 'Servicio', quantity: '2', unitPrice: '50', vatRate: rate }] });
    return { id: r.id as string, number: r.number as string };
  };

  beforeAll(async () => {
    api = await startApi();
    root = await api.login('root', ROOT_PASSWORD);
    await ok('PUT', '/system-setting/settings', { settings: { SystemTimeZone: 0 } });
  });
  afterAll(() => api?.close());

  it("PL: 'Faktura VAT', NIP, KOD I = qr.ksef.mf.gov.pl/invoice/NIP/DD-MM-YYYY/<base64url SHA-256 of the FA(3) XML>, OFFLINE", async () => {
    const inv = await issue('PL', { legalName: 'Hurtownia', taxId: '1234563218', series: { invoice: 'FV', creditNote: 'KOR', proforma: 'PRO' } }, { name: 'Sklep', taxId: '5260250274' }, '23');
    const m = await read(`/invoicing/invoices/${inv.id}/print-marks`);
    expect([m.title, m.taxIdLabel, m.missing]).toEqual(['Faktura VAT', 'NIP', []]);
    const [y, mo, d] = new Date().toISOString().slice(0, 10).split('-');
    expect(m.codes).toEqual([{ symbology: 'qrcode', content: expect.stringMatching(new RegExp(`^https://qr\\.ksef\\.mf\\.gov\\.pl/invoice/1234563218/${d}-${mo}-${y}/[A-Za-z0-9_-]{43}$`)), caption: ['OFFLINE'] }]);
    const pro = await ok('POST', '/invoicing/invoices', { setupId: 'pl', clientId: (await read('/invoicing/clients?search=Sklep')).clients[0].id, kind: 'proforma', lines: [{ description: 'X', quantity: '1', unitPrice: '1', vatRate: '23' }] });
    expect(await read(`/invoicing/invoices/${pro.id}/print-marks`)).toMatchObject({ title: 'Faktura proforma', codes: [] });
  });

  it("ES: 'Factura', NIF, the VeriFactu QR (nif, numserie, fecha dd-mm-yyyy, importe 121.00) with VERI*FACTU", async () => {
    const inv = await issue('ES', { legalName: 'Comercial Sol SL', taxId: 'B12345674', series: { invoice: 'F', creditNote: 'R', proforma: 'PRO' } }, { name: 'Tienda Luna', taxId: '12345678Z' }, '21');
    const m = await read(`/invoicing/invoices/${inv.id}/print-marks`);
    const [y, mo, d] = new Date().toISOString().slice(0, 10).split('-');
    // 2 x 50 = 100.00 net, 21 % = 21.00, 121.00 total
    expect(m).toMatchObject({ title: 'Factura', taxIdLabel: 'NIF', legends: ['Factura verificable en la sede electrónica de la AEAT'] });
    expect(m.codes).toEqual([{ symbology: 'qrcode', content: `https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR?nif=B12345674&numserie=${encodeURIComponent(inv.number)}&fecha=${d}-${mo}-${y}&importe=121.00`, caption: ['QR tributario:', 'VERI*FACTU'] }]);
  });

  it('EC: the clave de acceso, 49 digits: date, 01, RUC, environment 2, 001 001, sequential 000000001, code, 1, check digit', async () => {
    const inv = await issue('EC', { legalName: 'Importadora Quito SA', taxId: '1790011674001', series: { invoice: '001-001', creditNote: '001-002', proforma: '001-900' } }, { name: 'Ferretería', taxId: '1710034065001' }, '15');
    const m = await read(`/invoicing/invoices/${inv.id}/print-marks`);
    const [y, mo, d] = new Date().toISOString().slice(0, 10).split('-');
    const key: string = m.codes[0].content;
    expect([m.title, m.codes[0].symbology, key.length]).toEqual(['FACTURA', 'code128', 49]);
    expect(key.slice(0, 39)).toBe(`${d}${mo}${y}01` + '1790011674001' + '2' + '001' + '001' + '000000001');
    expect(key[47]).toBe('1');
    // modulo 11 with weights 2..7 from the right (11 -> 0, 10 -> 1)
    let sum = 0;
    for (let i = 0; i < 48; i++) sum += Number(key[47 - i]) * (2 + (i % 6));
    const check = 11 - (sum % 11);
    expect(Number(key[48])).toBe(check === 11 ? 0 : check === 10 ? 1 : check);
  });

  it('PE: the SUNAT QR (RUC|01|F001|00000001|IGV 18.00|total 118.00|date|6|buyer RUC|digest|) once the certificate signs, the amount in words', async () => {
    await ok('PUT', '/invoicing/setups/pe', { setup: { country: 'PE', legalName: 'Comercial Lima SAC', taxId: '20100070970', address: address('PE'), series: { invoice: 'F001', creditNote: 'FC01', proforma: 'P001' } } });
    const clientId = (await ok('POST', '/invoicing/clients', { country: 'PE', name: 'Bodega Surco', taxId: '20100070970', address: address('PE') })).id;
    const issuePe = () => ok('POST', '/invoicing/invoices', { commandId: randomUUID(), setupId: 'pe', clientId, lines: [{ description: 'Servicio', quantity: '2', unitPrice: '50', vatRate: '18' }] });
    const day = new Date().toISOString().slice(0, 10);
    // Without a certificate: no digest, and the page says why.
    const first = await read(`/invoicing/invoices/${(await issuePe()).id}/print-marks`);
    expect([first.missing, first.codes[0].content]).toEqual([['certificate_missing'], `20100070970|01|F001|00000001|18.00|118.00|${day}|6|20100070970||`]);
    const cert = testCertificate('Comercial Lima SAC');
    const p12 = forge.pkcs12.toPkcs12Asn1(forge.pki.privateKeyFromPem(cert.privateKeyPem), [forge.pki.certificateFromPem(cert.certificatePem)], 'clave', { algorithm: '3des' });
    await ok('POST', '/invoicing/setups/pe/certificate', { file: forge.util.encode64(forge.asn1.toDer(p12).getBytes()), password: 'clave' });
    const m = await read(`/invoicing/invoices/${(await issuePe()).id}/print-marks`);
    // 2 x 50 = 100.00 + 18 % = 118.00
    expect(m).toMatchObject({ title: 'FACTURA ELECTRÓNICA', taxIdLabel: 'RUC', missing: [], legends: ['SON CIENTO DIECIOCHO CON 00/100 SOLES', 'Representación impresa de la Factura Electrónica'] });
    expect(m.codes[0].content).toMatch(new RegExp(`^20100070970\\|01\\|F001\\|00000002\\|18\\.00\\|118\\.00\\|${day}\\|6\\|20100070970\\|[A-Za-z0-9+/]{27}=\\|$`));
  });

  it("CZ: 'Faktura – daňový doklad', DIČ and IČO, the supply date printed; an unknown document is a 404", async () => {
    const inv = await issue('CZ', { legalName: 'Obchod s.r.o.', taxId: '25596641', vatId: 'CZ25596641', companyId: '25596641', series: { invoice: 'FV', creditNote: 'OD', proforma: 'PRO' } }, { name: 'Zákazník', taxId: '25596641' }, '21');
    const m = await read(`/invoicing/invoices/${inv.id}/print-marks`);
    expect(m).toMatchObject({ title: 'Faktura – daňový doklad', taxIdLabel: 'DIČ', companyIdLabel: 'IČO', codes: [], legends: ['Datum uskutečnění zdanitelného plnění: 20.11.2026'] });
    expect((await call('GET', `/invoicing/invoices/nope/print-marks`)).status).toBe(404);
  });
});
