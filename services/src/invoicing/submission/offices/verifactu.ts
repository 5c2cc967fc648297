import type { OfficeAdapter, SubmitContext } from './office.port.js';
import { escapeXml, xmlText, xmlTexts } from './office.port.js';
import { soapEnvelope, soapFault, soapPost } from './soap.js';

const TIKE = 'https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws';
const PATH = '/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP';

/**
 * AEAT VERI*FACTU (ES), the "sistema de remisión voluntaria" web service as the AEAT publishes it
 * (SistemaFacturacion.wsdl, SuministroLR.xsd / SuministroInformacion.xsd / RespuestaSuministro.xsd,
 * ConsultaLR.xsd / RespuestaConsultaLR.xsd): SOAP 1.1 POST to /wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP
 * with the generator's RegFactuSistemaFacturacion (Cabecera + RegistroFactura/RegistroAlta, chained
 * huella) as the body. The answer RespuestaRegFactuSistemaFacturacion: EstadoEnvio Correcto /
 * ParcialmenteCorrecto / Incorrecto, per record EstadoRegistro Correcto / AceptadoConErrores /
 * Incorrecto with CodigoErrorRegistro and DescripcionErrorRegistro, and the CSV of the submission. A
 * record the AEAT holds already (error 3000, registro duplicado) counts as accepted.
 *
 * The AEAT authenticates the company (or its representative) by its certificate on the TLS
 * connection: every request presents the certificate uploaded for the invoice setup (mutual TLS).
 * After a timeout the same endpoint's ConsultaFactuSistemaFacturacion asks for the record by the
 * period of its issue date and its number: found, it was registered (accepted); SinDatos, the AEAT
 * does not hold it (a refused record is not kept either), so sending again is safe.
 */
export const verifactuAdapter: OfficeAdapter = {
  office: 'verifactu',
  urls: { sandbox: 'https://prewww1.aeat.es', production: 'https://www1.agenciatributaria.gob.es' },
  clientCertificate: true,
  async submit(ctx) {
    const res = await post(ctx, ctx.payload.content);
    const fault = soapFault(res);
    if (fault) return { kind: 'rejected', code: fault.code, message: fault.message };
    const record = xmlText(res.body, 'EstadoRegistro');
    const code = xmlText(res.body, 'CodigoErrorRegistro');
    const text = xmlText(res.body, 'DescripcionErrorRegistro');
    const csv = xmlText(res.body, 'CSV');
    if (record === 'Correcto' || record === 'AceptadoConErrores') return { kind: 'accepted', officeId: csv, message: record === 'AceptadoConErrores' ? `${code}: ${text}` : '' };
    if (code === '3000') return { kind: 'accepted', officeId: csv || xmlTexts(res.body, 'NumSerieFactura')[0] || ctx.payload.key, message: `3000: ${text}` };
    return { kind: 'rejected', code: code || xmlText(res.body, 'EstadoEnvio') || String(res.status), message: text || `HTTP ${res.status}` };
  },
  async status(ctx) {
    const res = await post(ctx, consultation(ctx));
    const fault = soapFault(res);
    if (fault || res.status !== 200) return null;
    const result = xmlText(res.body, 'ResultadoConsulta');
    const number = xmlText(ctx.payload.content, 'NumSerieFactura');
    const found = [...res.body.matchAll(/<(?:[\w-]+:)?RegistroRespuestaConsultaFactuSistemaFacturacion[\s>][\s\S]*?<\/(?:[\w-]+:)?RegistroRespuestaConsultaFactuSistemaFacturacion>/g)]
      .map((m) => m[0])
      .find((r) => xmlText(r, 'NumSerieFactura') === number);
    if (result === 'SinDatos' || (result === 'ConDatos' && !found)) return { kind: 'unknown' };
    if (!found) return null;
    // The record's state (the inner EstadoRegistro): Correcto, AceptadoConErrores or Anulado. The consultation answers no CSV.
    const state = xmlTexts(found, 'EstadoRegistro').at(-1) ?? '';
    const code = xmlText(found, 'CodigoErrorRegistro');
    return { kind: 'accepted', officeId: number, message: `Found at the AEAT by consultation (${state}${code ? `, ${code}: ${xmlText(found, 'DescripcionErrorRegistro')}` : ''})` };
  },
};

const post = (ctx: SubmitContext, body: string) => soapPost(ctx, `${ctx.baseUrl}${PATH}`, soapEnvelope(body));

/** ConsultaFactuSistemaFacturacion for this record: the obligado of the Cabecera, the period of its issue date and its number. */
function consultation(ctx: SubmitContext): string {
  const record = ctx.payload.content;
  const [, month, year] = xmlText(record, 'FechaExpedicionFactura').split('-');
  return (
    `<con:ConsultaFactuSistemaFacturacion xmlns:con="${TIKE}/ConsultaLR.xsd" xmlns:sf="${TIKE}/SuministroInformacion.xsd">` +
    `<con:Cabecera><sf:IDVersion>1.0</sf:IDVersion><sf:ObligadoEmision><sf:NombreRazon>${escapeXml(xmlText(record, 'NombreRazon'))}</sf:NombreRazon><sf:NIF>${escapeXml(xmlText(record, 'NIF'))}</sf:NIF></sf:ObligadoEmision></con:Cabecera>` +
    `<con:FiltroConsulta><con:PeriodoImputacion><sf:Ejercicio>${year}</sf:Ejercicio><sf:Periodo>${month}</sf:Periodo></con:PeriodoImputacion>` +
    `<con:NumSerieFactura>${escapeXml(xmlText(record, 'NumSerieFactura'))}</con:NumSerieFactura></con:FiltroConsulta>` +
    `</con:ConsultaFactuSistemaFacturacion>`
  );
}
