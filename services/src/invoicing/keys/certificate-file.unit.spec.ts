import { p12Of, testCertificate } from '../e-documents/testing/test-certificate.js';
import { standInCa } from '../submission/testing/stand-in.js';
import { readCertificateFile } from './certificate-file.js';

const now = new Date('2026-11-25T12:00:00Z');
const der = (pem: string) => pem.replace(/-----[^-]+-----|\s/g, '');
const pems = (chain: string) => chain.match(/-----BEGIN CERTIFICATE-----[\s\S]*?-----END CERTIFICATE-----/g) ?? [];

describe('reading a company certificate file (.p12)', () => {
  it('keeps the issuing CA the file carries as the chain, leaves out the self-signed root and certificates off the chain', () => {
    const ca = standInCa();
    const company = ca.issueViaIntermediate('Distribuciones Tajo S.L.');
    const stranger = testCertificate('Another company');
    // As browsers export them: the certificate, its CA, the root, and here one certificate that belongs to none of them.
    const file = readCertificateFile(p12Of(company, 'clave', [stranger.certificatePem, ca.pem, company.chainPem]), 'clave', now);
    expect(der(file.certificatePem)).toBe(der(company.certificatePem));
    expect(pems(file.chainPem).map(der)).toEqual([der(company.chainPem)]);
    expect(file.issuer).toContain('TradeDesk Test Users CA');
  });

  it('a file with the certificate alone has no chain', () => {
    const own = testCertificate('Comercial Andes SpA');
    expect(readCertificateFile(p12Of(own, 'clave'), 'clave', now).chainPem).toBe('');
  });
});
