import { PE_ID_TYPE_NAMES, peIdTypeOf } from '@tradedesk/contracts/invoicing/pe-ids';
import { Inject, Injectable } from '@nestjs/common';
import type { EDocument } from '@tradedesk/contracts/invoicing/e-document';
import type { InvoiceView } from '@tradedesk/contracts/invoicing/invoice';
import type { InvoiceClient } from '@tradedesk/contracts/invoicing/invoice-clients';
import { activityCodesOf, CL_BOLETA_EXENTA, type InvoiceSetup } from '@tradedesk/contracts/invoicing/invoice-setup';
import { BOLETA_EXENTA_TITLE, BOLETA_TITLES, COMPANY_ID_LABELS, LEGAL_TITLES, type PrintCode, type PrintMarks, TAX_ID_LABELS } from '@tradedesk/contracts/invoicing/print-marks';
import { foliosOf } from '@tradedesk/projections/invoicing/invoice-keys/invoice-keys.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import { DATABASE } from '../../platform/tokens.js';
import { generateBoleta } from '../e-documents/cl/boleta.js';
import { generateCl } from '../e-documents/cl/dte.js';
import { generateEc } from '../e-documents/ec/factura.js';
import { verifactuQrUrl } from '../e-documents/es/verifactu.js';
import { amountInWords } from '@tradedesk/contracts/invoicing/amount-in-words';
import { roundMoney, sumDecimals } from '@tradedesk/contracts/platform/money';
import { generatePe } from '../e-documents/pe/ubl-sunat.js';
import { generatePl, ksefVerification } from '../e-documents/pl/ksef-fa3.js';
import { ksefCertificateVerification } from '../e-documents/pl/ksef-kod2.js';
import { toEDocument } from '../e-documents/to-e-document.js';
import { InvoiceSigningKeys } from '../keys/invoice-signing-keys.js';
import { DomainError } from '../../platform/event-store/errors.js';
import { generateHu } from '../e-documents/hu/nav-invoice-data.js';
import { generateRo } from '../e-documents/ro/ubl-cius-ro.js';

const dmy = (day: string, sep = '.') => day.split('-').reverse().join(sep);
const SANTIAGO_CLOCK = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Santiago', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23',
});
/** Chile's wall clock at an instant (America/Santiago, summer time included), YYYY-MM-DDTHH:MM:SS (the TED's TSTED). */
export const santiago = (iso: string) => {
  const p = Object.fromEntries(SANTIAGO_CLOCK.formatToParts(new Date(iso)).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}`;
};
const abs = (v: string) => v.replace(/^-/, '');

/**
 * The legal marks of a printed invoice per country (docs/invoicing.md "Print layouts"), computed
 * from the document as issued with the country generators: PL KOD I (the FA(3) XML's hash link)
 * and, once the company uploaded its KSeF Offline certificate, KOD II (CERTYFIKAT),
 * ES the VeriFactu QR and legend, PE the representación impresa's QR (with the XML's digest when
 * the company's certificate signs it), EC the clave de acceso, CL the TED (PDF417, signed with the
 * CAF of the folio's range) with SII's resolution; CZ, HU, RO the supply date the law asks for.
 * A mark that cannot be made names why in `missing` and the rest still prints.
 */
@Injectable()
export class PrintMarksService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly keys: InvoiceSigningKeys,
  ) {}

  async of(v: InvoiceView, setup: InvoiceSetup, client: InvoiceClient | null): Promise<PrintMarks> {
    const d = v.document;
    const marks: PrintMarks = { country: d.country, title: (d.boleta && (d.country === 'CL' && d.series === CL_BOLETA_EXENTA ? BOLETA_EXENTA_TITLE : BOLETA_TITLES[d.country])) || LEGAL_TITLES[d.country][d.kind], taxIdLabel: TAX_ID_LABELS[d.country], companyIdLabel: COMPANY_ID_LABELS[d.country] ?? null, codes: [], legends: [], missing: [] };
    const supply = d.deliveryDate ?? d.issueDate;
    if (d.country === 'PE' && d.buyer.taxId) marks.buyerTaxIdLabel = PE_ID_TYPE_NAMES[peIdTypeOf(d.buyer.taxId, d.buyer.taxIdScheme)];
    if (d.advance) {
      // A faktura zaliczkowa (art. 106f ust. 1): its title, the order it was received for and the day it came.
      marks.title = 'Faktura zaliczkowa';
      marks.legends.push(`Zaliczka na poczet zamówienia ${d.advance.saleOrderNumber} o wartości ${d.advance.orderTotals.gross} ${d.currency} (brutto), otrzymana ${dmy(supply)}`);
    }
    if (d.settlement) {
      // A faktura rozliczeniowa (art. 106f ust. 3): the order's whole value, the advance invoices deducted and what is left to pay.
      const st = d.settlement;
      marks.title = 'Faktura rozliczeniowa';
      const advances = st.advances.map((a) => `${a.number} z dnia ${dmy(a.issueDate)}${a.ksefNumber ? ` (KSeF ${a.ksefNumber})` : ''} na ${a.gross} ${d.currency}`).join(', ');
      marks.legends.push(`Rozliczenie zamówienia ${st.saleOrderNumber} o wartości ${st.orderTotals.gross} ${d.currency} (brutto); odliczono zaliczki: ${advances}; pozostało do zapłaty ${d.totals.gross} ${d.currency}`);
    }
    if (d.plCorrection) {
      // A correction of an advance invoice (KOR_ZAL) or of a final invoice (KOR_ROZ): the amount before and after it.
      const pl = d.plCorrection;
      const after = roundMoney(sumDecimals([pl.grossBefore, d.totals.gross]), d.currency);
      if (pl.of === 'advance') {
        marks.title = 'Faktura korygująca fakturę zaliczkową';
        marks.legends.push(`Korekta zaliczki na poczet zamówienia ${pl.advance.saleOrderNumber}: kwota zapłaty przed korektą ${pl.grossBefore} ${d.currency}, po korekcie ${after} ${d.currency}`);
      } else {
        marks.title = 'Faktura korygująca fakturę rozliczeniową';
        const advances = pl.settlement.advances.map((a) => a.number).join(', ');
        marks.legends.push(`Korekta rozliczenia zamówienia ${pl.settlement.saleOrderNumber}; zaliczki ${advances} pozostają odliczone; kwota pozostała do zapłaty przed korektą ${pl.grossBefore} ${d.currency}, po korekcie ${after} ${d.currency}`);
      }
    }
    switch (d.country) {
      case 'CZ':
        marks.legends.push(`Datum uskutečnění zdanitelného plnění: ${dmy(supply)}`);
        break;
      case 'HU':
        marks.legends.push(`Teljesítés dátuma: ${supply.replace(/-/g, '.')}.`);
        break;
      case 'RO':
        marks.legends.push(`Data livrării: ${dmy(supply)}`);
        break;
    }
    if (d.receipt) marks.legends.push(`Faktura do paragonu fiskalnego nr ${d.receipt.number} z dnia ${dmy(d.receipt.date)}`);
    if (d.kind === 'proforma') return marks;
    const e = toEDocument(d, setup, client);
    const add = (code: PrintCode) => marks.codes.push(code);
    const attempt = (reason: string, f: () => void) => {
      try {
        f();
      } catch {
        marks.missing.push(reason);
      }
    };
    switch (d.country) {
      case 'PL': {
        // KOD II needs the company's KSeF Offline certificate: the invoice is printed before KSeF numbers it (KOD I says OFFLINE).
        const offline = await this.keys.ksefOffline(d.setupId);
        attempt('xml_refused', () => {
          const xml = generatePl(e).xml;
          const k = ksefVerification(xml, e, 'prod');
          add({ symbology: 'qrcode', content: k.url, caption: [k.label] });
          if (!offline) return;
          if (offline.validTo < d.issuedAt) {
            marks.missing.push('ksef_certificate_expired');
            return;
          }
          const k2 = ksefCertificateVerification(xml, e.seller, offline, 'prod');
          add({ symbology: 'qrcode', content: k2.url, caption: [k2.label] });
        });
        break;
      }
      case 'ES':
        add({ symbology: 'qrcode', content: verifactuQrUrl({ nif: e.seller.taxId, number: e.number, issueDate: e.issueDate, total: e.totals.gross }, 'production'), caption: ['QR tributario:', 'VERI*FACTU'] });
        marks.legends.push('Factura verificable en la sede electrónica de la AEAT');
        break;
      case 'EC':
        attempt('xml_refused', () => {
          const xml = generateEc(e, { environment: '2', headOfficeAddress: `${e.seller.address.street} ${e.seller.address.buildingNumber}, ${e.seller.address.city}`, accountingRequired: false }).xml;
          const key = /<claveAcceso>(\d{49})<\/claveAcceso>/.exec(xml)![1]!;
          add({ symbology: 'code128', content: key, caption: ['NÚMERO DE AUTORIZACIÓN / CLAVE DE ACCESO', key, 'AMBIENTE: PRODUCCIÓN · EMISIÓN: NORMAL'] });
        });
        break;
      case 'PE':
        await this.peru(d.setupId, e, marks);
        break;
      case 'CL':
        await this.chile(d.setupId, v, e, marks, setup);
        break;
    }
    return marks;
  }

  /** SUNAT's QR: RUC | type | series | number | IGV | total | date | buyer id type | buyer id | digest |. */
  private async peru(setupId: string, e: EDocument, marks: PrintMarks) {
    const key = await this.keys.certificate(setupId);
    let digest = '';
    if (key) {
      try {
        digest = /<(?:ds:)?DigestValue>([^<]+)</.exec(generatePe(e, { signing: { key } }).xml)?.[1] ?? '';
      } catch {
        marks.missing.push('xml_refused');
      }
    } else marks.missing.push('certificate_missing');
    const [series, number] = e.number.split('-');
    const buyerType = e.buyer?.taxIdScheme || (e.buyer?.taxId.length === 11 ? '6' : e.buyer?.taxId.length === 8 ? '1' : '0');
    const type = e.kind === 'creditNote' ? '07' : e.boleta ? '03' : '01';
    const content = [e.seller.taxId, type, series, number, abs(e.totals.vat), abs(e.totals.gross), e.issueDate, buyerType, e.buyer?.taxId ?? '', digest].join('|') + '|';
    marks.codes.push({ symbology: 'qrcode', content, caption: digest ? [`Valor resumen: ${digest}`] : [] });
    marks.legends.push(amountInWords(abs(e.totals.gross), e.currency));
    marks.legends.push(`Representación impresa de la ${e.kind === 'creditNote' ? 'Nota de Crédito' : e.boleta ? 'Boleta de Venta' : 'Factura'} Electrónica`);
  }

  /** The TED of the folio's CAF as PDF417, "Timbre Electrónico SII", the resolution. */
  private async chile(setupId: string, v: InvoiceView, e: EDocument, marks: PrintMarks, setup: InvoiceSetup) {
    const type = Number(e.series);
    const caf = Number.isInteger(type) ? await this.keys.caf(setupId, type, e.sequence) : null;
    const settings = await foliosOf(this.db, setupId);
    const resolution = settings.resolutionNumber && settings.resolutionDate ? `Res. ${settings.resolutionNumber} de ${settings.resolutionDate.slice(0, 4)}` : null;
    if (!resolution) marks.missing.push('resolution_missing');
    if (!caf) {
      marks.missing.push('caf_missing');
      return;
    }
    try {
      const stampedAt = santiago(v.document.issuedAt);
      // A boleta (39, 41) is stamped as SII's boleta wants it (receiver 66666666-6 when none, amounts with IVA).
      const g = e.boleta ? generateBoleta(e, { caf: caf.autorizacion, stampedAt }) : generateCl(e, { caf: caf.autorizacion, activityCodes: emisorActeco(setup), stampedAt });
      marks.codes.push({ symbology: 'pdf417', content: g.ted, caption: ['Timbre Electrónico SII', `${resolution ?? 'Res. —'} Verifique documento: www.sii.cl`] });
    } catch {
      marks.missing.push('xml_refused');
    }
  }

  /**
   * The country's e-document XML of an issued document, to download from the country lists
   * (docs/invoicing-variants.md): PL KSeF FA(3), PE SUNAT UBL (signed when the company uploaded its
   * certificate), CL the DTE stamped with the folio's CAF (signed when the company's certificate is loaded, no envelope), EC SRI, HU NAV, RO
   * CIUS-RO. A proforma has none (422 `no_e_document`); ES and CZ are sent in formats this call does
   * not lay out (422 `xml_not_available`); a Chilean folio without its CAF: 422 `caf_missing`.
   */
  async xml(v: InvoiceView, setup: InvoiceSetup, client: InvoiceClient | null): Promise<{ fileName: string; xml: string }> {
    const d = v.document;
    if (d.kind === 'proforma') throw new DomainError('no_e_document', 'a proforma is not an e-document', 422);
    const e = toEDocument(d, setup, client);
    switch (d.country) {
      case 'PL':
        return pick(generatePl(e));
      case 'PE': {
        const key = await this.keys.certificate(d.setupId);
        return pick(generatePe(e, key ? { signing: { key } } : {}));
      }
      case 'CL': {
        const caf = await this.keys.caf(d.setupId, Number(e.series), e.sequence);
        if (!caf) throw new DomainError('caf_missing', `no CAF holds folio ${e.sequence} of type ${e.series}`, 422);
        // Signed with the company's certificate when one is loaded (the envelopes to SII take signed DTEs only).
        const key = await this.keys.certificate(d.setupId);
        if (e.boleta) {
          const b = generateBoleta(e, { caf: caf.autorizacion, stampedAt: santiago(d.issuedAt), ...(key ? { key } : {}) });
          return { fileName: `DTE-${e.seller.taxId}-T${b.type}-F${b.folio}.xml`, xml: `<?xml version="1.0" encoding="ISO-8859-1"?>\n${b.dte}` };
        }
        return pick(generateCl(e, { caf: caf.autorizacion, activityCodes: emisorActeco(setup), stampedAt: santiago(d.issuedAt), ...(key ? { signing: { key } } : {}) }));
      }
      case 'EC': {
        const a = e.seller.address;
        return pick(generateEc(e, { environment: '2', headOfficeAddress: `${a.street} ${a.buildingNumber}, ${a.city}`, accountingRequired: false }));
      }
      case 'HU':
        return pick(generateHu(e));
      case 'RO':
        return pick(generateRo(e));
      default:
        throw new DomainError('xml_not_available', `no XML download for ${d.country} documents`, 422);
    }
  }
}

const pick = (g: { xml: string; fileName: string }) => ({ fileName: g.fileName, xml: g.xml });

/**
 * The Emisor's Acteco codes: the setup's (Chile); a setup without any yet writes the placeholder
 * 000000, which SII's DTE schema refuses (the setup screen asks for them; the TED does not carry them).
 */
export const emisorActeco = (setup: { acteco?: string }): string[] => {
  const codes = activityCodesOf(setup);
  return codes.length ? codes : ['000000'];
};
