import { constants, createHash, createPrivateKey, sign } from 'node:crypto';
import { KSEF_QR_HOSTS } from './ksef-fa3.js';

/** The context the invoice is issued in (KSeF's ContextIdentifier): the seller's own NIP unless someone issues on its behalf. */
export type KsefContextType = 'Nip' | 'InternalId' | 'NipVatUe' | 'PeppolId';

export interface KsefOfflineKey {
  /** The KSeF Offline certificate's serial number, upper-case hex. */
  serialNumber: string;
  /** Its private key, PEM (RSA or EC P-256). */
  privateKeyPem: string;
}

export interface KsefCertificateVerification {
  /** The link KOD II encodes: {host}/certificate/{context type}/{context value}/{seller NIP}/{serial}/{hash}/{signature}. */
  url: string;
  /** The part of the link that is signed: the link without https:// and without the signature. */
  signed: string;
  /** The text printed under the QR code. */
  label: 'CERTYFIKAT';
}

/**
 * KOD II, the second QR code of an invoice issued offline (KSeF documentation "Kody weryfikujące
 * QR", KOD II): it proves the issuer held the KSeF Offline certificate when it made this exact
 * file. The signed text is the link's path without "https://" and without a trailing "/":
 * `qr[-test|-demo].ksef.mf.gov.pl/certificate/{context type}/{context value}/{seller NIP}/{serial}/{SHA-256 of the XML, Base64URL}`;
 * the signature (RSA-PSS with SHA-256, MGF1 SHA-256 and a 32-byte salt, or ECDSA P-256 with
 * SHA-256 in IEEE P1363 form r||s) is appended in Base64URL. Both without padding.
 */
export function ksefCertificateVerification(
  xml: string,
  seller: { taxId: string },
  key: KsefOfflineKey,
  environment: keyof typeof KSEF_QR_HOSTS,
  context?: { type: KsefContextType; value: string },
): KsefCertificateVerification {
  const nip = seller.taxId.replace(/\D/g, '');
  const ctx = context ?? { type: 'Nip', value: nip };
  const hash = createHash('sha256').update(Buffer.from(xml, 'utf8')).digest('base64url');
  const signed = `${KSEF_QR_HOSTS[environment].replace(/^https:\/\//, '')}/certificate/${ctx.type}/${ctx.value}/${nip}/${key.serialNumber}/${hash}`;
  const privateKey = createPrivateKey(key.privateKeyPem);
  const data = Buffer.from(signed, 'utf8');
  const signature =
    privateKey.asymmetricKeyType === 'ec'
      ? sign('sha256', data, { key: privateKey, dsaEncoding: 'ieee-p1363' })
      : sign('sha256', data, { key: privateKey, padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: 32 });
  return { url: `https://${signed}/${signature.toString('base64url')}`, signed, label: 'CERTYFIKAT' };
}
