import { signXml, type SigningKey } from '../../e-documents/signing/xml-signature.js';
import { MissingCredential, type SubmitContext } from './office.port.js';

/**
 * What SII's two services share (sii.ts: facturas and notes by DTEUpload; sii-boleta.ts: boletas
 * by the boleta service): the RUT split as SII's calls want it, the signed seed the company signs
 * in with, the upload's multipart, and the states of a document SII registered.
 */

/** The DTE service's documented hosts (certification, production): siiAdapter.urls. */
export const SII_DTE_URLS = { sandbox: 'https://maullin.sii.cl', production: 'https://palena.sii.cl' } as const;

/** getEstDte's states of a document SII registered: accepted (later notes do not undo that). */
export const REGISTERED = new Set(['DOK', 'TMD', 'TMC', 'MMD', 'MMC', 'AND', 'ANC']);
export const REFUSED: Record<string, string> = {
  DNK: 'SII has a document with this folio whose data do not match this one',
  FNA: 'the document is not authorised by SII',
  FAN: 'the document is cancelled at SII',
  EMP: 'the company is not authorised to issue electronic documents',
};
export const rut = (v: string) => {
  const m = /^(\d{1,8})-?([\dkK])$/.exec(v.replace(/\./g, '').trim());
  if (!m) throw new Error(`not a RUT: ${v}`);
  return { num: m[1]!, dv: m[2]!.toUpperCase() };
};

export function certificateOf(ctx: Pick<SubmitContext, 'certificate'>): SigningKey {
  if (!ctx.certificate) throw new MissingCredential('certificate', "SII signs in with the company's certificate: upload it under the invoice setup (Signing certificate), then send again.");
  return ctx.certificate;
}

/**
 * SII's sign-in document: `<getToken><item><Semilla/></item></getToken>` signed enveloped
 * (XML-DSig RSA-SHA1, KeyValue and X509Certificate) with the company's certificate. The DTE
 * service (getToken, SOAP) and the boleta service (boleta.electronica.token, REST) take the same.
 */
export function signedSeed(ctx: SubmitContext, seed: string): string {
  return signXml(`<?xml version="1.0" encoding="UTF-8"?><getToken><item><Semilla>${seed}</Semilla></item></getToken>`, {
    key: certificateOf(ctx),
    digest: 'sha1',
    signatureId: 'token',
    target: { uri: '' },
    omitSignatureId: true,
    keyValue: true,
  });
}

/** SII's gateways want the classic browser-like agent (the boleta service answers 401 to others). */
export const SII_USER_AGENT = 'Mozilla/4.0 (compatible; PROG 1.0; Windows NT 5.0; YComp 5.0.2.4)';

/**
 * The upload's multipart/form-data (DTEUpload and boleta.electronica.envio alike): rutSender,
 * dvSender (the credential senderRut, the certificate's holder), rutCompany, dvCompany (the
 * seller), archivo = the signed envelope, ISO-8859-1 bytes. A Buffer, so the request carries a
 * Content-Length (SII's gateway reads a chunked body only partly).
 */
export async function uploadForm(ctx: SubmitContext): Promise<{ contentType: string; body: Buffer }> {
  const sender = rut(ctx.credentials.senderRut ?? '');
  const company = rut(ctx.doc.seller.taxId);
  const form = new FormData();
  form.append('rutSender', sender.num);
  form.append('dvSender', sender.dv);
  form.append('rutCompany', company.num);
  form.append('dvCompany', company.dv);
  form.append('archivo', new Blob([Buffer.from(ctx.payload.content, 'latin1')], { type: 'text/xml' }), ctx.payload.fileName);
  const encoded = new Response(form);
  return { contentType: encoded.headers.get('content-type')!, body: Buffer.from(await encoded.arrayBuffer()) };
}

