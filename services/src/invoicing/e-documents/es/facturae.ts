import { Decimal } from 'decimal.js';
import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces.js';
import type { EAddress, EDocument, EParty, GeneratedEDocument } from '@tradedesk/contracts/invoicing/e-document';
import { roundTo } from '@tradedesk/contracts/platform/money';
import { upTo } from '../amounts.js';
import { signXml, type SigningKey } from '../signing/xml-signature.js';

/**
 * Spain, Facturae 3.2.2 for invoices to the public sector (FACe): one invoice per file (batch of
 * one), the buyer's DIR3 administrative centres, IVA per rate and per line, a rectificativa por
 * diferencias for a credit note, and the XAdES-EPES signature under the Facturae 3.1 policy
 * (docs/invoicing-es-latam.md).
 */

const FE = 'http://www.facturae.gob.es/formato/Versiones/Facturaev3_2_2.xml';
const DS = 'http://www.w3.org/2000/09/xmldsig#';

/** The Facturae signature policy v3.1 (identifier, description and its published SHA-1 digest). */
export const FACTURAE_POLICY = {
  identifier: 'http://www.facturae.es/politica_de_firma_formato_facturae/politica_de_firma_formato_facturae_v3_1.pdf',
  description: 'Política de Firma FacturaE v3.1',
  digestBase64: 'Ohixl6upD6av8N7pEvDABhEL6hM=',
};

export interface FacturaeOptions {
  /** DIR3 codes of the public body: oficina contable (01), órgano gestor (02), unidad tramitadora (03). */
  dir3?: { accountingOffice: string; managementBody: string; processingUnit: string };
  signing?: { key: SigningKey; signingTime: string };
}

const ISO3: Record<string, string> = { ES: 'ESP', FR: 'FRA', PT: 'PRT', DE: 'DEU', IT: 'ITA', GB: 'GBR', IE: 'IRL', NL: 'NLD', BE: 'BEL', US: 'USA', AD: 'AND', MA: 'MAR', PL: 'POL', CZ: 'CZE', HU: 'HUN', RO: 'ROU', CL: 'CHL', PE: 'PER', EC: 'ECU', MX: 'MEX', AR: 'ARG', CO: 'COL' };
const EU = new Set(['AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'SE']);
/** Facturae unidades de medida: 01 unidades, 02 horas, 03 kilogramos, 04 litros, 06 cajas, 07 bandejas... */
const UNITS: Record<string, string> = { H87: '01', C62: '01', HUR: '02', KGM: '03', LTR: '04', BX: '06' };
/** Facturae formas de pago: 01 contado, 04 transferencia, 11 cheque, 19 tarjeta. */
const MEANS: Record<string, string> = { cash: '01', transfer: '04', check: '11', card: '19', other: '13' };

function country3(code: string): string {
  const c = ISO3[code];
  if (!c) throw new Error(`Facturae: no ISO 3166 alpha-3 code known for ${code}`);
  return c;
}

function address(parent: XMLBuilder, a: EAddress) {
  const street = [a.street, a.buildingNumber].filter(Boolean).join(' ').slice(0, 80) || '-';
  if (a.countryCode === 'ES') {
    const x = parent.ele('AddressInSpain');
    x.ele('Address').txt(street);
    x.ele('PostCode').txt(a.postalCode);
    x.ele('Town').txt(a.city.slice(0, 50));
    x.ele('Province').txt((a.region || a.city).slice(0, 20));
    x.ele('CountryCode').txt('ESP');
  } else {
    const x = parent.ele('OverseasAddress');
    x.ele('Address').txt(street);
    x.ele('PostCodeAndTown').txt(`${a.postalCode} ${a.city}`.trim().slice(0, 50));
    x.ele('Province').txt((a.region || a.city).slice(0, 20));
    x.ele('CountryCode').txt(country3(a.countryCode));
  }
}

function party(parent: XMLBuilder, p: EParty, dir3?: FacturaeOptions['dir3']) {
  const residence = p.address.countryCode === 'ES' ? 'R' : EU.has(p.address.countryCode) ? 'U' : 'E';
  const tax = parent.ele('TaxIdentification');
  tax.ele('PersonTypeCode').txt('J');
  tax.ele('ResidenceTypeCode').txt(residence);
  tax.ele('TaxIdentificationNumber').txt(residence === 'R' ? p.taxId : p.vatId || p.taxId);
  if (dir3) {
    const centres = parent.ele('AdministrativeCentres');
    for (const [code, role, name] of [[dir3.accountingOffice, '01', 'Oficina contable'], [dir3.managementBody, '02', 'Órgano gestor'], [dir3.processingUnit, '03', 'Unidad tramitadora']] as const) {
      const c = centres.ele('AdministrativeCentre');
      c.ele('CentreCode').txt(code);
      c.ele('RoleTypeCode').txt(role);
      address(c, p.address);
      c.ele('CentreDescription').txt(name);
    }
  }
  const legal = parent.ele('LegalEntity');
  legal.ele('CorporateName').txt(p.name.slice(0, 80));
  address(legal, p.address);
}

export function generateFacturae(doc: EDocument, opts: FacturaeOptions = {}): GeneratedEDocument {
  const credit = doc.kind === 'creditNote';
  if (credit && !doc.corrects) throw new Error('Facturae: a rectificativa names the invoice it corrects');
  if (!doc.buyer) throw new Error('Facturae: the buyer (a public body) is required');
  const cur = doc.currency;
  const foreign = cur !== 'EUR';
  const two = (v: string) => roundTo(v, 2);
  const amount = (parent: XMLBuilder, name: string, v: string, euros?: string) => {
    const a = parent.ele(name);
    a.ele('TotalAmount').txt(two(v));
    if (foreign && euros !== undefined) a.ele('EquivalentInEuros').txt(two(euros));
  };
  const toEur = (v: string) => new Decimal(v).times(doc.exchangeRate).toString();

  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele(FE, 'fe:Facturae', { 'xmlns:ds': DS });
  const header = root.ele('FileHeader');
  header.ele('SchemaVersion').txt('3.2.2');
  header.ele('Modality').txt('I');
  header.ele('InvoiceIssuerType').txt('EM');
  const batch = header.ele('Batch');
  batch.ele('BatchIdentifier').txt(`${doc.seller.taxId}${doc.number}`.slice(0, 70));
  batch.ele('InvoicesCount').txt('1');
  amount(batch, 'TotalInvoicesAmount', doc.totals.gross, toEur(doc.totals.gross));
  amount(batch, 'TotalOutstandingAmount', doc.totals.payable, toEur(doc.totals.payable));
  amount(batch, 'TotalExecutableAmount', doc.totals.payable, toEur(doc.totals.payable));
  batch.ele('InvoiceCurrencyCode').txt(cur);

  const parties = root.ele('Parties');
  party(parties.ele('SellerParty'), doc.seller);
  party(parties.ele('BuyerParty'), doc.buyer, opts.dir3);

  const inv = root.ele('Invoices').ele('Invoice');
  const h = inv.ele('InvoiceHeader');
  const numberPart = doc.series && doc.number.startsWith(doc.series) ? doc.number.slice(doc.series.length).replace(/^[-/]/, '') : doc.number;
  h.ele('InvoiceNumber').txt(numberPart.slice(0, 20));
  if (doc.series) h.ele('InvoiceSeriesCode').txt(doc.series.slice(0, 20));
  h.ele('InvoiceDocumentType').txt('FC');
  h.ele('InvoiceClass').txt(credit ? 'OR' : 'OO');
  if (credit) {
    const c = doc.corrects!;
    const corr = h.ele('Corrective');
    corr.ele('InvoiceNumber').txt(c.number.slice(0, 20));
    corr.ele('ReasonCode').txt('16');
    corr.ele('ReasonDescription').txt('Base imponible');
    const period = corr.ele('TaxPeriod');
    period.ele('StartDate').txt(c.issueDate);
    period.ele('EndDate').txt(c.issueDate);
    corr.ele('CorrectionMethod').txt('02');
    corr.ele('CorrectionMethodDescription').txt('Rectificación por diferencias');
    if (c.reason) corr.ele('AdditionalReasonDescription').txt(c.reason);
    corr.ele('InvoiceIssueDate').txt(c.issueDate);
  }
  const issue = inv.ele('InvoiceIssueData');
  issue.ele('IssueDate').txt(doc.issueDate);
  if (doc.deliveryDate && doc.deliveryDate !== doc.issueDate) issue.ele('OperationDate').txt(doc.deliveryDate);
  issue.ele('InvoiceCurrencyCode').txt(cur);
  if (foreign) {
    const x = issue.ele('ExchangeRateDetails');
    x.ele('ExchangeRate').txt(upTo(doc.exchangeRate, 8));
    x.ele('ExchangeRateDate').txt(doc.issueDate);
  }
  issue.ele('TaxCurrencyCode').txt('EUR');
  issue.ele('LanguageName').txt('es');

  const taxes = inv.ele('TaxesOutputs');
  for (const v of doc.vatTotals) {
    const t = taxes.ele('Tax');
    t.ele('TaxTypeCode').txt('01');
    t.ele('TaxRate').txt(roundTo(v.vatRate, 2));
    amount(t, 'TaxableBase', v.taxableAmount, toEur(v.taxableAmount));
    amount(t, 'TaxAmount', v.vatAmount, v.vatAmountLocal);
  }
  const totals = inv.ele('InvoiceTotals');
  totals.ele('TotalGrossAmount').txt(two(doc.totals.net));
  totals.ele('TotalGrossAmountBeforeTaxes').txt(two(doc.totals.net));
  totals.ele('TotalTaxOutputs').txt(two(doc.totals.vat));
  totals.ele('TotalTaxesWithheld').txt('0.00');
  totals.ele('InvoiceTotal').txt(two(doc.totals.gross));
  totals.ele('TotalOutstandingAmount').txt(two(doc.totals.payable));
  totals.ele('TotalExecutableAmount').txt(two(doc.totals.payable));

  const items = inv.ele('Items');
  for (const l of doc.lines) {
    const line = items.ele('InvoiceLine');
    line.ele('SequenceNumber').txt(String(l.lineNo));
    line.ele('ItemDescription').txt(l.description);
    line.ele('Quantity').txt(new Decimal(l.quantity).toFixed());
    if (UNITS[l.unitCode]) line.ele('UnitOfMeasure').txt(UNITS[l.unitCode]!);
    line.ele('UnitPriceWithoutTax').txt(upTo(l.unitPrice, 8, 2));
    const cost = new Decimal(l.quantity).times(l.unitPrice).toDecimalPlaces(8, Decimal.ROUND_HALF_UP);
    line.ele('TotalCost').txt(cost.toFixed(Math.max(2, cost.decimalPlaces())));
    if (!new Decimal(l.discount).isZero()) {
      const d = line.ele('DiscountsAndRebates').ele('Discount');
      d.ele('DiscountReason').txt('Descuento');
      d.ele('DiscountAmount').txt(two(new Decimal(l.discount).abs().times(cost.isNegative() ? -1 : 1).toString()));
    }
    line.ele('GrossAmount').txt(two(l.netAmount));
    const t = line.ele('TaxesOutputs').ele('Tax');
    t.ele('TaxTypeCode').txt('01');
    t.ele('TaxRate').txt(roundTo(l.vatRate, 2));
    amount(t, 'TaxableBase', l.netAmount);
    amount(t, 'TaxAmount', l.vatAmount);
  }
  if (doc.dueDate && doc.payment && !credit) {
    const inst = inv.ele('PaymentDetails').ele('Installment');
    inst.ele('InstallmentDueDate').txt(doc.dueDate);
    inst.ele('InstallmentAmount').txt(two(doc.totals.payable));
    inst.ele('PaymentMeans').txt(MEANS[doc.payment.means]!);
    if (doc.payment.means === 'transfer' && doc.payment.iban) inst.ele('AccountToBeCredited').ele('IBAN').txt(doc.payment.iban);
  }

  let xml = root.end({ prettyPrint: false });
  if (opts.signing) {
    xml = signXml(xml, {
      key: opts.signing.key,
      digest: 'sha256',
      signatureId: `Signature-${doc.documentId}`.replace(/[^\w-]/g, '-'),
      target: { uri: '' },
      prefix: 'ds',
      xades: { signingTime: opts.signing.signingTime, policy: FACTURAE_POLICY },
    });
  }
  return { xml, fileName: `facturae-${doc.seller.taxId}-${doc.number.replace(/[^\w.-]/g, '_')}.xsig`, schema: 'es/Facturaev3_2_2.xsd' };
}
