import type { OfficeAdapter } from './office.port.js';
import { xmlText, xmlTexts } from './office.port.js';
import { soapEnvelope, soapFault, soapPost } from './soap.js';

/**
 * AEAT VERI*FACTU (ES), the "sistema de remisión voluntaria" web service as the AEAT publishes it
 * (SistemaFacturacion.wsdl, SuministroLR.xsd / SuministroInformacion.xsd / RespuestaSuministro.xsd):
 * SOAP 1.1 POST to /wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP with the generator's
 * RegFactuSistemaFacturacion (Cabecera + RegistroFactura/RegistroAlta, chained huella) as the body.
 * The answer RespuestaRegFactuSistemaFacturacion: EstadoEnvio Correcto / ParcialmenteCorrecto /
 * Incorrecto, per record EstadoRegistro Correcto / AceptadoConErrores / Incorrecto with
 * CodigoErrorRegistro and DescripcionErrorRegistro, and the CSV of the submission. A record the AEAT
 * holds already (error 3000, registro duplicado) counts as accepted. AEAT authenticates with the
 * company's (or its representative's) certificate on the TLS connection: not wired here.
 */
export const verifactuAdapter: OfficeAdapter = {
  office: 'verifactu',
  urls: { sandbox: 'https://prewww1.aeat.es', production: 'https://www1.agenciatributaria.gob.es' },
  async submit(ctx) {
    const res = await soapPost(ctx, `${ctx.baseUrl}/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP`, soapEnvelope(ctx.payload.content));
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
};
