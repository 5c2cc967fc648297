import { buildEDocument } from '../testing/e-document-fixture.js';
import { validateXml } from '../testing/xsd.js';
import { cafFor, losAndes, losAndesCertificate, losAndesParty } from '../../testing/chilean-seller.js';
import { verifyXmlSignature } from '../signing/xml-signature.js';
import { verifySha1Rsa } from './caf.js';
import { envioBoleta, generateBoleta } from './boleta.js';

const seller = losAndesParty('Venta al por menor');
const caf = cafFor(losAndes, 39, 1001, 2000);
const cert = losAndesCertificate();
const opts = { caf: caf.autorizacion, stampedAt: '2026-11-24T18:05:00', key: cert };

const boleta = (folio: number, lines: Parameters<typeof buildEDocument>[1]) =>
  buildEDocument(
    { country: 'CL', kind: 'invoice', documentId: `bol-${folio}`, number: String(folio), series: '39', sequence: folio, issueDate: '2026-11-24', issuedAt: '2026-11-24T21:05:00Z', currency: 'CLP', localCurrency: 'CLP', exchangeRate: '1', seller, buyer: null, payment: { means: 'cash', iban: '', bankName: '' } },
    lines,
  );

const values = (xml: string, name: string) => [...xml.matchAll(new RegExp(`<${name}>([^<]*)</${name}>`, 'g'))].map((m) => m[1]);

describe('CL: boletas electrónicas (39) in an EnvioBOLETA', () => {
  it('stamps and signs two boletas (amounts with IVA, anonymous consumer) and an envelope the schema accepts', async () => {
    // Boleta 1001: 2 x 1000 net at 19% -> 2000 + 380 = 2380 with IVA; 1 x 5000 exempt. Total 7380.
    const b1 = generateBoleta(boleta(1001, [
      { code: 'P1', description: 'Pan amasado', quantity: '2', unitPrice: '1000', vatRate: '19' },
      { code: 'P2', description: 'Servicio exento', quantity: '1', unitPrice: '5000', vatRate: '0', vatCategory: 'E' },
    ]), opts);
    // Boleta 1002: 3 x 2500 = 7500 at 19% -> IVA 1425, total 8925.
    const b2 = generateBoleta(boleta(1002, [{ code: 'P3', description: 'Queso mantecoso', quantity: '3', unitPrice: '2500', vatRate: '19' }]), opts);
    expect(b1.total).toBe('7380');
    expect(b2.total).toBe('8925');

    const env = envioBoleta([b1, b2], { issuerRut: '76123456-K', senderRut: '12345678-5', resolutionDate: '2026-01-15', resolutionNumber: 0, signedAt: '2026-11-24T18:10:00', key: cert });
    expect(await validateXml(env.xml, env.schema)).toEqual({ ok: true, errors: [] });
    expect(env.fileName).toBe('EnvioBOLETA-76123456-K-1001-1002.xml');
    expect(values(env.xml, 'NroDTE')).toEqual(['2']);
    expect(values(env.xml, 'RutReceptor')).toEqual(['60803000-K']);
    expect(values(env.xml, 'RUTRecep')).toEqual(['66666666-6', '66666666-6']);
    expect(values(env.xml, 'MontoItem')).toEqual(['2380', '5000', '8925']);
    expect(values(env.xml, 'MntNeto')).toEqual(['2000', '7500']);
    expect(values(env.xml, 'IVA')).toEqual(['380', '1425']);
    expect(values(env.xml, 'MntExe')).toEqual(['5000']);
    expect(values(env.xml, 'MntTotal')).toEqual(['7380', '8925']);
    // Each stamp verifies with the CAF key; every signature (two boletas, the set) verifies.
    for (const b of [b1, b2]) {
      const dd = /<DD>[\s\S]*<\/DD>/.exec(b.ted)![0];
      const frmt = /<FRMT algoritmo="SHA1withRSA">([^<]+)</.exec(b.ted)![1]!;
      expect(verifySha1Rsa(dd, frmt, caf.cafPublicKeyPem)).toBe(true);
    }
    expect(env.xml.match(/<Signature /g)).toHaveLength(3);
    expect(verifyXmlSignature(env.xml, cert.certificatePem)).toBe(true);
    expect(verifyXmlSignature(env.xml.replace('<MntTotal>8925<', '<MntTotal>8926<'), cert.certificatePem)).toBe(false);
  });

  it('a boleta exenta (41) of exempt lines only: its own CAF and TED type, MntExe = MntTotal without IVA; beside a 39 in one EnvioBOLETA the schema accepts', async () => {
    const exentaCaf = cafFor(losAndes, 41, 1, 100);
    const exentaOpts = { caf: exentaCaf.autorizacion, stampedAt: '2026-11-24T18:06:00', key: cert };
    const doc = { ...boleta(7, [
      { code: 'E1', description: 'Matrícula curso', quantity: '1', unitPrice: '45000', vatRate: '0', vatCategory: 'E' },
      { code: 'E2', description: 'Libro escolar', quantity: '2', unitPrice: '8000', vatRate: '0', vatCategory: 'E' },
    ]), series: '41', documentId: 'bol-41-7' };
    const b41 = generateBoleta(doc, exentaOpts);
    expect([b41.type, b41.folio, b41.total]).toEqual([41, 7, '61000']);
    expect(b41.dte).toContain('<Documento ID="F7T41">');
    expect([values(b41.dte, 'TipoDTE'), values(b41.dte, 'MntExe'), values(b41.dte, 'MntTotal'), values(b41.dte, 'MntNeto'), values(b41.dte, 'IVA')]).toEqual([['41'], ['61000'], ['61000'], [], []]);
    expect(values(b41.dte, 'MontoItem')).toEqual(['45000', '16000']);
    const dd = /<DD>[\s\S]*<\/DD>/.exec(b41.ted)![0];
    expect(dd).toContain('<TD>41</TD><F>7</F>');
    expect(verifySha1Rsa(dd, /<FRMT algoritmo="SHA1withRSA">([^<]+)</.exec(b41.ted)![1]!, exentaCaf.cafPublicKeyPem)).toBe(true);
    const b39 = generateBoleta(boleta(1003, [{ code: 'P3', description: 'Queso', quantity: '1', unitPrice: '2500', vatRate: '19' }]), opts);
    const env = envioBoleta([b39, b41], { issuerRut: '76123456-K', senderRut: '12345678-5', resolutionDate: '2026-01-15', resolutionNumber: 0, signedAt: '2026-11-24T18:10:00', key: cert });
    expect(await validateXml(env.xml, env.schema)).toEqual({ ok: true, errors: [] });
    expect(values(env.xml, 'TpoDTE')).toEqual(['39', '41']);
    expect(verifyXmlSignature(env.xml, cert.certificatePem)).toBe(true);
    // A taxed line is no boleta exenta; a type-39 CAF does not stamp a 41.
    expect(() => generateBoleta({ ...doc, lines: [...doc.lines, b39Line()] }, exentaOpts)).toThrow(/exempt lines only/);
    expect(() => generateBoleta(doc, opts)).toThrow(/authorises type 39/);
  });
});

const b39Line = () => boleta(1, [{ code: 'P', description: 'Pan', quantity: '1', unitPrice: '1000', vatRate: '19' }]).lines[0]!;
