import { constants, createHash, randomUUID, verify, X509Certificate } from 'node:crypto';
import { type ApiHarness, ROOT_PASSWORD, startApi } from '../../identity/testing/api-harness.js';
import { apiCalls } from '../../identity/testing/api-calls.js';
import { testKsefCertificate } from '../e-documents/testing/ksef-offline-certificate.js';

/**
 * Poland's KOD II over real HTTP on PostgreSQL: the company uploads its KSeF Offline certificate
 * (EC P-256, then RSA) in the invoice setup, and the printed invoice carries KOD II beside KOD I,
 * captioned CERTYFIKAT, its link signed with that key over the hash of the very FA(3) file the
 * document downloads as; certificates that are not Offline-type, keys that are not the
 * certificate's and a setup of another country are refused with nothing appended.
 */
describe('KSeF Offline certificate and KOD II', () => {
  let api: ApiHarness;
  let root: string;
  const { call, ok, read, countEvents } = apiCalls(() => api, () => root);
  let clientId: string;
  const NIP = '1234563218';
  const issue = async () => (await ok('POST', '/invoicing/invoices', { commandId: randomUUID(), setupId: 'pl', clientId, lines: [{ description: 'Karton', quantity: '2', unitPrice: '50', vatRate: '23' }] })).id as string;
  /** KOD II as a scanner reads it: the signed path (without https://) and the signature's bytes. */
  const split = (url: string) => ({ signed: url.slice('https://'.length, url.lastIndexOf('/')), signature: Buffer.from(url.slice(url.lastIndexOf('/') + 1), 'base64url') });

  beforeAll(async () => {
    api = await startApi();
    root = await api.login('root', ROOT_PASSWORD);
    await ok('PUT', '/system-setting/settings', { settings: { SystemTimeZone: 0 } });
    await ok('PUT', '/invoicing/setups/pl', { setup: { country: 'PL', legalName: 'Hurtownia', taxId: NIP, address: { street: 'ul. Długa', buildingNumber: '1', city: 'Kraków', postalCode: '30-001', countryCode: 'PL' }, series: { invoice: 'FV', creditNote: 'KOR', proforma: 'PRO' } } });
    await ok('PUT', '/invoicing/setups/es', { setup: { country: 'ES', legalName: 'Comercial Sol SL', taxId: 'B12345674', address: { street: 'Calle Mayor', buildingNumber: '1', city: 'Madrid', postalCode: '28001', countryCode: 'ES' }, series: { invoice: 'F', creditNote: 'R', proforma: 'PRO' } } });
    clientId = (await ok('POST', '/invoicing/clients', { country: 'PL', name: 'Sklep', taxId: '5260250274', address: { street: 'ul. Krótka', buildingNumber: '2', city: 'Warszawa', postalCode: '00-001', countryCode: 'PL' } })).id;
  });
  afterAll(() => api?.close());

  it('without the certificate the invoice carries KOD I only', async () => {
    expect(await read('/invoicing/setups/pl/ksef-offline-certificate')).toEqual({ certificate: null });
    const m = await read(`/invoicing/invoices/${await issue()}/print-marks`);
    expect(m.codes.map((c: { caption: string[] }) => c.caption)).toEqual([['OFFLINE']]);
  });

  it('an EC P-256 Offline certificate uploaded: KOD II beside KOD I, CERTYFIKAT, signed (ECDSA P1363) over the hash of the downloaded FA(3) file', async () => {
    const ec = testKsefCertificate({ keyType: 'EC', serialHex: '01F20A5D352AE590' });
    // As KSeF answers /certificates/retrieve: base64 DER.
    await ok('POST', '/invoicing/setups/pl/ksef-offline-certificate', { certificate: new X509Certificate(ec.certificatePem).raw.toString('base64'), privateKey: ec.privateKeyPem });
    expect((await read('/invoicing/setups/pl/ksef-offline-certificate')).certificate).toMatchObject({ serialNumber: '01F20A5D352AE590', keyType: 'EC', validTo: '2030-01-01T00:00:00.000Z' });
    const id = await issue();
    const m = await read(`/invoicing/invoices/${id}/print-marks`);
    expect(m.missing).toEqual([]);
    expect(m.codes.map((c: { symbology: string; caption: string[] }) => [c.symbology, c.caption])).toEqual([['qrcode', ['OFFLINE']], ['qrcode', ['CERTYFIKAT']]]);
    const hash = createHash('sha256').update((await read(`/invoicing/invoices/${id}/xml`)).xml, 'utf8').digest('base64url');
    expect(m.codes[0].content.endsWith(`/${hash}`)).toBe(true);
    const { signed, signature } = split(m.codes[1].content);
    expect(signed).toBe(`qr.ksef.mf.gov.pl/certificate/Nip/${NIP}/${NIP}/01F20A5D352AE590/${hash}`);
    expect(verify('sha256', Buffer.from(signed), { key: ec.publicKey, dsaEncoding: 'ieee-p1363' }, signature)).toBe(true);
  });

  it('refuses an Authentication certificate, a key not its own, an unreadable one and a Spanish setup: 4xx, nothing appended, the uploaded one stays', async () => {
    const before = await countEvents();
    const auth = testKsefCertificate({ keyType: 'EC', usage: 'authentication' });
    const a = testKsefCertificate({ keyType: 'RSA' });
    const b = testKsefCertificate({ keyType: 'RSA' });
    const refusals = [
      ['pl', { certificate: auth.certificatePem, privateKey: auth.privateKeyPem }, 400, 'not_ksef_offline_certificate'],
      ['pl', { certificate: a.certificatePem, privateKey: b.privateKeyPem }, 400, 'key_mismatch'],
      ['pl', { certificate: 'Tm90IGEgY2VydGlmaWNhdGU=', privateKey: a.privateKeyPem }, 400, 'invalid_ksef_certificate'],
      ['es', { certificate: a.certificatePem, privateKey: a.privateKeyPem }, 422, 'not_polish_setup'],
    ] as const;
    for (const [setup, body, status, reason] of refusals) {
      const r = await call('POST', `/invoicing/setups/${setup}/ksef-offline-certificate`, body);
      expect([r.status, r.body.error?.reason]).toEqual([status, reason]);
    }
    expect(await countEvents()).toBe(before);
    expect((await read('/invoicing/setups/pl/ksef-offline-certificate')).certificate.serialNumber).toBe('01F20A5D352AE590');
  });

  it('an RSA certificate replaces it: the next KOD II names its serial and verifies with RSA-PSS (SHA-256, salt 32); the history says who uploaded', async () => {
    const rsa = testKsefCertificate({ keyType: 'RSA', serialHex: '0A0B0C0D' });
    await ok('POST', '/invoicing/setups/pl/ksef-offline-certificate', { certificate: rsa.certificatePem, privateKey: rsa.privateKeyPem });
    const m = await read(`/invoicing/invoices/${await issue()}/print-marks`);
    const { signed, signature } = split(m.codes[1].content);
    expect(signed).toMatch(new RegExp(`^qr\\.ksef\\.mf\\.gov\\.pl/certificate/Nip/${NIP}/${NIP}/0A0B0C0D/[A-Za-z0-9_-]{43}$`));
    expect(verify('sha256', Buffer.from(signed), { key: rsa.publicKey, padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: 32 }, signature)).toBe(true);
    const history = await read('/invoicing/setups/pl/keys/history');
    expect(JSON.stringify(history)).toContain('KsefOfflineCertificateLoaded');
  });
});
