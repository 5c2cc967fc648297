import { type HttpResponse, type OfficeOutcome, OfficeUnanswered, type SubmitContext, xmlText } from './office.port.js';
import { REFUSED, REGISTERED, rut, SII_DTE_URLS, SII_USER_AGENT, signedSeed, uploadForm } from './sii-sign-in.js';

/**
 * SII (CL), boletas electrónicas (39, 41) to SII's boleta service: REST, not DTEUpload (SII's
 * "Instructivo técnico boleta electrónica" and the service's OpenAPI "API SII - V1", published at
 * www4c.sii.cl/bolcoreinternetui/api/). Under `/recursos/v1`:
 * - `GET boleta.electronica.semilla`: `<SII:RESPUESTA>` with SEMILLA, ESTADO 00.
 * - `POST boleta.electronica.token` (application/xml): the same signed `<getToken>` as the DTE
 *   service's (sii-sign-in.ts): TOKEN, ESTADO 00. A token of its own (the DTE service's is not
 *   taken here).
 * - `POST boleta.electronica.envio`: multipart/form-data rutSender, dvSender, rutCompany,
 *   dvCompany, archivo = the signed EnvioBOLETA, `Cookie: TOKEN=…`, a Mozilla-style User-Agent:
 *   JSON `{ rut_emisor, rut_envia, trackid, fecha_recepcion, estado: "REC", file }`.
 * - `GET boleta.electronica.envio/{rut}-{dv}-{trackid}`: JSON `estado` of the upload (REC, SOK,
 *   FOK, PRD, CRT: in process; EPR: processed, with `estadistica` per type (informados,
 *   aceptados, rechazados, reparos) and `detalle_rep_rech` per boleta (tipo, folio, estado DOK /
 *   RPR / RCH / RLV, descripcion, error[] with seccion, codigo, descripcion, detalle); RSC, RFR,
 *   RCT, RCO, RCH, VOF, RPT: the upload refused (schema, signature, cover, consistency,
 *   information, no file, repeated)).
 * - `GET boleta.electronica/{rut}-{dv}-{tipo}-{folio}/estado?rut_receptor&dv_receptor&monto&fechaEmision`
 *   (DD-MM-YYYY): one boleta by its folio, `{ codigo, descripcion }` with getEstDte's codes (DOK...,
 *   FAU not listed): asked when the upload's answer (the track id) never came.
 * Hosts: certification `apicert.sii.cl` (seed, token, status) and `pangal.sii.cl` (the upload: the
 * OpenAPI's server "exclusivo envío"), production `api.sii.cl` and `rahue.sii.cl`. They follow
 * the SII setting's address: the documented maullin / palena address picks them; another address
 * (a proxy, the tests' stand-in) takes every call, `/recursos/v1/…` under it.
 */
const BOLETA_HOSTS: Record<string, { api: string; upload: string }> = {
  [SII_DTE_URLS.sandbox]: { api: 'https://apicert.sii.cl', upload: 'https://pangal.sii.cl' },
  [SII_DTE_URLS.production]: { api: 'https://api.sii.cl', upload: 'https://rahue.sii.cl' },
};
const V1 = '/recursos/v1';
const hostsOf = (ctx: SubmitContext) => BOLETA_HOSTS[ctx.baseUrl] ?? { api: ctx.baseUrl, upload: ctx.baseUrl };

/** What an upload's state means (SII's table boleta.electronica.envio.estado). */
const UPLOAD_REFUSED: Record<string, string> = {
  RSC: 'rejected by schema',
  RFR: 'rejected: signature error',
  RCT: 'rejected: error in the cover (Caratula)',
  RCO: 'rejected for consistency',
  RCH: 'rejected: information errors',
  VOF: 'the .xml file was not found',
  RPT: 'rejected: repeated upload',
};

interface Detail {
  tipo?: number | null;
  folio?: number | null;
  estado?: string;
  descripcion?: string;
  error?: { seccion?: string; codigo?: number; descripcion?: string; detalle?: string | null }[];
}

const headers = (token?: string, accept = 'application/json') => ({ 'User-Agent': SII_USER_AGENT, Accept: accept, ...(token ? { Cookie: `TOKEN=${token}` } : {}) });

function json(res: HttpResponse, what: string): Record<string, any> {
  try {
    const v = JSON.parse(res.body);
    if (v && typeof v === 'object' && !Array.isArray(v)) return v;
  } catch {
    // not JSON: below
  }
  throw new Error(`SII's boleta service gave no answer to read for ${what} (HTTP ${res.status}: ${res.body.slice(0, 200)})`);
}

/** A fresh token of the boleta service: the seed, signed with the company's certificate, for a token. */
async function boletaToken(ctx: SubmitContext): Promise<string> {
  const { api } = hostsOf(ctx);
  const seedRes = await ctx.http({ method: 'GET', url: `${api}${V1}/boleta.electronica.semilla`, headers: headers(undefined, 'application/xml') });
  const seed = xmlText(seedRes.body, 'SEMILLA');
  if (xmlText(seedRes.body, 'ESTADO') !== '00' || !seed) throw new Error(`SII's boleta service gave no seed (${xmlText(seedRes.body, 'ESTADO') || seedRes.status})`);
  const tokenRes = await ctx.http({ method: 'POST', url: `${api}${V1}/boleta.electronica.token`, headers: { ...headers(undefined, 'application/xml'), 'Content-Type': 'application/xml' }, body: signedSeed(ctx, seed) });
  const t = xmlText(tokenRes.body, 'TOKEN');
  if (xmlText(tokenRes.body, 'ESTADO') !== '00' || !t) throw new Error(`SII's boleta service refused the signed seed (${xmlText(tokenRes.body, 'ESTADO') || tokenRes.status}: ${xmlText(tokenRes.body, 'GLOSA')})`);
  return t;
}

/** Uploads the EnvioBOLETA: its track id (received: asked by it), or SII's refusal. */
export async function submitBoleta(ctx: SubmitContext): Promise<OfficeOutcome> {
  const t = await boletaToken(ctx);
  const form = await uploadForm(ctx);
  const res = await ctx.http({
    method: 'POST',
    url: `${hostsOf(ctx).upload}${V1}/boleta.electronica.envio`,
    headers: { ...headers(t), 'Content-Type': form.contentType },
    body: form.body,
  });
  // A server error after the upload left: SII may have it (asked by folio, never sent blindly).
  if (res.status >= 500) throw new OfficeUnanswered(`SII's boleta service answered ${res.status} to the upload`);
  let answer: Record<string, any> = {};
  try {
    answer = JSON.parse(res.body) ?? {};
  } catch {
    // a refusal in text or HTML: its words below
  }
  const track = answer.trackid ?? answer.trackId;
  if (res.status < 300 && track !== undefined && track !== null && String(track) !== '') return { kind: 'received', reference: String(track) };
  const said = typeof answer.descripcion === 'string' ? answer.descripcion : typeof answer.message === 'string' ? answer.message : res.body.slice(0, 500);
  return { kind: 'rejected', code: String(answer.estado ?? res.status), message: said || `HTTP ${res.status}` };
}

/** SII's words for a boleta's detail: its description, then each error's. */
const detailMessage = (d: Detail) =>
  [d.descripcion, ...(d.error ?? []).map((e) => [e.descripcion, e.detalle].filter(Boolean).join(': '))].filter(Boolean).join(' | ');

/** The upload by track id, or (no track id: the upload's answer never came) the boleta by its folio. */
export async function boletaStatus(ctx: SubmitContext, reference: string | null): Promise<OfficeOutcome> {
  if (!reference) return boletaByFolio(ctx);
  const company = rut(ctx.doc.seller.taxId);
  const t = await boletaToken(ctx);
  const res = await ctx.http({ method: 'GET', url: `${hostsOf(ctx).api}${V1}/boleta.electronica.envio/${company.num}-${company.dv}-${encodeURIComponent(reference)}`, headers: headers(t) });
  const x = json(res, `track id ${reference}`);
  const estado = String(x.estado ?? '');
  const type = Number(xmlText(ctx.payload.content, 'TipoDTE'));
  const folio = Number(xmlText(ctx.payload.content, 'Folio'));
  const details: Detail[] = Array.isArray(x.detalle_rep_rech) ? x.detalle_rep_rech : [];
  // The envelope holds this boleta only: its line, or a line SII left without a folio (the whole envelope's).
  const mine = details.find((d) => Number(d.folio) === folio && (d.tipo === undefined || d.tipo === null || Number(d.tipo) === type)) ?? details.find((d) => d.folio === undefined || d.folio === null);
  if (estado === 'EPR') {
    if (mine?.estado === 'RCH') return { kind: 'rejected', code: 'RCH', message: detailMessage(mine) || 'Dte Rechazado' };
    const stats: { tipo?: number; rechazados?: number; aceptados?: number; reparos?: number }[] = Array.isArray(x.estadistica) ? x.estadistica : [];
    const ofType = stats.find((s) => Number(s.tipo) === type) ?? stats[0];
    if (!mine && Number(ofType?.rechazados ?? 0) > 0) return { kind: 'rejected', code: 'EPR', message: `${ofType!.rechazados} rechazado(s)` };
    if (mine?.estado === 'RPR') return { kind: 'accepted', officeId: reference, message: `RPR: ${detailMessage(mine) || 'aceptado con reparos'}` };
    return { kind: 'accepted', officeId: reference, message: Number(ofType?.reparos ?? 0) > 0 ? `Aceptado con reparos (${ofType!.reparos})` : '' };
  }
  if (UPLOAD_REFUSED[estado]) return { kind: 'rejected', code: estado, message: (mine && detailMessage(mine)) || UPLOAD_REFUSED[estado]! };
  if (!estado) throw new Error(`SII's boleta service gave no state for track id ${reference} (HTTP ${res.status})`);
  // REC, SOK, FOK, PRD, CRT (and a state SII adds): still in process, asked again.
  return { kind: 'received', reference };
}

/**
 * The upload's answer never came, so there is no track id: ask SII for the boleta itself, by type,
 * folio, receiver, amount and date as the uploaded DTE states them (the payload's own values).
 * Not listed yet (FAU): still unanswered, asked again with the backoff; a run that ends so is
 * failed and sending again is the trader's call (the same rule as the DTE service's folio query).
 */
async function boletaByFolio(ctx: SubmitContext): Promise<OfficeOutcome> {
  const dte = ctx.payload.content;
  const company = rut(ctx.doc.seller.taxId);
  const receiver = rut(xmlText(dte, 'RUTRecep') || '66666666-6');
  const type = xmlText(dte, 'TipoDTE');
  const folio = xmlText(dte, 'Folio');
  const [y, m, d] = xmlText(dte, 'FchEmis').split('-');
  const query = new URLSearchParams({ rut_receptor: receiver.num, dv_receptor: receiver.dv, monto: xmlText(dte, 'MntTotal'), fechaEmision: `${d}-${m}-${y}` });
  const t = await boletaToken(ctx);
  const res = await ctx.http({ method: 'GET', url: `${hostsOf(ctx).api}${V1}/boleta.electronica/${company.num}-${company.dv}-${type}-${folio}/estado?${query}`, headers: headers(t) });
  const x = json(res, `folio ${folio}`);
  const code = String(x.codigo ?? x.estado ?? '');
  const said = x.descripcion ? `${code}: ${x.descripcion}` : code;
  if (REGISTERED.has(code)) return { kind: 'accepted', officeId: `${type}-${folio}`, message: `Boleta ${folio} registered at SII (${said})` };
  if (REFUSED[code]) return { kind: 'rejected', code, message: x.descripcion || REFUSED[code]! };
  if (code === 'FAU') throw new OfficeUnanswered(`SII does not list boleta ${folio} yet (${said})`);
  throw new Error(`SII could not be asked about boleta ${folio} (${said || `HTTP ${res.status}`})`);
}
