import { Decimal } from 'decimal.js';
import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces.js';
import type { EDocument, EVatTotal, GeneratedEDocument } from '@tradedesk/contracts/invoicing/e-document';
import { wallClock } from '@tradedesk/contracts/platform/company-time';
import { roundTo } from '@tradedesk/contracts/platform/money';
import { altaHuella, type AltaHuellaFields, anulacionHuella, type AnulacionHuellaFields } from './huella.js';

/**
 * Spain, VeriFactu: the registro de facturación de alta of an issued invoice or rectificativa, in
 * the AEAT submission envelope sfLR:RegFactuSistemaFacturacion (es/SuministroLR.xsd), with its
 * huella chained to the previous record, and the cotejo URL the printed invoice carries as a QR
 * code (docs/invoicing-es-latam.md).
 */

const SF = 'https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws/SuministroInformacion.xsd';
const SFLR = 'https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws/SuministroLR.xsd';

/** The previous registro of the same system (its IDFactura and huella); null for the first one. */
export interface PreviousRecord {
  issuerNif: string;
  number: string;
  /** YYYY-MM-DD. */
  issueDate: string;
  huella: string;
}

export interface VerifactuOptions {
  previous: PreviousRecord | null;
  /** The instant the record is generated and the company's UTC offset then (Spain: +1 / +2). */
  generatedAt: string;
  offsetHours: number;
  /** The billing software (SistemaInformatico). */
  system: { producerName: string; producerNif: string; name: string; id: string; version: string; installation: string };
  /** DescripcionOperacion; by default the first note or "Venta de mercaderías". */
  description?: string;
  /** R1..R4 for a rectificativa of a complete invoice (R1 by default), R5 for a simplified one. */
  correctionType?: 'R1' | 'R2' | 'R3' | 'R4' | 'R5';
  /** Production or the AEAT test environment (prewww2) for the QR URL. */
  environment: 'production' | 'test';
}

export interface GeneratedVerifactu extends GeneratedEDocument {
  huella: string;
  /** The fields the huella was computed from (to chain the next record). */
  record: AltaHuellaFields;
  qrUrl: string;
}

const dmy = (day: string) => day.split('-').reverse().join('-');

/** yyyy-mm-ddThh:mm:ss+hh:mm at the company's offset. */
export function spanishTimestamp(instant: string, offsetHours: number): string {
  const local = wallClock(instant, offsetHours).toISOString().slice(0, 19);
  const sign = offsetHours < 0 ? '-' : '+';
  const abs = Math.abs(offsetHours);
  return `${local}${sign}${String(Math.floor(abs)).padStart(2, '0')}:${String(Math.round((abs % 1) * 60)).padStart(2, '0')}`;
}

/** AEAT's cotejo URL (QR of the printed invoice): nif, numserie, fecha dd-mm-yyyy, importe total. */
export function verifactuQrUrl(p: { nif: string; number: string; issueDate: string; total: string }, environment: 'production' | 'test'): string {
  const base = environment === 'production' ? 'https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR' : 'https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR';
  const q = [['nif', p.nif], ['numserie', p.number], ['fecha', dmy(p.issueDate)], ['importe', p.total]].map(([k, v]) => `${k}=${encodeURIComponent(v!)}`).join('&');
  return `${base}?${q}`;
}

/** Amounts in euros: a document in another currency is converted at its rate (VAT from vatAmountLocal). */
function euroTotals(doc: EDocument): { vatTotals: EVatTotal[]; vat: string; gross: string } {
  if (doc.currency === 'EUR') return { vatTotals: doc.vatTotals, vat: doc.totals.vat, gross: doc.totals.gross };
  const vatTotals = doc.vatTotals.map((v) => ({ ...v, taxableAmount: roundTo(new Decimal(v.taxableAmount).times(doc.exchangeRate), 2), vatAmount: v.vatAmountLocal }));
  const vat = roundTo(Decimal.sum(0, ...vatTotals.map((v) => v.vatAmount)), 2);
  const gross = roundTo(Decimal.sum(vat, ...vatTotals.map((v) => v.taxableAmount)), 2);
  return { vatTotals, vat, gross };
}

/** Desglose line: S1 taxed, S2 reverse charge, E1 exempt (art. 20), E5 intra-EU (art. 25), E2 export (art. 21), N2 not subject by location. */
function detalle(parent: XMLBuilder, v: EVatTotal) {
  const d = parent.ele(SF, 'sf:DetalleDesglose');
  d.ele(SF, 'sf:Impuesto').txt('01');
  d.ele(SF, 'sf:ClaveRegimen').txt(v.vatCategory === 'G' ? '02' : '01');
  const exempt: Record<string, string> = { E: 'E1', Z: 'E1', K: 'E5', G: 'E2' };
  if (exempt[v.vatCategory]) {
    d.ele(SF, 'sf:OperacionExenta').txt(exempt[v.vatCategory]!);
    d.ele(SF, 'sf:BaseImponibleOimporteNoSujeto').txt(v.taxableAmount);
  } else if (v.vatCategory === 'O') {
    d.ele(SF, 'sf:CalificacionOperacion').txt('N2');
    d.ele(SF, 'sf:BaseImponibleOimporteNoSujeto').txt(v.taxableAmount);
  } else {
    d.ele(SF, 'sf:CalificacionOperacion').txt(v.vatCategory === 'AE' ? 'S2' : 'S1');
    d.ele(SF, 'sf:TipoImpositivo').txt(roundTo(v.vatRate, 2));
    d.ele(SF, 'sf:BaseImponibleOimporteNoSujeto').txt(v.taxableAmount);
    d.ele(SF, 'sf:CuotaRepercutida').txt(v.vatAmount);
  }
}

function person(parent: XMLBuilder, name: string, p: { taxId: string; vatId: string; address: { countryCode: string } }) {
  parent.ele(SF, 'sf:NombreRazon').txt(name);
  if (p.address.countryCode === 'ES' && p.taxId.length === 9) {
    parent.ele(SF, 'sf:NIF').txt(p.taxId);
  } else {
    // IDOtro: 02 NIF-IVA (an EU VAT number), 04 official document of the country otherwise.
    const other = parent.ele(SF, 'sf:IDOtro');
    other.ele(SF, 'sf:CodigoPais').txt(p.address.countryCode);
    other.ele(SF, 'sf:IDType').txt(p.vatId ? '02' : '04');
    other.ele(SF, 'sf:ID').txt(p.vatId || p.taxId);
  }
}

/** Encadenamiento (the previous record, or PrimerRegistro S) and SistemaInformatico, alike in altas and anulaciones. */
function chainAndSystem(record: XMLBuilder, opts: Pick<VerifactuOptions, 'previous' | 'system'>) {
  const chain = record.ele(SF, 'sf:Encadenamiento');
  if (opts.previous) {
    const prev = chain.ele(SF, 'sf:RegistroAnterior');
    prev.ele(SF, 'sf:IDEmisorFactura').txt(opts.previous.issuerNif);
    prev.ele(SF, 'sf:NumSerieFactura').txt(opts.previous.number);
    prev.ele(SF, 'sf:FechaExpedicionFactura').txt(dmy(opts.previous.issueDate));
    prev.ele(SF, 'sf:Huella').txt(opts.previous.huella);
  } else {
    chain.ele(SF, 'sf:PrimerRegistro').txt('S');
  }
  const s = opts.system;
  const sys = record.ele(SF, 'sf:SistemaInformatico');
  sys.ele(SF, 'sf:NombreRazon').txt(s.producerName);
  sys.ele(SF, 'sf:NIF').txt(s.producerNif);
  sys.ele(SF, 'sf:NombreSistemaInformatico').txt(s.name);
  sys.ele(SF, 'sf:IdSistemaInformatico').txt(s.id);
  sys.ele(SF, 'sf:Version').txt(s.version);
  sys.ele(SF, 'sf:NumeroInstalacion').txt(s.installation);
  sys.ele(SF, 'sf:TipoUsoPosibleSoloVerifactu').txt('S');
  sys.ele(SF, 'sf:TipoUsoPosibleMultiOT').txt('N');
  sys.ele(SF, 'sf:IndicadorMultiplesOT').txt('N');
}

/** The submission envelope around one record: Cabecera (who must issue) and RegistroFactura/<kind> with its IDVersion. */
function openRecord(kind: 'sf:RegistroAlta' | 'sf:RegistroAnulacion', issuerName: string, issuerNif: string) {
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele(SFLR, 'sfLR:RegFactuSistemaFacturacion', { 'xmlns:sf': SF });
  const head = root.ele(SFLR, 'sfLR:Cabecera').ele(SF, 'sf:ObligadoEmision');
  head.ele(SF, 'sf:NombreRazon').txt(issuerName);
  head.ele(SF, 'sf:NIF').txt(issuerNif);
  const record = root.ele(SFLR, 'sfLR:RegistroFactura').ele(SF, kind);
  record.ele(SF, 'sf:IDVersion').txt('1.0');
  return { root, record };
}

/** The record's tail: the chain, the system, when it was generated and its huella. */
function closeRecord(record: XMLBuilder, opts: Pick<VerifactuOptions, 'previous' | 'system'>, generatedAt: string, huella: string) {
  chainAndSystem(record, opts);
  record.ele(SF, 'sf:FechaHoraHusoGenRegistro').txt(generatedAt);
  record.ele(SF, 'sf:TipoHuella').txt('01');
  record.ele(SF, 'sf:Huella').txt(huella);
}

export function generateVerifactu(doc: EDocument, opts: VerifactuOptions): GeneratedVerifactu {
  const credit = doc.kind === 'creditNote';
  if (credit && !doc.corrects) throw new Error('ES: a rectificativa names the invoice it corrects');
  const simplified = doc.buyer === null;
  const tipoFactura = credit ? (simplified ? 'R5' : (opts.correctionType ?? 'R1')) : simplified ? 'F2' : 'F1';
  const eur = euroTotals(doc);
  const record: AltaHuellaFields = {
    idEmisorFactura: doc.seller.taxId,
    numSerieFactura: doc.number,
    fechaExpedicionFactura: dmy(doc.issueDate),
    tipoFactura,
    cuotaTotal: eur.vat,
    importeTotal: eur.gross,
    fechaHoraHusoGenRegistro: spanishTimestamp(opts.generatedAt, opts.offsetHours),
  };
  const huella = altaHuella(record, opts.previous?.huella ?? null);

  const { root, record: alta } = openRecord('sf:RegistroAlta', doc.seller.name, doc.seller.taxId);
  const id = alta.ele(SF, 'sf:IDFactura');
  id.ele(SF, 'sf:IDEmisorFactura').txt(record.idEmisorFactura);
  id.ele(SF, 'sf:NumSerieFactura').txt(record.numSerieFactura);
  id.ele(SF, 'sf:FechaExpedicionFactura').txt(record.fechaExpedicionFactura);
  alta.ele(SF, 'sf:NombreRazonEmisor').txt(doc.seller.name);
  alta.ele(SF, 'sf:TipoFactura').txt(tipoFactura);
  if (credit) {
    // Por diferencias (I): the rectificativa carries the (negative) differences.
    alta.ele(SF, 'sf:TipoRectificativa').txt('I');
    const r = alta.ele(SF, 'sf:FacturasRectificadas').ele(SF, 'sf:IDFacturaRectificada');
    r.ele(SF, 'sf:IDEmisorFactura').txt(doc.seller.taxId);
    r.ele(SF, 'sf:NumSerieFactura').txt(doc.corrects!.number);
    r.ele(SF, 'sf:FechaExpedicionFactura').txt(dmy(doc.corrects!.issueDate));
  }
  if (doc.deliveryDate && doc.deliveryDate !== doc.issueDate) alta.ele(SF, 'sf:FechaOperacion').txt(dmy(doc.deliveryDate));
  alta.ele(SF, 'sf:DescripcionOperacion').txt((opts.description ?? doc.notes[0] ?? (credit ? doc.corrects!.reason : '')) || 'Venta de mercaderías');
  if (doc.buyer) person(alta.ele(SF, 'sf:Destinatarios').ele(SF, 'sf:IDDestinatario'), doc.buyer.name, doc.buyer);
  const desglose = alta.ele(SF, 'sf:Desglose');
  eur.vatTotals.forEach((v) => detalle(desglose, v));
  alta.ele(SF, 'sf:CuotaTotal').txt(record.cuotaTotal);
  alta.ele(SF, 'sf:ImporteTotal').txt(record.importeTotal);
  closeRecord(alta, opts, record.fechaHoraHusoGenRegistro, huella);

  return {
    xml: root.end({ prettyPrint: false }),
    fileName: `verifactu-${doc.seller.taxId}-${doc.number.replace(/[^\w.-]/g, '_')}.xml`,
    schema: 'es/SuministroLR.xsd',
    huella,
    record,
    qrUrl: verifactuQrUrl({ nif: doc.seller.taxId, number: doc.number, issueDate: doc.issueDate, total: record.importeTotal }, opts.environment),
  };
}

/** The invoice a registro de anulación cancels (as its registro de alta named it). */
export interface CancelledInvoice {
  issuerNif: string;
  issuerName: string;
  number: string;
  /** YYYY-MM-DD. */
  issueDate: string;
}

export interface GeneratedAnulacion extends GeneratedEDocument {
  huella: string;
  record: AnulacionHuellaFields;
  /** What the next record of the chain names as its RegistroAnterior. */
  asPrevious: PreviousRecord;
}

/**
 * A registro de anulación: withdraws the alta of an invoice that should not have been issued (not
 * a correction: a correction is a rectificativa). It is a link of the same chain: its huella
 * covers the previous record's, and the next record chains to it.
 */
export function generateVerifactuAnulacion(cancelled: CancelledInvoice, opts: Pick<VerifactuOptions, 'previous' | 'generatedAt' | 'offsetHours' | 'system'>): GeneratedAnulacion {
  if (!opts.previous) throw new Error('ES: an anulación follows the alta it cancels: the chain has a previous record');
  const record: AnulacionHuellaFields = {
    idEmisorFacturaAnulada: cancelled.issuerNif,
    numSerieFacturaAnulada: cancelled.number,
    fechaExpedicionFacturaAnulada: dmy(cancelled.issueDate),
    fechaHoraHusoGenRegistro: spanishTimestamp(opts.generatedAt, opts.offsetHours),
  };
  const huella = anulacionHuella(record, opts.previous.huella);
  const { root, record: baja } = openRecord('sf:RegistroAnulacion', cancelled.issuerName, cancelled.issuerNif);
  const id = baja.ele(SF, 'sf:IDFactura');
  id.ele(SF, 'sf:IDEmisorFacturaAnulada').txt(record.idEmisorFacturaAnulada);
  id.ele(SF, 'sf:NumSerieFacturaAnulada').txt(record.numSerieFacturaAnulada);
  id.ele(SF, 'sf:FechaExpedicionFacturaAnulada').txt(record.fechaExpedicionFacturaAnulada);
  closeRecord(baja, opts, record.fechaHoraHusoGenRegistro, huella);
  return {
    xml: root.end({ prettyPrint: false }),
    fileName: `verifactu-anulacion-${cancelled.issuerNif}-${cancelled.number.replace(/[^\w.-]/g, '_')}.xml`,
    schema: 'es/SuministroLR.xsd',
    huella,
    record,
    asPrevious: { issuerNif: cancelled.issuerNif, number: cancelled.number, issueDate: cancelled.issueDate, huella },
  };
}
