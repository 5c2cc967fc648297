import { createHash } from 'node:crypto';
import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces.js';
import type { EDocument, ELine, EParty, EVatTotal, GeneratedEDocument } from '@tradedesk/contracts/invoicing/e-document';
import { SPLIT_PAYMENT_NOTE } from '@tradedesk/contracts/invoicing/invoice';
import { safeFileName, streetLine } from '../xml.js';

/**
 * Poland, KSeF structured invoice FA(3) (schema 1-0E, namespace http://crd.gov.pl/wzor/2025/06/25/13775/).
 * docs/invoicing-eu.md "Poland" lists the fields filled and the rules applied.
 */

export const FA3_NAMESPACE = 'http://crd.gov.pl/wzor/2025/06/25/13775/';
export const FA3_SCHEMA = 'pl/schemat_FA(3)_v1-0E.xsd';

export interface Fa3Options {
  /** Split payment mechanism (art. 106e ust. 1 pkt 18a): the invoice says "mechanizm podzielonej płatności". */
  splitPayment?: boolean;
  /** Cash accounting method (metoda kasowa, P_16). */
  cashAccounting?: boolean;
  /** A credit note: the KSeF number of the corrected invoice when it has one (else NrKSeFN). */
  correctedKsefNumber?: string;
  /**
   * When the correction takes effect (TypKorekty): 1 on the corrected invoice's date, 2 on the
   * correction's date (default: a price or quantity reduction under art. 29a ust. 13), 3 another date.
   */
  correctionType?: 1 | 2 | 3;
  /** Place of issue (P_1M). */
  placeOfIssue?: string;
  /** Sent to a local authority (JST) or a VAT group member (GV): 1 yes, 2 no (default). */
  buyerIsJst?: boolean;
  buyerIsVatGroup?: boolean;
}

/** Which pair of P_13_x / P_14_x fields a VAT group goes to, and its P_12 code on the lines. */
function fa3Group(t: Pick<ELine, 'vatCategory' | 'vatRate'>): { field: string; vatField: string | null; code: string } {
  const rate = Number(t.vatRate);
  switch (t.vatCategory) {
    case 'S':
      if (rate === 23 || rate === 22) return { field: 'P_13_1', vatField: 'P_14_1', code: String(rate) };
      if (rate === 8 || rate === 7) return { field: 'P_13_2', vatField: 'P_14_2', code: String(rate) };
      if (rate === 5) return { field: 'P_13_3', vatField: 'P_14_3', code: '5' };
      // P_13_4 (4%, 3%) is the taxi flat rate and P_13_5 the OSS procedure: not issued from TradeDesk.
      throw new Error(`FA(3) has no field TradeDesk fills for a rate of ${t.vatRate}%`);
    case 'Z':
      return { field: 'P_13_6_1', vatField: null, code: '0 KR' };
    case 'K':
      return { field: 'P_13_6_2', vatField: null, code: '0 WDT' };
    case 'G':
      return { field: 'P_13_6_3', vatField: null, code: '0 EX' };
    case 'E':
      return { field: 'P_13_7', vatField: null, code: 'zw' };
    case 'O':
      return { field: 'P_13_8', vatField: null, code: 'np I' };
    case 'AE':
      return { field: 'P_13_10', vatField: null, code: 'oo' };
  }
}

/** The order FA(3) lists the summary fields in. */
const GROUP_ORDER = ['P_13_1', 'P_13_2', 'P_13_3', 'P_13_6_1', 'P_13_6_2', 'P_13_6_3', 'P_13_7', 'P_13_8', 'P_13_10'];

const EU = new Set(['AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'EL', 'ES', 'FI', 'FR', 'HR', 'HU', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK', 'XI']);

function address(parent: XMLBuilder, p: EParty): void {
  const a = parent.ele('Adres');
  a.ele('KodKraju').txt(p.address.countryCode);
  a.ele('AdresL1').txt(streetLine(p.address.street, p.address.buildingNumber) || p.address.city);
  const l2 = [p.address.postalCode, p.address.city].filter((x) => x).join(' ');
  if (l2) a.ele('AdresL2').txt(l2);
}

/** The buyer's identification: NIP (Polish buyer), EU VAT number, another country's id, or none. */
function buyerId(parent: XMLBuilder, b: EParty | null): void {
  const id = parent.ele('DaneIdentyfikacyjne');
  if (!b) {
    id.ele('BrakID').txt('1');
    return;
  }
  const country = b.address.countryCode;
  const vat = b.vatId.replace(/\s/g, '');
  if (country === 'PL' && b.taxId) id.ele('NIP').txt(b.taxId.replace(/\D/g, ''));
  else if (EU.has(country) && vat) {
    const prefix = vat.slice(0, 2).toUpperCase();
    id.ele('KodUE').txt(prefix === 'GR' ? 'EL' : prefix);
    id.ele('NrVatUE').txt(vat.slice(2));
  } else if (b.taxId || vat) {
    id.ele('KodKraju').txt(country);
    id.ele('NrID').txt(b.taxId || vat);
  } else id.ele('BrakID').txt('1');
  id.ele('Nazwa').txt(b.name);
}

const PAYMENT_FORM: Record<string, string> = { cash: '1', card: '2', check: '4', transfer: '6' };

/** Lays an issued invoice or credit note out as a KSeF FA(3) document. */
export function generatePl(doc: EDocument, opts: Fa3Options = {}): GeneratedEDocument {
  if (doc.country !== 'PL') throw new Error(`generatePl got a ${doc.country} document`);
  const foreign = doc.currency !== 'PLN';
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele(FA3_NAMESPACE, 'Faktura');

  const head = root.ele('Naglowek');
  head.ele('KodFormularza', { kodSystemowy: 'FA (3)', wersjaSchemy: '1-0E' }).txt('FA');
  head.ele('WariantFormularza').txt('3');
  head.ele('DataWytworzeniaFa').txt(new Date(doc.issuedAt).toISOString().replace(/\.\d{3}Z$/, 'Z'));
  head.ele('SystemInfo').txt('TradeDesk');

  const seller = root.ele('Podmiot1');
  const sid = seller.ele('DaneIdentyfikacyjne');
  sid.ele('NIP').txt(doc.seller.taxId.replace(/\D/g, ''));
  sid.ele('Nazwa').txt(doc.seller.name);
  address(seller, doc.seller);
  if (doc.seller.email) seller.ele('DaneKontaktowe').ele('Email').txt(doc.seller.email);

  const buyer = root.ele('Podmiot2');
  buyerId(buyer, doc.buyer);
  if (doc.buyer) address(buyer, doc.buyer);
  if (doc.buyer?.email) buyer.ele('DaneKontaktowe').ele('Email').txt(doc.buyer.email);
  buyer.ele('JST').txt(opts.buyerIsJst ? '1' : '2');
  buyer.ele('GV').txt(opts.buyerIsVatGroup ? '1' : '2');

  const fa = root.ele('Fa');
  fa.ele('KodWaluty').txt(doc.currency);
  fa.ele('P_1').txt(doc.issueDate);
  if (opts.placeOfIssue) fa.ele('P_1M').txt(opts.placeOfIssue);
  fa.ele('P_2').txt(doc.number);
  if (doc.deliveryDate && doc.deliveryDate !== doc.issueDate) fa.ele('P_6').txt(doc.deliveryDate);

  // Per-rate summary: net, VAT, and VAT in złoty when the invoice is in another currency.
  const byField = new Map<string, EVatTotal[]>();
  for (const t of doc.vatTotals) {
    const f = fa3Group(t).field;
    byField.set(f, [...(byField.get(f) ?? []), t]);
  }
  if (byField.get('P_13_1')?.length === 2 || byField.get('P_13_2')?.length === 2) throw new Error('FA(3) sums 23% and 22% (8% and 7%) in one field; one document carries one of them');
  for (const field of GROUP_ORDER) {
    const t = byField.get(field)?.[0];
    if (!t) continue;
    fa.ele(field).txt(t.taxableAmount);
    const g = fa3Group(t);
    if (g.vatField) {
      fa.ele(g.vatField).txt(t.vatAmount);
      if (foreign) fa.ele(`${g.vatField}W`).txt(t.vatAmountLocal);
    }
  }
  // An advance invoice: P_15 is the amount received, the P_13_x / P_14_x above its split over the rates.
  // A final invoice (ROZ, art. 106f ust. 3): P_15 is the amount left to pay and the P_13_x / P_14_x
  // above what is left per rate after the advances' net and VAT (the document's vatTotals).
  // A correction of either (KOR_ZAL, KOR_ROZ): the differences per rate and P_15 the change of the amount.
  fa.ele('P_15').txt(doc.totals.gross);
  if (doc.advanceOrder && foreign) fa.ele('KursWalutyZ').txt(doc.exchangeRate);
  const correctionKind = doc.advanceOrder ? 'KOR_ZAL' : doc.settledAdvances ? 'KOR_ROZ' : 'KOR';

  const ann = fa.ele('Adnotacje');
  ann.ele('P_16').txt(opts.cashAccounting ? '1' : '2');
  ann.ele('P_17').txt('2');
  ann.ele('P_18').txt(doc.lines.some((l) => l.vatCategory === 'AE') ? '1' : '2');
  // The billing screen records MPP as the words the law asks for (contracts/invoicing/invoice.ts SPLIT_PAYMENT_NOTE).
  ann.ele('P_18A').txt((opts.splitPayment ?? doc.notes.includes(SPLIT_PAYMENT_NOTE)) ? '1' : '2');
  const exempt = doc.lines.find((l) => l.vatCategory === 'E');
  const zw = ann.ele('Zwolnienie');
  if (exempt) {
    zw.ele('P_19').txt('1');
    zw.ele('P_19A').txt(exempt.exemptionReason || 'art. 43 ustawy o VAT');
  } else zw.ele('P_19N').txt('1');
  ann.ele('NoweSrodkiTransportu').ele('P_22N').txt('1');
  ann.ele('P_23').txt('2');
  ann.ele('PMarzy').ele('P_PMarzyN').txt('1');

  if (doc.kind === 'creditNote') {
    if (!doc.corrects) throw new Error('a credit note names the invoice it corrects');
    fa.ele('RodzajFaktury').txt(correctionKind);
    if (doc.corrects.reason) fa.ele('PrzyczynaKorekty').txt(doc.corrects.reason);
    fa.ele('TypKorekty').txt(String(opts.correctionType ?? 2));
    const k = fa.ele('DaneFaKorygowanej');
    k.ele('DataWystFaKorygowanej').txt(doc.corrects.issueDate);
    k.ele('NrFaKorygowanej').txt(doc.corrects.number);
    if (opts.correctedKsefNumber) {
      k.ele('NrKSeF').txt('1');
      k.ele('NrKSeFFaKorygowanej').txt(opts.correctedKsefNumber);
    } else k.ele('NrKSeFN').txt('1');
    // KOR_ZAL: the advance's amount before the correction; KOR_ROZ: the amount left to pay before it.
    if (correctionKind !== 'KOR' && doc.grossBefore !== undefined) {
      fa.ele('P_15ZK').txt(doc.grossBefore);
      if (foreign && doc.advanceOrder) fa.ele('KursWalutyZK').txt(doc.exchangeRate);
    }
  } else fa.ele('RodzajFaktury').txt(doc.advanceOrder ? 'ZAL' : doc.settledAdvances ? 'ROZ' : 'VAT');

  if (doc.receipt) {
    // An invoice to a fiscal receipt (art. 109 ust. 3d); FA(3) has no element for the receipt's number: it goes in DodatkowyOpis.
    fa.ele('FP').txt('1');
    const r = fa.ele('DodatkowyOpis');
    r.ele('Klucz').txt('Paragon fiskalny');
    r.ele('Wartosc').txt(`nr ${doc.receipt.number} z dnia ${doc.receipt.date}`.slice(0, 256));
  }
  for (const note of doc.notes) {
    // Without NrWiersza: a note for the whole invoice, not one line.
    const d = fa.ele('DodatkowyOpis');
    d.ele('Klucz').txt('Uwagi');
    d.ele('Wartosc').txt(note.slice(0, 256));
  }

  // A final invoice names the advance invoices it settles: by KSeF number, or (issued outside KSeF) NrKSeFZN and the number.
  // Its correction (KOR_ROZ) names them again: they stay deducted.
  for (const a of doc.settledAdvances ?? []) {
    const z = fa.ele('FakturaZaliczkowa');
    if (a.ksefNumber) z.ele('NrKSeFFaZaliczkowej').txt(a.ksefNumber);
    else {
      z.ele('NrKSeFZN').txt('1');
      z.ele('NrFaZaliczkowej').txt(a.number);
    }
  }

  // An advance invoice names the order's lines (Zamowienie below), not FaWiersz (optional for ZAL and KOR_ZAL);
  // a final invoice's FaWiersz carry the whole order (the schema: "pełne wartości zamówienia"), its
  // correction's (KOR_ROZ) the differences of the lines it corrects.
  for (const l of doc.advanceOrder ? [] : doc.lines) {
    const w = fa.ele('FaWiersz');
    w.ele('NrWierszaFa').txt(String(l.lineNo));
    w.ele('P_7').txt(l.description);
    if (l.productCode) w.ele('Indeks').txt(l.productCode);
    if (l.gtin) w.ele('GTIN').txt(l.gtin);
    w.ele('P_8A').txt(l.unitName || l.unitCode);
    w.ele('P_8B').txt(l.quantity);
    w.ele('P_9A').txt(l.unitPrice);
    if (Number(l.discount) !== 0) w.ele('P_10').txt(l.discount);
    w.ele('P_11').txt(l.netAmount);
    w.ele('P_12').txt(fa3Group(l).code);
    if (foreign) w.ele('KursWaluty').txt(doc.exchangeRate);
  }

  if (doc.payment || doc.dueDate) {
    const p = fa.ele('Platnosc');
    if (doc.dueDate) p.ele('TerminPlatnosci').ele('Termin').txt(doc.dueDate);
    const form = doc.payment ? PAYMENT_FORM[doc.payment.means] : undefined;
    if (form) p.ele('FormaPlatnosci').txt(form);
    else if (doc.payment) {
      p.ele('PlatnoscInna').txt('1');
      p.ele('OpisPlatnosci').txt('inna');
    }
    if (doc.payment?.iban) {
      const r = p.ele('RachunekBankowy');
      r.ele('NrRB').txt(doc.payment.iban.replace(/\s/g, ''));
      if (doc.payment.bankName) r.ele('NazwaBanku').txt(doc.payment.bankName);
    }
  }

  if (doc.advanceOrder) {
    // art. 106f ust. 1 pkt 4: the order's value with VAT and its lines, in the advance invoice's currency.
    const z = fa.ele('Zamowienie');
    z.ele('WartoscZamowienia').txt(doc.advanceOrder.gross);
    // KOR_ZAL lowers the advance, not the order: each order line before (StanPrzedZ) and after the
    // correction, unchanged, as separately numbered rows (the schema's note on Zamowienie).
    const kor = doc.kind === 'creditNote';
    const rows = kor ? [...doc.advanceOrder.lines.map((l) => ({ l, before: true })), ...doc.advanceOrder.lines.map((l) => ({ l, before: false }))] : doc.advanceOrder.lines.map((l) => ({ l, before: false }));
    rows.forEach(({ l, before }, i) => {
      const w = z.ele('ZamowienieWiersz');
      w.ele('NrWierszaZam').txt(String(kor ? i + 1 : l.lineNo));
      w.ele('P_7Z').txt(l.description);
      if (l.productCode) w.ele('IndeksZ').txt(l.productCode);
      if (l.unitName) w.ele('P_8AZ').txt(l.unitName);
      w.ele('P_8BZ').txt(l.quantity);
      w.ele('P_9AZ').txt(l.unitPrice);
      w.ele('P_11NettoZ').txt(l.netAmount);
      w.ele('P_11VatZ').txt(l.vatAmount);
      w.ele('P_12Z').txt(fa3Group(l).code);
      if (before) w.ele('StanPrzedZ').txt('1');
    });
  }

  return { xml: root.end({ prettyPrint: true }), fileName: `${safeFileName(doc.number)}.xml`, schema: FA3_SCHEMA };
}

/** The KSeF environments' hosts for the verification link (KSeF docs, "Kody weryfikujące QR"). */
export const KSEF_QR_HOSTS = { test: 'https://qr-test.ksef.mf.gov.pl', demo: 'https://qr-demo.ksef.mf.gov.pl', prod: 'https://qr.ksef.mf.gov.pl' } as const;

export interface KsefVerification {
  /** The link KOD I encodes: {host}/invoice/{seller NIP}/{P_1 as DD-MM-YYYY}/{SHA-256 of the file, Base64URL}. */
  url: string;
  /** The file's SHA-256 in Base64URL without padding (the "skrót pliku faktury"). */
  hash: string;
  /** The text printed under the QR code: the KSeF number once KSeF has given one, else OFFLINE. */
  label: string;
}

/**
 * KOD I, the QR code a printed or PDF KSeF invoice carries: a link to verify and fetch the invoice in
 * KSeF, built from the exact bytes of the XML sent (any re-serialisation changes the hash).
 */
export function ksefVerification(xml: string, doc: Pick<EDocument, 'seller' | 'issueDate'>, environment: keyof typeof KSEF_QR_HOSTS, ksefNumber?: string): KsefVerification {
  const hash = createHash('sha256').update(Buffer.from(xml, 'utf8')).digest('base64url');
  const [y, m, d] = doc.issueDate.split('-');
  const nip = doc.seller.taxId.replace(/\D/g, '');
  return { url: `${KSEF_QR_HOSTS[environment]}/invoice/${nip}/${d}-${m}-${y}/${hash}`, hash, label: ksefNumber ?? 'OFFLINE' };
}
