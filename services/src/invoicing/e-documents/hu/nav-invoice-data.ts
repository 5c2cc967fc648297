import { Decimal } from 'decimal.js';
import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces.js';
import type { EDocument, ELine, EParty, GeneratedEDocument } from '@tradedesk/contracts/invoicing/e-document';
import { currencyDecimals, plain } from '@tradedesk/contracts/platform/money';
import { safeFileName, streetLine, toLocal } from '../xml.js';

/**
 * Hungary, NAV Online Számla 3.0: the InvoiceData document (namespace
 * http://schemas.nav.gov.hu/OSA/3.0/data) that a ManageInvoiceRequest carries Base64-encoded, for
 * an invoice (operation CREATE) or a modification document (MODIFY, or STORNO when it cancels the
 * invoice). docs/invoicing-eu.md "Hungary" lists the fields filled and what is not done (the API
 * call itself, with its technical user and request signature).
 */

export const NAV_DATA_NAMESPACE = 'http://schemas.nav.gov.hu/OSA/3.0/data';
const NAV_BASE = 'http://schemas.nav.gov.hu/OSA/3.0/base';
const NAV_COMMON = 'http://schemas.nav.gov.hu/NTCA/1.0/common';
export const NAV_SCHEMA = 'hu/nav-osa-3.0-all.xsd';

/** The invoiceOperation the ManageInvoiceRequest sends this data with. */
export type NavOperation = 'CREATE' | 'MODIFY' | 'STORNO';

export interface NavOptions {
  /** A credit note that cancels the whole invoice is reported as STORNO; otherwise MODIFY. */
  storno?: boolean;
  /** Which modification of the original this is (1 for the first, 2 for the next...). */
  modificationIndex?: number;
  /**
   * Lines the original invoice and its earlier modifications already numbered: a modification's
   * lines are new lines (lineOperation CREATE) numbered after them. Default: as many as this
   * credit note has (a credit note that mirrors the invoice).
   */
  linesAlreadyReported?: number;
  /** The exemption case for exempt (E) lines: TAM (exempt supply, Áfa tv. 85-86. §, default) or AAM (the seller is exempt). */
  exemptCase?: 'TAM' | 'AAM';
}

export interface GeneratedNavInvoiceData extends GeneratedEDocument {
  operation: NavOperation;
}

const EU = new Set(['AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'EL', 'GR', 'ES', 'FI', 'FR', 'HR', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK', 'XI']);

const UNITS: Record<string, string> = { H87: 'PIECE', C62: 'PIECE', KGM: 'KILOGRAM', TNE: 'TON', KWH: 'KWH', DAY: 'DAY', HUR: 'HOUR', MIN: 'MINUTE', MON: 'MONTH', LTR: 'LITER', KMT: 'KILOMETER', MTQ: 'CUBIC_METER', MTR: 'METER', LM: 'LINEAR_METER', CT: 'CARTON', PK: 'PACK' };
const PAYMENT: Record<string, string> = { transfer: 'TRANSFER', cash: 'CASH', card: 'CARD', check: 'OTHER', other: 'OTHER' };

/** 12345676-2-42 -> taxpayer id, VAT code, county code. */
function taxNumber(parent: XMLBuilder, name: string, taxId: string): void {
  const m = /^(\d{8})-?(\d)?-?(\d{2})?$/.exec(taxId.replace(/\s/g, ''));
  if (!m) throw new Error(`"${taxId}" is not a Hungarian tax number (12345678-1-23)`);
  const t = parent.ele(name);
  t.ele(NAV_BASE, 'base:taxpayerId').txt(m[1]!);
  if (m[2]) t.ele(NAV_BASE, 'base:vatCode').txt(m[2]);
  if (m[3]) t.ele(NAV_BASE, 'base:countyCode').txt(m[3]);
}

function address(parent: XMLBuilder, name: string, p: EParty): void {
  const a = parent.ele(name).ele(NAV_BASE, 'base:simpleAddress');
  a.ele(NAV_BASE, 'base:countryCode').txt(p.address.countryCode);
  if (p.address.region) a.ele(NAV_BASE, 'base:region').txt(p.address.region);
  a.ele(NAV_BASE, 'base:postalCode').txt(p.address.postalCode);
  a.ele(NAV_BASE, 'base:city').txt(p.address.city);
  a.ele(NAV_BASE, 'base:additionalAddressDetail').txt(streetLine(p.address.street, p.address.buildingNumber));
}

/** The VAT rate element NAV has for each category (a percentage as a fraction, or the case that explains no VAT). */
function vatRate(parent: XMLBuilder, name: string, t: Pick<ELine, 'vatCategory' | 'vatRate'>, reason: string, opts: NavOptions): void {
  const r = parent.ele(name);
  const detailed = (el: string, c: string, fallback: string) => {
    const d = r.ele(el);
    d.ele('case').txt(c);
    d.ele('reason').txt((reason || fallback).slice(0, 200));
  };
  switch (t.vatCategory) {
    case 'S':
    case 'Z':
      r.ele('vatPercentage').txt(plain(new Decimal(t.vatRate).div(100)));
      return;
    case 'E':
      return detailed('vatExemption', opts.exemptCase ?? 'TAM', opts.exemptCase === 'AAM' ? 'alanyi adómentes' : 'tárgyi adómentes');
    case 'K':
      return detailed('vatExemption', 'KBAET', 'adómentes Közösségen belüli termékértékesítés');
    case 'G':
      return detailed('vatExemption', 'EAM', 'adómentes termékexport harmadik országba');
    case 'O':
      return detailed('vatOutOfScope', 'ATK', 'Áfa tv. tárgyi hatályán kívüli ügylet');
    case 'AE':
      r.ele('vatDomesticReverseCharge').txt('true');
      return;
  }
}

/**
 * Lays an issued invoice (or a credit note, as a modification document) out as NAV InvoiceData 3.0.
 * Amounts carry the document's sign: a modification states the differences, negative for a
 * reduction. Each amount has its forint twin (the *HUF elements); for a document in another
 * currency they are converted at the document's rate, the VAT per rate being the document's own
 * local VAT.
 */
export function generateHu(doc: EDocument, opts: NavOptions = {}): GeneratedNavInvoiceData {
  if (doc.country !== 'HU') throw new Error(`generateHu got a ${doc.country} document`);
  const foreign = doc.currency !== 'HUF';
  const hp = currencyDecimals('HUF');
  const huf = (v: string) => (foreign ? toLocal(v, doc.exchangeRate, hp) : v);
  const pair = (parent: XMLBuilder, name: string, v: string, vHuf = huf(v)) => {
    parent.ele(name).txt(v);
    parent.ele(`${name}HUF`).txt(vHuf);
  };
  const credit = doc.kind === 'creditNote';

  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele(NAV_DATA_NAMESPACE, 'InvoiceData', { 'xmlns:base': NAV_BASE, 'xmlns:common': NAV_COMMON });
  root.ele('invoiceNumber').txt(doc.number);
  root.ele('invoiceIssueDate').txt(doc.issueDate);
  root.ele('completenessIndicator').txt('false');
  const inv = root.ele('invoiceMain').ele('invoice');

  if (credit) {
    if (!doc.corrects) throw new Error('a credit note names the invoice it corrects');
    const ref = inv.ele('invoiceReference');
    ref.ele('originalInvoiceNumber').txt(doc.corrects.number);
    ref.ele('modifyWithoutMaster').txt('false');
    ref.ele('modificationIndex').txt(String(opts.modificationIndex ?? 1));
  }

  const head = inv.ele('invoiceHead');
  const sup = head.ele('supplierInfo');
  taxNumber(sup, 'supplierTaxNumber', doc.seller.taxId);
  if (doc.seller.vatId) sup.ele('communityVatNumber').txt(doc.seller.vatId.replace(/\s/g, ''));
  sup.ele('supplierName').txt(doc.seller.name);
  address(sup, 'supplierAddress', doc.seller);
  if (doc.payment?.iban) sup.ele('supplierBankAccountNumber').txt(doc.payment.iban.replace(/\s/g, ''));

  const b = doc.buyer;
  const cust = head.ele('customerInfo');
  const country = b?.address.countryCode ?? 'HU';
  if (!b || (!b.taxId && !b.vatId)) {
    // A private person: NAV takes neither name nor address (data protection).
    cust.ele('customerVatStatus').txt('PRIVATE_PERSON');
  } else {
    const domestic = country === 'HU' && !!b.taxId;
    cust.ele('customerVatStatus').txt(domestic ? 'DOMESTIC' : 'OTHER');
    const vd = cust.ele('customerVatData');
    if (domestic) taxNumber(vd, 'customerTaxNumber', b.taxId);
    else if (EU.has(country) && b.vatId) vd.ele('communityVatNumber').txt(b.vatId.replace(/\s/g, '').toUpperCase());
    else vd.ele('thirdStateTaxId').txt(b.taxId || b.vatId);
    cust.ele('customerName').txt(b.name);
    address(cust, 'customerAddress', b);
  }

  const det = head.ele('invoiceDetail');
  det.ele('invoiceCategory').txt('NORMAL');
  det.ele('invoiceDeliveryDate').txt(doc.deliveryDate ?? doc.issueDate);
  det.ele('currencyCode').txt(doc.currency);
  det.ele('exchangeRate').txt(foreign ? doc.exchangeRate : '1');
  if (doc.payment) det.ele('paymentMethod').txt(PAYMENT[doc.payment.means] ?? 'OTHER');
  if (doc.dueDate) det.ele('paymentDate').txt(doc.dueDate);
  det.ele('invoiceAppearance').txt('ELECTRONIC');

  const lines = inv.ele('invoiceLines');
  lines.ele('mergedItemIndicator').txt('false');
  const before = opts.linesAlreadyReported ?? doc.lines.length;
  for (const l of doc.lines) {
    const x = lines.ele('line');
    x.ele('lineNumber').txt(String(l.lineNo));
    if (credit) {
      const mr = x.ele('lineModificationReference');
      mr.ele('lineNumberReference').txt(String(before + l.lineNo));
      mr.ele('lineOperation').txt('CREATE');
    }
    if (l.productCode) {
      const pc = x.ele('productCodes').ele('productCode');
      pc.ele('productCodeCategory').txt('OWN');
      pc.ele('productCodeOwnValue').txt(l.productCode);
    }
    x.ele('lineExpressionIndicator').txt('true');
    x.ele('lineDescription').txt(l.description);
    x.ele('quantity').txt(l.quantity);
    const unit = UNITS[l.unitCode];
    x.ele('unitOfMeasure').txt(unit ?? 'OWN');
    if (!unit) x.ele('unitOfMeasureOwn').txt(l.unitName || l.unitCode);
    x.ele('unitPrice').txt(l.unitPrice);
    if (foreign) x.ele('unitPriceHUF').txt(plain(new Decimal(l.unitPrice).times(doc.exchangeRate)));
    if (Number(l.discount) !== 0) {
      const d = x.ele('lineDiscountData');
      d.ele('discountDescription').txt('engedmény');
      d.ele('discountValue').txt(l.discount);
    }
    const amounts = x.ele('lineAmountsNormal');
    pair(amounts.ele('lineNetAmountData'), 'lineNetAmount', l.netAmount);
    vatRate(amounts, 'lineVatRate', l, l.exemptionReason, opts);
    pair(amounts.ele('lineVatData'), 'lineVatAmount', l.vatAmount);
    pair(amounts.ele('lineGrossAmountData'), 'lineGrossAmountNormal', l.grossAmount);
  }

  const sum = inv.ele('invoiceSummary');
  const normal = sum.ele('summaryNormal');
  let netHuf = new Decimal(0);
  let vatHuf = new Decimal(0);
  for (const t of doc.vatTotals) {
    const r = normal.ele('summaryByVatRate');
    const reason = doc.lines.find((l) => l.vatCategory === t.vatCategory && l.vatRate === t.vatRate)?.exemptionReason ?? '';
    vatRate(r, 'vatRate', t, reason, opts);
    const taxableHuf = huf(t.taxableAmount);
    netHuf = netHuf.plus(taxableHuf);
    vatHuf = vatHuf.plus(t.vatAmountLocal);
    pair(r.ele('vatRateNetData'), 'vatRateNetAmount', t.taxableAmount, taxableHuf);
    pair(r.ele('vatRateVatData'), 'vatRateVatAmount', t.vatAmount, t.vatAmountLocal);
    const gross = new Decimal(t.taxableAmount).plus(t.vatAmount).toFixed(currencyDecimals(doc.currency));
    pair(r.ele('vatRateGrossData'), 'vatRateGrossAmount', gross, new Decimal(taxableHuf).plus(t.vatAmountLocal).toFixed(hp));
  }
  pair(normal, 'invoiceNetAmount', doc.totals.net, netHuf.toFixed(hp));
  pair(normal, 'invoiceVatAmount', doc.totals.vat, vatHuf.toFixed(hp));
  pair(sum.ele('summaryGrossData'), 'invoiceGrossAmount', doc.totals.gross, netHuf.plus(vatHuf).toFixed(hp));

  return {
    xml: root.end({ prettyPrint: true }),
    fileName: `${safeFileName(doc.number)}.xml`,
    schema: NAV_SCHEMA,
    operation: credit ? (opts.storno ? 'STORNO' : 'MODIFY') : 'CREATE',
  };
}
