import type { GeneratedEDocument } from '@tradedesk/contracts/invoicing/e-document';
import type { GeneratedDte } from './dte.js';
import { type EnvelopeOptions, folioRange, SII_RUT, siiEnvelope } from './envelope.js';

/**
 * Chile, the EnvioDTE envelope (EnvioDTE_v10.xsd) that carries facturas and notas de crédito to
 * SII — or, with the buyer's RUT as receiver, to the buyer, who must receive the same signed
 * documents (docs/invoicing-es-latam.md). Each DTE must already carry its own signature; the
 * envelope adds the Caratula (one SubTotDTE per document type) and signs the set.
 */
export function envioDte(dtes: readonly GeneratedDte[], opts: EnvelopeOptions & { receiverRut?: string }): GeneratedEDocument {
  if (dtes.length === 0 || dtes.length > 2000) throw new Error('CL: an EnvioDTE holds 1 to 2000 documents');
  const unsigned = dtes.find((d) => !d.xml.includes('<Signature '));
  if (unsigned) throw new Error(`CL: DTE ${unsigned.documentType}-${unsigned.folio} is not signed; an envelope carries signed documents only`);
  const issuers = new Set(dtes.map((d) => /<RUTEmisor>([^<]+)</.exec(d.xml)?.[1]));
  if (issuers.size !== 1 || !issuers.has(opts.issuerRut)) throw new Error('CL: every DTE of an envelope is issued by the envelope\'s RutEmisor');
  const docs = dtes.map((d) => ({ dte: d.xml, type: d.documentType, folio: d.folio }));
  const { xml } = siiEnvelope('EnvioDTE', docs, { ...opts, receiverRut: opts.receiverRut ?? SII_RUT });
  return { xml, fileName: `EnvioDTE-${opts.issuerRut}-${folioRange(docs)}.xml`, schema: 'cl/EnvioDTE_v10.xsd' };
}
