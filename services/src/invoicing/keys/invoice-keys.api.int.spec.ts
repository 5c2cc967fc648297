import { randomUUID } from 'node:crypto';
import forge from 'node-forge';
import { verifySha1Rsa } from '../e-documents/cl/caf.js';
import { generateCl } from '../e-documents/cl/dte.js';
import { signXml, verifyXmlSignature } from '../e-documents/signing/xml-signature.js';
import { testCaf } from '../e-documents/testing/test-caf.js';
import { p12Of, testCertificate } from '../e-documents/testing/test-certificate.js';
import { toEDocument } from '../e-documents/to-e-document.js';
import { andesSetup, cafFor, clClient } from '../testing/chilean-seller.js';
import { invoicingApi } from '../testing/invoicing-api.js';
import { InvoiceSigningKeys } from './invoice-signing-keys.js';

/** A certificate that expired on 2021-01-01 (its key from a fresh test certificate). */
function expiredCertificate(): { certificatePem: string; privateKeyPem: string } {
  const k = testCertificate('Vencido');
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.certificateFromPem(k.certificatePem).publicKey;
  cert.serialNumber = '02';
  cert.validity.notBefore = new Date('2020-01-01T00:00:00Z');
  cert.validity.notAfter = new Date('2021-01-01T00:00:00Z');
  cert.setSubject([{ name: 'commonName', value: 'Vencido' }]);
  cert.setIssuer([{ name: 'commonName', value: 'Vencido' }]);
  cert.sign(forge.pki.privateKeyFromPem(k.privateKeyPem), forge.md.sha256.create());
  return { certificatePem: forge.pki.certificateToPem(cert), privateKeyPem: k.privateKeyPem };
}

/**
 * Chile's CAF folio ranges and the signing certificate over real HTTP on PostgreSQL: a CAF made
 * by the test with its own RSA key loaded, invoices take its folios in order until none are left
 * (409, nothing appended, the counter not moved), a second CAF continues, the TED of a folio is
 * signed with the key of its range; the low-folio warning; a .p12 uploaded, its key sealed at rest
 * and used to sign; bad files refused with nothing appended.
 */
describe('invoice keys: CAF folios and the signing certificate', () => {
  const api = invoicingApi();
  const { call, ok, read, countEvents } = api;
  let clerk: string;
  const setup = andesSetup();
  const RUT = setup.taxId;
  let clientId: string;
  const invoice = () => ({ commandId: randomUUID(), setupId: 'cl', clientId, lines: [{ description: 'Cajas de cartón', quantity: '2', unitPrice: '5000', vatRate: '19' }] });
  const first = cafFor(setup, 33, 1, 3);
  const second = cafFor(setup, 33, 10, 11);

  beforeAll(async () => {
    await api.start({ SystemTimeZone: 0 });
    clerk = await api.employee('paula', 'Facturación', { InvoiceBilling: 'Accessable', InvoiceList: 'Accessable' });
    await ok('PUT', '/invoicing/setups/cl', { setup });
    await ok('PUT', '/invoicing/setups/pl', { setup: { country: 'PL', legalName: 'Hurtownia', taxId: '1234563218', address: { street: 'ul. Długa', city: 'Kraków', countryCode: 'PL' }, series: { invoice: 'FV', creditNote: 'KOR', proforma: 'PRO' } } });
    clientId = await clClient(api);
  });
  afterAll(() => api.close());

  it('no CAF loaded: a Chilean invoice is refused (409 no_folios_left), nothing appended; a proforma keeps its counter', async () => {
    const before = await countEvents();
    const r = await call('POST', '/invoicing/invoices', invoice(), clerk);
    expect([r.status, r.body.error?.reason]).toEqual([409, 'no_folios_left']);
    expect(await countEvents()).toBe(before);
    expect((await ok('POST', '/invoicing/invoices', { ...invoice(), kind: 'proforma' }, clerk)).number).toBe('1');
  });

  it('refuses a file that is not a CAF, a key not of the range, another RUT, a non-Chilean setup: 400/422, nothing appended', async () => {
    const before = await countEvents();
    const otherKey = first.autorizacion.replace(/<RSASK>[\s\S]*<\/RSASK>/, `<RSASK>${/<RSASK>([\s\S]*)<\/RSASK>/.exec(second.autorizacion)![1]}</RSASK>`);
    const other = testCaf({ rut: '11111111-1', name: 'Otra', type: 33, from: 1, to: 5 });
    const cases: [string, string, number, string][] = [
      ['cl', '<AUTORIZACION>nothing</AUTORIZACION>', 400, 'invalid_caf'],
      ['cl', otherKey, 400, 'invalid_caf'],
      ['cl', other.autorizacion, 422, 'caf_other_issuer'],
      ['pl', first.autorizacion, 422, 'caf_not_chile'],
    ];
    for (const [id, caf, status, reason] of cases) {
      const r = await call('POST', `/invoicing/setups/${id}/cafs`, { caf });
      expect([r.status, r.body.error?.reason]).toEqual([status, reason]);
    }
    expect((await call('POST', '/invoicing/setups/cl/cafs', { caf: first.autorizacion }, clerk)).status).toBe(403);
    expect(await countEvents()).toBe(before);
  });

  it('folios 1, 2, 3 in order, then none left; the warning at 2 left; a second CAF continues at 10, 11; an overlap is refused', async () => {
    expect((await ok('POST', '/invoicing/setups/cl/cafs', { caf: first.autorizacion })).from).toBe(1);
    const dup = await call('POST', '/invoicing/setups/cl/cafs', { caf: first.autorizacion });
    expect([dup.status, dup.body.error?.reason]).toEqual([409, 'caf_overlaps']);
    // The default warning for 3 folios: 10 % rounded up = 1; set to 2.
    expect((await read('/invoicing/setups/cl/folios', clerk)).types).toEqual([{ documentType: 33, loaded: 3, used: 0, left: 3, warnAt: 1, low: false }]);
    await ok('PUT', '/invoicing/setups/cl/caf-settings', { warnAt: 2, resolutionNumber: '80', resolutionDate: '2014-08-22' });
    const numbers: string[] = [];
    const lows: boolean[] = [];
    for (let i = 0; i < 3; i++) {
      numbers.push((await ok('POST', '/invoicing/invoices', invoice(), clerk)).number);
      lows.push((await read('/invoicing/setups/cl/folios', clerk)).types[0].low);
    }
    expect(numbers).toEqual(['1', '2', '3']);
    // left 2 (not below 2), 1, 0
    expect(lows).toEqual([false, true, true]);
    const before = await countEvents();
    const none = await call('POST', '/invoicing/invoices', invoice(), clerk);
    expect([none.status, none.body.error?.reason]).toEqual([409, 'no_folios_left']);
    expect(await countEvents()).toBe(before);
    await ok('POST', '/invoicing/setups/cl/cafs', { caf: second.autorizacion });
    const overlap = await call('POST', '/invoicing/setups/cl/cafs', { caf: testCaf({ rut: RUT, name: 'x', type: 33, from: 11, to: 20 }).autorizacion });
    expect([overlap.status, overlap.body.error?.reason]).toEqual([409, 'caf_overlaps']);
    const next = [(await ok('POST', '/invoicing/invoices', invoice(), clerk)).number, (await ok('POST', '/invoicing/invoices', invoice(), clerk)).number];
    expect(next).toEqual(['10', '11']);
    expect((await call('POST', '/invoicing/invoices', invoice(), clerk)).body.error?.reason).toBe('no_folios_left');
    const f = await read('/invoicing/setups/cl/folios', clerk);
    expect(f.ranges.map((r: any) => [r.from, r.to, r.used, r.left])).toEqual([[1, 3, 3, 0], [10, 11, 2, 0]]);
    expect(f.types).toEqual([{ documentType: 33, loaded: 5, used: 5, left: 0, warnAt: 2, low: true }]);
    // The private key is sealed in the event, never in clear.
    const { rows } = await api.harness.platform.db.query<{ data: any }>(`select data from es.events where type = 'CafLoaded'`);
    expect(rows.every((r) => r.data.privateKeySealed.startsWith('v1:') && !JSON.stringify(r.data).includes('PRIVATE KEY'))).toBe(true);
  });

  it("the TED of folio 10 is signed with the second range's key (checked with its public key)", async () => {
    const list = await read('/invoicing/invoices?search=Ferreter', clerk);
    const ten = list.rows.find((r: { number: string }) => r.number === '10');
    const view = await read(`/invoicing/invoices/${ten.id}`, clerk);
    expect(view.document.sequence).toBe(10);
    const keys = api.harness.app.get(InvoiceSigningKeys);
    const caf = (await keys.caf('cl', 33, 10))!;
    expect([caf.from, caf.to]).toEqual([10, 11]);
    const s = await read('/invoicing/setups/cl');
    const c = await read(`/invoicing/clients/${clientId}`);
    const g = generateCl(toEDocument(view.document, s, c), { caf: caf.autorizacion, activityCodes: ['461000'], stampedAt: '2026-11-25T10:00:00' });
    const dd = /<DD>[\s\S]*<\/DD>/.exec(g.ted)![0];
    const frmt = /<FRMT[^>]*>([^<]+)<\/FRMT>/.exec(g.ted)![1];
    expect(verifySha1Rsa(dd, frmt, second.cafPublicKeyPem)).toBe(true);
    expect(verifySha1Rsa(dd, frmt, first.cafPublicKeyPem)).toBe(false);
    expect(await keys.caf('cl', 33, 5)).toBeNull();
    // The print: the same TED as PDF417 with "Timbre Electrónico SII" and the resolution set above.
    const m = await read(`/invoicing/invoices/${ten.id}/print-marks`, clerk);
    expect([m.title, m.taxIdLabel, m.missing]).toEqual(['FACTURA ELECTRÓNICA', 'R.U.T.', []]);
    expect(m.codes[0]).toMatchObject({ symbology: 'pdf417', caption: ['Timbre Electrónico SII', 'Res. 80 de 2014 Verifique documento: www.sii.cl'] });
    const printed = m.codes[0].content as string;
    expect(verifySha1Rsa(/<DD>[\s\S]*<\/DD>/.exec(printed)![0], /<FRMT[^>]*>([^<]+)<\/FRMT>/.exec(printed)![1]!, second.cafPublicKeyPem)).toBe(true);
    expect(printed).toMatch(/<F>10<\/F>.*<MNT>11900<\/MNT>/);
  });

  it('a certificate: wrong password, not a .p12, expired, answer 400 and change nothing; a good one is shown and signs', async () => {
    const good = testCertificate('Comercial Andes SpA firma', '01ab');
    const file = p12Of(good, 'clave-secreta');
    const before = await countEvents();
    const cases: [unknown, string][] = [
      [{ file, password: 'otra' }, 'wrong_password'],
      [{ file: Buffer.from('not a certificate').toString('base64'), password: 'x' }, 'invalid_certificate'],
      [{ file: p12Of(expiredCertificate(), 'x'), password: 'x' }, 'certificate_expired'],
    ];
    for (const [body, reason] of cases) {
      const r = await call('POST', '/invoicing/setups/cl/certificate', body);
      expect([r.status, r.body.error?.reason]).toEqual([400, reason]);
    }
    expect(await countEvents()).toBe(before);
    expect((await read('/invoicing/setups/cl/certificate')).certificate).toBeNull();
    const r = await ok('POST', '/invoicing/setups/cl/certificate', { fileName: 'firma.p12', file, password: 'clave-secreta' });
    expect(r.subject).toMatch(/CN=Comercial Andes SpA firma/);
    const shown = (await read('/invoicing/setups/cl/certificate')).certificate;
    expect(shown).toMatchObject({ fileName: 'firma.p12', serialNumber: '01ab', validFrom: '2026-01-01T00:00:00.000Z', validTo: '2030-01-01T00:00:00.000Z' });
    const { rows } = await api.harness.platform.db.query<{ data: any }>(`select data from es.events where type = 'SigningCertificateLoaded'`);
    expect(JSON.stringify(rows[0]!.data)).not.toMatch(/clave-secreta|PRIVATE KEY/);
    // The signers take the uploaded key: a signature made with it verifies against its certificate.
    const key = (await api.harness.app.get(InvoiceSigningKeys).certificate('cl'))!;
    expect(key.certificatePem).toBe(forge.pki.certificateToPem(forge.pki.certificateFromPem(good.certificatePem)));
    const signed = signXml('<doc Id="d1"><a>1</a></doc>', { key, digest: 'sha256', signatureId: 'S1', target: { id: 'd1' } });
    expect(verifyXmlSignature(signed, good.certificatePem)).toBe(true);
    expect((await call('GET', '/invoicing/setups/cl/certificate', undefined, clerk)).status).toBe(403);
  });
});
