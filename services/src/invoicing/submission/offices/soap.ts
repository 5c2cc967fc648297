import { escapeXml, type HttpResponse, type SubmitContext, withoutDeclaration, xmlText } from './office.port.js';

export const SOAP_ENV = 'http://schemas.xmlsoap.org/soap/envelope/';

/** A SOAP 1.1 envelope around a body (and an optional header). */
export const soapEnvelope = (body: string, header = '', extraNs = '') =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<soapenv:Envelope xmlns:soapenv="${SOAP_ENV}"${extraNs}><soapenv:Header>${header}</soapenv:Header><soapenv:Body>${withoutDeclaration(body)}</soapenv:Body></soapenv:Envelope>`;

/** A SOAP POST; an office that authenticates on the TLS connection (adapter.clientCertificate) gets the company's certificate on it. */
export const soapPost = (ctx: SubmitContext, url: string, envelope: string, action = '') =>
  ctx.http({ method: 'POST', url, headers: { 'Content-Type': 'text/xml; charset=utf-8', SOAPAction: `"${action}"` }, body: envelope, ...(ctx.clientCertificate ? { clientCertificate: ctx.clientCertificate } : {}) });

/** A SOAP fault's code and text, or null. */
export function soapFault(res: HttpResponse): { code: string; message: string } | null {
  if (!/<(?:\w+:)?Fault[\s>]/.test(res.body)) return null;
  return { code: xmlText(res.body, 'faultcode').replace(/^.*?:/, ''), message: xmlText(res.body, 'faultstring') || xmlText(res.body, 'detail') };
}

export { escapeXml };
