import { createHash } from 'node:crypto';
import { Decimal } from 'decimal.js';
import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces.js';
import type { EDocument, EParty, GeneratedEDocument } from '@tradedesk/contracts/invoicing/e-document';
import { currencyDecimals, plain, roundTo } from '@tradedesk/contracts/platform/money';
import { safeFileName, signed, toLocal } from '../xml.js';

/**
 * Czech Republic, ISDOC 6.0.1 (namespace http://isdoc.cz/namespace/2013), unsigned.
 * docs/invoicing-eu.md "Czech Republic" lists the fields filled and the rules applied.
 */

export const ISDOC_NAMESPACE = 'http://isdoc.cz/namespace/2013';
export const ISDOC_SCHEMA = 'cz/isdoc-invoice-6.0.1.xsd';

export interface IsdocOptions {
  /** The seller's bank BIC (ISDOC asks for it beside the account); '' when unknown. */
  bic?: string;
  /** The agreement to receive invoices electronically, as ISDOC asks every document to cite; ''. */
  electronicAgreement?: string;
  /** The document's UUID; by default derived from the TradeDesk document id, so it is stable. */
  uuid?: string;
  /**
   * How a dobropis states its figures: positive (default; the document type gives the direction)
   * or negative, for a receiving system that expects the reduction signed.
   */
  creditNoteAmounts?: 'positive' | 'negative';
}

/** A stable UUID (version 4 layout) from an id: the same document always gets the same UUID. */
export function uuidFrom(id: string): string {
  const h = createHash('sha256').update(id).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${((parseInt(h[16]!, 16) & 3) | 8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`.toUpperCase();
}

/** Czech account number and bank code from a Czech IBAN (CZkk BBBB PPPPPP NNNNNNNNNN). */
function czechAccount(iban: string): { id: string; bankCode: string } {
  const i = iban.replace(/\s/g, '').toUpperCase();
  if (!/^CZ\d{22}$/.test(i)) return { id: i, bankCode: '' };
  const prefix = i.slice(8, 14).replace(/^0+/, '');
  const number = i.slice(14).replace(/^0+/, '');
  return { id: prefix ? `${prefix}-${number}` : number, bankCode: i.slice(4, 8) };
}

function party(parent: XMLBuilder, p: EParty): void {
  const x = parent.ele('Party');
  x.ele('PartyIdentification').ele('ID').txt(p.companyId || p.taxId);
  x.ele('PartyName').ele('Name').txt(p.name);
  const a = x.ele('PostalAddress');
  a.ele('StreetName').txt(p.address.street);
  a.ele('BuildingNumber').txt(p.address.buildingNumber);
  a.ele('CityName').txt(p.address.city);
  a.ele('PostalZone').txt(p.address.postalCode);
  const c = a.ele('Country');
  c.ele('IdentificationCode').txt(p.address.countryCode);
  c.ele('Name').txt('');
  if (p.vatId) {
    const t = x.ele('PartyTaxScheme');
    t.ele('CompanyID').txt(p.vatId);
    t.ele('TaxScheme').txt('VAT');
  }
  if (p.email) x.ele('Contact').ele('ElectronicMail').txt(p.email);
}

const MEANS_CODE: Record<string, string> = { cash: '10', check: '20', transfer: '42', card: '48', other: '42' };

/**
 * Lays an issued invoice (DocumentType 1) or credit note (2, dobropis) out as ISDOC 6.0.1. A
 * dobropis states what it credits as positive figures (its type gives the direction), so the
 * credit note's negative amounts are written with the sign flipped. Amounts without the Curr
 * suffix are in koruna; with a foreign currency the *Curr elements carry the document's figures
 * and the koruna ones are converted at the document's rate (the VAT per rate is the document's own
 * local VAT).
 */
export function generateCz(doc: EDocument, opts: IsdocOptions = {}): GeneratedEDocument {
  if (doc.country !== 'CZ') throw new Error(`generateCz got a ${doc.country} document`);
  const flip = doc.kind === 'creditNote' && opts.creditNoteAmounts !== 'negative';
  const foreign = doc.currency !== doc.localCurrency;
  const lp = currencyDecimals(doc.localCurrency);
  const s = (v: string) => signed(v, flip);
  /** The local figure of a document amount, and its foreign original when there is one. */
  const local = (v: string) => s(foreign ? toLocal(v, doc.exchangeRate, lp) : v);
  const amount = (parent: XMLBuilder, name: string, v: string, currFirst: boolean, localValue?: string) => {
    const loc = localValue !== undefined ? s(localValue) : local(v);
    if (foreign && currFirst) parent.ele(`${name}Curr`).txt(s(v));
    parent.ele(name).txt(loc);
    if (foreign && !currFirst) parent.ele(`${name}Curr`).txt(s(v));
  };

  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele(ISDOC_NAMESPACE, 'Invoice', { version: '6.0.1' });
  root.ele('DocumentType').txt(doc.kind === 'creditNote' ? '2' : '1');
  root.ele('ID').txt(doc.number);
  root.ele('UUID').txt(opts.uuid ?? uuidFrom(doc.documentId));
  root.ele('IssuingSystem').txt('TradeDesk');
  root.ele('IssueDate').txt(doc.issueDate);
  root.ele('TaxPointDate').txt(doc.deliveryDate ?? doc.issueDate);
  root.ele('VATApplicable').txt('true');
  root.ele('ElectronicPossibilityAgreementReference').txt(opts.electronicAgreement ?? '');
  if (doc.notes.length) root.ele('Note').txt(doc.notes.join('\n'));
  root.ele('LocalCurrencyCode').txt(doc.localCurrency);
  if (foreign) root.ele('ForeignCurrencyCode').txt(doc.currency);
  root.ele('CurrRate').txt(foreign ? doc.exchangeRate : '1');
  root.ele('RefCurrRate').txt('1');

  party(root.ele('AccountingSupplierParty'), doc.seller);
  if (doc.buyer) party(root.ele('AccountingCustomerParty'), doc.buyer);
  else {
    const a = root.ele('AnonymousCustomerParty');
    a.ele('ID').txt(doc.documentId);
    a.ele('IDScheme').txt('TradeDesk');
  }

  if (doc.kind === 'creditNote') {
    if (!doc.corrects) throw new Error('a credit note names the invoice it corrects');
    const r = root.ele('OriginalDocumentReferences').ele('OriginalDocumentReference');
    r.ele('ID').txt(doc.corrects.number);
    r.ele('IssueDate').txt(doc.corrects.issueDate);
    r.ele('UUID').txt(uuidFrom(doc.corrects.documentId));
  }

  const lines = root.ele('InvoiceLines');
  const rate = foreign ? doc.exchangeRate : '1';
  for (const l of doc.lines) {
    const x = lines.ele('InvoiceLine');
    x.ele('ID').txt(String(l.lineNo));
    x.ele('InvoicedQuantity', { unitCode: l.unitCode }).txt(s(l.quantity));
    amount(x, 'LineExtensionAmount', l.netAmount, true);
    if (Number(l.discount) !== 0) x.ele('LineExtensionAmountBeforeDiscount').txt(s(toLocal(new Decimal(l.netAmount).plus(l.discount).toFixed(), rate, lp)));
    amount(x, 'LineExtensionAmountTaxInclusive', l.grossAmount, true);
    x.ele('LineExtensionTaxAmount').txt(local(l.vatAmount));
    const unitLocal = new Decimal(l.unitPrice).times(rate);
    x.ele('UnitPrice').txt(plain(roundTo(unitLocal, 4)));
    x.ele('UnitPriceTaxInclusive').txt(plain(roundTo(unitLocal.times(new Decimal(100).plus(l.vatRate)).div(100), 4)));
    const cat = x.ele('ClassifiedTaxCategory');
    cat.ele('Percent').txt(l.vatRate);
    cat.ele('VATCalculationMethod').txt('0');
    cat.ele('VATApplicable').txt(l.vatCategory === 'O' ? 'false' : 'true');
    if (l.exemptionReason) x.ele('VATNote').txt(l.exemptionReason);
    const item = x.ele('Item');
    item.ele('Description').txt(l.description);
    if (l.gtin) item.ele('CatalogueItemIdentification').ele('ID').txt(l.gtin);
    if (l.productCode) item.ele('SellersItemIdentification').ele('ID').txt(l.productCode);
  }

  const tax = root.ele('TaxTotal');
  let taxLocal = new Decimal(0);
  for (const t of doc.vatTotals) {
    const st = tax.ele('TaxSubTotal');
    const taxableLocal = foreign ? toLocal(t.taxableAmount, rate, lp) : t.taxableAmount;
    const inclusive = new Decimal(t.taxableAmount).plus(t.vatAmount).toFixed();
    const inclusiveLocal = new Decimal(taxableLocal).plus(t.vatAmountLocal).toFixed(lp);
    taxLocal = taxLocal.plus(t.vatAmountLocal);
    amount(st, 'TaxableAmount', t.taxableAmount, true, taxableLocal);
    amount(st, 'TaxAmount', t.vatAmount, true, t.vatAmountLocal);
    amount(st, 'TaxInclusiveAmount', inclusive, true, inclusiveLocal);
    st.ele('AlreadyClaimedTaxableAmount').txt('0');
    st.ele('AlreadyClaimedTaxAmount').txt('0');
    st.ele('AlreadyClaimedTaxInclusiveAmount').txt('0');
    amount(st, 'DifferenceTaxableAmount', t.taxableAmount, true, taxableLocal);
    amount(st, 'DifferenceTaxAmount', t.vatAmount, true, t.vatAmountLocal);
    amount(st, 'DifferenceTaxInclusiveAmount', inclusive, true, inclusiveLocal);
    const c = st.ele('TaxCategory');
    c.ele('Percent').txt(t.vatRate);
    c.ele('VATApplicable').txt(t.vatCategory === 'O' ? 'false' : 'true');
  }
  amount(tax, 'TaxAmount', doc.totals.vat, true, taxLocal.toFixed(lp));

  const netLocal = foreign ? doc.vatTotals.reduce((a, t) => a.plus(toLocal(t.taxableAmount, rate, lp)), new Decimal(0)).toFixed(lp) : doc.totals.net;
  const grossLocal = foreign ? new Decimal(netLocal).plus(taxLocal).toFixed(lp) : doc.totals.gross;
  const payableLocal = foreign ? new Decimal(grossLocal).plus(doc.totals.payable).minus(doc.totals.gross).toFixed(lp) : doc.totals.payable;
  const m = root.ele('LegalMonetaryTotal');
  amount(m, 'TaxExclusiveAmount', doc.totals.net, false, netLocal);
  amount(m, 'TaxInclusiveAmount', doc.totals.gross, false, grossLocal);
  m.ele('AlreadyClaimedTaxExclusiveAmount').txt('0');
  m.ele('AlreadyClaimedTaxInclusiveAmount').txt('0');
  amount(m, 'DifferenceTaxExclusiveAmount', doc.totals.net, false, netLocal);
  amount(m, 'DifferenceTaxInclusiveAmount', doc.totals.gross, false, grossLocal);
  m.ele('PaidDepositsAmount').txt('0');
  amount(m, 'PayableAmount', doc.totals.payable, false, payableLocal);

  if (doc.payment) {
    const p = root.ele('PaymentMeans').ele('Payment');
    p.ele('PaidAmount').txt(s(foreign ? payableLocal : doc.totals.payable));
    p.ele('PaymentMeansCode').txt(MEANS_CODE[doc.payment.means] ?? '42');
    if (doc.dueDate && doc.payment.iban) {
      const d = p.ele('Details');
      const acc = czechAccount(doc.payment.iban);
      d.ele('PaymentDueDate').txt(doc.dueDate);
      d.ele('ID').txt(acc.id);
      d.ele('BankCode').txt(acc.bankCode);
      d.ele('Name').txt(doc.payment.bankName);
      d.ele('IBAN').txt(doc.payment.iban.replace(/\s/g, ''));
      d.ele('BIC').txt(opts.bic ?? '');
      const vs = doc.number.replace(/\D/g, '').slice(-10);
      if (vs) d.ele('VariableSymbol').txt(vs);
    }
  }

  return { xml: root.end({ prettyPrint: true }), fileName: `${safeFileName(doc.number)}.isdoc`, schema: ISDOC_SCHEMA };
}
