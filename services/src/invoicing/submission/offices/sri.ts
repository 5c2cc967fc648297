import { b64, type OfficeAdapter, type OfficeOutcome, type SubmitContext, xmlText } from './office.port.js';
import { soapEnvelope, soapFault, soapPost } from './soap.js';

/**
 * SRI (EC), the offline web services of the Ficha técnica de comprobantes electrónicos (esquema
 * offline): SOAP 1.1, no authentication (the XML carries the XAdES-BES signature).
 * - RecepcionComprobantesOffline validarComprobante(xml: the signed comprobante, base64), namespace
 *   http://ec.gob.sri.ws.recepcion: estado RECIBIDA, or DEVUELTA with mensajes (identificador,
 *   mensaje, informacionAdicional, tipo). Identificador 43 (clave de acceso registrada) means SRI has
 *   it already: ask the authorisation.
 * - AutorizacionComprobantesOffline autorizacionComprobante(claveAccesoComprobante), namespace
 *   http://ec.gob.sri.ws.autorizacion: autorizacion estado AUTORIZADO (numeroAutorizacion,
 *   fechaAutorizacion), NO AUTORIZADO with mensajes, EN PROCESO; numeroComprobantes 0: unknown.
 * The access key is the document's key: a timeout is always resolved by asking the authorisation.
 */

const messages = (xml: string) =>
  xml
    .split(/<identificador>/)
    .slice(1)
    .map((part) => {
      const info = xmlText(part, 'informacionAdicional');
      return `${part.split('</identificador>')[0].trim()}: ${xmlText(part, 'mensaje')}${info ? ` (${info})` : ''}`;
    })
    .join('; ');

async function authorisation(ctx: SubmitContext, key: string): Promise<OfficeOutcome> {
  const body = `<ec:autorizacionComprobante xmlns:ec="http://ec.gob.sri.ws.autorizacion"><claveAccesoComprobante>${key}</claveAccesoComprobante></ec:autorizacionComprobante>`;
  const res = await soapPost(ctx, `${ctx.baseUrl}/comprobantes-electronicos-ws/AutorizacionComprobantesOffline`, soapEnvelope(body));
  const fault = soapFault(res);
  if (fault) return { kind: 'rejected', code: fault.code, message: fault.message };
  if (xmlText(res.body, 'numeroComprobantes') === '0') return { kind: 'unknown' };
  const estado = xmlText(res.body, 'estado');
  if (estado === 'AUTORIZADO') return { kind: 'accepted', officeId: xmlText(res.body, 'numeroAutorizacion') || key, message: xmlText(res.body, 'fechaAutorizacion') };
  if (estado === 'NO AUTORIZADO') return { kind: 'rejected', code: xmlText(res.body, 'identificador') || 'NO AUTORIZADO', message: messages(res.body) || estado };
  return { kind: 'received', reference: key };
}

export const sriAdapter: OfficeAdapter = {
  office: 'sri',
  urls: { sandbox: 'https://celcer.sri.gob.ec', production: 'https://cel.sri.gob.ec' },
  async submit(ctx) {
    const body = `<ec:validarComprobante xmlns:ec="http://ec.gob.sri.ws.recepcion"><xml>${b64(ctx.payload.content)}</xml></ec:validarComprobante>`;
    const res = await soapPost(ctx, `${ctx.baseUrl}/comprobantes-electronicos-ws/RecepcionComprobantesOffline`, soapEnvelope(body));
    const fault = soapFault(res);
    if (fault) return { kind: 'rejected', code: fault.code, message: fault.message };
    const estado = xmlText(res.body, 'estado');
    if (estado === 'RECIBIDA' || xmlText(res.body, 'identificador') === '43') return authorisation(ctx, ctx.payload.key);
    return { kind: 'rejected', code: xmlText(res.body, 'identificador') || estado, message: messages(res.body) || estado };
  },
  status: (ctx) => authorisation(ctx, ctx.payload.key),
};
