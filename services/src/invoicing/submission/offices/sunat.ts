import JSZip from 'jszip';
import { b64, credential, escapeXml, type OfficeAdapter, type OfficeOutcome, type SubmitContext, xmlText } from './office.port.js';
import { soapEnvelope, soapFault, soapPost } from './soap.js';

/**
 * SUNAT (PE) SEE del contribuyente, billService as SUNAT's Manual del Programador describes it:
 * SOAP 1.1 sendBill(fileName, contentFile) with a WS-Security UsernameToken (user = RUC + usuario
 * SOL, password the clave SOL); fileName RUC-TT-SERIE-NUMERO.zip, contentFile the base64 of a zip
 * holding the signed UBL 2.1 XML of the same name. The answer applicationResponse is the base64
 * of a zip with the CDR (R-<name>.xml, an ApplicationResponse): ResponseCode 0 accepted, 4000 and
 * above accepted with observations, else rejected with its Description. A fault
 * (soap-env:Client.NNNN) is a refusal; 1033 (registrado previamente) means SUNAT has it already.
 * Status: billConsultService getStatusCdr(rucComprobante, tipoComprobante, serieComprobante,
 * numeroComprobante): the CDR when SUNAT holds the document.
 * An OSE works the same way at its own address (the setup's address override).
 */

const SER = 'http://service.sunat.gob.pe';
const WSSE = 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd';

const security = (ctx: SubmitContext) =>
  `<wsse:Security xmlns:wsse="${WSSE}"><wsse:UsernameToken><wsse:Username>${escapeXml(ctx.doc.seller.taxId + credential(ctx, 'solUser'))}</wsse:Username><wsse:Password>${escapeXml(credential(ctx, 'solPassword'))}</wsse:Password></wsse:UsernameToken></wsse:Security>`;

async function cdrOutcome(zipBase64: string): Promise<OfficeOutcome> {
  const zip = await JSZip.loadAsync(Buffer.from(zipBase64, 'base64'));
  const file = Object.values(zip.files).find((f) => !f.dir && /\.xml$/i.test(f.name));
  const xml = file ? await file.async('string') : '';
  const code = Number(xmlText(xml, 'ResponseCode'));
  const description = xmlText(xml, 'Description');
  if (code === 0 || code >= 4000) return { kind: 'accepted', officeId: xmlText(xml, 'ReferenceID') || xmlText(xml, 'ID'), message: code ? `${code}: ${description}` : description };
  return { kind: 'rejected', code: String(code), message: description };
}

export const sunatAdapter: OfficeAdapter = {
  office: 'sunat',
  urls: { sandbox: 'https://e-beta.sunat.gob.pe/ol-ti-itcpfegem-beta', production: 'https://e-factura.sunat.gob.pe/ol-ti-itcpfegem' },
  async submit(ctx) {
    const zip = new JSZip();
    zip.file(ctx.payload.fileName, ctx.payload.content);
    const content = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    const body = `<ser:sendBill xmlns:ser="${SER}"><fileName>${ctx.payload.fileName.replace(/\.xml$/i, '.zip')}</fileName><contentFile>${b64(content)}</contentFile></ser:sendBill>`;
    const res = await soapPost(ctx, `${ctx.baseUrl}/billService`, soapEnvelope(body, security(ctx)), 'urn:sendBill');
    const fault = soapFault(res);
    if (fault) {
      const code = fault.code.replace(/^Client\.|^Server\./, '');
      if (code === '1033') return { kind: 'accepted', officeId: ctx.payload.key, message: `1033: ${fault.message}` };
      return { kind: 'rejected', code, message: fault.message };
    }
    return cdrOutcome(xmlText(res.body, 'applicationResponse'));
  },
  async status(ctx) {
    const [ruc, type, series, number] = ctx.payload.key.split('-');
    const body = `<ser:getStatusCdr xmlns:ser="${SER}"><rucComprobante>${ruc}</rucComprobante><tipoComprobante>${type}</tipoComprobante><serieComprobante>${series}</serieComprobante><numeroComprobante>${Number(number)}</numeroComprobante></ser:getStatusCdr>`;
    const res = await soapPost(ctx, `${ctx.baseUrl}/billConsultService`, soapEnvelope(body, security(ctx)), 'urn:getStatusCdr');
    const fault = soapFault(res);
    if (fault) return { kind: 'rejected', code: fault.code, message: fault.message };
    const content = xmlText(res.body, 'content');
    return content ? cdrOutcome(content) : { kind: 'unknown' };
  },
};
