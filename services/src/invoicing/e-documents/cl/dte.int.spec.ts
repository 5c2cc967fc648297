import type { EDocument } from '@tradedesk/contracts/invoicing/e-document';
import { creditGrossDocument } from '@tradedesk/contracts/invoicing/invoice-amounts';
import { buildEDocument, party } from '../testing/e-document-fixture.js';
import { validateXml } from '../testing/xsd.js';
import { cafFor, losAndes, losAndesCertificate, losAndesParty } from '../../testing/chilean-seller.js';
import { verifyXmlSignature } from '../signing/xml-signature.js';
import { verifySha1Rsa } from './caf.js';
import { generateCl, type ClOptions } from './dte.js';

const seller = losAndesParty('Venta al por mayor de ferretería');
const buyer = party('Constructora Sur Ltda.', '77987654-3', '', 'CL', { activity: 'Construcción' });

const invoiceCaf = cafFor(losAndes, 33, 101, 200);
const creditCaf = cafFor(losAndes, 61, 1, 50);
const cert = losAndesCertificate();
const opts = (caf: string): ClOptions => ({ caf, activityCodes: ['465000'], stampedAt: '2026-11-24T10:30:00', signing: { key: cert } });

// By hand (whole pesos): 3 x 15990 - 2000 = 45970 and 10 x 1250 = 12500 at 19%; 1 x 30000 exempt.
// Neto 58470, IVA 58470 x 0.19 = 11109.3 -> 11109, exento 30000, total 99579.
const invoice = () =>
  buildEDocument(
    { country: 'CL', kind: 'invoice', documentId: 'inv-cl-1', number: '120', series: '33', sequence: 120, issueDate: '2026-11-24', issuedAt: '2026-11-24T13:30:00Z', dueDate: '2026-12-24', currency: 'CLP', localCurrency: 'CLP', exchangeRate: '1', seller, buyer },
    [
      { code: 'T-10', description: 'Taladro percutor 650W', quantity: '3', unitPrice: '15990', discount: '2000', vatRate: '19', unitName: 'UN' },
      { code: 'T-20', description: 'Broca acero 8mm', quantity: '10', unitPrice: '1250', vatRate: '19', unitName: 'UN' },
      { code: 'S-1', description: 'Flete exento', quantity: '1', unitPrice: '30000', vatRate: '0', vatCategory: 'E' },
    ],
  );

const dd = (xml: string) => /<DD>[\s\S]*<\/DD>/.exec(xml)![0];
const frmt = (xml: string) => /<FRMT algoritmo="SHA1withRSA">([^<]+)<\/FRMT>/.exec(xml)![1]!;
const values = (xml: string, name: string) => [...xml.matchAll(new RegExp(`<${name}>([^<]*)</${name}>`, 'g'))].map((m) => m[1]);

describe('CL: SII DTE with the TED stamp', () => {
  it('lays out a factura electrónica (33) the DTE schema accepts, stamped with the CAF key and signed', async () => {
    const out = generateCl(invoice(), opts(invoiceCaf.autorizacion));
    expect(await validateXml(out.xml, out.schema)).toEqual({ ok: true, errors: [] });
    expect(out.fileName).toBe('DTE-76123456-K-T33-F120.xml');
    expect(out.xml).toContain('<Documento ID="F120T33">');
    expect(values(out.xml, 'MntNeto')).toEqual(['58470']);
    expect(values(out.xml, 'MntExe')).toEqual(['30000']);
    expect(values(out.xml, 'IVA')).toEqual(['11109']);
    expect(values(out.xml, 'MntTotal')).toEqual(['99579']);
    expect(values(out.xml, 'MontoItem')).toEqual(['45970', '12500', '30000']);
    expect(values(out.xml, 'DescuentoMonto')).toEqual(['2000']);
    expect(values(out.xml, 'IndExe')).toEqual(['1']);
    expect(values(out.xml, 'FmaPago')).toEqual(['2']);
    // The stamp: DD with issuer, type, folio, date, receiver, total, first item and the CAF, signed with the range's key.
    const stamp = dd(out.xml);
    expect(stamp).toMatch(/^<DD><RE>76123456-K<\/RE><TD>33<\/TD><F>120<\/F><FE>2026-11-24<\/FE><RR>77987654-3<\/RR><RSR>Constructora Sur Ltda.<\/RSR><MNT>99579<\/MNT><IT1>Taladro percutor 650W<\/IT1><CAF version="1.0">/);
    expect(verifySha1Rsa(stamp, frmt(out.xml), invoiceCaf.cafPublicKeyPem)).toBe(true);
    expect(verifySha1Rsa(stamp.replace('<MNT>99579<', '<MNT>99580<'), frmt(out.xml), invoiceCaf.cafPublicKeyPem)).toBe(false);
    expect(out.ted).toBe(/<TED version="1.0">[\s\S]*<\/TED>/.exec(out.xml)![0]);
    // The document signature (RSA key value and certificate) verifies; a changed total breaks it.
    expect(out.xml).toContain('<Reference URI="#F120T33">');
    expect(out.xml).toContain('<RSAKeyValue><Modulus>');
    expect(verifyXmlSignature(out.xml, cert.certificatePem)).toBe(true);
    expect(verifyXmlSignature(out.xml.replace('<MntTotal>99579<', '<MntTotal>99580<'), cert.certificatePem)).toBe(false);
  });

  it('lays out a nota de crédito (61) referring to the factura it corrects, with positive figures', async () => {
    // -1 x 15990 at 19%: neto 15990, IVA 3038.1 -> 3038, total 19028.
    const doc = buildEDocument(
      {
        country: 'CL', kind: 'creditNote', documentId: 'cn-cl-1', number: '7', series: '61', sequence: 7, issueDate: '2026-11-26', issuedAt: '2026-11-26T13:00:00Z', currency: 'CLP', localCurrency: 'CLP', exchangeRate: '1', seller, buyer,
        corrects: { documentId: 'inv-cl-1', number: '120', issueDate: '2026-11-24', reason: 'Devolución de un taladro' },
      },
      [{ code: 'T-10', description: 'Taladro percutor 650W', quantity: '-1', unitPrice: '15990', vatRate: '19' }],
    );
    const out = generateCl(doc, { ...opts(creditCaf.autorizacion), stampedAt: '2026-11-26T10:00:00' });
    expect(await validateXml(out.xml, out.schema)).toEqual({ ok: true, errors: [] });
    expect(out.xml).toContain('<Documento ID="F7T61">');
    expect(values(out.xml, 'TipoDTE')).toEqual(['61']);
    expect(values(out.xml, 'TpoDocRef')).toEqual(['33']);
    expect(values(out.xml, 'FolioRef')).toEqual(['120']);
    expect(values(out.xml, 'CodRef')).toEqual(['3']);
    expect(values(out.xml, 'MntNeto')).toEqual(['15990']);
    expect(values(out.xml, 'IVA')).toEqual(['3038']);
    expect(values(out.xml, 'MntTotal')).toEqual(['19028']);
    expect(values(out.xml, 'MNT')).toEqual(['19028']);
    expect(verifySha1Rsa(dd(out.xml), frmt(out.xml), creditCaf.cafPublicKeyPem)).toBe(true);
    expect(verifyXmlSignature(out.xml, cert.certificatePem)).toBe(true);
  });

  it('states a dollar invoice in pesos at the rate, with the dollar figures in OtraMoneda', async () => {
    // 2 x 100.00 USD at 19% = 200.00 + 38.00 USD; at 950.5: neto 190100, IVA 38.00 x 950.5 = 36119, total 226219.
    const doc = buildEDocument(
      { country: 'CL', kind: 'invoice', documentId: 'inv-cl-2', number: '121', series: '33', sequence: 121, issueDate: '2026-11-24', issuedAt: '2026-11-24T14:00:00Z', currency: 'USD', localCurrency: 'CLP', exchangeRate: '950.5', seller, buyer },
      [{ code: 'I-1', description: 'Generador importado', quantity: '2', unitPrice: '100.00', vatRate: '19' }],
    );
    const out = generateCl(doc, opts(invoiceCaf.autorizacion));
    expect(await validateXml(out.xml, out.schema)).toEqual({ ok: true, errors: [] });
    expect(values(out.xml, 'MntNeto')).toEqual(['190100']);
    expect(values(out.xml, 'IVA')).toEqual(['36119']);
    expect(values(out.xml, 'MntTotal')).toEqual(['226219']);
    expect(values(out.xml, 'TpoMoneda')).toEqual(['DOLAR USA']);
    expect(values(out.xml, 'MntTotOtrMnda')).toEqual(['238.0000']);
    expect(values(out.xml, 'PrcItem')).toEqual(['95050']);
  });

  it('lays out a nota de crédito (61) of a boleta (39): amounts with IVA (MntBruto 1), SII’s generic consumer, the boleta as reference; CodRef 1 when it cancels it', async () => {
    // The boleta: 2 x 1190 with IVA and 1 x 5000 exempt; its note takes everything back: 2380 (net 2000, IVA 380) + 5000.
    const boletaLines = [
      { lineNo: 1, productCode: 'P-1', description: 'Pan amasado', unitCode: 'H87', unitName: 'UN', quantity: '2', unitPrice: '1190', discount: '0', netAmount: '2000', vatCategory: 'S' as const, vatRate: '19', vatAmount: '380', grossAmount: '2380', exemptionReason: '', saleOrderId: null },
      { lineNo: 2, productCode: '', description: 'Servicio exento', unitCode: 'H87', unitName: 'UN', quantity: '1', unitPrice: '5000', discount: '0', netAmount: '5000', vatCategory: 'E' as const, vatRate: '0', vatAmount: '0', grossAmount: '5000', exemptionReason: '', saleOrderId: null },
    ];
    const credited = creditGrossDocument('CL', 'CLP', boletaLines, new Map([[1, '2'], [2, '1']]));
    const doc: EDocument = {
      ...buildEDocument({ country: 'CL', kind: 'creditNote', documentId: 'cn-bol-1', number: '8', series: '61', sequence: 8, issueDate: '2026-11-26', issuedAt: '2026-11-26T13:00:00Z', currency: 'CLP', localCurrency: 'CLP', exchangeRate: '1', seller, buyer: null }, [{ code: '', description: 'x', quantity: '1', unitPrice: '1', vatRate: '19' }]),
      lines: credited.lines.map((l) => ({ ...l, gtin: '' })),
      vatTotals: credited.vatTotals.map((v) => ({ ...v, vatAmountLocal: v.vatAmount })),
      totals: { ...credited.totals, payable: credited.totals.gross },
      corrects: { documentId: 'bol-1', number: '1001', issueDate: '2026-11-25', reason: 'Venta anulada', boleta: true, series: '39', cancels: true },
    };
    const out = generateCl(doc, { ...opts(creditCaf.autorizacion), stampedAt: '2026-11-26T10:00:00' });
    expect(await validateXml(out.xml, out.schema)).toEqual({ ok: true, errors: [] });
    expect([values(out.xml, 'TipoDTE'), values(out.xml, 'MntBruto'), values(out.xml, 'RUTRecep'), values(out.xml, 'RznSocRecep')]).toEqual([['61'], ['1'], ['66666666-6'], ['Consumidor final']]);
    expect([values(out.xml, 'TpoDocRef'), values(out.xml, 'FolioRef'), values(out.xml, 'FchRef'), values(out.xml, 'CodRef')]).toEqual([['39'], ['1001'], ['2026-11-25'], ['1']]);
    expect([values(out.xml, 'PrcItem'), values(out.xml, 'MontoItem'), values(out.xml, 'IndExe')]).toEqual([['1190', '5000'], ['2380', '5000'], ['1']]);
    expect([values(out.xml, 'MntNeto'), values(out.xml, 'MntExe'), values(out.xml, 'IVA'), values(out.xml, 'MntTotal')]).toEqual([['2000'], ['5000'], ['380'], ['7380']]);
    expect(dd(out.xml)).toContain('<RR>66666666-6</RR><RSR>Consumidor final</RSR><MNT>7380</MNT>');
    expect(verifySha1Rsa(dd(out.xml), frmt(out.xml), creditCaf.cafPublicKeyPem)).toBe(true);
    expect(verifyXmlSignature(out.xml, cert.certificatePem)).toBe(true);
    // A boleta exenta (41) is referred by its own type.
    const exenta = generateCl({ ...doc, corrects: { ...doc.corrects!, series: '41', cancels: undefined } }, { ...opts(creditCaf.autorizacion), stampedAt: '2026-11-26T10:00:00' });
    expect([values(exenta.xml, 'TpoDocRef'), values(exenta.xml, 'CodRef')]).toEqual([['41'], ['3']]);
  });

  it('refuses a folio outside the CAF range and a CAF of another document type', () => {
    expect(() => generateCl({ ...invoice(), sequence: 201 }, opts(invoiceCaf.autorizacion))).toThrow(/outside the CAF range 101-200/);
    expect(() => generateCl(invoice(), opts(creditCaf.autorizacion))).toThrow(/authorises type 61/);
  });
});
