import { createSign, createVerify } from 'node:crypto';

/**
 * The CAF (Código de Autorización de Folios) SII hands out for a document type and folio range:
 * an AUTORIZACION file holding the CAF element (DA: issuer RUT, name, type, range D..H, date, the
 * range's RSA public key, key id; FRMA: SII's signature over DA), and the range's private key
 * RSASK. A generator copies the CAF verbatim into each document's TED and signs the TED's DD with
 * RSASK (SHA1withRSA), which is how a printed PDF417 stamp proves the folio was authorised.
 */
export interface Caf {
  /** The <CAF ...>...</CAF> element exactly as SII wrote it, whitespace between tags removed. */
  cafXml: string;
  issuerRut: string;
  documentType: number;
  from: number;
  to: number;
  privateKeyPem: string;
}

const text = (xml: string, tag: string) => {
  const m = new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`).exec(xml);
  if (!m) throw new Error(`CAF: <${tag}> missing`);
  return m[1]!.trim();
};

/** "Flattened" XML as SII signs it: no whitespace between tags. */
export const flatten = (xml: string) => xml.replace(/>\s+</g, '><').trim();

export function parseCaf(autorizacion: string): Caf {
  const caf = /<CAF\b[\s\S]*<\/CAF>/.exec(autorizacion);
  if (!caf) throw new Error('CAF: <CAF> element missing');
  const da = text(caf[0], 'DA');
  return {
    cafXml: flatten(caf[0]),
    issuerRut: text(da, 'RE'),
    documentType: Number(text(da, 'TD')),
    from: Number(text(da, 'D')),
    to: Number(text(da, 'H')),
    privateKeyPem: text(autorizacion, 'RSASK'),
  };
}

/** SHA1withRSA over the latin-1 bytes SII signs (base64). */
export function signSha1Rsa(data: string, privateKeyPem: string): string {
  return createSign('RSA-SHA1').update(Buffer.from(data, 'latin1')).sign(privateKeyPem, 'base64');
}

export function verifySha1Rsa(data: string, signature: string, publicKeyPem: string): boolean {
  return createVerify('RSA-SHA1').update(Buffer.from(data, 'latin1')).verify(publicKeyPem, signature, 'base64');
}
