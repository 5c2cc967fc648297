import { Decimal } from 'decimal.js';
import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces.js';
import type { EAddress, EDocument, ELine, GeneratedEDocument } from '@tradedesk/contracts/invoicing/e-document';
import { roundTo } from '@tradedesk/contracts/platform/money';
import { upTo } from '../amounts.js';
import { signXml, type SigningKey } from '../signing/xml-signature.js';
import { type Caf, flatten, parseCaf, signSha1Rsa } from './caf.js';
import { SII_NS } from './envelope.js';

/**
 * Chile, SII DTE (docs/invoicing-es-latam.md): factura electrónica (33) and nota de crédito
 * electrónica (61) in DTE_v10.xsd, with the TED stamp — the DD (issuer, type, folio, date,
 * receiver, total, first item, the CAF) signed with the CAF's private key — and the document's
 * XML-DSig signature with the company's certificate. Amounts are whole pesos.
 */

export interface ClOptions {
  /** The AUTORIZACION file SII issued for this document type and folio range. */
  caf: string;
  /** Actividades económicas (Acteco, 6 digits, 1 to 4). */
  activityCodes: string[];
  /** Stamp and signature time, Chile's wall clock, YYYY-MM-DDTHH:MM:SS. */
  stampedAt: string;
  /** Nota de crédito CodRef: 1 anula, 2 corrige texto, 3 corrige montos (default: 1 when the note takes the whole document back, `corrects.cancels`, else 3). */
  correctionCode?: 1 | 2 | 3;
  /** The corrected document's type (33 by default; a boleta's note: the boleta's type, 39 or 41). */
  correctedType?: number;
  signing?: { key: SigningKey };
}

export interface GeneratedDte extends GeneratedEDocument {
  /** The TED element (flattened), what the PDF417 stamp on the printed document encodes. */
  ted: string;
  documentType: number;
  folio: number;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
/** SII tipo de moneda (OtraMoneda/TpoMoneda). */
const CURRENCY_NAMES: Record<string, string> = { USD: 'DOLAR USA', EUR: 'EURO', PEN: 'NUEVO SOL', ARS: 'PESO', COP: 'PESO COL', MXN: 'PESO MEX', UYU: 'PESO URUG', GBP: 'LIBRA EST', JPY: 'YEN', CNY: 'RENMINBI', CAD: 'DOLAR CAN', AUD: 'DOLAR AUST' };

/** Dir / Cmna / Ciudad + Origen (issuer) or Recep (receiver): street, comuna (the region field), city. */
export function place(parent: XMLBuilder, suffix: 'Origen' | 'Recep', a: EAddress) {
  parent.ele(`Dir${suffix}`).txt([a.street, a.buildingNumber].filter(Boolean).join(' ').slice(0, 70) || '-');
  if (a.region) parent.ele(`Cmna${suffix}`).txt(a.region.slice(0, 20));
  if (a.city) parent.ele(`Ciudad${suffix}`).txt(a.city.slice(0, 20));
}

/** A Detalle up to its item name: line number, internal code, exempt mark (IndExe 1 outside category S), name. */
export function detailHead(parent: XMLBuilder, l: ELine): XMLBuilder {
  const det = parent.ele('Detalle');
  det.ele('NroLinDet').txt(String(l.lineNo));
  if (l.productCode) {
    const c = det.ele('CdgItem');
    c.ele('TpoCodigo').txt('INT1');
    c.ele('VlrCodigo').txt(l.productCode.slice(0, 35));
  }
  if (l.vatCategory !== 'S') det.ele('IndExe').txt('1');
  det.ele('NmbItem').txt(l.description.slice(0, 80));
  return det;
}

/** The CAF for this document: same issuer and type, the folio (the document's sequence) inside its range; IVA 19% only. */
export function cafFor(doc: EDocument, type: number, autorizacion: string): Caf {
  const caf = parseCaf(autorizacion);
  const folio = doc.sequence;
  if (caf.documentType !== type) throw new Error(`CL: the CAF authorises type ${caf.documentType}, not ${type}`);
  if (caf.issuerRut !== doc.seller.taxId) throw new Error(`CL: the CAF belongs to ${caf.issuerRut}, not ${doc.seller.taxId}`);
  if (folio < caf.from || folio > caf.to) throw new Error(`CL: folio ${folio} is outside the CAF range ${caf.from}-${caf.to}`);
  for (const l of doc.lines) if (l.vatCategory === 'S' && !new Decimal(l.vatRate).eq(19)) throw new Error(`CL: IVA is 19%, line ${l.lineNo} has ${l.vatRate}%`);
  return caf;
}

/** TED: the DD flattened and signed with the CAF key (the CAF inside copied byte for byte). */
/** What a stamp reads of its document (an EDocument, or a guía de despacho laid out by guia.ts). */
export type Stamped = Pick<EDocument, 'sequence' | 'issueDate'> & { seller: Pick<EDocument['seller'], 'taxId'>; lines: readonly { description: string }[] };

export function stampTed(p: { caf: Caf; doc: Stamped; type: number; receiverRut: string; receiverName: string; total: string; stampedAt: string }): string {
  const dd = flatten(
    `<DD><RE>${esc(p.doc.seller.taxId)}</RE><TD>${p.type}</TD><F>${p.doc.sequence}</F><FE>${p.doc.issueDate}</FE><RR>${esc(p.receiverRut)}</RR><RSR>${esc(p.receiverName.slice(0, 40))}</RSR>` +
      `<MNT>${p.total}</MNT><IT1>${esc(p.doc.lines[0]!.description.slice(0, 40))}</IT1>${p.caf.cafXml}<TSTED>${p.stampedAt}</TSTED></DD>`,
  );
  return `<TED version="1.0">${dd}<FRMT algoritmo="SHA1withRSA">${signSha1Rsa(dd, p.caf.privateKeyPem)}</FRMT></TED>`;
}

/** SII's generic consumer, the receiver of a boleta (or of its nota de crédito) that names none. */
export const ANONYMOUS_RUT = '66666666-6';

export function generateCl(doc: EDocument, opts: ClOptions): GeneratedDte {
  const credit = doc.kind === 'creditNote';
  if (credit && !doc.corrects) throw new Error('CL: a nota de crédito names the document it corrects');
  // A nota de crédito of a boleta (docs/invoicing-es-latam.md "Credit notes of boletas"): the boleta's
  // consumer (66666666-6 when it named none) and its amounts with IVA included (MntBruto 1).
  const ofBoleta = credit && Boolean(doc.corrects!.boleta);
  if (ofBoleta && doc.currency !== 'CLP') throw new Error('CL: boletas are in pesos');
  if (!doc.buyer && !ofBoleta) throw new Error('CL: facturas and notas de crédito name the receiver (RUT)');
  const type = credit ? 61 : 33;
  const caf = cafFor(doc, type, opts.caf);
  const folio = doc.sequence;

  const foreign = doc.currency !== 'CLP';
  /** Whole pesos (a foreign-currency document converted at its rate). */
  const clp = (v: string) => roundTo(new Decimal(v).abs().times(foreign ? doc.exchangeRate : 1), 0);
  const exempt = (l: ELine) => l.vatCategory !== 'S';
  // A boleta's note: the line amounts with IVA (as the boleta had them), the net derived per rate once.
  const lineAmounts = doc.lines.map((l) => clp(ofBoleta && !exempt(l) ? l.grossAmount : l.netAmount));
  const taxed = doc.vatTotals.filter((v) => v.vatCategory === 'S');
  const neto = ofBoleta ? Decimal.sum(0, ...taxed.map((v) => new Decimal(v.taxableAmount).abs())) : Decimal.sum(0, ...doc.lines.map((l, i) => (exempt(l) ? 0 : lineAmounts[i]!)));
  const exe = Decimal.sum(0, ...doc.lines.map((l, i) => (exempt(l) ? lineAmounts[i]! : 0)));
  const iva = Decimal.sum(0, ...taxed.map((v) => new Decimal(foreign ? v.vatAmountLocal : v.vatAmount).abs()));
  const total = neto.plus(exe).plus(iva);
  const id = `F${folio}T${type}`;

  const root = create({ version: '1.0', encoding: 'ISO-8859-1' }).ele(SII_NS, 'DTE', { version: '1.0' });
  const d = root.ele('Documento', { ID: id });
  const enc = d.ele('Encabezado');
  const idDoc = enc.ele('IdDoc');
  idDoc.ele('TipoDTE').txt(String(type));
  idDoc.ele('Folio').txt(String(folio));
  idDoc.ele('FchEmis').txt(doc.issueDate);
  if (ofBoleta) idDoc.ele('MntBruto').txt('1');
  if (!credit) idDoc.ele('FmaPago').txt(doc.dueDate && doc.dueDate !== doc.issueDate ? '2' : '1');
  if (!credit && doc.dueDate) idDoc.ele('FchVenc').txt(doc.dueDate);

  const s = doc.seller;
  const em = enc.ele('Emisor');
  em.ele('RUTEmisor').txt(s.taxId);
  em.ele('RznSoc').txt(s.name.slice(0, 100));
  em.ele('GiroEmis').txt((s.activity || 'Comercio').slice(0, 80));
  if (s.email) em.ele('CorreoEmisor').txt(s.email);
  opts.activityCodes.slice(0, 4).forEach((a) => em.ele('Acteco').txt(a));
  place(em, 'Origen', s.address);

  const b = doc.buyer;
  const receiverRut = b?.taxId || ANONYMOUS_RUT;
  const receiverName = b?.name || 'Consumidor final';
  const re = enc.ele('Receptor');
  re.ele('RUTRecep').txt(receiverRut);
  re.ele('RznSocRecep').txt(receiverName.slice(0, 100));
  if (b) {
    re.ele('GiroRecep').txt((b.activity || 'Particular').slice(0, 40));
    if (b.email) re.ele('CorreoRecep').txt(b.email);
    // A consumer typed on a boleta has no address.
    if (b.address.street || b.address.city) place(re, 'Recep', b.address);
  }

  const tot = enc.ele('Totales');
  if (!neto.isZero()) tot.ele('MntNeto').txt(neto.toFixed(0));
  if (!exe.isZero()) tot.ele('MntExe').txt(exe.toFixed(0));
  if (!neto.isZero()) {
    tot.ele('TasaIVA').txt('19');
    tot.ele('IVA').txt(iva.toFixed(0));
  }
  tot.ele('MntTotal').txt(total.toFixed(0));

  if (foreign) {
    const om = enc.ele('OtraMoneda');
    const sumOf = (pick: (l: ELine) => boolean) => roundTo(Decimal.sum(0, ...doc.lines.filter(pick).map((l) => new Decimal(l.netAmount).abs())), 4);
    om.ele('TpoMoneda').txt(CURRENCY_NAMES[doc.currency] ?? 'OTRAS MONEDAS');
    om.ele('TpoCambio').txt(roundTo(doc.exchangeRate, 4));
    const positive = (name: string, v: string) => !new Decimal(v).isZero() && om.ele(name).txt(v);
    positive('MntNetoOtrMnda', sumOf((l) => !exempt(l)));
    positive('MntExeOtrMnda', sumOf(exempt));
    positive('IVAOtrMnda', roundTo(Decimal.sum(0, ...taxed.map((v) => new Decimal(v.vatAmount).abs())), 4));
    om.ele('MntTotOtrMnda').txt(roundTo(new Decimal(doc.totals.gross).abs(), 4));
  }

  doc.lines.forEach((l, i) => {
    const det = detailHead(d, l);
    det.ele('QtyItem').txt(upTo(l.quantity, 6));
    if (l.unitName) det.ele('UnmdItem').txt(l.unitName.slice(0, 4));
    det.ele('PrcItem').txt(upTo(new Decimal(l.unitPrice).times(foreign ? doc.exchangeRate : 1).toString(), 6));
    if (foreign) {
      const o = det.ele('OtrMnda');
      o.ele('PrcOtrMon').txt(upTo(l.unitPrice, 6));
      o.ele('Moneda').txt(doc.currency);
      o.ele('FctConv').txt(roundTo(doc.exchangeRate, 4));
    }
    const discount = clp(l.discount);
    if (discount !== '0') det.ele('DescuentoMonto').txt(discount);
    det.ele('MontoItem').txt(lineAmounts[i]!);
  });

  if (credit) {
    const c = doc.corrects!;
    const ref = d.ele('Referencia');
    ref.ele('NroLinRef').txt('1');
    ref.ele('TpoDocRef').txt(String(opts.correctedType ?? (c.boleta ? Number(c.series) || 39 : 33)));
    ref.ele('FolioRef').txt(c.number.replace(/^\D+/, '') || c.number);
    ref.ele('FchRef').txt(c.issueDate);
    ref.ele('CodRef').txt(String(opts.correctionCode ?? (c.cancels ? 1 : 3)));
    if (c.reason) ref.ele('RazonRef').txt(c.reason.slice(0, 90));
  }

  // A factura billing guías de despacho names each (SII Formato DTE: TpoDocRef 52, FolioRef, FchRef; no CodRef, which is a note's).
  if (!credit)
    (doc.waybills ?? []).forEach((w, i) => {
      const ref = d.ele('Referencia');
      ref.ele('NroLinRef').txt(String(i + 1));
      ref.ele('TpoDocRef').txt('52');
      ref.ele('FolioRef').txt(String(w.folio));
      ref.ele('FchRef').txt(w.issueDate);
    });

  const ted = stampTed({ caf, doc, type, receiverRut, receiverName, total: total.toFixed(0), stampedAt: opts.stampedAt });
  d.ele('TEDSLOT');
  d.ele('TmstFirma').txt(opts.stampedAt);

  let xml = root.end({ prettyPrint: false }).replace('<TEDSLOT/>', ted);
  if (opts.signing) {
    xml = signXml(xml, { key: opts.signing.key, digest: 'sha1', signatureId: id, target: { id }, idTransform: 'c14n', keyValue: true, omitSignatureId: true });
  }
  return { xml, fileName: `DTE-${s.taxId}-T${type}-F${folio}.xml`, schema: 'cl/DTE_v10.xsd', ted, documentType: type, folio };
}
