import { createHash, createPublicKey, X509Certificate } from 'node:crypto';
import { SignedXml } from 'xml-crypto';

/**
 * XML signatures for the country e-documents (docs/invoicing-es-latam.md, "Signatures"): an
 * enveloped XML-DSig signature (PE, CL) and its XAdES-BES form (EC, ES Facturae), which adds the
 * signed properties (signing time, the signing certificate's digest and issuer/serial) as a
 * ds:Object the signature also references. The key and certificate come from the company's
 * certificate (PEM); tests generate one (testing/test-certificate.ts).
 */

export interface SigningKey {
  privateKeyPem: string;
  certificatePem: string;
}

export type DigestName = 'sha1' | 'sha256';

const ALGORITHMS: Record<DigestName, { signature: string; digest: string }> = {
  sha1: { signature: 'http://www.w3.org/2000/09/xmldsig#rsa-sha1', digest: 'http://www.w3.org/2000/09/xmldsig#sha1' },
  sha256: { signature: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256', digest: 'http://www.w3.org/2001/04/xmlenc#sha256' },
};
const C14N = 'http://www.w3.org/TR/2001/REC-xml-c14n-20010315';
const ENVELOPED = 'http://www.w3.org/2000/09/xmldsig#enveloped-signature';
export const XADES_NS = 'http://uri.etsi.org/01903/v1.3.2#';

export interface SignOptions {
  key: SigningKey;
  digest: DigestName;
  /** Id of the ds:Signature element (and the stem of the ids inside it). */
  signatureId: string;
  /** The element signed: the whole document (`uri: ''`) or the element with this id. */
  target: { uri: '' } | { id: string };
  /** Where the signature goes (an XPath with local-name() tests; default: last child of the root). */
  location?: { reference: string; action: 'append' | 'prepend' | 'before' | 'after' };
  /** ds: prefix on the signature elements (UBL, XAdES); none: default namespace (SII). */
  prefix?: 'ds';
  /** SII's schema allows no Id attribute on the Signature element. */
  omitSignatureId?: boolean;
  /** SII: KeyInfo carries the RSA key value (modulus, exponent) before the certificate. */
  keyValue?: boolean;
  /** Transform of a reference to an element id: enveloped (default) or plain C14N (a signature outside the element). */
  idTransform?: 'enveloped' | 'c14n';
  /** XAdES-BES: signing time (ISO instant) and optionally Facturae's signature policy. */
  xades?: { signingTime: string; policy?: { identifier: string; description: string; digestBase64: string } };
}

/** The certificate's base64 DER body, its DER bytes, issuer (RFC 4514 order) and decimal serial. */
export function certificateFacts(certificatePem: string): { der: Buffer; issuer: string; serial: string } {
  const cert = new X509Certificate(certificatePem);
  const issuer = cert.issuer.split('\n').reverse().join(',');
  return { der: cert.raw, issuer, serial: BigInt(`0x${cert.serialNumber}`).toString(10) };
}

function xadesObject(opts: SignOptions, prefix: string, referenceId: string): string {
  const { der, issuer, serial } = certificateFacts(opts.key.certificatePem);
  const algo = ALGORITHMS[opts.digest];
  const sid = opts.signatureId;
  const policy = opts.xades!.policy;
  const policyXml = policy
    ? `<xades:SignaturePolicyIdentifier><xades:SignaturePolicyId><xades:SigPolicyId><xades:Identifier>${policy.identifier}</xades:Identifier><xades:Description>${policy.description}</xades:Description></xades:SigPolicyId><xades:SigPolicyHash><${prefix}DigestMethod Algorithm="http://www.w3.org/2000/09/xmldsig#sha1"/><${prefix}DigestValue>${policy.digestBase64}</${prefix}DigestValue></xades:SigPolicyHash></xades:SignaturePolicyId></xades:SignaturePolicyIdentifier>`
    : '';
  return (
    `<xades:QualifyingProperties xmlns:xades="${XADES_NS}" Target="#${sid}">` +
    `<xades:SignedProperties Id="${sid}-SignedProperties">` +
    `<xades:SignedSignatureProperties><xades:SigningTime>${opts.xades!.signingTime}</xades:SigningTime>` +
    `<xades:SigningCertificate><xades:Cert><xades:CertDigest><${prefix}DigestMethod Algorithm="${algo.digest}"/>` +
    `<${prefix}DigestValue>${createHash(opts.digest).update(der).digest('base64')}</${prefix}DigestValue></xades:CertDigest>` +
    `<xades:IssuerSerial><${prefix}X509IssuerName>${escapeXml(issuer)}</${prefix}X509IssuerName><${prefix}X509SerialNumber>${serial}</${prefix}X509SerialNumber></xades:IssuerSerial>` +
    `</xades:Cert></xades:SigningCertificate>${policyXml}</xades:SignedSignatureProperties>` +
    `<xades:SignedDataObjectProperties><xades:DataObjectFormat ObjectReference="#${referenceId}"><xades:Description>document</xades:Description><xades:MimeType>text/xml</xades:MimeType><xades:Encoding>UTF-8</xades:Encoding></xades:DataObjectFormat></xades:SignedDataObjectProperties>` +
    `</xades:SignedProperties></xades:QualifyingProperties>`
  );
}

/** The RSA modulus and exponent of the certificate's key, base64 (ds:RSAKeyValue). */
export function rsaKeyValue(certificatePem: string): { modulus: string; exponent: string } {
  const jwk = createPublicKey(certificatePem).export({ format: 'jwk' });
  const b64 = (v: string | undefined) => Buffer.from(v ?? '', 'base64url').toString('base64');
  return { modulus: b64(jwk.n), exponent: b64(jwk.e) };
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Signs `xml` (enveloped signature, inclusive C14N) and answers the signed document. */
export function signXml(xml: string, opts: SignOptions): string {
  const algo = ALGORITHMS[opts.digest];
  const sid = opts.signatureId;
  const prefix = opts.prefix ? `${opts.prefix}:` : '';
  const referenceId = `${sid}-Reference`;
  const sig = new SignedXml({
    privateKey: opts.key.privateKeyPem,
    publicCert: opts.key.certificatePem,
    signatureAlgorithm: algo.signature,
    canonicalizationAlgorithm: C14N,
    keyInfoAttributes: opts.xades ? { Id: `${sid}-KeyInfo` } : undefined,
    getKeyInfoContent: opts.keyValue
      ? (args) => {
          const p = args?.prefix;
          const { modulus, exponent } = rsaKeyValue(opts.key.certificatePem);
          const x = p ? `${p}:` : '';
          return `<${x}KeyValue><${x}RSAKeyValue><${x}Modulus>${modulus}</${x}Modulus><${x}Exponent>${exponent}</${x}Exponent></${x}RSAKeyValue></${x}KeyValue>${SignedXml.getKeyInfoContent({ publicCert: opts.key.certificatePem, prefix: p })}`;
        }
      : undefined,
    objects: opts.xades ? [{ content: xadesObject(opts, prefix, referenceId), attributes: { Id: `${sid}-Object` } }] : undefined,
  });
  if ('id' in opts.target) {
    sig.addReference({ xpath: `//*[@id='${opts.target.id}' or @ID='${opts.target.id}' or @Id='${opts.target.id}']`, transforms: [opts.idTransform === 'c14n' ? C14N : ENVELOPED], digestAlgorithm: algo.digest, id: opts.xades ? referenceId : undefined });
  } else {
    sig.addReference({ xpath: '/*', transforms: [ENVELOPED, C14N], digestAlgorithm: algo.digest, isEmptyUri: true, id: opts.xades ? referenceId : undefined });
  }
  if (opts.xades) {
    sig.addReference({ xpath: `//*[@Id='${sid}-SignedProperties']`, transforms: [C14N], digestAlgorithm: algo.digest, type: 'http://uri.etsi.org/01903#SignedProperties' });
    sig.addReference({ xpath: `//*[@Id='${sid}-KeyInfo']`, transforms: [C14N], digestAlgorithm: algo.digest });
  }
  sig.computeSignature(xml, { prefix: opts.prefix, attrs: opts.omitSignatureId ? {} : { Id: sid }, location: opts.location ?? { reference: '/*', action: 'append' } });
  return sig.getSignedXml();
}

/**
 * Checks every signature in the document (an envelope holds one per document and one for the set):
 * all references and each signature value against the certificate. Tests, and a sanity check before sending.
 */
export function verifyXmlSignature(signedXml: string, certificatePem: string): boolean {
  const signatures = signedXml.match(/<(?:ds:)?Signature\b[\s\S]*?<\/(?:ds:)?Signature>/g) ?? [];
  return (
    signatures.length > 0 &&
    signatures.every((s) => {
      const sig = new SignedXml({ publicCert: certificatePem });
      sig.loadSignature(s);
      try {
        return sig.checkSignature(signedXml);
      } catch {
        return false;
      }
    })
  );
}
