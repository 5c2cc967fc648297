import { buildEDocument, party } from '../testing/e-document-fixture.js';
import { validateXml } from '../testing/xsd.js';
import { altaHuella, anulacionHuella } from './huella.js';
import { generateVerifactu, generateVerifactuAnulacion, type VerifactuOptions } from './verifactu.js';

const seller = party('Suministros Ibéricos S.L.', 'B12345674', '', 'ES');
const buyer = party('Hostelería Norte S.A.', 'A87654321', '', 'ES');
const french = party('Bistrot Lyonnais SARL', '12345678901', '', 'FR', { vatId: 'FR12345678901' });

const opts: VerifactuOptions = {
  previous: null,
  generatedAt: '2026-11-24T09:15:00Z',
  offsetHours: 1,
  system: { producerName: 'TradeDesk S.L.', producerNif: 'B99999999', name: 'TradeDesk', id: 'TD', version: '1.0', installation: 'INST-1' },
  environment: 'test',
};

// By hand: 4 x 25.00 - 10.00 = 90.00 at 21% -> 18.90; 10 x 1.20 = 12.00 at 10% -> 1.20; 2 x 3.50 =
// 7.00 at 4% -> 0.28. Net 109.00, cuota 20.38, total 129.38.
const invoice = () =>
  buildEDocument(
    { country: 'ES', kind: 'invoice', documentId: 'inv-es-1', number: 'A-2026/0001', series: 'A', sequence: 1, issueDate: '2026-11-24', issuedAt: '2026-11-24T09:15:00Z', currency: 'EUR', localCurrency: 'EUR', exchangeRate: '1', seller, buyer },
    [
      { code: 'C1', description: 'Café en grano 1 kg', quantity: '4', unitPrice: '25.00', discount: '10.00', vatRate: '21' },
      { code: 'C2', description: 'Agua mineral', quantity: '10', unitPrice: '1.20', vatRate: '10' },
      { code: 'C3', description: 'Pan', quantity: '2', unitPrice: '3.50', vatRate: '4' },
    ],
  );

// Rectificativa por diferencias: one bag of coffee returned, -25.00 at 21% -> -5.25, total -30.25.
const creditNote = () =>
  buildEDocument(
    {
      country: 'ES', kind: 'creditNote', documentId: 'cn-es-1', number: 'R-2026/0001', series: 'R', sequence: 1, issueDate: '2026-11-25', issuedAt: '2026-11-25T10:00:00Z', currency: 'EUR', localCurrency: 'EUR', exchangeRate: '1', seller, buyer,
      corrects: { documentId: 'inv-es-1', number: 'A-2026/0001', issueDate: '2026-11-24', reason: 'Devolución de mercancía' },
    },
    [{ code: 'C1', description: 'Café en grano 1 kg', quantity: '-1', unitPrice: '25.00', vatRate: '21' }],
  );

const values = (xml: string, name: string) => [...xml.matchAll(new RegExp(`<sf:${name}>([^<]*)</sf:${name}>`, 'g'))].map((m) => m[1]);

describe('ES: VeriFactu registro de alta', () => {
  it('writes the first record of the chain (PrimerRegistro S) with its huella, valid against SuministroLR.xsd', async () => {
    const out = generateVerifactu(invoice(), opts);
    expect(await validateXml(out.xml, out.schema)).toEqual({ ok: true, errors: [] });
    expect(values(out.xml, 'TipoFactura')).toEqual(['F1']);
    expect(values(out.xml, 'PrimerRegistro')).toEqual(['S']);
    expect(values(out.xml, 'TipoImpositivo')).toEqual(['21.00', '10.00', '4.00']);
    expect(values(out.xml, 'BaseImponibleOimporteNoSujeto')).toEqual(['90.00', '12.00', '7.00']);
    expect(values(out.xml, 'CuotaRepercutida')).toEqual(['18.90', '1.20', '0.28']);
    expect(values(out.xml, 'CuotaTotal')).toEqual(['20.38']);
    expect(values(out.xml, 'ImporteTotal')).toEqual(['129.38']);
    // 09:15 UTC is 10:15 in Madrid (+01:00).
    expect(values(out.xml, 'FechaHoraHusoGenRegistro')).toEqual(['2026-11-24T10:15:00+01:00']);
    const expected = altaHuella(
      { idEmisorFactura: 'B12345674', numSerieFactura: 'A-2026/0001', fechaExpedicionFactura: '24-11-2026', tipoFactura: 'F1', cuotaTotal: '20.38', importeTotal: '129.38', fechaHoraHusoGenRegistro: '2026-11-24T10:15:00+01:00' },
      null,
    );
    expect(out.huella).toBe(expected);
    expect(values(out.xml, 'Huella')).toEqual([expected]);
    expect(out.huella).toMatch(/^[0-9A-F]{64}$/);
    expect(out.qrUrl).toBe('https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR?nif=B12345674&numserie=A-2026%2F0001&fecha=24-11-2026&importe=129.38');
  });

  it('chains the rectificativa to the previous record: its IDFactura and huella, negative differences (R1, I)', async () => {
    const first = generateVerifactu(invoice(), opts);
    const out = generateVerifactu(creditNote(), { ...opts, generatedAt: '2026-11-25T10:00:05Z', previous: { issuerNif: 'B12345674', number: 'A-2026/0001', issueDate: '2026-11-24', huella: first.huella } });
    expect(await validateXml(out.xml, out.schema)).toEqual({ ok: true, errors: [] });
    expect(values(out.xml, 'TipoFactura')).toEqual(['R1']);
    expect(values(out.xml, 'TipoRectificativa')).toEqual(['I']);
    expect(values(out.xml, 'NumSerieFactura')).toEqual(['R-2026/0001', 'A-2026/0001', 'A-2026/0001']);
    expect(values(out.xml, 'CuotaTotal')).toEqual(['-5.25']);
    expect(values(out.xml, 'ImporteTotal')).toEqual(['-30.25']);
    expect(values(out.xml, 'Huella')).toEqual([first.huella, out.huella]);
    expect(out.huella).toBe(
      altaHuella(
        { idEmisorFactura: 'B12345674', numSerieFactura: 'R-2026/0001', fechaExpedicionFactura: '25-11-2026', tipoFactura: 'R1', cuotaTotal: '-5.25', importeTotal: '-30.25', fechaHoraHusoGenRegistro: '2026-11-25T11:00:05+01:00' },
        first.huella,
      ),
    );
    expect(out.qrUrl).toContain('importe=-30.25');
  });

  it('states a dollar invoice in euros (bases at the rate, cuota from the local VAT) and an intra-EU buyer by VAT number', async () => {
    // 100.00 USD at 21% -> 21.00 USD = 19.32 EUR at 0.92, base 92.00 EUR; 50.00 USD intra-EU (E5) -> 46.00 EUR.
    // Cuota 19.32, total 92.00 + 19.32 + 46.00 = 157.32.
    const doc = buildEDocument(
      { country: 'ES', kind: 'invoice', documentId: 'inv-es-2', number: 'A-2026/0002', series: 'A', sequence: 2, issueDate: '2026-11-24', issuedAt: '2026-11-24T09:20:00Z', currency: 'USD', localCurrency: 'EUR', exchangeRate: '0.92', seller, buyer: french },
      [
        { code: 'V1', description: 'Vino tinto', quantity: '10', unitPrice: '10.00', vatRate: '21' },
        { code: 'V2', description: 'Aceite', quantity: '5', unitPrice: '10.00', vatRate: '0', vatCategory: 'K' },
      ],
    );
    const out = generateVerifactu(doc, opts);
    expect(await validateXml(out.xml, out.schema)).toEqual({ ok: true, errors: [] });
    expect(values(out.xml, 'BaseImponibleOimporteNoSujeto')).toEqual(['92.00', '46.00']);
    expect(values(out.xml, 'OperacionExenta')).toEqual(['E5']);
    expect(values(out.xml, 'CuotaTotal')).toEqual(['19.32']);
    expect(values(out.xml, 'ImporteTotal')).toEqual(['157.32']);
    expect(values(out.xml, 'IDType')).toEqual(['02']);
    expect(values(out.xml, 'ID')).toEqual(['FR12345678901']);
  });

  it('writes a simplified invoice without a buyer as F2', async () => {
    const out = generateVerifactu({ ...invoice(), buyer: null }, opts);
    expect(await validateXml(out.xml, out.schema)).toEqual({ ok: true, errors: [] });
    expect(values(out.xml, 'TipoFactura')).toEqual(['F2']);
    expect(out.xml).not.toContain('Destinatarios');
  });

  it('cancels an invoice with a registro de anulación in the same chain; the next record chains to the anulación', async () => {
    const alta = generateVerifactu(invoice(), opts);
    const previous = { issuerNif: 'B12345674', number: 'A-2026/0001', issueDate: '2026-11-24', huella: alta.huella };
    const baja = generateVerifactuAnulacion(
      { issuerNif: 'B12345674', issuerName: 'Suministros Ibéricos S.L.', number: 'A-2026/0001', issueDate: '2026-11-24' },
      { ...opts, previous, generatedAt: '2026-11-24T09:40:00Z' },
    );
    expect(await validateXml(baja.xml, baja.schema)).toEqual({ ok: true, errors: [] });
    expect(baja.xml).toContain('<sf:RegistroAnulacion>');
    expect(values(baja.xml, 'NumSerieFacturaAnulada')).toEqual(['A-2026/0001']);
    expect(values(baja.xml, 'FechaExpedicionFacturaAnulada')).toEqual(['24-11-2026']);
    const expected = anulacionHuella(
      { idEmisorFacturaAnulada: 'B12345674', numSerieFacturaAnulada: 'A-2026/0001', fechaExpedicionFacturaAnulada: '24-11-2026', fechaHoraHusoGenRegistro: '2026-11-24T10:40:00+01:00' },
      alta.huella,
    );
    expect(baja.huella).toBe(expected);
    // RegistroAnterior names the alta and its huella; the record's own huella closes it.
    expect(values(baja.xml, 'Huella')).toEqual([alta.huella, expected]);
    const next = generateVerifactu(creditNote(), { ...opts, previous: baja.asPrevious, generatedAt: '2026-11-25T10:00:00Z' });
    expect(await validateXml(next.xml, next.schema)).toEqual({ ok: true, errors: [] });
    expect(values(next.xml, 'Huella')[0]).toBe(expected);
    expect(() => generateVerifactuAnulacion({ issuerNif: 'B12345674', issuerName: 'x', number: 'A-2026/0001', issueDate: '2026-11-24' }, opts)).toThrow(/previous record/);
  });
});
