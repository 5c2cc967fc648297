import { constants, createHash, verify } from 'node:crypto';
import { testKsefCertificate } from '../testing/ksef-offline-certificate.js';
import { ksefCertificateVerification } from './ksef-kod2.js';

const XML = '<?xml version="1.0" encoding="UTF-8"?><Faktura><P_1>2026-11-25</P_1></Faktura>';
const HASH = createHash('sha256').update(XML, 'utf8').digest('base64url');
const seller = { taxId: '123-456-32-18' };
/** The link split as a scanner reads it: what was signed (without https://) and the signature's bytes. */
const split = (url: string) => {
  const at = url.lastIndexOf('/');
  return { signed: url.slice('https://'.length, at), signature: Buffer.from(url.slice(at + 1), 'base64url'), last: url.slice(at + 1) };
};

describe('KOD II, the certificate code of an invoice issued offline', () => {
  it('RSA: signs the documented path (host, Nip, context, seller NIP, serial, Base64URL hash) with RSA-PSS SHA-256, salt 32; the public key verifies it', () => {
    const cert = testKsefCertificate({ keyType: 'RSA' });
    const k = ksefCertificateVerification(XML, seller, { serialNumber: '01F20A5D352AE590', privateKeyPem: cert.privateKeyPem }, 'prod');
    const { signed, signature, last } = split(k.url);
    expect(signed).toBe(`qr.ksef.mf.gov.pl/certificate/Nip/1234563218/1234563218/01F20A5D352AE590/${HASH}`);
    expect(k.signed).toBe(signed);
    expect(k.label).toBe('CERTYFIKAT');
    expect(last).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(signature).toHaveLength(256);
    expect(verify('sha256', Buffer.from(signed), { key: cert.publicKey, padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: 32 }, signature)).toBe(true);
    // Not PKCS#1 v1.5, and any other salt length fails: the verifier checks the documented one.
    expect(verify('sha256', Buffer.from(signed), { key: cert.publicKey, padding: constants.RSA_PKCS1_PADDING }, signature)).toBe(false);
    expect(verify('sha256', Buffer.from(signed), { key: cert.publicKey, padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: 20 }, signature)).toBe(false);
  });

  it('EC P-256: ECDSA SHA-256 in IEEE P1363 form (64 bytes r||s); the public key verifies it, a changed hash does not', () => {
    const cert = testKsefCertificate({ keyType: 'EC' });
    const k = ksefCertificateVerification(XML, seller, { serialNumber: '0A1B', privateKeyPem: cert.privateKeyPem }, 'test');
    const { signed, signature } = split(k.url);
    expect(k.url.startsWith(`https://qr-test.ksef.mf.gov.pl/certificate/Nip/1234563218/1234563218/0A1B/${HASH}/`)).toBe(true);
    expect(signature).toHaveLength(64);
    expect(verify('sha256', Buffer.from(signed), { key: cert.publicKey, dsaEncoding: 'ieee-p1363' }, signature)).toBe(true);
    const other = signed.replace(HASH, createHash('sha256').update(`${XML} `, 'utf8').digest('base64url'));
    expect(verify('sha256', Buffer.from(other), { key: cert.publicKey, dsaEncoding: 'ieee-p1363' }, signature)).toBe(false);
  });

  it('another context (issued on behalf of the seller) goes in the path before the seller NIP; the demo host', () => {
    const cert = testKsefCertificate({ keyType: 'EC' });
    const k = ksefCertificateVerification(XML, seller, { serialNumber: '0A1B', privateKeyPem: cert.privateKeyPem }, 'demo', { type: 'InternalId', value: '1234563218-12345' });
    expect(k.signed).toBe(`qr-demo.ksef.mf.gov.pl/certificate/InternalId/1234563218-12345/1234563218/0A1B/${HASH}`);
    expect(verify('sha256', Buffer.from(k.signed), { key: cert.publicKey, dsaEncoding: 'ieee-p1363' }, split(k.url).signature)).toBe(true);
  });
});
