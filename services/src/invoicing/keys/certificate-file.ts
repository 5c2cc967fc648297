import forge from 'node-forge';
import type { SigningCertificateLoaded } from '@tradedesk/contracts/invoicing/invoice-keys';
import { DomainError } from '../../platform/event-store/errors.js';

/** A signing certificate read from its PKCS#12 file: what SigningCertificateLoaded records of it, the key still in clear (the handler seals it). */
export type CertificateFile = Pick<SigningCertificateLoaded['data'], 'subject' | 'issuer' | 'serialNumber' | 'validFrom' | 'validTo' | 'certificatePem'> & { chainPem: string; privateKeyPem: string };

const dn = (attrs: forge.pki.CertificateField[]) => attrs.map((a) => `${a.shortName ?? a.name}=${a.value}`).join(', ');

/**
 * Opens a .p12 / .pfx with its password (node-forge): refuses (400) a file that is not PKCS#12
 * (`invalid_certificate`), a wrong password (`wrong_password`), a file without a private key or
 * whose key is not the certificate's (`certificate_without_key`), and a certificate not valid on
 * `now` (`certificate_expired` / `certificate_not_yet_valid`).
 */
export function readCertificateFile(base64: string, password: string, now: Date): CertificateFile {
  let asn1: forge.asn1.Asn1;
  try {
    asn1 = forge.asn1.fromDer(forge.util.decode64(base64.replace(/\s/g, '')));
  } catch {
    throw new DomainError('invalid_certificate', 'file: not a PKCS#12 (.p12 / .pfx) file', 400);
  }
  let p12: forge.pkcs12.Pkcs12Pfx;
  try {
    p12 = forge.pkcs12.pkcs12FromAsn1(asn1, false, password);
  } catch (e) {
    const msg = (e as Error).message ?? '';
    if (/password|MAC|Invalid/i.test(msg)) throw new DomainError('wrong_password', 'password: the password does not open this certificate', 400);
    throw new DomainError('invalid_certificate', 'file: not a PKCS#12 (.p12 / .pfx) file', 400);
  }
  const keyBags = [...(p12.getBags({ bagType: forge.pki.oids.pkcs8ShroudedKeyBag })[forge.pki.oids.pkcs8ShroudedKeyBag] ?? []), ...(p12.getBags({ bagType: forge.pki.oids.keyBag })[forge.pki.oids.keyBag] ?? [])];
  const certBags = p12.getBags({ bagType: forge.pki.oids.certBag })[forge.pki.oids.certBag] ?? [];
  const key = keyBags.find((b) => b.key)?.key as forge.pki.rsa.PrivateKey | undefined;
  if (!key) throw new DomainError('certificate_without_key', 'file: the file holds no private key', 400);
  const cert = certBags.map((b) => b.cert).find((c): c is forge.pki.Certificate => !!c && (c.publicKey as forge.pki.rsa.PublicKey).n?.equals(key.n));
  if (!cert) throw new DomainError('certificate_without_key', "file: no certificate in the file matches its private key", 400);
  if (cert.validity.notAfter < now) throw new DomainError('certificate_expired', `file: the certificate expired on ${cert.validity.notAfter.toISOString().slice(0, 10)}`, 400);
  if (cert.validity.notBefore > now) throw new DomainError('certificate_not_yet_valid', `file: the certificate is valid from ${cert.validity.notBefore.toISOString().slice(0, 10)}`, 400);
  return {
    subject: dn(cert.subject.attributes),
    issuer: dn(cert.issuer.attributes),
    serialNumber: cert.serialNumber,
    validFrom: cert.validity.notBefore.toISOString(),
    validTo: cert.validity.notAfter.toISOString(),
    certificatePem: forge.pki.certificateToPem(cert),
    chainPem: issuersOf(cert, certBags.map((b) => b.cert).filter((c): c is forge.pki.Certificate => !!c)).map((c) => forge.pki.certificateToPem(c)).join(''),
    privateKeyPem: forge.pki.privateKeyInfoToPem(forge.pki.wrapRsaPrivateKey(forge.pki.privateKeyToAsn1(key))),
  };
}

/**
 * The certificate's issuers among the file's other certificates, in chain order (its issuer, then
 * that one's issuer...), each checked to have signed the one below; a self-signed root ends it
 * and is left out (the other side trusts its roots already). Certificates off the chain are left out.
 */
function issuersOf(leaf: forge.pki.Certificate, others: forge.pki.Certificate[]): forge.pki.Certificate[] {
  const chain: forge.pki.Certificate[] = [];
  let below = leaf;
  for (;;) {
    const next = others.find((c) => c !== below && !chain.includes(c) && c !== leaf && signed(c, below));
    if (!next || signed(next, next)) return chain;
    chain.push(next);
    below = next;
  }
}
const signed = (issuer: forge.pki.Certificate, subject: forge.pki.Certificate): boolean => {
  if (!issuer.subject.hash || issuer.subject.hash !== subject.issuer.hash) return false;
  try {
    return issuer.verify(subject);
  } catch {
    return false;
  }
};
