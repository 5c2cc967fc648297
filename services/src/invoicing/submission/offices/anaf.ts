import { MissingCredential, type OfficeAdapter, type OfficeOutcome, type SubmitContext, xmlAttr } from './office.port.js';

/**
 * ANAF RO e-Factura (RO), the REST services of the e-Factura API (api.anaf.ro) with the OAuth2 bearer
 * token of the company's sign-in at logincert.anaf.ro (anaf-oauth.ts; renewed by the worker):
 * - POST /FCTEL/rest/upload?standard=UBL|CN&cif=<CIF digits>, Content-Type text/plain, the UBL
 *   CIUS-RO XML as the body -> header (mfp:anaf:dgti:spv:respUploadFisier:v1) ExecutionStatus 0 with
 *   index_incarcare, or 1 with Errors errorMessage.
 * - GET /FCTEL/rest/stareMesaj?id_incarcare=: stare "ok" (id_descarcare: accepted), "nok" or "XML cu
 *   erori nepreluat de sistem" (rejected, Errors), "in prelucrare" (still working).
 * Without the upload index (a timeout on the upload) ANAF cannot be asked by the invoice: the
 * submission ends failed and "send again" is the trader's call after looking in the SPV.
 */

const auth = (ctx: SubmitContext) => {
  const token = ctx.credentials.accessToken;
  if (!token) throw new MissingCredential('accessToken', 'Not connected to ANAF: sign in with the company\'s certificate ("Connect with ANAF" in the offices\' settings), then send again.');
  return { Authorization: `Bearer ${token}` };
};
const errors = (xml: string) => [...xml.matchAll(/errorMessage="([^"]*)"/g)].map((m) => m[1]).join('; ');

export const anafAdapter: OfficeAdapter = {
  office: 'anaf',
  urls: { sandbox: 'https://api.anaf.ro/test/FCTEL/rest', production: 'https://api.anaf.ro/prod/FCTEL/rest' },
  oauth: true,
  async submit(ctx) {
    const standard = ctx.doc.kind === 'creditNote' ? 'CN' : 'UBL';
    const cif = ctx.doc.seller.taxId.replace(/\D/g, '');
    const res = await ctx.http({ method: 'POST', url: `${ctx.baseUrl}/upload?standard=${standard}&cif=${cif}`, headers: { ...auth(ctx), 'Content-Type': 'text/plain' }, body: ctx.payload.content });
    if (res.status === 401 || res.status === 403) return { kind: 'rejected', code: String(res.status), message: `ANAF refused the token (${res.status})` };
    if (xmlAttr(res.body, 'header', 'ExecutionStatus') === '0') return { kind: 'received', reference: xmlAttr(res.body, 'header', 'index_incarcare') };
    return { kind: 'rejected', code: String(res.status), message: errors(res.body) || res.body.slice(0, 500) };
  },
  async status(ctx, reference): Promise<OfficeOutcome | null> {
    if (!reference) return null;
    const res = await ctx.http({ method: 'GET', url: `${ctx.baseUrl}/stareMesaj?id_incarcare=${encodeURIComponent(reference)}`, headers: auth(ctx) });
    const stare = xmlAttr(res.body, 'header', 'stare');
    if (stare === 'ok') return { kind: 'accepted', officeId: reference, message: `id_descarcare ${xmlAttr(res.body, 'header', 'id_descarcare')}` };
    if (stare === 'in prelucrare') return { kind: 'received', reference };
    return { kind: 'rejected', code: stare || String(res.status), message: errors(res.body) || stare || res.body.slice(0, 500) };
  },
};
