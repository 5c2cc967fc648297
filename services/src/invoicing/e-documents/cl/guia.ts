import { create } from 'xmlbuilder2';
import { siiRutText, type WaybillDocument } from '@tradedesk/contracts/invoicing/waybill';
import { upTo } from '../amounts.js';
import { signXml, type SigningKey } from '../signing/xml-signature.js';
import { parseCaf } from './caf.js';
import { type GeneratedDte, place, stampTed } from './dte.js';
import { SII_NS } from './envelope.js';

/**
 * Chile, guía de despacho electrónica (DTE 52) in DTE_v10.xsd (docs/invoicing-es-latam.md
 * "Chile"): IdDoc with IndTraslado, the receiver (the issuer itself on an internal transfer),
 * Transporte (Patente, RUTTrans, Chofer RUTChofer/NombreChofer, DirDest, CmnaDest, CiudadDest),
 * the lines with or without prices (a traslado interno may carry none: MontoItem and MntTotal 0),
 * the TED stamped with the type-52 CAF and the document's XML-DSig signature. It goes into an
 * EnvioDTE like a factura (envio-dte.ts counts it under its own SubTotDTE).
 */

export interface GuiaOptions {
  /** The AUTORIZACION file SII issued for type 52 and the range holding the folio. */
  caf: string;
  /** Actividades económicas (Acteco, 6 digits, 1 to 4). */
  activityCodes: string[];
  /** Stamp and signature time, Chile's wall clock, YYYY-MM-DDTHH:MM:SS. */
  stampedAt: string;
  signing?: { key: SigningKey };
}

const TYPE = 52;
const rut = (raw: string, what: string) => {
  const r = siiRutText(raw);
  if (!r) throw new Error(`CL: ${what} ${raw} is not a RUT`);
  return r;
};

export function generateGuia(w: WaybillDocument, opts: GuiaOptions): GeneratedDte {
  const caf = parseCaf(opts.caf);
  const issuer = rut(w.seller.taxId, 'the issuer');
  if (caf.documentType !== TYPE) throw new Error(`CL: the CAF authorises type ${caf.documentType}, not ${TYPE}`);
  if (rut(caf.issuerRut, 'the CAF issuer') !== issuer) throw new Error(`CL: the CAF belongs to ${caf.issuerRut}, not ${w.seller.taxId}`);
  if (w.folio < caf.from || w.folio > caf.to) throw new Error(`CL: folio ${w.folio} is outside the CAF range ${caf.from}-${caf.to}`);
  const id = `F${w.folio}T${TYPE}`;
  const total = w.totals?.total ?? '0';

  const root = create({ version: '1.0', encoding: 'ISO-8859-1' }).ele(SII_NS, 'DTE', { version: '1.0' });
  const d = root.ele('Documento', { ID: id });
  const enc = d.ele('Encabezado');
  const idDoc = enc.ele('IdDoc');
  idDoc.ele('TipoDTE').txt(String(TYPE));
  idDoc.ele('Folio').txt(String(w.folio));
  idDoc.ele('FchEmis').txt(w.issueDate);
  idDoc.ele('IndTraslado').txt(String(w.traslado));

  const s = w.seller;
  const em = enc.ele('Emisor');
  em.ele('RUTEmisor').txt(issuer);
  em.ele('RznSoc').txt(s.name.slice(0, 100));
  em.ele('GiroEmis').txt((s.activity || 'Comercio').slice(0, 80));
  if (s.email) em.ele('CorreoEmisor').txt(s.email);
  opts.activityCodes.slice(0, 4).forEach((a) => em.ele('Acteco').txt(a));
  place(em, 'Origen', s.address);

  const r = w.receiver;
  const receiverRut = rut(r.taxId, 'the receiver');
  const re = enc.ele('Receptor');
  re.ele('RUTRecep').txt(receiverRut);
  re.ele('RznSocRecep').txt(r.name.slice(0, 100));
  re.ele('GiroRecep').txt((r.activity || 'Particular').slice(0, 40));
  if (r.email) re.ele('CorreoRecep').txt(r.email);
  place(re, 'Recep', r.address);

  const tr = enc.ele('Transporte');
  tr.ele('Patente').txt(w.plate.slice(0, 8));
  tr.ele('RUTTrans').txt(rut(w.carrier.rut, 'the carrier'));
  const ch = tr.ele('Chofer');
  ch.ele('RUTChofer').txt(rut(w.driver.rut, 'the driver'));
  ch.ele('NombreChofer').txt(w.driver.name.slice(0, 30));
  tr.ele('DirDest').txt(w.destination.street.slice(0, 70));
  if (w.destination.comuna) tr.ele('CmnaDest').txt(w.destination.comuna.slice(0, 20));
  if (w.destination.city) tr.ele('CiudadDest').txt(w.destination.city.slice(0, 20));

  const tot = enc.ele('Totales');
  if (w.totals) {
    tot.ele('MntNeto').txt(w.totals.net);
    tot.ele('TasaIVA').txt('19');
    tot.ele('IVA').txt(w.totals.vat);
  }
  tot.ele('MntTotal').txt(total);

  for (const l of w.lines) {
    const det = d.ele('Detalle');
    det.ele('NroLinDet').txt(String(l.lineNo));
    if (l.productCode) {
      const c = det.ele('CdgItem');
      c.ele('TpoCodigo').txt('INT1');
      c.ele('VlrCodigo').txt(l.productCode.slice(0, 35));
    }
    det.ele('NmbItem').txt(l.description.slice(0, 80));
    det.ele('QtyItem').txt(upTo(l.quantity, 6));
    if (l.unitName) det.ele('UnmdItem').txt(l.unitName.slice(0, 4));
    if (l.unitPrice !== null) det.ele('PrcItem').txt(upTo(l.unitPrice, 6));
    det.ele('MontoItem').txt(l.amount ?? '0');
  }

  const ted = stampTed({ caf, doc: { sequence: w.folio, issueDate: w.issueDate, seller: { taxId: issuer }, lines: w.lines }, type: TYPE, receiverRut, receiverName: r.name, total, stampedAt: opts.stampedAt });
  d.ele('TEDSLOT');
  d.ele('TmstFirma').txt(opts.stampedAt);

  let xml = root.end({ prettyPrint: false }).replace('<TEDSLOT/>', ted);
  if (opts.signing) xml = signXml(xml, { key: opts.signing.key, digest: 'sha1', signatureId: id, target: { id }, idTransform: 'c14n', keyValue: true, omitSignatureId: true });
  return { xml, fileName: `DTE-${issuer}-T${TYPE}-F${w.folio}.xml`, schema: 'cl/DTE_v10.xsd', ted, documentType: TYPE, folio: w.folio };
}
