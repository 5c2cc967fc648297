import { buildEDocument } from '../testing/fixtures.js';
import { validateXml } from '../testing/xsd.js';
import { blocks, text, texts } from '../testing/xml-read.js';
import { NAV_SCHEMA, generateHu } from './nav-invoice-data.js';

/*
 * Lines (HUF, whole forints): 10 x 6500 less 3000 at 27% = 62000 (VAT 16740); 5 x 890 at 5% = 4450
 * (VAT 222.5 -> 223); 3 x 1250 at 18% = 3750 (VAT 675); 1 x 40000 exempt.
 * Net 110200, VAT 17638, gross 127838.
 */
const byRate = (xml: string) =>
  blocks(xml, 'summaryByVatRate').map((b) => [texts(b, 'vatPercentage')[0] ?? texts(b, 'case')[0], text(b, 'vatRateNetAmount'), text(b, 'vatRateVatAmount'), text(b, 'vatRateVatAmountHUF')]);

describe('NAV Online Számla 3.0 InvoiceData (Hungary)', () => {
  it('an invoice in forint validates and sums each rate, the exempt line with its case and reason', async () => {
    const g = generateHu(buildEDocument('HU'));
    const v = await validateXml(g.xml, NAV_SCHEMA);
    expect(v.errors).toEqual([]);
    expect(v.ok).toBe(true);
    expect(g.operation).toBe('CREATE');
    expect(text(g.xml, 'invoiceNumber')).toBe('SZ-2026-00027');
    const supplier = blocks(g.xml, 'supplierTaxNumber')[0]!;
    expect([text(supplier, 'taxpayerId'), text(supplier, 'vatCode'), text(supplier, 'countyCode')]).toEqual(['12345676', '2', '42']);
    expect(text(g.xml, 'customerVatStatus')).toBe('DOMESTIC');
    expect(text(blocks(g.xml, 'customerTaxNumber')[0]!, 'taxpayerId')).toBe('10889637');
    expect(byRate(g.xml)).toEqual([
      ['0.27', '62000', '16740', '16740'],
      ['0.05', '4450', '223', '223'],
      ['0.18', '3750', '675', '675'],
      ['TAM', '40000', '0', '0'],
    ]);
    expect(text(blocks(g.xml, 'summaryByVatRate')[3]!, 'reason')).toBe('Áfa tv. 85. § (1) e)');
    expect([text(g.xml, 'invoiceNetAmount'), text(g.xml, 'invoiceVatAmount'), text(g.xml, 'invoiceGrossAmount')]).toEqual(['110200', '17638', '127838']);
    expect(texts(g.xml, 'discountValue')).toEqual(['3000']);
    expect(texts(g.xml, 'unitOfMeasure')).toEqual(['PIECE', 'PIECE', 'PIECE', 'PIECE']);
    expect([text(g.xml, 'currencyCode'), text(g.xml, 'exchangeRate'), text(g.xml, 'paymentMethod')]).toEqual(['HUF', '1', 'TRANSFER']);
  });

  it('an invoice in euro states every amount in forint too, at the invoice rate', async () => {
    const doc = buildEDocument('HU', {
      currency: 'EUR',
      exchangeRate: '395.50',
      lines: [
        { description: 'Szemes kávé 1 kg', quantity: '4', unitPrice: '12.50', discount: '5.00', vatCategory: 'S', vatRate: '27' },
        { description: 'Kenyér 1 kg', quantity: '2', unitPrice: '3.35', vatCategory: 'S', vatRate: '5' },
      ],
    });
    const g = generateHu(doc);
    expect((await validateXml(g.xml, NAV_SCHEMA)).errors).toEqual([]);
    // 4 x 12.50 - 5.00 = 45.00 (VAT 12.15); 2 x 3.35 = 6.70 (VAT 0.335 -> 0.34).
    // In forint at 395.50: 45.00 -> 17797.5 -> 17798, 12.15 -> 4805.325 -> 4805; 6.70 -> 2649.85 -> 2650, 0.34 -> 134.47 -> 134.
    expect([text(g.xml, 'currencyCode'), text(g.xml, 'exchangeRate')]).toEqual(['EUR', '395.50']);
    expect(blocks(g.xml, 'summaryByVatRate').map((b) => [text(b, 'vatRateNetAmount'), text(b, 'vatRateNetAmountHUF'), text(b, 'vatRateVatAmount'), text(b, 'vatRateVatAmountHUF')])).toEqual([
      ['45.00', '17798', '12.15', '4805'],
      ['6.70', '2650', '0.34', '134'],
    ]);
    expect([text(g.xml, 'invoiceNetAmountHUF'), text(g.xml, 'invoiceVatAmountHUF'), text(g.xml, 'invoiceGrossAmountHUF')]).toEqual(['20448', '4939', '25387']);
    expect(text(g.xml, 'invoiceGrossAmount')).toBe('64.19');
    expect(texts(g.xml, 'unitPriceHUF')).toEqual(['4943.75', '1324.925']);
    expect(texts(g.xml, 'lineNetAmountHUF')).toEqual(['17798', '2650']);
  });

  it('a credit note is a modification document of the invoice, its lines new lines with negative amounts', async () => {
    const g = generateHu(buildEDocument('HU', { kind: 'creditNote' }));
    expect((await validateXml(g.xml, NAV_SCHEMA)).errors).toEqual([]);
    expect(g.operation).toBe('MODIFY');
    const ref = blocks(g.xml, 'invoiceReference')[0]!;
    expect([text(ref, 'originalInvoiceNumber'), text(ref, 'modifyWithoutMaster'), text(ref, 'modificationIndex')]).toEqual(['SZ-2026-00027', 'false', '1']);
    // The invoice had lines 1-4; the modification's lines are 5-8, each CREATE.
    expect(texts(g.xml, 'lineNumberReference')).toEqual(['5', '6', '7', '8']);
    expect(texts(g.xml, 'lineOperation')).toEqual(['CREATE', 'CREATE', 'CREATE', 'CREATE']);
    expect(texts(g.xml, 'quantity')).toEqual(['-10', '-5', '-3', '-1']);
    expect([text(g.xml, 'invoiceNetAmount'), text(g.xml, 'invoiceVatAmount'), text(g.xml, 'invoiceGrossAmount')]).toEqual(['-110200', '-17638', '-127838']);
  });

  it('a credit note that cancels the invoice is reported as STORNO, a later one carries its index', async () => {
    const doc = buildEDocument('HU', { kind: 'creditNote' });
    expect(generateHu(doc, { storno: true }).operation).toBe('STORNO');
    const second = generateHu(doc, { modificationIndex: 2, linesAlreadyReported: 8 });
    expect((await validateXml(second.xml, NAV_SCHEMA)).errors).toEqual([]);
    expect(text(second.xml, 'modificationIndex')).toBe('2');
    expect(texts(second.xml, 'lineNumberReference')).toEqual(['9', '10', '11', '12']);
  });

  it('a sale to a private person sends neither name nor address, and an EU buyer is named by its VAT number', async () => {
    const priv = generateHu(buildEDocument('HU', { buyer: null }));
    expect((await validateXml(priv.xml, NAV_SCHEMA)).errors).toEqual([]);
    expect(text(priv.xml, 'customerVatStatus')).toBe('PRIVATE_PERSON');
    expect(texts(priv.xml, 'customerName')).toEqual([]);
    const eu = generateHu(
      buildEDocument('HU', {
        lines: [{ description: 'Szemes kávé 1 kg', quantity: '20', unitPrice: '6000', vatCategory: 'K', vatRate: '0' }],
        buyer: {
          name: 'Kaffeehaus Wien GmbH', taxId: '', taxIdScheme: '', vatId: 'ATU12345678', companyId: '', email: '', activity: '',
          address: { street: 'Kärntner Straße', buildingNumber: '10', city: 'Wien', postalCode: '1010', region: '', countryCode: 'AT' },
        },
      }),
    );
    expect((await validateXml(eu.xml, NAV_SCHEMA)).errors).toEqual([]);
    expect(text(eu.xml, 'customerVatStatus')).toBe('OTHER');
    expect(texts(eu.xml, 'communityVatNumber')).toEqual(['HU12345676', 'ATU12345678']);
    expect(texts(eu.xml, 'case')).toEqual(['KBAET', 'KBAET']);
  });

  it('domestic reverse charge and a supply outside the scope of VAT say so instead of a percentage', async () => {
    const g = generateHu(
      buildEDocument('HU', {
        lines: [
          { description: 'Fémhulladék', quantity: '100', unitPrice: '120', vatCategory: 'AE', vatRate: '0', unitCode: 'KGM', unitName: 'kg' },
          { description: 'Kártérítés', quantity: '1', unitPrice: '5000', vatCategory: 'O', vatRate: '0', exemptionReason: 'kártérítés, nem ellenérték', unitCode: 'E48', unitName: 'alkalom' },
        ],
      }),
    );
    expect((await validateXml(g.xml, NAV_SCHEMA)).errors).toEqual([]);
    expect(texts(g.xml, 'vatDomesticReverseCharge')).toEqual(['true', 'true']);
    expect(texts(g.xml, 'case')).toEqual(['ATK', 'ATK']);
    expect(texts(g.xml, 'unitOfMeasure')).toEqual(['KILOGRAM', 'OWN']);
    expect(text(g.xml, 'invoiceNetAmount')).toBe('17000');
  });
});
