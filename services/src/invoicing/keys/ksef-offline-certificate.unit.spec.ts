import { X509Certificate } from 'node:crypto';
import { testKsefCertificate } from '../e-documents/testing/ksef-offline-certificate.js';
import { readKsefOfflineCertificate } from './ksef-offline-certificate.js';

const now = new Date('2026-11-25T12:00:00Z');
const code = (f: () => unknown) => {
  try {
    f();
    return 'read';
  } catch (e) {
    return `${(e as { code?: string }).code} ${(e as { httpStatus?: number }).httpStatus}`;
  }
};

describe("reading the company's KSeF Offline certificate", () => {
  it('reads an RSA one (PEM) and an EC P-256 one (base64 DER, as KSeF answers it): serial in hex, key type, validity', () => {
    const rsa = testKsefCertificate({ keyType: 'RSA', serialHex: '01F20A5D352AE590' });
    const r = readKsefOfflineCertificate(rsa.certificatePem, rsa.privateKeyPem, '', now);
    expect(r).toMatchObject({ serialNumber: '01F20A5D352AE590', keyType: 'RSA', validFrom: '2026-01-01T00:00:00.000Z', validTo: '2030-01-01T00:00:00.000Z' });
    expect(r.subject).toContain('CN=Hurtownia Test');
    const ec = testKsefCertificate({ keyType: 'EC', serialHex: '0a1b2c' });
    const der = new X509Certificate(ec.certificatePem).raw.toString('base64');
    expect(readKsefOfflineCertificate(der, ec.privateKeyPem, '', now)).toMatchObject({ serialNumber: '0A1B2C', keyType: 'EC' });
  });

  it('opens a key encrypted with its password; a wrong password is refused', () => {
    const c = testKsefCertificate({ keyType: 'EC' });
    const encrypted = c.privateKey.export({ type: 'pkcs8', format: 'pem', cipher: 'aes-256-cbc', passphrase: 'tajne' }).toString();
    expect(readKsefOfflineCertificate(c.certificatePem, encrypted, 'tajne', now).privateKeyPem).toContain('BEGIN PRIVATE KEY');
    expect(code(() => readKsefOfflineCertificate(c.certificatePem, encrypted, 'zle', now))).toBe('wrong_password 400');
  });

  it('refuses an Authentication certificate (Digital Signature) and one without key usage: not of type Offline', () => {
    const auth = testKsefCertificate({ keyType: 'EC', usage: 'authentication' });
    expect(code(() => readKsefOfflineCertificate(auth.certificatePem, auth.privateKeyPem, '', now))).toBe('not_ksef_offline_certificate 400');
    const none = testKsefCertificate({ keyType: 'RSA', usage: 'none' });
    expect(code(() => readKsefOfflineCertificate(none.certificatePem, none.privateKeyPem, '', now))).toBe('not_ksef_offline_certificate 400');
  });

  it("refuses a key that is not the certificate's, a text that is no certificate or no key, and an expired certificate", () => {
    const a = testKsefCertificate({ keyType: 'EC' });
    const b = testKsefCertificate({ keyType: 'EC' });
    expect(code(() => readKsefOfflineCertificate(a.certificatePem, b.privateKeyPem, '', now))).toBe('key_mismatch 400');
    expect(code(() => readKsefOfflineCertificate('not a certificate', a.privateKeyPem, '', now))).toBe('invalid_ksef_certificate 400');
    expect(code(() => readKsefOfflineCertificate(a.certificatePem, 'not a key', '', now))).toBe('invalid_private_key 400');
    const old = testKsefCertificate({ keyType: 'RSA', notBefore: new Date('2024-01-01T00:00:00Z'), notAfter: new Date('2025-01-01T00:00:00Z') });
    expect(code(() => readKsefOfflineCertificate(old.certificatePem, old.privateKeyPem, '', now))).toBe('certificate_expired 400');
  });
});
