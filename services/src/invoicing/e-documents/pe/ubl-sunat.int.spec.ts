import { buildEDocument, party } from '../testing/e-document-fixture.js';
import { testCertificate } from '../testing/test-certificate.js';
import { validateXml } from '../testing/xsd.js';
import { verifyXmlSignature } from '../signing/xml-signature.js';
import { generatePe } from './ubl-sunat.js';

const seller = party('Comercializadora Lima S.A.C.', '20123456789', '6', 'PE', { address: { street: 'Av. Arequipa 1234', buildingNumber: '', city: 'Lima', postalCode: '', region: 'Miraflores', countryCode: 'PE' } });
const buyer = party('Ferretería El Sol E.I.R.L.', '20987654321', '6', 'PE');

// By hand: 10 x 15.00 - 15.00 = 135.00 at 18% -> 24.30; 4 x 2.50 = 10.00 exonerado; 1 x 100.00 at
// 18% -> 18.00. Net 245.00; IGV on 235.00 = 42.30; total 287.30.
const invoice = () =>
  buildEDocument(
    {
      country: 'PE', kind: 'invoice', documentId: 'inv-pe-1', number: 'F001-00000012', series: 'F001', sequence: 12,
      issueDate: '2026-11-24', issuedAt: '2026-11-24T15:30:00Z', dueDate: '2026-12-24', currency: 'PEN', localCurrency: 'PEN', exchangeRate: '1', seller, buyer,
    },
    [
      { code: 'A-1', description: 'Cemento 42.5 kg', quantity: '10', unitPrice: '15.00', discount: '15.00', vatRate: '18' },
      { code: 'A-2', description: 'Libro escolar', quantity: '4', unitPrice: '2.50', vatRate: '0', vatCategory: 'E', exemptionReason: 'Exonerado' },
      { code: 'A-3', description: 'Taladro', quantity: '1', unitPrice: '100.00', vatRate: '18' },
    ],
  );

// Credit note in dollars with negative figures (the generator writes magnitudes): 2 x 50.00 at 18%
// -> 100.00 + 18.00; 1 x 5.00 inafecto. Net 105.00, IGV 18.00, total 123.00.
const creditNote = () =>
  buildEDocument(
    {
      country: 'PE', kind: 'creditNote', documentId: 'cn-pe-1', number: 'FC01-00000003', series: 'FC01', sequence: 3,
      issueDate: '2026-11-25', issuedAt: '2026-11-25T14:00:00Z', currency: 'USD', localCurrency: 'PEN', exchangeRate: '3.75', seller, buyer,
      corrects: { documentId: 'inv-pe-0', number: 'F001-00000010', issueDate: '2026-11-20', reason: 'Devolución de mercadería' },
    },
    [
      { code: 'B-1', description: 'Monitor 24"', quantity: '-2', unitPrice: '50.00', vatRate: '18' },
      { code: 'B-2', description: 'Servicio no gravado', quantity: '-1', unitPrice: '5.00', vatRate: '0', vatCategory: 'O' },
    ],
  );

const values = (xml: string, name: string) => [...xml.matchAll(new RegExp(`<${name}(?: [^>]*)?>([^<]*)</${name}>`, 'g'))].map((m) => m[1]);

describe('PE: SUNAT UBL 2.1', () => {
  const cert = testCertificate('Comercializadora Lima Firma');

  it('lays out a signed factura the UBL Invoice schema accepts, with SUNAT codes, the legend and credit terms', async () => {
    const out = generatePe(invoice(), { signing: { key: cert } });
    expect(await validateXml(out.xml, out.schema)).toEqual({ ok: true, errors: [] });
    expect(out.fileName).toBe('20123456789-01-F001-00000012.xml');
    expect(out.xml).toMatch(/<cbc:CustomizationID schemeAgencyName="PE:SUNAT">2.0<\/cbc:CustomizationID>/);
    expect(out.xml).toMatch(/<cbc:InvoiceTypeCode listID="0101"[^>]*>01<\/cbc:InvoiceTypeCode>/);
    expect(values(out.xml, 'cbc:Note')).toEqual(['SON DOSCIENTOS OCHENTA Y SIETE CON 30/100 SOLES']);
    expect(values(out.xml, 'cbc:TaxExemptionReasonCode')).toEqual(['10', '20', '10']);
    expect(values(out.xml, 'cbc:LineExtensionAmount')).toEqual(['245.00', '135.00', '10.00', '100.00']);
    expect(values(out.xml, 'cbc:TaxInclusiveAmount')).toEqual(['287.30']);
    expect(values(out.xml, 'cbc:PayableAmount')).toEqual(['287.30']);
    // Document tax total 42.30: IGV subtotal on 235.00, EXO subtotal on 10.00.
    expect(out.xml).toContain('<cac:TaxTotal><cbc:TaxAmount currencyID="PEN">42.30</cbc:TaxAmount><cac:TaxSubtotal><cbc:TaxableAmount currencyID="PEN">235.00</cbc:TaxableAmount>');
    // Line 1: discount 15.00 of 150.00 = factor 0.10000; unit price with IGV (135.00 + 24.30) / 10 = 15.93.
    expect(values(out.xml, 'cbc:MultiplierFactorNumeric')).toEqual(['0.10000']);
    expect(values(out.xml, 'cbc:PriceAmount').slice(0, 2)).toEqual(['15.93', '15.00']);
    expect(values(out.xml, 'cbc:PaymentMeansID')).toEqual(['Credito', 'Cuota001']);
    // The signature sits in the extension slot, signs the whole document and verifies.
    expect(out.xml).toMatch(/<ext:ExtensionContent><ds:Signature Id="SIGN-F001-00000012"/);
    expect(out.xml).toContain('<ds:Reference URI="">');
    expect(verifyXmlSignature(out.xml, cert.certificatePem)).toBe(true);
    expect(verifyXmlSignature(out.xml.replace('>287.30<', '>287.31<'), cert.certificatePem)).toBe(false);
  });

  it('lays out a credit note in dollars against the invoice it corrects, with positive figures', async () => {
    const out = generatePe(creditNote(), { creditNoteReason: '07', signing: { key: cert } });
    expect(await validateXml(out.xml, out.schema)).toEqual({ ok: true, errors: [] });
    expect(out.fileName).toBe('20123456789-07-FC01-00000003.xml');
    expect(values(out.xml, 'cbc:ReferenceID')).toEqual(['F001-00000010']);
    expect(values(out.xml, 'cbc:ResponseCode')).toEqual(['07']);
    expect(values(out.xml, 'cbc:DocumentTypeCode')).toEqual(['01']);
    expect(values(out.xml, 'cbc:CreditedQuantity')).toEqual(['2', '1']);
    expect(values(out.xml, 'cbc:TaxExemptionReasonCode')).toEqual(['10', '30']);
    expect(values(out.xml, 'cbc:PayableAmount')).toEqual(['123.00']);
    expect(out.xml).toContain('<cbc:PayableAmount currencyID="USD">123.00</cbc:PayableAmount>');
    expect(values(out.xml, 'cbc:Note')).toEqual(['SON CIENTO VEINTITRES CON 00/100 DOLARES AMERICANOS']);
    expect(verifyXmlSignature(out.xml, cert.certificatePem)).toBe(true);
  });

  it('pays in cash (Contado) when there is no later due day', async () => {
    const out = generatePe({ ...invoice(), dueDate: null }, { signing: { key: cert } });
    expect(await validateXml(out.xml, out.schema)).toEqual({ ok: true, errors: [] });
    expect(values(out.xml, 'cbc:PaymentMeansID')).toEqual(['Contado']);
  });
});
