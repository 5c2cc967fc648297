import { z } from 'zod';

/**
 * What a setup holds besides its fields (docs/invoicing.md "Chile's folios" and "Signing
 * certificate"): Chile's CAF folio ranges, the low-folio warning, and the company's signing
 * certificate. One stream per setup (`invoicekeys-<setupId>`); private keys and the certificate's
 * password are sealed (encrypted) before they reach an event.
 */

/** The DTE types SII authorises folios for (33 factura, 34 exenta, 39 boleta, 41 boleta exenta, 46 compra, 52 guía, 56 nota de débito, 61 nota de crédito). */
export const CAF_DOCUMENT_TYPES = [33, 34, 39, 41, 43, 46, 52, 56, 61] as const;

export const loadCafBody = z.object({ commandId: z.uuid().optional(), caf: z.string().min(1, 'choose the CAF file').max(200_000) }).strict();
export type LoadCafBody = z.infer<typeof loadCafBody>;

/** Chile: the low-folio warning (null: the default) and SII's resolution authorising the company (printed under the stamp). */
export const setCafSettingsBody = z
  .object({
    commandId: z.uuid().optional(),
    warnAt: z.number().int().min(1).max(1_000_000).nullable(),
    resolutionNumber: z.string().trim().regex(/^\d{0,10}$/, 'digits only').default(''),
    resolutionDate: z.union([z.iso.date(), z.literal('')]).default(''),
  })
  .strict();
export type SetCafSettingsBody = z.infer<typeof setCafSettingsBody>;
export type CafSettings = Omit<SetCafSettingsBody, 'commandId'>;

/** A PKCS#12 file (.p12 / .pfx) as base64, and its password. */
export const uploadCertificateBody = z
  .object({ commandId: z.uuid().optional(), fileName: z.string().trim().max(200).default(''), file: z.string().min(1, 'choose the certificate file').max(400_000).regex(/^[A-Za-z0-9+/=\s]+$/, 'base64'), password: z.string().max(200) })
  .strict();
export type UploadCertificateBody = z.infer<typeof uploadCertificateBody>;

/**
 * Poland: the company's KSeF certificate of type Offline (docs/invoicing-eu.md "KOD II"), as KSeF
 * hands it out: the certificate (PEM, or the base64 DER that /certificates/retrieve answers) and
 * the private key made with its request (PEM, PKCS#8 or PKCS#1 / SEC1, encrypted with `password`
 * or not). RSA (2048 bits or more) or EC P-256.
 */
export const uploadKsefOfflineCertificateBody = z
  .object({
    commandId: z.uuid().optional(),
    certificate: z.string().trim().min(1, 'paste or choose the certificate').max(20_000),
    privateKey: z.string().trim().min(1, 'paste or choose the private key').max(20_000),
    password: z.string().max(200).default(''),
  })
  .strict();
export type UploadKsefOfflineCertificateBody = z.infer<typeof uploadKsefOfflineCertificateBody>;

export interface CafLoaded {
  type: 'CafLoaded';
  data: {
    setupId: string;
    cafId: string;
    documentType: number;
    issuerRut: string;
    from: number;
    to: number;
    /** FA: the day SII authorised the range; IDK: SII's key id. */
    authorizedOn: string;
    keyId: string;
    /** The <CAF> element as SII wrote it (flattened), copied into every TED. */
    cafXml: string;
    /** RSASK, sealed (platform/secret-box.ts). */
    privateKeySealed: string;
  };
}
export interface CafSettingsSet {
  type: 'CafSettingsSet';
  data: { setupId: string } & CafSettings;
}
export interface SigningCertificateLoaded {
  type: 'SigningCertificateLoaded';
  data: {
    setupId: string;
    certificateId: string;
    fileName: string;
    subject: string;
    issuer: string;
    serialNumber: string;
    validFrom: string;
    validTo: string;
    certificatePem: string;
    /**
     * The issuing CAs the file carried, PEM, the certificate's issuer first, up to (not including) a
     * self-signed root: sent with the certificate on a mutual-TLS connection, so an office that
     * knows only the root can build the chain. '' (or absent, in events before it was kept): none.
     */
    chainPem?: string;
    /** The private key (PKCS#8 PEM) and the file's password, sealed. */
    privateKeySealed: string;
    passwordSealed: string;
  };
}
/** Poland: the KSeF Offline certificate that signs KOD II (a separate slot from the signing certificate). */
export interface KsefOfflineCertificateLoaded {
  type: 'KsefOfflineCertificateLoaded';
  data: {
    setupId: string;
    certificateId: string;
    subject: string;
    issuer: string;
    /** The certificate's serial number in upper-case hex (what KOD II carries). */
    serialNumber: string;
    keyType: 'RSA' | 'EC';
    validFrom: string;
    validTo: string;
    certificatePem: string;
    /** The private key (PKCS#8 PEM, unencrypted), sealed. */
    privateKeySealed: string;
  };
}
export type InvoiceKeysEvent = CafLoaded | CafSettingsSet | SigningCertificateLoaded | KsefOfflineCertificateLoaded;
export const INVOICE_KEYS_EVENT_TYPES = ['CafLoaded', 'CafSettingsSet', 'SigningCertificateLoaded', 'KsefOfflineCertificateLoaded'] as const;
export const invoiceKeysStreamId = (setupId: string) => `invoicekeys-${setupId}`;
export const INVOICE_KEYS_READ_MODEL = 'invoice_keys';

export interface FolioRange {
  from: number;
  to: number;
}

/**
 * The n-th folio (n from 1) of a document type whose ranges were loaded in this order: the first
 * range's folios, then the next one's; null when the ranges hold fewer than n.
 */
export function folioAt(ranges: readonly FolioRange[], n: number): number | null {
  let left = n;
  for (const r of ranges) {
    const size = r.to - r.from + 1;
    if (left <= size) return r.from + left - 1;
    left -= size;
  }
  return null;
}

/** The default low-folio warning: 10 % of the folios loaded for the type, at most 50 (at least 1). */
export const defaultFolioWarning = (loaded: number) => Math.max(1, Math.min(50, Math.ceil(loaded / 10)));

export interface CafRangeView {
  cafId: string;
  documentType: number;
  from: number;
  to: number;
  used: number;
  left: number;
  authorizedOn: string;
  keyId: string;
  loadedAt: string;
}
export interface FolioTypeStatus {
  documentType: number;
  loaded: number;
  used: number;
  left: number;
  /** Warn below this many folios left (the setting, else the default). */
  warnAt: number;
  low: boolean;
}
export interface FoliosView {
  ranges: CafRangeView[];
  types: FolioTypeStatus[];
  /** The setting; null: the default per type. */
  warnAt: number | null;
  resolutionNumber: string;
  resolutionDate: string;
}

/** What the setup screen shows of the uploaded certificate (never its key). */
export type CertificateView = Pick<SigningCertificateLoaded['data'], 'certificateId' | 'fileName' | 'subject' | 'issuer' | 'serialNumber' | 'validFrom' | 'validTo'> & { loadedAt: string };

/** What the setup screen shows of the KSeF Offline certificate (never its key). */
export type KsefOfflineCertificateView = Pick<KsefOfflineCertificateLoaded['data'], 'certificateId' | 'subject' | 'issuer' | 'serialNumber' | 'keyType' | 'validFrom' | 'validTo'> & { loadedAt: string };
