import { Decimal } from 'decimal.js';
import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces.js';
import type { EDocument, EParty, GeneratedEDocument } from '@tradedesk/contracts/invoicing/e-document';
import { roundTo } from '@tradedesk/contracts/platform/money';
import { safeFileName, signed, streetLine } from '../xml.js';

/**
 * Romania, RO e-Factura: UBL 2.1 Invoice / CreditNote under the national CIUS-RO (EN 16931).
 * docs/invoicing-eu.md "Romania" lists the fields filled and the rules checked here (the ones that
 * need no Schematron); ANAF's Schematron validation remains the authority.
 */

export const CIUS_RO_CUSTOMIZATION = 'urn:cen.eu:en16931:2017#compliant#urn:efactura.mfinante.ro:CIUS-RO:1.0.1';
export const UBL_INVOICE_SCHEMA = 'ubl-2.1/maindoc/UBL-Invoice-2.1.xsd';
export const UBL_CREDIT_NOTE_SCHEMA = 'ubl-2.1/maindoc/UBL-CreditNote-2.1.xsd';

const NS = {
  Invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  CreditNote: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
};

export interface CiusRoOptions {
  /** Invoice type (BT-3): 380 commercial invoice (default), 389 self-billed, 384 corrected, 751 accounting information. */
  invoiceTypeCode?: '380' | '389' | '384' | '751';
}

/** A document CIUS-RO would refuse, with the rule it breaks. */
export class CiusRoError extends Error {
  constructor(
    readonly rule: string,
    message: string,
  ) {
    super(`${rule}: ${message}`);
  }
}

const cbc = (p: XMLBuilder, name: string, text: string, attrs?: Record<string, string>) => p.ele(NS.cbc, `cbc:${name}`, attrs).txt(text);
const cac = (p: XMLBuilder, name: string) => p.ele(NS.cac, `cac:${name}`);

/** Bucharest's sectors are the city name when the county is RO-B (BR-RO-100 seller, BR-RO-101 buyer). */
function roCity(p: EParty): string {
  const sector = /^sector\s*([1-6])$/i.exec(p.address.city.trim());
  return sector ? `SECTOR${sector[1]}` : p.address.city;
}

/** The CIUS-RO rules a generator can check on its own, before ANAF's Schematron (documented in docs/invoicing-eu.md). */
export function checkCiusRo(doc: EDocument): void {
  if (!/\d/.test(doc.number)) throw new CiusRoError('BR-RO-010', `the invoice number "${doc.number}" must contain a digit`);
  if (!doc.buyer) throw new CiusRoError('BR-RO-120', 'an RO e-Factura names its buyer');
  if (!doc.buyer.taxId && !doc.buyer.vatId) throw new CiusRoError('BR-RO-120', "the buyer's fiscal code (CUI/CIF) or VAT id is required");
  if (doc.notes.length + (doc.corrects?.reason ? 1 : 0) > 20) throw new CiusRoError('BR-RO-A020', 'at most 20 notes');
  // Rule pairs: the seller's, then the buyer's (BR-RO-080/081 street, 090/091 city, 100/101 Bucharest sector, 110/111 county code).
  for (const [i, who, p] of [[0, 'seller', doc.seller], [1, 'buyer', doc.buyer]] as const) {
    if (!p.address.street.trim()) throw new CiusRoError(`BR-RO-08${i}`, `the ${who}'s street is required`);
    if (!p.address.city.trim()) throw new CiusRoError(`BR-RO-09${i}`, `the ${who}'s city is required`);
    if (p.address.countryCode === 'RO') {
      if (!/^RO-[A-Z]{1,2}$/.test(p.address.region)) throw new CiusRoError(`BR-RO-11${i}`, `the ${who}'s county must be an ISO 3166-2:RO code (RO-B, RO-CJ...), got "${p.address.region}"`);
      if (p.address.region === 'RO-B' && !/^SECTOR[1-6]$/.test(roCity(p))) throw new CiusRoError(`BR-RO-10${i}`, `in Bucharest the ${who}'s city is its sector (SECTOR1..SECTOR6), got "${p.address.city}"`);
    }
  }
  if (!doc.seller.vatId && !doc.seller.taxId) throw new CiusRoError('BR-CO-26', "the seller's VAT id or fiscal code is required");
  for (const l of doc.lines) if (l.vatCategory === 'E' && !l.exemptionReason) throw new CiusRoError('BR-E-10', `line ${l.lineNo} is exempt without a reason`);
}

const VATEX: Partial<Record<string, string>> = { K: 'VATEX-EU-IC', G: 'VATEX-EU-G', AE: 'VATEX-EU-AE', O: 'VATEX-EU-O' };

function party(parent: XMLBuilder, p: EParty, seller: boolean): void {
  const x = cac(parent, 'Party');
  if (p.email) cbc(x, 'EndpointID', p.email, { schemeID: 'EM' });
  cbc(cac(x, 'PartyName'), 'Name', p.name);
  const a = cac(x, 'PostalAddress');
  cbc(a, 'StreetName', streetLine(p.address.street, p.address.buildingNumber));
  cbc(a, 'CityName', roCity(p));
  if (p.address.postalCode) cbc(a, 'PostalZone', p.address.postalCode);
  if (p.address.region) cbc(a, 'CountrySubentity', p.address.region);
  cbc(cac(a, 'Country'), 'IdentificationCode', p.address.countryCode);
  if (p.vatId) {
    const t = cac(x, 'PartyTaxScheme');
    cbc(t, 'CompanyID', p.vatId);
    cbc(cac(t, 'TaxScheme'), 'ID', 'VAT');
  }
  const le = cac(x, 'PartyLegalEntity');
  cbc(le, 'RegistrationName', p.name);
  if (p.taxId) cbc(le, 'CompanyID', p.taxId);
  // The trade register number (J40/1234/2001) is the seller's additional legal information (BT-33).
  if (seller && p.companyId) cbc(le, 'CompanyLegalForm', p.companyId);
  if (p.email) cbc(cac(x, 'Contact'), 'ElectronicMail', p.email);
}

function taxCategory(parent: XMLBuilder, t: { vatCategory: string; vatRate: string; exemptionReason?: string }, tag = 'TaxCategory'): void {
  const c = cac(parent, tag);
  cbc(c, 'ID', t.vatCategory);
  if (t.vatCategory !== 'O') cbc(c, 'Percent', t.vatRate);
  const code = VATEX[t.vatCategory];
  if (tag === 'TaxCategory' && code) cbc(c, 'TaxExemptionReasonCode', code);
  if (tag === 'TaxCategory' && t.exemptionReason) cbc(c, 'TaxExemptionReason', t.exemptionReason);
  cbc(cac(c, 'TaxScheme'), 'ID', 'VAT');
}

const MEANS_CODE: Record<string, string> = { cash: '10', check: '20', transfer: '30', card: '48', other: '1' };

/**
 * Lays an issued invoice or credit note out as UBL 2.1 under CIUS-RO. A UBL CreditNote states the
 * amounts it credits as positive figures, so a credit note's negative amounts are written with the
 * sign flipped. A document in another currency than RON names RON as its VAT currency and adds a
 * second TaxTotal with the VAT in RON (BR-RO-030, BR-53).
 */
export function generateRo(doc: EDocument, opts: CiusRoOptions = {}): GeneratedEDocument {
  if (doc.country !== 'RO') throw new Error(`generateRo got a ${doc.country} document`);
  checkCiusRo(doc);
  const credit = doc.kind === 'creditNote';
  const s = (v: string) => signed(v, credit);
  const cur = { currencyID: doc.currency };
  const rootName = credit ? 'CreditNote' : 'Invoice';
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele(NS[rootName], rootName, { 'xmlns:cac': NS.cac, 'xmlns:cbc': NS.cbc });

  cbc(root, 'CustomizationID', CIUS_RO_CUSTOMIZATION);
  cbc(root, 'ID', doc.number);
  cbc(root, 'IssueDate', doc.issueDate);
  if (!credit && doc.dueDate) cbc(root, 'DueDate', doc.dueDate);
  cbc(root, credit ? 'CreditNoteTypeCode' : 'InvoiceTypeCode', credit ? '381' : (opts.invoiceTypeCode ?? '380'));
  for (const n of doc.notes) cbc(root, 'Note', n);
  if (credit && doc.corrects?.reason) cbc(root, 'Note', doc.corrects.reason);
  cbc(root, 'DocumentCurrencyCode', doc.currency);
  if (doc.currency !== 'RON') cbc(root, 'TaxCurrencyCode', 'RON');
  if (credit) {
    if (!doc.corrects) throw new Error('a credit note names the invoice it corrects');
    const ref = cac(cac(root, 'BillingReference'), 'InvoiceDocumentReference');
    cbc(ref, 'ID', doc.corrects.number);
    cbc(ref, 'IssueDate', doc.corrects.issueDate);
  }
  party(cac(root, 'AccountingSupplierParty'), doc.seller, true);
  party(cac(root, 'AccountingCustomerParty'), doc.buyer!, false);
  if (doc.deliveryDate) cbc(cac(root, 'Delivery'), 'ActualDeliveryDate', doc.deliveryDate);

  if (doc.payment) {
    const pm = cac(root, 'PaymentMeans');
    cbc(pm, 'PaymentMeansCode', MEANS_CODE[doc.payment.means] ?? '1');
    if (credit && doc.dueDate) cbc(pm, 'PaymentDueDate', doc.dueDate);
    cbc(pm, 'PaymentID', doc.number);
    if (doc.payment.iban) {
      const acc = cac(pm, 'PayeeFinancialAccount');
      cbc(acc, 'ID', doc.payment.iban.replace(/\s/g, ''));
      if (doc.payment.bankName) cbc(acc, 'Name', doc.payment.bankName);
    }
  }

  const tax = cac(root, 'TaxTotal');
  cbc(tax, 'TaxAmount', s(doc.totals.vat), cur);
  for (const t of doc.vatTotals) {
    const st = cac(tax, 'TaxSubtotal');
    cbc(st, 'TaxableAmount', s(t.taxableAmount), cur);
    cbc(st, 'TaxAmount', s(t.vatAmount), cur);
    const reason = doc.lines.find((l) => l.vatCategory === t.vatCategory && l.vatRate === t.vatRate && l.exemptionReason)?.exemptionReason;
    taxCategory(st, { ...t, exemptionReason: reason });
  }
  if (doc.currency !== 'RON') {
    const ron = doc.vatTotals.reduce((a, t) => a.plus(t.vatAmountLocal), new Decimal(0));
    cbc(cac(root, 'TaxTotal'), 'TaxAmount', s(roundTo(ron, 2)), { currencyID: 'RON' });
  }

  const lineSum = doc.lines.reduce((a, l) => a.plus(l.netAmount), new Decimal(0));
  const m = cac(root, 'LegalMonetaryTotal');
  cbc(m, 'LineExtensionAmount', s(roundTo(lineSum, 2)), cur);
  cbc(m, 'TaxExclusiveAmount', s(doc.totals.net), cur);
  cbc(m, 'TaxInclusiveAmount', s(doc.totals.gross), cur);
  const prepaid = new Decimal(doc.totals.gross).minus(doc.totals.payable);
  if (!prepaid.isZero()) cbc(m, 'PrepaidAmount', s(roundTo(prepaid, 2)), cur);
  cbc(m, 'PayableAmount', s(doc.totals.payable), cur);

  for (const l of doc.lines) {
    const x = cac(root, credit ? 'CreditNoteLine' : 'InvoiceLine');
    cbc(x, 'ID', String(l.lineNo));
    cbc(x, credit ? 'CreditedQuantity' : 'InvoicedQuantity', s(l.quantity), { unitCode: l.unitCode });
    cbc(x, 'LineExtensionAmount', s(l.netAmount), cur);
    if (Number(l.discount) !== 0) {
      const ac = cac(x, 'AllowanceCharge');
      cbc(ac, 'ChargeIndicator', 'false');
      cbc(ac, 'AllowanceChargeReasonCode', '95');
      cbc(ac, 'AllowanceChargeReason', 'Discount');
      cbc(ac, 'Amount', s(l.discount), cur);
    }
    const item = cac(x, 'Item');
    cbc(item, 'Name', l.description.slice(0, 100));
    if (l.productCode) cbc(cac(item, 'SellersItemIdentification'), 'ID', l.productCode);
    if (l.gtin) cbc(cac(item, 'StandardItemIdentification'), 'ID', l.gtin, { schemeID: '0160' });
    taxCategory(item, l, 'ClassifiedTaxCategory');
    cbc(cac(x, 'Price'), 'PriceAmount', l.unitPrice, cur);
  }

  return { xml: root.end({ prettyPrint: true }), fileName: `${safeFileName(doc.number)}.xml`, schema: credit ? UBL_CREDIT_NOTE_SCHEMA : UBL_INVOICE_SCHEMA };
}
