import { Decimal } from 'decimal.js';
import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces.js';
import type { EDocument, ELine, EParty, GeneratedEDocument, VatCategory } from '@tradedesk/contracts/invoicing/e-document';
import { wallClock } from '@tradedesk/contracts/platform/company-time';
import { magnitude, upTo } from '../amounts.js';
import { signXml, type SigningKey } from '../signing/xml-signature.js';
import { amountInWords } from '@tradedesk/contracts/invoicing/amount-in-words';

/**
 * Peru, SUNAT's UBL 2.1 Invoice (factura, tipo de documento 01; boleta de venta 03) and CreditNote (07), customization
 * 2.0 (docs/invoicing-es-latam.md): UBLExtensions holding the ds:Signature, catálogo codes
 * (tipo de afectación del IGV 10/20/30/40, tributos 1000/9997/9998/9995, nota de crédito 01..13),
 * legend 1000 (the total in words), payment form (Contado / Crédito with its instalment), line
 * discounts as AllowanceCharge 00.
 */

export interface PeOptions {
  /** Catálogo 51 tipo de operación; 0101 venta interna. */
  operationType?: string;
  /** The seller's establishment code (0000 head office) and ubigeo. */
  establishmentCode?: string;
  ubigeo?: string;
  /** Catálogo 09 motivo de la nota de crédito; 01 anulación de la operación by default. */
  creditNoteReason?: string;
  /** Issue time HH:MM:SS in Lima; by default taken from issuedAt (UTC-5). */
  issueTime?: string;
  signing?: { key: SigningKey };
}

const NS = {
  Invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  CreditNote: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
  ext: 'urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2',
  ds: 'http://www.w3.org/2000/09/xmldsig#',
};

/** Catálogo 07 (tipo de afectación) and catálogo 05 (tributo: code, name, UN/ECE 5153 type). */
interface Affectation { code: string; scheme: string; name: string; type: string }
export function affectation(category: VatCategory): Affectation {
  switch (category) {
    case 'S': return { code: '10', scheme: '1000', name: 'IGV', type: 'VAT' };
    case 'E': return { code: '20', scheme: '9997', name: 'EXO', type: 'VAT' };
    case 'G': return { code: '40', scheme: '9995', name: 'EXP', type: 'FRE' };
    default: return { code: '30', scheme: '9998', name: 'INA', type: 'FRE' };
  }
}

/** Catálogo 03 unit codes are UN/ECE rec 20; SUNAT uses NIU for a piece. */
const unitCode = (code: string) => (code === 'H87' || code === 'C62' || !code ? 'NIU' : code);

/** Catálogo 06 document identity type: 6 RUC (11 digits), 1 DNI (8), 0 other/none. */
const idScheme = (p: EParty) => p.taxIdScheme || (p.taxId.length === 11 ? '6' : p.taxId.length === 8 ? '1' : '0');

/** Lima keeps UTC-5 all year. */
const limaTime = (issuedAt: string) => wallClock(issuedAt, -5).toISOString().slice(11, 19);

export function generatePe(doc: EDocument, opts: PeOptions = {}): GeneratedEDocument {
  const credit = doc.kind === 'creditNote';
  if (credit && !doc.corrects) throw new Error('PE: a credit note names the document it corrects');
  const rootName = credit ? 'CreditNote' : 'Invoice';
  const cur = doc.currency;
  const money = (v: string) => magnitude(v, 2);
  const signatureId = `SIGN-${doc.number}`;
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele(NS[rootName], rootName, {
    'xmlns:cac': NS.cac,
    'xmlns:cbc': NS.cbc,
    'xmlns:ext': NS.ext,
    'xmlns:ds': NS.ds,
  });
  const cbc = (parent: XMLBuilder, name: string, text: string, attrs?: Record<string, string>) => parent.ele(NS.cbc, `cbc:${name}`, attrs).txt(text);
  const cac = (parent: XMLBuilder, name: string) => parent.ele(NS.cac, `cac:${name}`);
  const amt = (parent: XMLBuilder, name: string, v: string) => cbc(parent, name, money(v), { currencyID: cur });

  root.ele(NS.ext, 'ext:UBLExtensions').ele(NS.ext, 'ext:UBLExtension').ele(NS.ext, 'ext:ExtensionContent');
  cbc(root, 'UBLVersionID', '2.1');
  cbc(root, 'CustomizationID', '2.0', { schemeAgencyName: 'PE:SUNAT' });
  cbc(root, 'ID', doc.number);
  cbc(root, 'IssueDate', doc.issueDate);
  cbc(root, 'IssueTime', opts.issueTime ?? limaTime(doc.issuedAt));
  if (!credit) {
    if (doc.dueDate) cbc(root, 'DueDate', doc.dueDate);
    // Catálogo 01: 01 factura, 03 boleta de venta.
    cbc(root, 'InvoiceTypeCode', doc.boleta ? '03' : '01', { listID: opts.operationType ?? '0101', listAgencyName: 'PE:SUNAT', listName: 'Tipo de Documento', listURI: 'urn:pe:gob:sunat:cpe:see:gem:catalogos:catalogo01' });
  }
  cbc(root, 'Note', amountInWords(doc.totals.payable, cur), { languageLocaleID: '1000' });
  cbc(root, 'DocumentCurrencyCode', cur, { listID: 'ISO 4217 Alpha', listName: 'Currency', listAgencyName: 'United Nations Economic Commission for Europe' });
  cbc(root, 'LineCountNumeric', String(doc.lines.length));
  if (credit) {
    const c = doc.corrects!;
    const disc = cac(root, 'DiscrepancyResponse');
    cbc(disc, 'ReferenceID', c.number);
    cbc(disc, 'ResponseCode', opts.creditNoteReason ?? '01');
    cbc(disc, 'Description', c.reason || 'Anulación de la operación');
    const ref = cac(cac(root, 'BillingReference'), 'InvoiceDocumentReference');
    cbc(ref, 'ID', c.number);
    cbc(ref, 'IssueDate', c.issueDate);
    // Catálogo 01: 03 for a boleta (named so by the note, or by its B series on older events), else 01.
    cbc(ref, 'DocumentTypeCode', c.boleta || c.number.startsWith('B') ? '03' : '01');
  }

  const sig = cac(root, 'Signature');
  cbc(sig, 'ID', signatureId);
  const signatory = cac(sig, 'SignatoryParty');
  cbc(cac(signatory, 'PartyIdentification'), 'ID', doc.seller.taxId);
  cbc(cac(signatory, 'PartyName'), 'Name', doc.seller.name);
  cbc(cac(cac(sig, 'DigitalSignatureAttachment'), 'ExternalReference'), 'URI', `#${signatureId}`);

  const partyXml = (parent: XMLBuilder, p: EParty, seller: boolean) => {
    const party = cac(parent, 'Party');
    cbc(cac(party, 'PartyIdentification'), 'ID', p.taxId || '-', { schemeID: idScheme(p), schemeName: 'Documento de Identidad', schemeAgencyName: 'PE:SUNAT', schemeURI: 'urn:pe:gob:sunat:cpe:see:gem:catalogos:catalogo06' });
    cbc(cac(party, 'PartyName'), 'Name', p.name);
    const legal = cac(party, 'PartyLegalEntity');
    cbc(legal, 'RegistrationName', p.name);
    const addr = cac(legal, 'RegistrationAddress');
    if (seller && opts.ubigeo) cbc(addr, 'ID', opts.ubigeo, { schemeAgencyName: 'PE:INEI', schemeName: 'Ubigeos' });
    if (seller) cbc(addr, 'AddressTypeCode', opts.establishmentCode ?? '0000', { listAgencyName: 'PE:SUNAT', listName: 'Establecimientos anexos' });
    if (p.address.city) cbc(addr, 'CityName', p.address.city);
    if (p.address.region) cbc(addr, 'District', p.address.region);
    cbc(cac(addr, 'AddressLine'), 'Line', [p.address.street, p.address.buildingNumber].filter(Boolean).join(' ') || '-');
    cbc(cac(addr, 'Country'), 'IdentificationCode', p.address.countryCode, { listID: 'ISO 3166-1', listAgencyName: 'United Nations Economic Commission for Europe', listName: 'Country' });
  };
  partyXml(cac(root, 'AccountingSupplierParty'), doc.seller, true);
  partyXml(cac(root, 'AccountingCustomerParty'), doc.buyer ?? { ...doc.seller, name: 'CLIENTES VARIOS', taxId: '-', taxIdScheme: '0' }, false);

  if (!credit) {
    // Forma de pago (since 2021): Contado, or Crédito with the amount due and its instalment.
    const terms = cac(root, 'PaymentTerms');
    cbc(terms, 'ID', 'FormaPago');
    if (doc.dueDate && doc.dueDate !== doc.issueDate) {
      cbc(terms, 'PaymentMeansID', 'Credito');
      amt(terms, 'Amount', doc.totals.payable);
      const quota = cac(root, 'PaymentTerms');
      cbc(quota, 'ID', 'FormaPago');
      cbc(quota, 'PaymentMeansID', 'Cuota001');
      amt(quota, 'Amount', doc.totals.payable);
      cbc(quota, 'PaymentDueDate', doc.dueDate);
    } else {
      cbc(terms, 'PaymentMeansID', 'Contado');
    }
  }

  const taxTotal = (parent: XMLBuilder, subtotals: { category: VatCategory; rate: string; taxable: string; tax: string }[], total: string, perLine: boolean) => {
    const t = cac(parent, 'TaxTotal');
    amt(t, 'TaxAmount', total);
    for (const s of subtotals) {
      const a = affectation(s.category);
      const sub = cac(t, 'TaxSubtotal');
      amt(sub, 'TaxableAmount', s.taxable);
      amt(sub, 'TaxAmount', s.tax);
      const cat = cac(sub, 'TaxCategory');
      if (perLine) {
        cbc(cat, 'Percent', upTo(s.rate, 2));
        cbc(cat, 'TaxExemptionReasonCode', a.code, { listAgencyName: 'PE:SUNAT', listName: 'Afectacion del IGV', listURI: 'urn:pe:gob:sunat:cpe:see:gem:catalogos:catalogo07' });
      }
      const scheme = cac(cat, 'TaxScheme');
      cbc(scheme, 'ID', a.scheme, { schemeName: 'Codigo de tributos', schemeAgencyName: 'PE:SUNAT', schemeURI: 'urn:pe:gob:sunat:cpe:see:gem:catalogos:catalogo05' });
      cbc(scheme, 'Name', a.name);
      cbc(scheme, 'TaxTypeCode', a.type);
    }
  };
  taxTotal(root, doc.vatTotals.map((v) => ({ category: v.vatCategory, rate: v.vatRate, taxable: v.taxableAmount, tax: v.vatAmount })), doc.totals.vat, false);

  const totals = cac(root, 'LegalMonetaryTotal');
  amt(totals, 'LineExtensionAmount', doc.totals.net);
  amt(totals, 'TaxInclusiveAmount', doc.totals.gross);
  amt(totals, 'PayableAmount', doc.totals.payable);

  doc.lines.forEach((l: ELine) => {
    const line = cac(root, credit ? 'CreditNoteLine' : 'InvoiceLine');
    cbc(line, 'ID', String(l.lineNo));
    cbc(line, credit ? 'CreditedQuantity' : 'InvoicedQuantity', upTo(l.quantity, 10), { unitCode: unitCode(l.unitCode), unitCodeListID: 'UN/ECE rec 20', unitCodeListAgencyName: 'United Nations Economic Commission for Europe' });
    amt(line, 'LineExtensionAmount', l.netAmount);
    // Precio unitario de venta (tipo 01): what one unit costs with IGV, after the discount.
    const unitWithTax = new Decimal(l.grossAmount).abs().div(new Decimal(l.quantity).abs());
    const alt = cac(cac(line, 'PricingReference'), 'AlternativeConditionPrice');
    cbc(alt, 'PriceAmount', upTo(unitWithTax.toString(), 10, 2), { currencyID: cur });
    cbc(alt, 'PriceTypeCode', '01', { listName: 'Tipo de Precio', listAgencyName: 'PE:SUNAT', listURI: 'urn:pe:gob:sunat:cpe:see:gem:catalogos:catalogo16' });
    if (!new Decimal(l.discount).isZero()) {
      // Catálogo 53 code 00: a line discount that reduces the taxable base.
      const base = new Decimal(l.quantity).times(l.unitPrice).abs();
      const ac = cac(line, 'AllowanceCharge');
      cbc(ac, 'ChargeIndicator', 'false');
      cbc(ac, 'AllowanceChargeReasonCode', '00', { listAgencyName: 'PE:SUNAT', listName: 'Cargo/descuento', listURI: 'urn:pe:gob:sunat:cpe:see:gem:catalogos:catalogo53' });
      cbc(ac, 'MultiplierFactorNumeric', new Decimal(l.discount).abs().div(base).toDecimalPlaces(5, Decimal.ROUND_HALF_UP).toFixed(5));
      amt(ac, 'Amount', l.discount);
      amt(ac, 'BaseAmount', base.toString());
    }
    taxTotal(line, [{ category: l.vatCategory, rate: l.vatRate, taxable: l.netAmount, tax: l.vatAmount }], l.vatAmount, true);
    const item = cac(line, 'Item');
    cbc(item, 'Description', l.description);
    if (l.productCode) cbc(cac(item, 'SellersItemIdentification'), 'ID', l.productCode);
    cbc(cac(line, 'Price'), 'PriceAmount', upTo(l.unitPrice, 10, 2), { currencyID: cur });
  });

  let xml = root.end({ prettyPrint: false });
  if (opts.signing) {
    xml = signXml(xml, { key: opts.signing.key, digest: 'sha1', signatureId, target: { uri: '' }, prefix: 'ds', location: { reference: "//*[local-name(.)='ExtensionContent']", action: 'append' } });
  }
  const typeCode = credit ? '07' : doc.boleta ? '03' : '01';
  return { xml, fileName: `${doc.seller.taxId}-${typeCode}-${doc.number}.xml`, schema: credit ? 'ubl-2.1/maindoc/UBL-CreditNote-2.1.xsd' : 'ubl-2.1/maindoc/UBL-Invoice-2.1.xsd' };
}
