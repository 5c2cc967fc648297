import { generateKeyPairSync } from 'node:crypto';
import forge from 'node-forge';
import type { SigningKey } from '../signing/xml-signature.js';

/**
 * A self-signed RSA certificate for tests (node-forge builds the X.509; node:crypto makes the key,
 * much faster than forge's pure-JS generator). Never a real tax authority certificate.
 */
export function testCertificate(commonName = 'TradeDesk Test Signer', serialHex = '0a1b2c3d'): SigningKey & { publicKeyPem: string } {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey);
  cert.serialNumber = serialHex;
  cert.validity.notBefore = new Date('2026-01-01T00:00:00Z');
  cert.validity.notAfter = new Date('2030-01-01T00:00:00Z');
  const attrs = [
    { name: 'commonName', value: commonName },
    { name: 'organizationName', value: 'TradeDesk Tests' },
    { name: 'countryName', value: 'ES' },
  ];
  cert.setSubject(attrs);
  cert.setIssuer(attrs);
  cert.sign(forge.pki.privateKeyFromPem(privateKey), forge.md.sha256.create());
  return { privateKeyPem: privateKey, certificatePem: forge.pki.certificateToPem(cert), publicKeyPem: publicKey };
}

/** A .p12 of a certificate the test makes (with the CA certificates `extra` PEMs name), protected by `password` (what a company uploads), as base64. */
export function p12Of(cert: { certificatePem: string; privateKeyPem: string }, password: string, extra: string[] = []): string {
  const certs = [cert.certificatePem, ...extra].map((pem) => forge.pki.certificateFromPem(pem));
  const asn1 = forge.pkcs12.toPkcs12Asn1(forge.pki.privateKeyFromPem(cert.privateKeyPem), certs, password, { algorithm: '3des' });
  return forge.util.encode64(forge.asn1.toDer(asn1).getBytes());
}
