import { create } from 'xmlbuilder2';
import type { GeneratedEDocument } from '@tradedesk/contracts/invoicing/e-document';
import { signXml, type SigningKey } from '../signing/xml-signature.js';

/**
 * SII's envelopes (EnvioDTE_v10.xsd, EnvioBOLETA_v11.xsd): a SetDTE with its Caratula — who
 * issues, who sends (the person whose certificate signs), who receives (SII, or the buyer when the
 * set goes to them), SII's resolution, the signing time and how many documents of each type — then
 * the signed documents as they are, and the set's own XML-DSig signature over #SetDoc.
 */

export const SII_NS = 'http://www.sii.cl/SiiDte';
/** SII's own RUT, the receiver of every envelope sent to SII. */
export const SII_RUT = '60803000-K';

export interface EnvelopeOptions {
  issuerRut: string;
  /** The RUT of the person whose certificate signs and sends. */
  senderRut: string;
  /** SII resolution authorising the issuer (date, number; 0 in certification). */
  resolutionDate: string;
  resolutionNumber: number;
  signedAt: string;
  key: SigningKey;
}

/** A signed document ready for an envelope. */
export interface EnvelopedDocument {
  /** The signed <DTE> element; an XML declaration in front of it is dropped. */
  dte: string;
  type: number;
  folio: number;
}

export function siiEnvelope(
  root: 'EnvioDTE' | 'EnvioBOLETA',
  docs: readonly EnvelopedDocument[],
  opts: EnvelopeOptions & { receiverRut: string },
): Pick<GeneratedEDocument, 'xml'> {
  const env = create({ version: '1.0', encoding: 'ISO-8859-1' }).ele(SII_NS, root, { version: '1.0' });
  const set = env.ele('SetDTE', { ID: 'SetDoc' });
  const car = set.ele('Caratula', { version: '1.0' });
  car.ele('RutEmisor').txt(opts.issuerRut);
  car.ele('RutEnvia').txt(opts.senderRut);
  car.ele('RutReceptor').txt(opts.receiverRut);
  car.ele('FchResol').txt(opts.resolutionDate);
  car.ele('NroResol').txt(String(opts.resolutionNumber));
  car.ele('TmstFirmaEnv').txt(opts.signedAt);
  const types = [...new Set(docs.map((d) => d.type))].sort((a, b) => a - b);
  for (const t of types) {
    const sub = car.ele('SubTotDTE');
    sub.ele('TpoDTE').txt(String(t));
    sub.ele('NroDTE').txt(String(docs.filter((d) => d.type === t).length));
  }
  set.ele('DTESLOT');
  const body = docs.map((d) => d.dte.replace(/^<\?xml[^>]*\?>\s*/, '')).join('');
  const xml = env.end({ prettyPrint: false }).replace('<DTESLOT/>', body);
  return { xml: signXml(xml, { key: opts.key, digest: 'sha1', signatureId: 'SetDoc', target: { id: 'SetDoc' }, idTransform: 'c14n', keyValue: true, omitSignatureId: true }) };
}

/** The first and last folio of a set, for the file's name. */
export const folioRange = (docs: readonly EnvelopedDocument[]) => `${Math.min(...docs.map((d) => d.folio))}-${Math.max(...docs.map((d) => d.folio))}`;
