import { buildEDocument } from '../testing/fixtures.js';
import { validateXml } from '../testing/xsd.js';
import { blocks, text, texts } from '../testing/xml-read.js';
import { ISDOC_SCHEMA, generateCz, uuidFrom } from './isdoc.js';

/*
 * Lines (CZK unless said): 10 x 420.00 less 200.00 at 21% = 4000.00 (VAT 840.00);
 * 3 x 89.90 at 12% = 269.70 (VAT 32.364 -> 32.36); 1 x 1500.00 exempt.
 * Net 5769.70, VAT 872.36, gross 6642.06.
 */
describe('ISDOC 6.0.1 (Czech Republic)', () => {
  it('an invoice in koruna validates and gives each rate its subtotal', async () => {
    const g = generateCz(buildEDocument('CZ'));
    const v = await validateXml(g.xml, ISDOC_SCHEMA);
    expect(v.errors).toEqual([]);
    expect(v.ok).toBe(true);
    expect(g.fileName).toBe('FV202600027.isdoc');
    expect(text(g.xml, 'DocumentType')).toBe('1');
    expect(texts(g.xml, 'UUID')[0]).toMatch(/^[0-9A-F]{8}-[0-9A-F]{4}-4[0-9A-F]{3}-[89AB][0-9A-F]{3}-[0-9A-F]{12}$/);
    const sub = blocks(g.xml, 'TaxSubTotal');
    expect(sub.map((b) => [text(b, 'TaxableAmount'), text(b, 'TaxAmount'), text(b, 'TaxInclusiveAmount'), text(b, 'Percent')])).toEqual([
      ['4000.00', '840.00', '4840.00', '21'],
      ['269.70', '32.36', '302.06', '12'],
      ['1500.00', '0.00', '1500.00', '0'],
    ]);
    const total = blocks(g.xml, 'LegalMonetaryTotal')[0]!;
    expect([text(total, 'TaxExclusiveAmount'), text(total, 'TaxInclusiveAmount'), text(total, 'PayableAmount')]).toEqual(['5769.70', '6642.06', '6642.06']);
    expect(texts(g.xml, 'ForeignCurrencyCode')).toEqual([]);
    expect(texts(g.xml, 'LineExtensionAmount')).toEqual(['4000.00', '269.70', '1500.00']);
    expect(texts(g.xml, 'LineExtensionAmountBeforeDiscount')).toEqual(['4200.00']);
    expect(text(blocks(g.xml, 'AccountingSupplierParty')[0]!, 'CompanyID')).toBe('CZ27267555');
    expect(text(blocks(g.xml, 'AccountingCustomerParty')[0]!, 'ID')).toBe('45612463');
    // CZ65 0800 000019 2000145399: account 19-2000145399 at bank 0800
    expect([text(g.xml, 'BankCode'), text(blocks(g.xml, 'Details')[0]!, 'PaymentDueDate')]).toEqual(['0800', '2026-12-04']);
    expect(blocks(g.xml, 'Details')[0]).toContain('<ID>19-2000145399</ID>');
    expect(text(g.xml, 'VATNote')).toBe('§ 57 zákona o DPH');
  });

  it('an invoice in euro keeps the euro figures in *Curr and states koruna at the invoice rate', async () => {
    const g = generateCz(buildEDocument('CZ', { currency: 'EUR', exchangeRate: '25.125' }));
    expect((await validateXml(g.xml, ISDOC_SCHEMA)).errors).toEqual([]);
    expect([text(g.xml, 'ForeignCurrencyCode'), text(g.xml, 'CurrRate')]).toEqual(['EUR', '25.125']);
    const sub = blocks(g.xml, 'TaxSubTotal');
    // 4000.00 x 25.125 = 100500.00, VAT 840.00 x 25.125 = 21105.00; 269.70 x 25.125 = 6776.2125,
    // VAT 32.36 x 25.125 = 813.045 -> 813.05; 1500.00 x 25.125 = 37687.50
    expect(sub.map((b) => [text(b, 'TaxableAmountCurr'), text(b, 'TaxableAmount'), text(b, 'TaxAmountCurr'), text(b, 'TaxAmount')])).toEqual([
      ['4000.00', '100500.00', '840.00', '21105.00'],
      ['269.70', '6776.21', '32.36', '813.05'],
      ['1500.00', '37687.50', '0.00', '0.00'],
    ]);
    const total = blocks(g.xml, 'LegalMonetaryTotal')[0]!;
    // net 100500.00 + 6776.21 + 37687.50 = 144963.71; VAT 21105.00 + 813.05 = 21918.05
    expect([text(total, 'TaxExclusiveAmount'), text(total, 'TaxExclusiveAmountCurr')]).toEqual(['144963.71', '5769.70']);
    expect([text(total, 'PayableAmount'), text(total, 'PayableAmountCurr')]).toEqual(['166881.76', '6642.06']);
    expect(texts(g.xml, 'UnitPrice')).toEqual(['10552.5', '2258.7375', '37687.5']); // 420 x 25.125, 89.90 x 25.125, 1500 x 25.125
  });

  it('a credit note is a dobropis with positive figures, referring to the invoice it corrects', async () => {
    const g = generateCz(buildEDocument('CZ', { kind: 'creditNote' }));
    expect((await validateXml(g.xml, ISDOC_SCHEMA)).errors).toEqual([]);
    expect(text(g.xml, 'DocumentType')).toBe('2');
    const ref = blocks(g.xml, 'OriginalDocumentReference')[0]!;
    expect([text(ref, 'ID'), text(ref, 'IssueDate'), text(ref, 'UUID')]).toEqual(['FV202600027', '2026-11-20', uuidFrom('inv-cz-invoice-27')]);
    expect(texts(g.xml, 'InvoicedQuantity')).toEqual(['10', '3', '1']);
    const total = blocks(g.xml, 'LegalMonetaryTotal')[0]!;
    expect(text(total, 'PayableAmount')).toBe('6642.06');
    expect(text(blocks(g.xml, 'TaxTotal')[0]!.replace(/<TaxSubTotal>[\s\S]*<\/TaxSubTotal>/, ''), 'TaxAmount')).toBe('872.36');
    const signedNote = generateCz(buildEDocument('CZ', { kind: 'creditNote' }), { creditNoteAmounts: 'negative' });
    expect((await validateXml(signedNote.xml, ISDOC_SCHEMA)).errors).toEqual([]);
    expect(text(blocks(signedNote.xml, 'LegalMonetaryTotal')[0]!, 'PayableAmount')).toBe('-6642.06');
  });

  it('a receipt without an identified buyer names an anonymous customer', async () => {
    const g = generateCz(buildEDocument('CZ', { buyer: null }));
    expect((await validateXml(g.xml, ISDOC_SCHEMA)).errors).toEqual([]);
    expect(texts(g.xml, 'AccountingCustomerParty')).toEqual([]);
    expect(text(blocks(g.xml, 'AnonymousCustomerParty')[0]!, 'IDScheme')).toBe('TradeDesk');
  });
});
