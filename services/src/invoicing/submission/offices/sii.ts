import { signXml } from '../../e-documents/signing/xml-signature.js';
import { MissingCredential, type OfficeAdapter, type OfficeOutcome, type SubmitContext, xmlText } from './office.port.js';
import { soapEnvelope, soapFault, soapPost } from './soap.js';

/**
 * SII (CL), the DTE upload as SII documents it ("Manual de desarrollador de software", "Envío de
 * DTE", "Autenticación automática"; hosts maullin.sii.cl for certification, palena.sii.cl for
 * production):
 * - `/DTEWS/CrSeed.jws` getSeed (SOAP, rpc): a SEMILLA, ESTADO 00.
 * - `/DTEWS/GetTokenFromSeed.jws` getToken(pszXml): `<getToken><item><Semilla/></item>` signed
 *   enveloped (XML-DSig RSA-SHA1, KeyValue and X509Certificate) with the company's certificate:
 *   a TOKEN, ESTADO 00.
 * - `/cgi_dte/UPL/DTEUpload`: multipart/form-data rutSender, dvSender (the person whose
 *   certificate signs), rutCompany, dvCompany, archivo (the signed EnvioDTE), Cookie TOKEN=…:
 *   RECEPCIONDTE STATUS 0 and a TRACKID (any other STATUS: refused, with its meaning).
 * - `/DTEWS/QueryEstUp.jws` getEstUp(RutCompania, DvCompania, TrackId, Token): ESTADO EPR (processed:
 *   ACEPTADOS / RECHAZADOS / REPAROS), RPR / RLV (accepted with remarks), RSC / RFR / RCT / RCH
 *   (rejected: schema, signature, cover, refused; GLOSA), anything else still in processing.
 * Every request asks a fresh seed and token (a token lives minutes). Without the track id (a
 * timeout on the upload) SII cannot be asked here (no look-up by folio is wired): failed.
 */
const UPLOAD_STATUS: Record<string, string> = {
  '1': 'the sender is not authorised to send for the company',
  '2': 'file size error',
  '3': 'incomplete file',
  '5': 'not authenticated (token)',
  '6': 'the company is not authorised to send electronic documents',
  '7': 'the schema is invalid',
  '8': 'signature error',
  '9': 'system locked',
};
const rut = (v: string) => {
  const m = /^(\d{1,8})-?([\dkK])$/.exec(v.replace(/\./g, '').trim());
  if (!m) throw new Error(`not a RUT: ${v}`);
  return { num: m[1]!, dv: m[2]!.toUpperCase() };
};
/** The answer of SII's rpc services: an XML document escaped inside the *Return element. */
const inner = (body: string, op: string) => xmlText(body, `${op}Return`);
const rpc = (op: string, args = '') => `<def:${op} xmlns:def="http://DefaultNamespace">${args}</def:${op}>`;

async function token(ctx: SubmitContext): Promise<string> {
  const key = ctx.certificate;
  if (!key) throw new MissingCredential('certificate', "SII signs in with the company's certificate: upload it under the invoice setup (Signing certificate), then send again.");
  const seedRes = await soapPost(ctx, `${ctx.baseUrl}/DTEWS/CrSeed.jws`, soapEnvelope(rpc('getSeed')));
  const seedXml = inner(seedRes.body, 'getSeed');
  const seed = xmlText(seedXml, 'SEMILLA');
  if (xmlText(seedXml, 'ESTADO') !== '00' || !seed) throw new Error(`SII gave no seed (${xmlText(seedXml, 'ESTADO') || seedRes.status})`);
  const signed = signXml(`<?xml version="1.0" encoding="UTF-8"?><getToken><item><Semilla>${seed}</Semilla></item></getToken>`, {
    key,
    digest: 'sha1',
    signatureId: 'token',
    target: { uri: '' },
    omitSignatureId: true,
    keyValue: true,
  });
  const tokenRes = await soapPost(ctx, `${ctx.baseUrl}/DTEWS/GetTokenFromSeed.jws`, soapEnvelope(rpc('getToken', `<pszXml><![CDATA[${signed}]]></pszXml>`)));
  const tokenXml = inner(tokenRes.body, 'getToken');
  const t = xmlText(tokenXml, 'TOKEN');
  if (xmlText(tokenXml, 'ESTADO') !== '00' || !t) throw new Error(`SII refused the signed seed (${xmlText(tokenXml, 'ESTADO') || tokenRes.status}: ${xmlText(tokenXml, 'GLOSA')})`);
  return t;
}

export const siiAdapter: OfficeAdapter = {
  office: 'sii',
  urls: { sandbox: 'https://maullin.sii.cl', production: 'https://palena.sii.cl' },
  signsIn: true,
  async submit(ctx) {
    const sender = rut(ctx.credentials.senderRut ?? '');
    const company = rut(ctx.doc.seller.taxId);
    const t = await token(ctx);
    const form = new FormData();
    form.append('rutSender', sender.num);
    form.append('dvSender', sender.dv);
    form.append('rutCompany', company.num);
    form.append('dvCompany', company.dv);
    form.append('archivo', new Blob([Buffer.from(ctx.payload.content, 'latin1')], { type: 'text/xml' }), ctx.payload.fileName);
    const encoded = new Response(form);
    const body = Buffer.from(await encoded.arrayBuffer());
    const res = await ctx.http({
      method: 'POST',
      url: `${ctx.baseUrl}/cgi_dte/UPL/DTEUpload`,
      headers: { 'Content-Type': encoded.headers.get('content-type')!, Cookie: `TOKEN=${t}`, 'User-Agent': 'Mozilla/4.0 (compatible; PROG 1.0; Windows NT 5.0; YComp 5.0.2.4)' },
      body,
    });
    const status = xmlText(res.body, 'STATUS');
    const track = xmlText(res.body, 'TRACKID');
    if (status === '0' && track) return { kind: 'received', reference: track };
    return { kind: 'rejected', code: status || String(res.status), message: UPLOAD_STATUS[status] ?? (res.body.slice(0, 500) || `HTTP ${res.status}`) };
  },
  async status(ctx, reference): Promise<OfficeOutcome | null> {
    if (!reference) return null;
    const company = rut(ctx.doc.seller.taxId);
    const t = await token(ctx);
    const res = await soapPost(ctx, `${ctx.baseUrl}/DTEWS/QueryEstUp.jws`, soapEnvelope(rpc('getEstUp', `<RutCompania>${company.num}</RutCompania><DvCompania>${company.dv}</DvCompania><TrackId>${reference}</TrackId><Token>${t}</Token>`)));
    if (soapFault(res)) return null;
    const x = inner(res.body, 'getEstUp');
    const estado = xmlText(x, 'ESTADO');
    const glosa = xmlText(x, 'GLOSA');
    if (estado === 'EPR') {
      const rejected = Number(xmlText(x, 'RECHAZADOS') || 0);
      const repairs = Number(xmlText(x, 'REPAROS') || 0);
      if (rejected > 0) return { kind: 'rejected', code: 'EPR', message: glosa || `${rejected} rechazado(s)` };
      return { kind: 'accepted', officeId: reference, message: repairs > 0 ? `Aceptado con reparos (${repairs})` : '' };
    }
    if (estado === 'RPR' || estado === 'RLV') return { kind: 'accepted', officeId: reference, message: `${estado}: ${glosa || 'aceptado con reparos'}` };
    if (/^(RSC|RFR|RCT|RCH)$/.test(estado)) return { kind: 'rejected', code: estado, message: glosa || estado };
    return { kind: 'received', reference };
  },
};
