import { create } from 'xmlbuilder2';
import type { EDocument, ELine, EVatTotal, GeneratedEDocument } from '@tradedesk/contracts/invoicing/e-document';
import { daysBetween } from '@tradedesk/contracts/platform/company-time';
import { magnitude, upTo } from '../amounts.js';
import { signXml, type SigningKey } from '../signing/xml-signature.js';
import { accessKey } from './access-key.js';

/**
 * Ecuador, SRI comprobante electrónico "factura" version 2.1.0 (docs/invoicing-es-latam.md):
 * the 49-digit clave de acceso, IVA per line and per rate (codigo 2 with SRI's codigoPorcentaje),
 * the payment, and a XAdES-BES signature. Only invoices: no notaCredito schema is at hand to
 * check a credit note against, so the generator refuses one.
 */

export interface EcOptions {
  /** 1 pruebas, 2 producción. */
  environment: '1' | '2';
  /** estab and ptoEmi (3 digits each); by default from the series "001-002". */
  establishment?: string;
  emissionPoint?: string;
  /** The 8-digit code inside the access key (the issuer's choice; by default digits from the document id). */
  numericCode?: string;
  /** Dirección matriz (head office) and, if different, the establishment's. */
  headOfficeAddress: string;
  establishmentAddress?: string;
  accountingRequired: boolean;
  specialTaxpayer?: string;
  /** Signs with XAdES-BES when given (SRI requires it before submission). */
  signing?: { key: SigningKey; signingTime: string };
}

/** SRI tabla 17: IVA codigoPorcentaje by rate; exempt (E) is 7, outside the tax (O) is 6. */
const IVA_CODES: Record<string, string> = { '0': '0', '12': '2', '14': '3', '15': '4', '5': '5', '13': '10' };

export function ivaCode(category: string, rate: string): string {
  if (category === 'E') return '7';
  if (category === 'O') return '6';
  const code = IVA_CODES[String(Number(rate))];
  if (!code) throw new Error(`SRI has no IVA code for a rate of ${rate}%`);
  return code;
}

/** SRI tabla 24 formas de pago. */
const PAYMENT_CODES: Record<string, string> = { cash: '01', card: '19', transfer: '20', check: '20', other: '20' };

/** SRI tabla 6 tipo de identificación del comprador. */
function buyerId(doc: EDocument): { type: string; id: string; name: string } {
  const b = doc.buyer;
  if (!b) return { type: '07', id: '9999999999999', name: 'CONSUMIDOR FINAL' };
  const type = b.taxIdScheme || (b.address.countryCode !== 'EC' ? '08' : b.taxId.length === 13 ? '04' : '05');
  return { type, id: b.taxId, name: b.name };
}

const dmy = (day: string) => day.split('-').reverse().join('/');

function digitsFrom(text: string, n: number): string {
  let h = 0;
  for (const c of text) h = (h * 31 + c.charCodeAt(0)) % 100_000_000;
  return String(h).padStart(n, '0').slice(-n);
}

export function generateEc(doc: EDocument, opts: EcOptions): GeneratedEDocument {
  if (doc.kind !== 'invoice') throw new Error('EC: only facturas are generated (no notaCredito schema to validate against)');
  const [seriesEstab, seriesPoint] = doc.series.split('-');
  const establishment = opts.establishment ?? seriesEstab ?? '001';
  const emissionPoint = opts.emissionPoint ?? seriesPoint ?? '001';
  const key = accessKey({
    issueDate: doc.issueDate,
    documentType: '01',
    ruc: doc.seller.taxId,
    environment: opts.environment,
    establishment,
    emissionPoint,
    sequence: doc.sequence,
    numericCode: opts.numericCode ?? digitsFrom(doc.documentId, 8),
  });
  const buyer = buyerId(doc);
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele('factura', { id: 'comprobante', version: '2.1.0' });

  const info = root.ele('infoTributaria');
  info.ele('ambiente').txt(opts.environment);
  info.ele('tipoEmision').txt('1');
  info.ele('razonSocial').txt(doc.seller.name);
  info.ele('ruc').txt(doc.seller.taxId);
  info.ele('claveAcceso').txt(key);
  info.ele('codDoc').txt('01');
  info.ele('estab').txt(establishment);
  info.ele('ptoEmi').txt(emissionPoint);
  info.ele('secuencial').txt(String(doc.sequence).padStart(9, '0'));
  info.ele('dirMatriz').txt(opts.headOfficeAddress);

  const f = root.ele('infoFactura');
  f.ele('fechaEmision').txt(dmy(doc.issueDate));
  if (opts.establishmentAddress) f.ele('dirEstablecimiento').txt(opts.establishmentAddress);
  if (opts.specialTaxpayer) f.ele('contribuyenteEspecial').txt(opts.specialTaxpayer);
  f.ele('obligadoContabilidad').txt(opts.accountingRequired ? 'SI' : 'NO');
  f.ele('tipoIdentificacionComprador').txt(buyer.type);
  f.ele('razonSocialComprador').txt(buyer.name);
  f.ele('identificacionComprador').txt(buyer.id);
  if (doc.buyer?.address.street) f.ele('direccionComprador').txt([doc.buyer.address.street, doc.buyer.address.buildingNumber, doc.buyer.address.city].filter(Boolean).join(' '));
  f.ele('totalSinImpuestos').txt(magnitude(doc.totals.net, 2));
  f.ele('totalDescuento').txt(magnitude(doc.totals.discount, 2));
  const totals = f.ele('totalConImpuestos');
  doc.vatTotals.forEach((v: EVatTotal) => {
    const t = totals.ele('totalImpuesto');
    t.ele('codigo').txt('2');
    t.ele('codigoPorcentaje').txt(ivaCode(v.vatCategory, v.vatRate));
    t.ele('baseImponible').txt(magnitude(v.taxableAmount, 2));
    t.ele('tarifa').txt(magnitude(v.vatRate, 2));
    t.ele('valor').txt(magnitude(v.vatAmount, 2));
  });
  f.ele('propina').txt('0.00');
  f.ele('importeTotal').txt(magnitude(doc.totals.payable, 2));
  f.ele('moneda').txt(doc.currency === 'USD' ? 'DOLAR' : doc.currency);
  const pago = f.ele('pagos').ele('pago');
  pago.ele('formaPago').txt(PAYMENT_CODES[doc.payment?.means ?? 'cash']!);
  pago.ele('total').txt(magnitude(doc.totals.payable, 2));
  if (doc.dueDate) {
    pago.ele('plazo').txt(String(daysBetween(doc.issueDate, doc.dueDate)));
    pago.ele('unidadTiempo').txt('dias');
  }

  const detalles = root.ele('detalles');
  doc.lines.forEach((l: ELine) => {
    const d = detalles.ele('detalle');
    d.ele('codigoPrincipal').txt(l.productCode || String(l.lineNo));
    if (l.gtin) d.ele('codigoAuxiliar').txt(l.gtin);
    d.ele('descripcion').txt(l.description);
    if (l.unitName) d.ele('unidadMedida').txt(l.unitName);
    d.ele('cantidad').txt(upTo(l.quantity, 6));
    d.ele('precioUnitario').txt(upTo(l.unitPrice, 6, 2));
    d.ele('descuento').txt(magnitude(l.discount, 2));
    d.ele('precioTotalSinImpuesto').txt(magnitude(l.netAmount, 2));
    const tax = d.ele('impuestos').ele('impuesto');
    tax.ele('codigo').txt('2');
    tax.ele('codigoPorcentaje').txt(ivaCode(l.vatCategory, l.vatRate));
    tax.ele('tarifa').txt(magnitude(l.vatRate, 2));
    tax.ele('baseImponible').txt(magnitude(l.netAmount, 2));
    tax.ele('valor').txt(magnitude(l.vatAmount, 2));
  });

  const extra: [string, string][] = [];
  if (doc.buyer?.email) extra.push(['Email', doc.buyer.email]);
  if (doc.currency !== 'USD') extra.push(['TipoCambio', doc.exchangeRate]);
  doc.notes.slice(0, 13).forEach((n, i) => extra.push([`Nota${i + 1}`, n]));
  if (extra.length) {
    const ad = root.ele('infoAdicional');
    extra.forEach(([name, value]) => ad.ele('campoAdicional', { nombre: name }).txt(value));
  }

  let xml = root.end({ prettyPrint: false });
  if (opts.signing) {
    xml = signXml(xml, { key: opts.signing.key, digest: 'sha1', signatureId: `Signature-${key.slice(-10)}`, target: { id: 'comprobante' }, prefix: 'ds', xades: { signingTime: opts.signing.signingTime } });
  }
  return { xml, fileName: `${key}.xml`, schema: 'ec/factura_v2.1.0.xsd' };
}
