import { Decimal } from 'decimal.js';
import { create } from 'xmlbuilder2';
import type { EDocument, GeneratedEDocument } from '@tradedesk/contracts/invoicing/e-document';
import { roundTo } from '@tradedesk/contracts/platform/money';
import { upTo } from '../amounts.js';
import { signXml, type SigningKey } from '../signing/xml-signature.js';
import { ANONYMOUS_RUT, cafFor, detailHead, place, stampTed } from './dte.js';
import { type EnvelopeOptions, folioRange, SII_NS, SII_RUT, siiEnvelope } from './envelope.js';

export type { EnvelopeOptions };

/**
 * Chile, boleta electrónica (39) and boleta exenta electrónica (41) in SII's EnvioBOLETA envelope (EnvioBOLETA_v11.xsd): line
 * amounts include IVA, the receiver is the anonymous consumer 66666666-6 unless the document names
 * one, the same TED stamp as a DTE; each boleta is signed, then the set (docs/invoicing-es-latam.md).
 */

export { ANONYMOUS_RUT };

export interface BoletaOptions {
  caf: string;
  stampedAt: string;
  /** The company's certificate; without it the boleta is stamped (TED) but not signed (the print page's TED, a download before a certificate is loaded). */
  key?: SigningKey;
}

export interface SignedBoleta {
  /** The <DTE> element (no XML declaration), signed when a key was given, ready for the envelope. */
  dte: string;
  /** 39 boleta electrónica, 41 boleta exenta electrónica. */
  type: 39 | 41;
  ted: string;
  folio: number;
  total: string;
}

export function generateBoleta(doc: EDocument, opts: BoletaOptions): SignedBoleta {
  if (doc.kind !== 'invoice') throw new Error('CL: a boleta is a sale; a return is a nota de crédito');
  if (doc.currency !== 'CLP') throw new Error('CL: boletas are in pesos');
  // The boleta exenta (41): every line exempt, its own CAF; no MntNeto nor IVA (docs/invoicing-es-latam.md "Boleta exenta").
  const type = doc.series === '41' ? 41 : 39;
  if (type === 41 && doc.lines.some((l) => l.vatCategory === 'S')) throw new Error('CL: a boleta exenta (41) has exempt lines only');
  const caf = cafFor(doc, type, opts.caf);
  const folio = doc.sequence;
  const id = `F${folio}T${type}`;
  const taxed = doc.vatTotals.filter((v) => v.vatCategory === 'S');
  const neto = Decimal.sum(0, ...taxed.map((v) => v.taxableAmount));
  const iva = Decimal.sum(0, ...taxed.map((v) => v.vatAmount));
  const exe = Decimal.sum(0, ...doc.vatTotals.filter((v) => v.vatCategory !== 'S').map((v) => v.taxableAmount));
  const total = neto.plus(iva).plus(exe).toFixed(0);
  const receiverRut = doc.buyer?.taxId || ANONYMOUS_RUT;
  const receiverName = doc.buyer?.name || 'Consumidor final';

  const root = create().ele(SII_NS, 'DTE', { version: '1.0' });
  const d = root.ele('Documento', { ID: id });
  const enc = d.ele('Encabezado');
  const idDoc = enc.ele('IdDoc');
  idDoc.ele('TipoDTE').txt(String(type));
  idDoc.ele('Folio').txt(String(folio));
  idDoc.ele('FchEmis').txt(doc.issueDate);
  // 3: boletas de ventas y servicios.
  idDoc.ele('IndServicio').txt('3');
  const em = enc.ele('Emisor');
  em.ele('RUTEmisor').txt(doc.seller.taxId);
  em.ele('RznSocEmisor').txt(doc.seller.name.slice(0, 100));
  em.ele('GiroEmisor').txt((doc.seller.activity || 'Comercio').slice(0, 80));
  place(em, 'Origen', doc.seller.address);
  const re = enc.ele('Receptor');
  re.ele('RUTRecep').txt(receiverRut);
  re.ele('RznSocRecep').txt(receiverName.slice(0, 100));
  const tot = enc.ele('Totales');
  if (!neto.isZero()) tot.ele('MntNeto').txt(neto.toFixed(0));
  if (!exe.isZero()) tot.ele('MntExe').txt(exe.toFixed(0));
  if (!iva.isZero()) tot.ele('IVA').txt(iva.toFixed(0));
  tot.ele('MntTotal').txt(total);
  for (const l of doc.lines) {
    const det = detailHead(d, l);
    det.ele('QtyItem').txt(upTo(l.quantity, 6));
    // A boleta's line amount includes IVA (the line's gross).
    det.ele('MontoItem').txt(roundTo(l.vatCategory === 'S' ? l.grossAmount : l.netAmount, 0));
  }
  const ted = stampTed({ caf, doc, type, receiverRut, receiverName, total, stampedAt: opts.stampedAt });
  d.ele('TEDSLOT');
  d.ele('TmstFirma').txt(opts.stampedAt);
  const unsigned = root.end({ headless: true, prettyPrint: false }).replace('<TEDSLOT/>', ted);
  const signed = !opts.key ? unsigned : signXml(unsigned, { key: opts.key, digest: 'sha1', signatureId: id, target: { id }, idTransform: 'c14n', keyValue: true, omitSignatureId: true });
  return { dte: signed, type, ted, folio, total };
}

/** The EnvioBOLETA envelope to SII: the signed boletas under one Caratula and the set's signature. */
export function envioBoleta(boletas: SignedBoleta[], opts: EnvelopeOptions): GeneratedEDocument {
  if (boletas.length === 0 || boletas.length > 500) throw new Error('CL: an EnvioBOLETA holds 1 to 500 boletas');
  if (boletas.some((b) => !/<Signature\b/.test(b.dte))) throw new Error('CL: an EnvioBOLETA holds signed boletas');
  const docs = boletas.map((b) => ({ dte: b.dte, type: b.type, folio: b.folio }));
  const { xml } = siiEnvelope('EnvioBOLETA', docs, { ...opts, receiverRut: SII_RUT });
  return { xml, fileName: `EnvioBOLETA-${opts.issuerRut}-${folioRange(docs)}.xml`, schema: 'cl/EnvioBOLETA_v11.xsd' };
}
