import { createPrivateKey, type KeyObject, X509Certificate } from 'node:crypto';
import forge from 'node-forge';
import type { KsefOfflineCertificateLoaded } from '@tradedesk/contracts/invoicing/invoice-keys';
import { DomainError } from '../../platform/event-store/errors.js';

/** The KSeF Offline certificate as read: what KsefOfflineCertificateLoaded records, the key still in clear (the handler seals it). */
export type KsefOfflineCertificateFile = Omit<KsefOfflineCertificateLoaded['data'], 'setupId' | 'certificateId' | 'privateKeySealed'> & { privateKeyPem: string };

const KEY_USAGE_OID = '2.5.29.15';
/** keyUsage bits (RFC 5280), in the first byte of the BIT STRING: digitalSignature 0x80, nonRepudiation 0x40. */
const DIGITAL_SIGNATURE = 0x80;
const NON_REPUDIATION = 0x40;

/**
 * Reads the company's KSeF Offline certificate and its private key (docs/invoicing-eu.md "KOD II")
 * and refuses (400, nothing recorded):
 * - a certificate that is neither PEM nor base64 DER X.509 (`invalid_ksef_certificate`);
 * - a certificate that is not of KSeF's type Offline (`not_ksef_offline_certificate`): KSeF gives
 *   an Offline certificate keyUsage Non-Repudiation only and an Authentication one Digital
 *   Signature ("Certyfikaty KSeF"), so a certificate without Non-Repudiation, or with Digital
 *   Signature, is not one KOD II may be signed with;
 * - a key that cannot be read (`invalid_private_key`) or opened with the password (`wrong_password`);
 * - a key KSeF does not sign KOD II with: RSA under 2048 bits, EC other than P-256 (`unsupported_key`);
 * - a key that is not the certificate's (`key_mismatch`);
 * - a certificate not valid on `now` (`certificate_expired` / `certificate_not_yet_valid`).
 * Whether KSeF issued it (MF's CA) and whether it is revoked cannot be checked here.
 */
export function readKsefOfflineCertificate(certificate: string, privateKey: string, password: string, now: Date): KsefOfflineCertificateFile {
  const cert = parseCertificate(certificate);
  const usage = keyUsageOf(cert);
  if (usage === null || !(usage & NON_REPUDIATION) || usage & DIGITAL_SIGNATURE)
    throw new DomainError('not_ksef_offline_certificate', 'certificate: not a KSeF certificate of type Offline (its key usage must be Non-Repudiation only)', 400);
  const key = parseKey(privateKey, password);
  const keyType = supportedKeyType(key);
  if (!cert.checkPrivateKey(key)) throw new DomainError('key_mismatch', "privateKey: the key is not the certificate's", 400);
  const validFrom = new Date(cert.validFrom);
  const validTo = new Date(cert.validTo);
  if (validTo < now) throw new DomainError('certificate_expired', `certificate: the certificate expired on ${validTo.toISOString().slice(0, 10)}`, 400);
  if (validFrom > now) throw new DomainError('certificate_not_yet_valid', `certificate: the certificate is valid from ${validFrom.toISOString().slice(0, 10)}`, 400);
  return {
    subject: cert.subject.split('\n').join(', '),
    issuer: cert.issuer.split('\n').join(', '),
    serialNumber: cert.serialNumber.toUpperCase(),
    keyType,
    validFrom: validFrom.toISOString(),
    validTo: validTo.toISOString(),
    certificatePem: cert.toString(),
    privateKeyPem: key.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
}

function parseCertificate(text: string): X509Certificate {
  const t = text.trim();
  try {
    return new X509Certificate(t.includes('-----BEGIN CERTIFICATE-----') ? t : Buffer.from(t.replace(/\s/g, ''), 'base64'));
  } catch {
    throw new DomainError('invalid_ksef_certificate', 'certificate: not an X.509 certificate (PEM, or base64 DER as KSeF gives it)', 400);
  }
}

function parseKey(pem: string, password: string): KeyObject {
  const encrypted = /ENCRYPTED/.test(pem);
  try {
    const key = createPrivateKey({ key: pem.trim(), format: 'pem', ...(password ? { passphrase: password } : {}) });
    if (key.type !== 'private') throw new Error('not private');
    return key;
  } catch {
    if (encrypted) throw new DomainError('wrong_password', 'password: the password does not open this private key', 400);
    throw new DomainError('invalid_private_key', 'privateKey: not a private key in PEM', 400);
  }
}

function supportedKeyType(key: KeyObject): 'RSA' | 'EC' {
  const d = key.asymmetricKeyDetails ?? {};
  if (key.asymmetricKeyType === 'rsa' && (d.modulusLength ?? 0) >= 2048) return 'RSA';
  if (key.asymmetricKeyType === 'ec' && d.namedCurve === 'prime256v1') return 'EC';
  throw new DomainError('unsupported_key', 'privateKey: KOD II is signed with RSA (2048 bits or more) or EC P-256 only', 400);
}

/** node-forge's DER reader, told to keep BIT STRINGs as bytes (its typings miss the options form). */
const fromDer = (bytes: forge.util.ByteStringBuffer | string) => (forge.asn1.fromDer as unknown as (b: typeof bytes, o: { decodeBitStrings: boolean }) => forge.asn1.Asn1)(bytes, { decodeBitStrings: false });

/** The first byte of the certificate's keyUsage BIT STRING; null when it has none (node:crypto does not read keyUsage). */
function keyUsageOf(cert: X509Certificate): number | null {
  try {
    const root = fromDer(forge.util.createBuffer(cert.raw.toString('binary')));
    const tbs = (root.value as forge.asn1.Asn1[])[0]!.value as forge.asn1.Asn1[];
    const extensions = tbs.find((n) => n.tagClass === forge.asn1.Class.CONTEXT_SPECIFIC && n.type === 3);
    if (!extensions) return null;
    for (const ext of (extensions.value as forge.asn1.Asn1[])[0]!.value as forge.asn1.Asn1[]) {
      const parts = ext.value as forge.asn1.Asn1[];
      if (forge.asn1.derToOid(parts[0]!.value as string) !== KEY_USAGE_OID) continue;
      const octets = parts[parts.length - 1]!.value as string;
      const bits = fromDer(octets).value as string;
      // bits[0]: the count of unused bits; bits[1]: the first eight usage bits.
      return bits.length > 1 ? bits.charCodeAt(1) : 0;
    }
    return null;
  } catch {
    return null;
  }
}
