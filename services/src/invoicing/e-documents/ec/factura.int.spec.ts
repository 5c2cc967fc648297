import { buildEDocument, party } from '../testing/e-document-fixture.js';
import { testCertificate } from '../testing/test-certificate.js';
import { validateXml } from '../testing/xsd.js';
import { verifyXmlSignature } from '../signing/xml-signature.js';
import { modulo11 } from './access-key.js';
import { generateEc, type EcOptions } from './factura.js';

const seller = party('Comercial Andina S.A.', '1790012345001', '04', 'EC');
const buyer = party('Distribuidora Quito Cia. Ltda.', '1791234567001', '04', 'EC', { email: 'compras@dq.ec' });

// Line figures by hand: 3 x 12.50 - 2.50 = 35.00 at 15% -> 5.25; 2 x 4.10 = 8.20 at 5% -> 0.41;
// 1 x 20.00 at 0% -> 0.00. Net 63.20, IVA 5.66, total 68.86.
const invoice = (currency = 'USD', exchangeRate = '1') =>
  buildEDocument(
    {
      country: 'EC', kind: 'invoice', documentId: 'inv-ec-1', number: '001-002-000000123', series: '001-002', sequence: 123,
      issueDate: '2026-11-24', issuedAt: '2026-11-24T15:00:00Z', dueDate: '2026-12-24', currency, localCurrency: 'USD', exchangeRate, seller, buyer,
    },
    [
      { code: 'P-100', description: 'Tornillo acero', quantity: '3', unitPrice: '12.50', discount: '2.50', vatRate: '15' },
      { code: 'P-200', description: 'Canasta básica', quantity: '2', unitPrice: '4.10', vatRate: '5' },
      { code: 'P-300', description: 'Medicina', quantity: '1', unitPrice: '20.00', vatRate: '0', vatCategory: 'Z' },
    ],
  );

const opts: EcOptions = { environment: '1', numericCode: '12345678', headOfficeAddress: 'Av. Amazonas N24-01, Quito', accountingRequired: true };
const tag = (xml: string, name: string) => [...xml.matchAll(new RegExp(`<${name}>([^<]*)</${name}>`, 'g'))].map((m) => m[1]);

describe('EC: SRI factura 2.1.0', () => {
  it('lays out an invoice the schema accepts, with the access key, IVA per rate and the total', async () => {
    const out = generateEc(invoice(), opts);
    expect(await validateXml(out.xml, out.schema)).toEqual({ ok: true, errors: [] });
    const [key] = tag(out.xml, 'claveAcceso');
    // 24112026 01 1790012345001 1 001002 000000123 12345678 1 + check digit.
    expect(key!.slice(0, 48)).toBe('241120260117900123450011001002000000123123456781');
    expect(Number(key![48])).toBe(modulo11(key!.slice(0, 48)));
    expect(out.fileName).toBe(`${key}.xml`);
    expect(tag(out.xml, 'secuencial')).toEqual(['000000123']);
    expect(tag(out.xml, 'fechaEmision')).toEqual(['24/11/2026']);
    expect(tag(out.xml, 'totalSinImpuestos')).toEqual(['63.20']);
    expect(tag(out.xml, 'totalDescuento')).toEqual(['2.50']);
    expect(tag(out.xml, 'importeTotal')).toEqual(['68.86']);
    expect(tag(out.xml, 'moneda')).toEqual(['DOLAR']);
    // IVA codes: 15% -> 4, 5% -> 5, 0% -> 0; per-rate totals then per line.
    expect(tag(out.xml, 'codigoPorcentaje')).toEqual(['4', '5', '0', '4', '5', '0']);
    expect(tag(out.xml, 'valor')).toEqual(['5.25', '0.41', '0.00', '5.25', '0.41', '0.00']);
    expect(tag(out.xml, 'precioTotalSinImpuesto')).toEqual(['35.00', '8.20', '20.00']);
    expect(tag(out.xml, 'formaPago')).toEqual(['20']);
    expect(tag(out.xml, 'plazo')).toEqual(['30']);
  });

  it('signs with XAdES-BES: the signature verifies, carries the signed properties and still validates', async () => {
    const cert = testCertificate('Comercial Andina Firma');
    const out = generateEc(invoice(), { ...opts, signing: { key: cert, signingTime: '2026-11-24T15:00:00-05:00' } });
    expect(await validateXml(out.xml, out.schema)).toEqual({ ok: true, errors: [] });
    expect(out.xml).toMatch(/<ds:Reference URI="#comprobante" Id="Signature-\d+-Reference">/);
    expect(out.xml).toMatch(/URI="#comprobante"/);
    expect(out.xml).toMatch(/Type="http:\/\/uri.etsi.org\/01903#SignedProperties"/);
    expect(out.xml).toContain('<xades:SigningTime>2026-11-24T15:00:00-05:00</xades:SigningTime>');
    expect(verifyXmlSignature(out.xml, cert.certificatePem)).toBe(true);
    // A changed total breaks the signature.
    expect(verifyXmlSignature(out.xml.replace('<importeTotal>68.86<', '<importeTotal>68.87<'), cert.certificatePem)).toBe(false);
  });

  it('names a foreign currency and its rate, and a consumer without identification as consumidor final', async () => {
    const doc = { ...invoice('EUR', '1.08'), buyer: null };
    const out = generateEc(doc, opts);
    expect(await validateXml(out.xml, out.schema)).toEqual({ ok: true, errors: [] });
    expect(tag(out.xml, 'moneda')).toEqual(['EUR']);
    expect(out.xml).toContain('<campoAdicional nombre="TipoCambio">1.08</campoAdicional>');
    expect(tag(out.xml, 'tipoIdentificacionComprador')).toEqual(['07']);
    expect(tag(out.xml, 'identificacionComprador')).toEqual(['9999999999999']);
  });

  it('refuses a credit note (no notaCredito schema to check it against)', () => {
    const doc = { ...invoice(), kind: 'creditNote' as const, corrects: { documentId: 'x', number: '001-002-000000100', issueDate: '2026-11-01', reason: 'Devolución' } };
    expect(() => generateEc(doc, opts)).toThrow(/only facturas/);
  });
});
