import type { EDocument } from '@tradedesk/contracts/invoicing/e-document';
import { buildEDocument } from '../testing/fixtures.js';
import { validateXml } from '../testing/xsd.js';
import { blocks, text, texts } from '../testing/xml-read.js';
import { CIUS_RO_CUSTOMIZATION, CiusRoError, UBL_CREDIT_NOTE_SCHEMA, UBL_INVOICE_SCHEMA, generateRo } from './ubl-cius-ro.js';

/*
 * Lines (RON unless said): 10 x 85.00 less 25.00 at 21% = 825.00 (VAT 173.25); 4 x 17.45 at 11%
 * = 69.80 (VAT 7.678 -> 7.68); 1 x 300.00 exempt. Net 1194.80, VAT 180.93, gross 1375.73.
 */
const subtotals = (xml: string) =>
  blocks(xml, 'TaxSubtotal').map((b) => [text(b, 'TaxableAmount'), text(b, 'TaxAmount'), texts(b, 'ID')[0], texts(b, 'Percent')[0] ?? '']);

describe('UBL 2.1 CIUS-RO (Romania, RO e-Factura)', () => {
  it('an invoice in lei validates as UBL Invoice under CIUS-RO with its totals per rate', async () => {
    const g = generateRo(buildEDocument('RO'));
    const v = await validateXml(g.xml, UBL_INVOICE_SCHEMA);
    expect(v.errors).toEqual([]);
    expect(v.ok).toBe(true);
    expect(g.schema).toBe(UBL_INVOICE_SCHEMA);
    expect(text(g.xml, 'CustomizationID')).toBe(CIUS_RO_CUSTOMIZATION);
    expect([text(g.xml, 'InvoiceTypeCode'), text(g.xml, 'DocumentCurrencyCode')]).toEqual(['380', 'RON']);
    expect(texts(g.xml, 'TaxCurrencyCode')).toEqual([]);
    expect(subtotals(g.xml)).toEqual([
      ['825.00', '173.25', 'S', '21'],
      ['69.80', '7.68', 'S', '11'],
      ['300.00', '0.00', 'E', '0'],
    ]);
    expect(text(blocks(g.xml, 'TaxSubtotal')[2]!, 'TaxExemptionReason')).toBe('Art. 292 alin. (1) lit. a) Cod fiscal');
    const m = blocks(g.xml, 'LegalMonetaryTotal')[0]!;
    expect([text(m, 'LineExtensionAmount'), text(m, 'TaxExclusiveAmount'), text(m, 'TaxInclusiveAmount'), text(m, 'PayableAmount')]).toEqual(['1194.80', '1194.80', '1375.73', '1375.73']);
    const line1 = blocks(g.xml, 'InvoiceLine')[0]!;
    expect([text(line1, 'LineExtensionAmount'), text(line1, 'PriceAmount'), text(blocks(line1, 'AllowanceCharge')[0]!, 'Amount')]).toEqual(['825.00', '85.00', '25.00']);
    // Bucharest: county RO-B, the city is the sector
    const seller = blocks(g.xml, 'AccountingSupplierParty')[0]!;
    expect([text(seller, 'CityName'), text(seller, 'CountrySubentity'), text(blocks(seller, 'PartyTaxScheme')[0]!, 'CompanyID')]).toEqual(['SECTOR3', 'RO-B', 'RO14167050']);
    expect(text(blocks(g.xml, 'AccountingCustomerParty')[0]!, 'CountrySubentity')).toBe('RO-CJ');
    expect(text(g.xml, 'DueDate')).toBe('2026-12-04');
  });

  it('an invoice in euro names RON as its VAT currency and adds the VAT in lei', async () => {
    const g = generateRo(buildEDocument('RO', { currency: 'EUR', exchangeRate: '5.0800' }));
    expect((await validateXml(g.xml, UBL_INVOICE_SCHEMA)).errors).toEqual([]);
    expect([text(g.xml, 'DocumentCurrencyCode'), text(g.xml, 'TaxCurrencyCode')]).toEqual(['EUR', 'RON']);
    const totals = blocks(g.xml, 'TaxTotal');
    expect(totals).toHaveLength(2);
    // 173.25 x 5.08 = 880.11; 7.68 x 5.08 = 39.0144 -> 39.01; together 919.12
    expect(totals[1]).toContain('<cbc:TaxAmount currencyID="RON">919.12</cbc:TaxAmount>');
    expect(totals[0]).toContain('<cbc:TaxAmount currencyID="EUR">180.93</cbc:TaxAmount>');
  });

  it('a credit note is a UBL CreditNote (381) with positive figures, referring to the invoice', async () => {
    const g = generateRo(buildEDocument('RO', { kind: 'creditNote' }));
    const v = await validateXml(g.xml, UBL_CREDIT_NOTE_SCHEMA);
    expect(v.errors).toEqual([]);
    expect(g.schema).toBe(UBL_CREDIT_NOTE_SCHEMA);
    expect(text(g.xml, 'CreditNoteTypeCode')).toBe('381');
    const ref = blocks(g.xml, 'InvoiceDocumentReference')[0]!;
    expect([text(ref, 'ID'), text(ref, 'IssueDate')]).toEqual(['TDF000027', '2026-11-20']);
    expect(texts(g.xml, 'CreditedQuantity')).toEqual(['10', '4', '1']);
    expect(subtotals(g.xml)[0]).toEqual(['825.00', '173.25', 'S', '21']);
    expect(text(g.xml, 'PayableAmount')).toBe('1375.73');
    expect(text(g.xml, 'PaymentDueDate')).toBe('2026-12-04');
  });

  it('refuses what CIUS-RO refuses: Bucharest without a sector, a county not in ISO 3166-2:RO, a number without a digit', () => {
    const doc = buildEDocument('RO');
    const withSeller = (a: Partial<EDocument['seller']['address']>): EDocument => ({ ...doc, seller: { ...doc.seller, address: { ...doc.seller.address, ...a } } });
    expect(() => generateRo(withSeller({ city: 'București' }))).toThrow(expect.objectContaining({ rule: 'BR-RO-100' }));
    expect(generateRo(withSeller({ city: 'Sector 3' })).xml).toContain('<cbc:CityName>SECTOR3</cbc:CityName>');
    expect(() => generateRo({ ...doc, buyer: { ...doc.buyer!, address: { ...doc.buyer!.address, region: 'Cluj' } } })).toThrow(expect.objectContaining({ rule: 'BR-RO-111' }));
    expect(() => generateRo({ ...doc, number: 'TDF-A' })).toThrow(CiusRoError);
    expect(() => generateRo({ ...doc, buyer: null })).toThrow(expect.objectContaining({ rule: 'BR-RO-120' }));
  });
});
