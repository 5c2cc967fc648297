import { buildEDocument, party } from '../testing/e-document-fixture.js';
import { testCertificate } from '../testing/test-certificate.js';
import { validateXml } from '../testing/xsd.js';
import { verifyXmlSignature } from '../signing/xml-signature.js';
import { generateFacturae, type FacturaeOptions } from './facturae.js';

const address = { street: 'Calle Alcalá 10', buildingNumber: '', city: 'Madrid', postalCode: '28014', region: 'Madrid', countryCode: 'ES' };
const seller = party('Suministros Ibéricos S.L.', 'B12345674', '', 'ES', { address });
const ayuntamiento = party('Ayuntamiento de Villaejemplo', 'P2800000A', '', 'ES', { address: { ...address, street: 'Plaza Mayor 1', postalCode: '28999', city: 'Villaejemplo' } });
const dir3 = { accountingOffice: 'L01289991', managementBody: 'L01289992', processingUnit: 'L01289993' };
const cert = testCertificate('Suministros Ibéricos Firma');
const opts: FacturaeOptions = { dir3, signing: { key: cert, signingTime: '2026-11-24T10:15:00+01:00' } };

// By hand: 4 x 25.00 - 10.00 = 90.00 at 21% -> 18.90; 10 x 1.20 = 12.00 at 10% -> 1.20; 2 x 3.50 =
// 7.00 at 4% -> 0.28. Net 109.00, IVA 20.38, total 129.38.
const invoice = () =>
  buildEDocument(
    {
      country: 'ES', kind: 'invoice', documentId: 'inv-es-fe-1', number: 'FE-2026/0007', series: 'FE', sequence: 7, issueDate: '2026-11-24', issuedAt: '2026-11-24T09:15:00Z', dueDate: '2026-12-24', currency: 'EUR', localCurrency: 'EUR', exchangeRate: '1', seller, buyer: ayuntamiento,
      payment: { means: 'transfer', iban: 'ES9121000418450200051332', bankName: 'CaixaBank' },
    },
    [
      { code: 'C1', description: 'Papel A4 caja', quantity: '4', unitPrice: '25.00', discount: '10.00', vatRate: '21', unitCode: 'BX' },
      { code: 'C2', description: 'Agua mineral', quantity: '10', unitPrice: '1.20', vatRate: '10' },
      { code: 'C3', description: 'Libros', quantity: '2', unitPrice: '3.50', vatRate: '4' },
    ],
  );

const values = (xml: string, name: string) => [...xml.matchAll(new RegExp(`<${name}>([^<]*)</${name}>`, 'g'))].map((m) => m[1]);

describe('ES: Facturae 3.2.2 for the public sector', () => {
  it('lays out a signed invoice to a public body (DIR3 centres) the Facturae schema accepts', async () => {
    const out = generateFacturae(invoice(), opts);
    expect(await validateXml(out.xml, out.schema)).toEqual({ ok: true, errors: [] });
    expect(values(out.xml, 'InvoiceNumber')).toEqual(['2026/0007']);
    expect(values(out.xml, 'InvoiceSeriesCode')).toEqual(['FE']);
    expect(values(out.xml, 'InvoiceClass')).toEqual(['OO']);
    expect(values(out.xml, 'CentreCode')).toEqual(['L01289991', 'L01289992', 'L01289993']);
    expect(values(out.xml, 'RoleTypeCode')).toEqual(['01', '02', '03']);
    // Tax summary per rate, then per line.
    expect(values(out.xml, 'TaxRate')).toEqual(['21.00', '10.00', '4.00', '21.00', '10.00', '4.00']);
    expect(values(out.xml, 'TotalGrossAmount')).toEqual(['109.00']);
    expect(values(out.xml, 'TotalTaxOutputs')).toEqual(['20.38']);
    expect(values(out.xml, 'InvoiceTotal')).toEqual(['129.38']);
    expect(values(out.xml, 'TotalExecutableAmount')).toEqual(['129.38']);
    expect(values(out.xml, 'TotalCost')).toEqual(['100.00', '12.00', '7.00']);
    expect(values(out.xml, 'DiscountAmount')).toEqual(['10.00']);
    expect(values(out.xml, 'GrossAmount')).toEqual(['90.00', '12.00', '7.00']);
    expect(values(out.xml, 'UnitOfMeasure')).toEqual(['06', '01', '01']);
    expect(values(out.xml, 'IBAN')).toEqual(['ES9121000418450200051332']);
    expect(values(out.xml, 'PaymentMeans')).toEqual(['04']);
    // XAdES-EPES under the Facturae 3.1 policy; the whole document is signed.
    expect(out.xml).toContain('<xades:Identifier>http://www.facturae.es/politica_de_firma_formato_facturae/politica_de_firma_formato_facturae_v3_1.pdf</xades:Identifier>');
    expect(out.xml).toContain('<ds:DigestValue>Ohixl6upD6av8N7pEvDABhEL6hM=</ds:DigestValue>');
    expect(out.xml).toMatch(/<ds:Reference URI="" Id="[^"]+-Reference">/);
    expect(verifyXmlSignature(out.xml, cert.certificatePem)).toBe(true);
    expect(verifyXmlSignature(out.xml.replace('<InvoiceTotal>129.38<', '<InvoiceTotal>129.39<'), cert.certificatePem)).toBe(false);
  });

  it('lays out a rectificativa por diferencias (OR) with the corrected invoice and negative figures', async () => {
    // One box returned: -1 x 25.00 at 21% -> -25.00 and -5.25, total -30.25.
    const doc = buildEDocument(
      {
        country: 'ES', kind: 'creditNote', documentId: 'cn-es-fe-1', number: 'FR-2026/0001', series: 'FR', sequence: 1, issueDate: '2026-11-28', issuedAt: '2026-11-28T09:00:00Z', currency: 'EUR', localCurrency: 'EUR', exchangeRate: '1', seller, buyer: ayuntamiento,
        corrects: { documentId: 'inv-es-fe-1', number: 'FE-2026/0007', issueDate: '2026-11-24', reason: 'Devolución de una caja' },
      },
      [{ code: 'C1', description: 'Papel A4 caja', quantity: '-1', unitPrice: '25.00', vatRate: '21', unitCode: 'BX' }],
    );
    const out = generateFacturae(doc, opts);
    expect(await validateXml(out.xml, out.schema)).toEqual({ ok: true, errors: [] });
    expect(values(out.xml, 'InvoiceClass')).toEqual(['OR']);
    expect(values(out.xml, 'InvoiceNumber')).toEqual(['2026/0001', 'FE-2026/0007']);
    expect(values(out.xml, 'CorrectionMethod')).toEqual(['02']);
    expect(values(out.xml, 'InvoiceTotal')).toEqual(['-30.25']);
    expect(values(out.xml, 'TotalTaxOutputs')).toEqual(['-5.25']);
    expect(verifyXmlSignature(out.xml, cert.certificatePem)).toBe(true);
  });

  it('states a dollar invoice with its exchange rate and the tax in euros', async () => {
    // 10 x 10.00 USD at 21% -> 21.00 USD; at 0.92: base 92.00 EUR, IVA 19.32 EUR; total 121.00 USD = 111.32 EUR.
    const doc = buildEDocument(
      { country: 'ES', kind: 'invoice', documentId: 'inv-es-fe-2', number: 'FE-2026/0008', series: 'FE', sequence: 8, issueDate: '2026-11-24', issuedAt: '2026-11-24T09:20:00Z', currency: 'USD', localCurrency: 'EUR', exchangeRate: '0.92', seller, buyer: ayuntamiento },
      [{ code: 'V1', description: 'Licencia anual', quantity: '10', unitPrice: '10.00', vatRate: '21' }],
    );
    const out = generateFacturae(doc, { dir3 });
    expect(await validateXml(out.xml, out.schema)).toEqual({ ok: true, errors: [] });
    expect(values(out.xml, 'InvoiceCurrencyCode')).toEqual(['USD', 'USD']);
    expect(values(out.xml, 'ExchangeRate')).toEqual(['0.92']);
    expect(values(out.xml, 'TaxCurrencyCode')).toEqual(['EUR']);
    expect(out.xml).toContain('<TaxAmount><TotalAmount>21.00</TotalAmount><EquivalentInEuros>19.32</EquivalentInEuros></TaxAmount>');
    expect(out.xml).toContain('<TotalInvoicesAmount><TotalAmount>121.00</TotalAmount><EquivalentInEuros>111.32</EquivalentInEuros></TotalInvoicesAmount>');
  });
});
