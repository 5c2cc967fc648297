import { type OfficeAdapter, type OfficeOutcome, OfficeUnanswered, type SubmitContext, xmlText } from './office.port.js';
import { boletaStatus, submitBoleta } from './sii-boleta.js';
import { certificateOf, REFUSED, REGISTERED, rut, SII_DTE_URLS, SII_USER_AGENT, signedSeed, uploadForm } from './sii-sign-in.js';
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
 * - `/DTEWS/QueryEstDte.jws` getEstDte(RutConsultante, DvConsultante, RutCompania, DvCompania,
 *   RutReceptor, DvReceptor, TipoDte, FolioDte, FechaEmisionDte DDMMAAAA, MontoDte, Token), SII's
 *   "Consulta de Estado DTE": the document by its folio, when the upload's answer (the track id)
 *   never came. ESTADO DOK: received, its data match; TMD / TMC / MMD / MMC / AND / ANC: received,
 *   a later note modifies or cancels it (it was accepted); DNK: a document with this folio is at SII
 *   with other data; FNA / FAN / EMP: not authorised, cancelled, the company may not issue; FAU:
 *   SII does not list it (yet: an upload is processed in minutes, hours in certification).
 * Every request asks a fresh seed and token (a token lives minutes). Boletas (39, 41) are not
 * DTEUpload's: they go to SII's boleta service (sii-boleta.ts), the same office and settings.
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
/** The answer of SII's rpc services: an XML document escaped inside the *Return element. */
const inner = (body: string, op: string) => xmlText(body, `${op}Return`);
const rpc = (op: string, args = '') => `<def:${op} xmlns:def="http://DefaultNamespace">${args}</def:${op}>`;

async function token(ctx: SubmitContext): Promise<string> {
  certificateOf(ctx);
  const seedRes = await soapPost(ctx, `${ctx.baseUrl}/DTEWS/CrSeed.jws`, soapEnvelope(rpc('getSeed')));
  const seedXml = inner(seedRes.body, 'getSeed');
  const seed = xmlText(seedXml, 'SEMILLA');
  if (xmlText(seedXml, 'ESTADO') !== '00' || !seed) throw new Error(`SII gave no seed (${xmlText(seedXml, 'ESTADO') || seedRes.status})`);
  const signed = signedSeed(ctx, seed);
  const tokenRes = await soapPost(ctx, `${ctx.baseUrl}/DTEWS/GetTokenFromSeed.jws`, soapEnvelope(rpc('getToken', `<pszXml><![CDATA[${signed}]]></pszXml>`)));
  const tokenXml = inner(tokenRes.body, 'getToken');
  const t = xmlText(tokenXml, 'TOKEN');
  if (xmlText(tokenXml, 'ESTADO') !== '00' || !t) throw new Error(`SII refused the signed seed (${xmlText(tokenXml, 'ESTADO') || tokenRes.status}: ${xmlText(tokenXml, 'GLOSA')})`);
  return t;
}

export const siiAdapter: OfficeAdapter = {
  office: 'sii',
  urls: SII_DTE_URLS,
  signsIn: true,
  async submit(ctx) {
    // Boletas (39, 41) go to SII's boleta service, not DTEUpload (sii-boleta.ts).
    if (ctx.doc.boleta) return submitBoleta(ctx);
    const t = await token(ctx);
    const form = await uploadForm(ctx);
    const res = await ctx.http({
      method: 'POST',
      url: `${ctx.baseUrl}/cgi_dte/UPL/DTEUpload`,
      headers: { 'Content-Type': form.contentType, Cookie: `TOKEN=${t}`, 'User-Agent': SII_USER_AGENT },
      body: form.body,
    });
    const status = xmlText(res.body, 'STATUS');
    const track = xmlText(res.body, 'TRACKID');
    if (status === '0' && track) return { kind: 'received', reference: track };
    return { kind: 'rejected', code: status || String(res.status), message: UPLOAD_STATUS[status] ?? (res.body.slice(0, 500) || `HTTP ${res.status}`) };
  },
  async status(ctx, reference): Promise<OfficeOutcome | null> {
    if (ctx.doc.boleta) return boletaStatus(ctx, reference);
    if (!reference) return byFolio(ctx);
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

/**
 * The upload's answer never came, so there is no track id: ask SII for the document itself, by
 * type, folio, date, amount and receiver as the uploaded DTE states them (the payload's own
 * values, so the question matches the bytes sent). Not listed yet: still unanswered (asked again
 * with the backoff; a run that ends so is failed, and sending again is the trader's call).
 */
async function byFolio(ctx: SubmitContext): Promise<OfficeOutcome> {
  const dte = ctx.payload.content;
  const consultant = rut(ctx.credentials.senderRut ?? '');
  const company = rut(ctx.doc.seller.taxId);
  const receiver = rut(xmlText(dte, 'RUTRecep') || '66666666-6');
  const type = xmlText(dte, 'TipoDTE');
  const folio = xmlText(dte, 'Folio');
  const [y, m, d] = xmlText(dte, 'FchEmis').split('-');
  const t = await token(ctx);
  const args = [
    ['RutConsultante', consultant.num], ['DvConsultante', consultant.dv], ['RutCompania', company.num], ['DvCompania', company.dv],
    ['RutReceptor', receiver.num], ['DvReceptor', receiver.dv], ['TipoDte', type], ['FolioDte', folio],
    ['FechaEmisionDte', `${d}${m}${y}`], ['MontoDte', xmlText(dte, 'MntTotal')], ['Token', t],
  ].map(([k, v]) => `<${k}>${v}</${k}>`).join('');
  const res = await soapPost(ctx, `${ctx.baseUrl}/DTEWS/QueryEstDte.jws`, soapEnvelope(rpc('getEstDte', args)));
  const fault = soapFault(res);
  if (fault) throw new Error(`SII could not be asked about folio ${folio}: ${fault.code} ${fault.message}`);
  const x = inner(res.body, 'getEstDte');
  const estado = xmlText(x, 'ESTADO');
  const glosa = xmlText(x, 'GLOSA_ESTADO') || xmlText(x, 'GLOSA');
  const said = glosa ? `${estado}: ${glosa}` : estado;
  if (REGISTERED.has(estado)) return { kind: 'accepted', officeId: `${type}-${folio}`, message: `Folio ${folio} registered at SII (${said})` };
  if (REFUSED[estado]) return { kind: 'rejected', code: estado, message: glosa || REFUSED[estado]! };
  if (estado === 'FAU') throw new OfficeUnanswered(`SII does not list folio ${folio} yet (${said})`);
  throw new Error(`SII could not be asked about folio ${folio} (${said || `HTTP ${res.status}`})`);
}
