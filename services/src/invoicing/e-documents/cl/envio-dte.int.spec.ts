import { buildEDocument, party } from '../testing/e-document-fixture.js';
import { validateXml } from '../testing/xsd.js';
import { cafFor, losAndes, losAndesCertificate, losAndesParty } from '../../testing/chilean-seller.js';
import { verifyXmlSignature } from '../signing/xml-signature.js';
import { generateCl } from './dte.js';
import { envioDte } from './envio-dte.js';

const seller = losAndesParty('Venta al por mayor de ferretería');
const buyer = party('Constructora Sur Ltda.', '77987654-3', '', 'CL', { activity: 'Construcción' });
const invoiceCaf = cafFor(losAndes, 33, 101, 200);
const creditCaf = cafFor(losAndes, 61, 1, 50);
const cert = losAndesCertificate();
const envelope = { issuerRut: '76123456-K', senderRut: '12345678-5', resolutionDate: '2026-01-15', resolutionNumber: 0, signedAt: '2026-11-24T18:10:00', key: cert };

const factura = (folio: number, qty: string) =>
  generateCl(
    buildEDocument(
      { country: 'CL', kind: 'invoice', documentId: `inv-${folio}`, number: String(folio), series: '33', sequence: folio, issueDate: '2026-11-24', issuedAt: '2026-11-24T13:30:00Z', currency: 'CLP', localCurrency: 'CLP', exchangeRate: '1', seller, buyer },
      [{ code: 'T-10', description: 'Taladro percutor 650W', quantity: qty, unitPrice: '15990', vatRate: '19', unitName: 'UN' }],
    ),
    { caf: invoiceCaf.autorizacion, activityCodes: ['465000'], stampedAt: '2026-11-24T10:30:00', signing: { key: cert } },
  );
const nota = (folio: number) =>
  generateCl(
    buildEDocument(
      {
        country: 'CL', kind: 'creditNote', documentId: `cn-${folio}`, number: String(folio), series: '61', sequence: folio, issueDate: '2026-11-24', issuedAt: '2026-11-24T15:00:00Z', currency: 'CLP', localCurrency: 'CLP', exchangeRate: '1', seller, buyer,
        corrects: { documentId: 'inv-120', number: '120', issueDate: '2026-11-24', reason: 'Devolución' },
      },
      [{ code: 'T-10', description: 'Taladro percutor 650W', quantity: '-1', unitPrice: '15990', vatRate: '19' }],
    ),
    { caf: creditCaf.autorizacion, activityCodes: ['465000'], stampedAt: '2026-11-24T12:00:00', signing: { key: cert } },
  );
const values = (xml: string, name: string) => [...xml.matchAll(new RegExp(`<${name}>([^<]*)</${name}>`, 'g'))].map((m) => m[1]);

describe('CL: the EnvioDTE envelope', () => {
  it('carries two facturas and a nota de crédito to SII, counted per type, every signature intact, as the schema wants', async () => {
    const env = envioDte([factura(120, '3'), factura(121, '1'), nota(7)], envelope);
    expect(await validateXml(env.xml, env.schema)).toEqual({ ok: true, errors: [] });
    expect(env.fileName).toBe('EnvioDTE-76123456-K-7-121.xml');
    expect(values(env.xml, 'RutReceptor')).toEqual(['60803000-K']);
    expect(values(env.xml, 'TpoDTE')).toEqual(['33', '61']);
    expect(values(env.xml, 'NroDTE')).toEqual(['2', '1']);
    expect(values(env.xml, 'Folio')).toEqual(['120', '121', '7']);
    // 3 x 15990 = 47970 + IVA 9114.3 -> 9114 = 57084; 15990 + 3038 = 19028 twice (the factura of 1 and the nota).
    expect(values(env.xml, 'MntTotal')).toEqual(['57084', '19028', '19028']);
    expect(env.xml).not.toMatch(/.<\?xml/);
    // three documents and the set: four signatures, each verifies; changing a figure inside breaks them.
    expect(env.xml.match(/<Signature /g)).toHaveLength(4);
    expect(verifyXmlSignature(env.xml, cert.certificatePem)).toBe(true);
    expect(verifyXmlSignature(env.xml.replace('<MntTotal>57084<', '<MntTotal>57085<'), cert.certificatePem)).toBe(false);
  });

  it('goes to the buyer with the buyer as receiver', async () => {
    const env = envioDte([factura(122, '2')], { ...envelope, receiverRut: '77987654-3' });
    expect(await validateXml(env.xml, env.schema)).toEqual({ ok: true, errors: [] });
    expect(values(env.xml, 'RutReceptor')).toEqual(['77987654-3']);
  });

  it('refuses unsigned documents, another issuer and an empty set', () => {
    const unsigned = generateCl(
      buildEDocument(
        { country: 'CL', kind: 'invoice', documentId: 'inv-130', number: '130', series: '33', sequence: 130, issueDate: '2026-11-24', issuedAt: '2026-11-24T13:30:00Z', currency: 'CLP', localCurrency: 'CLP', exchangeRate: '1', seller, buyer },
        [{ code: 'T-10', description: 'Taladro', quantity: '1', unitPrice: '100', vatRate: '19' }],
      ),
      { caf: invoiceCaf.autorizacion, activityCodes: ['465000'], stampedAt: '2026-11-24T10:30:00' },
    );
    expect(() => envioDte([unsigned], envelope)).toThrow(/33-130 is not signed/);
    expect(() => envioDte([factura(123, '1')], { ...envelope, issuerRut: '11111111-1' })).toThrow(/RutEmisor/);
    expect(() => envioDte([], envelope)).toThrow(/1 to 2000/);
  });
});
