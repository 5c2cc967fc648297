import type { EDocument } from '@tradedesk/contracts/invoicing/e-document';
import { credential, escapeXml, type OfficeAdapter } from './office.port.js';

/**
 * Számlázz.hu Számla Agent (HU), as its public documentation describes the XML interface
 * (docs.szamlazz.hu, xmlszamla.xsd): an HTTPS POST of multipart/form-data to
 * https://www.szamlazz.hu/szamla/ with the file field "action-xmlagentxmlfile" holding an
 * xmlszamla document (namespace http://www.szamlazz.hu/xmlszamla): beallitasok (the agent key,
 * e-invoice, no PDF back), fejlec (dates, payment, currency, language, credit note flag and the
 * corrected number), elado, vevo, tetelek. The answer's headers: szlahu_szamlaszam (the invoice
 * number Számlázz.hu gave, which it reports to NAV itself) or szlahu_error_code / szlahu_error
 * (URL-encoded). Számlázz.hu has no sandbox address: a test account's agent key is the sandbox.
 * It has no look-up by our number: a timeout ends failed, to be checked in the Számlázz.hu account.
 */

const PAYMENT: Record<string, string> = { transfer: 'Átutalás', cash: 'Készpénz', card: 'Bankkártya', check: 'Csekk', other: 'Egyéb' };
const KEY_SLOT = '<szamlaagentkulcs></szamlaagentkulcs>';

/** The xmlszamla document of an issued invoice or credit note (the agent key put in at sending). */
export function xmlszamla(doc: EDocument): string {
  const t = (name: string, v: string) => `<${name}>${escapeXml(v)}</${name}>`;
  const b = doc.buyer;
  const lines = doc.lines
    .map(
      (l) =>
        `<tetel>${t('megnevezes', l.description)}${t('mennyiseg', l.quantity)}${t('mennyisegiEgyseg', l.unitName || 'db')}${t('nettoEgysegar', l.unitPrice)}${t('afakulcs', l.vatCategory === 'S' || l.vatCategory === 'Z' ? l.vatRate : l.vatCategory === 'E' ? 'TAM' : l.vatCategory === 'AE' ? 'FAD' : l.vatCategory === 'K' ? 'EUKT' : l.vatCategory === 'G' ? 'HO' : 'ÁKK')}${t('nettoErtek', l.netAmount)}${t('afaErtek', l.vatAmount)}${t('bruttoErtek', l.grossAmount)}${l.discount !== '0' ? t('megjegyzes', `-${l.discount} kedvezmény`) : ''}</tetel>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<xmlszamla xmlns="http://www.szamlazz.hu/xmlszamla" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.szamlazz.hu/xmlszamla https://www.szamlazz.hu/szamla/docs/xsds/agent/xmlszamla.xsd">
<beallitasok>${KEY_SLOT}<eszamla>true</eszamla><szamlaLetoltes>false</szamlaLetoltes><valaszVerzio>1</valaszVerzio></beallitasok>
<fejlec>${t('keltDatum', doc.issueDate)}${t('teljesitesDatum', doc.deliveryDate ?? doc.issueDate)}${t('fizetesiHataridoDatum', doc.dueDate ?? doc.issueDate)}${t('fizmod', PAYMENT[doc.payment?.means ?? 'transfer'])}${t('penznem', doc.currency)}<szamlaNyelve>hu</szamlaNyelve>${t('megjegyzes', `TradeDesk ${doc.number}`)}${doc.currency !== 'HUF' ? `<arfolyamBank>MNB</arfolyamBank>${t('arfolyam', doc.exchangeRate)}` : ''}${t('rendelesSzam', doc.number)}<elolegszamla>false</elolegszamla><vegszamla>false</vegszamla><helyesbitoszamla>${doc.kind === 'creditNote'}</helyesbitoszamla>${doc.corrects ? t('helyesbitettSzamlaszam', doc.corrects.number) : ''}<dijbekero>false</dijbekero></fejlec>
<elado>${t('bank', doc.payment?.bankName ?? '')}${t('bankszamlaszam', doc.payment?.iban ?? '')}</elado>
<vevo>${t('nev', b?.name ?? '')}${t('irsz', b?.address.postalCode ?? '')}${t('telepules', b?.address.city ?? '')}${t('cim', [b?.address.street, b?.address.buildingNumber].filter(Boolean).join(' '))}${t('email', b?.email ?? '')}${t('adoszam', b?.taxId ?? '')}</vevo>
<tetelek>${lines}</tetelek>
</xmlszamla>`;
}

export const szamlazzAdapter: OfficeAdapter = {
  office: 'szamlazz',
  urls: { sandbox: 'https://www.szamlazz.hu/szamla', production: 'https://www.szamlazz.hu/szamla' },
  async submit(ctx) {
    const xml = ctx.payload.content.replace(KEY_SLOT, `<szamlaagentkulcs>${escapeXml(credential(ctx, 'agentKey'))}</szamlaagentkulcs>`);
    const form = new FormData();
    form.append('action-xmlagentxmlfile', new Blob([xml], { type: 'text/xml' }), ctx.payload.fileName);
    const encoded = new Response(form);
    const body = Buffer.from(await encoded.arrayBuffer());
    const res = await ctx.http({ method: 'POST', url: `${ctx.baseUrl}/`, headers: { 'Content-Type': encoded.headers.get('content-type')! }, body });
    const error = res.headers['szlahu_error'];
    if (error || res.headers['szlahu_error_code']) return { kind: 'rejected', code: res.headers['szlahu_error_code'] ?? String(res.status), message: decodeURIComponent((error ?? '').replace(/\+/g, ' ')) };
    const number = res.headers['szlahu_szamlaszam'];
    if (number) return { kind: 'accepted', officeId: number, message: '' };
    return { kind: 'rejected', code: String(res.status), message: res.body.slice(0, 500) || `HTTP ${res.status}` };
  },
};
