import { createHash } from 'node:crypto';
import { buildEDocument } from '../testing/fixtures.js';
import { validateXml } from '../testing/xsd.js';
import { blocks, text, texts } from '../testing/xml-read.js';
import { FA3_SCHEMA, generatePl, ksefVerification } from './ksef-fa3.js';

/*
 * Lines (PLN unless said): 10 x 100.00 less 50.00 at 23% = 950.00; 3 x 45.50 at 8% = 136.50;
 * 2 x 12.345 at 5% = 24.69; 1 x 200.00 exempt = 200.00. VAT 218.50 + 10.92 + 1.23 (1.2345) = 230.65;
 * net 1311.19, gross 1541.84.
 */
describe('KSeF FA(3) (Poland)', () => {
  it('an invoice in złoty validates against FA(3) and states each rate in its own field', async () => {
    const g = generatePl(buildEDocument('PL'));
    const v = await validateXml(g.xml, FA3_SCHEMA);
    expect(v.errors).toEqual([]);
    expect(v.ok).toBe(true);
    expect(g.fileName).toBe('FV_2026_11_0027.xml');
    expect(text(g.xml, 'P_2')).toBe('FV/2026/11/0027');
    expect(text(blocks(g.xml, 'Podmiot1')[0]!, 'NIP')).toBe('5251040821');
    expect(text(blocks(g.xml, 'Podmiot2')[0]!, 'NIP')).toBe('7792361236');
    expect([text(g.xml, 'P_13_1'), text(g.xml, 'P_14_1')]).toEqual(['950.00', '218.50']);
    expect([text(g.xml, 'P_13_2'), text(g.xml, 'P_14_2')]).toEqual(['136.50', '10.92']);
    expect([text(g.xml, 'P_13_3'), text(g.xml, 'P_14_3')]).toEqual(['24.69', '1.23']);
    expect(text(g.xml, 'P_13_7')).toBe('200.00');
    expect(texts(g.xml, 'P_14_1W')).toEqual([]); // złoty invoice: no conversion
    expect(text(g.xml, 'P_15')).toBe('1541.84');
    expect(text(g.xml, 'RodzajFaktury')).toBe('VAT');
    expect(texts(g.xml, 'P_12')).toEqual(['23', '8', '5', 'zw']);
    expect(texts(g.xml, 'P_10')).toEqual(['50.00']);
    expect(texts(g.xml, 'P_9A')).toEqual(['100.00', '45.50', '12.345', '200.00']);
    expect(text(g.xml, 'P_19A')).toBe('art. 43 ust. 1 pkt 29 lit. c ustawy o VAT');
    expect(text(g.xml, 'FormaPlatnosci')).toBe('6');
  });

  it('an invoice in euro gives each rate its VAT in złoty at the invoice rate, and the rate on each line', async () => {
    const g = generatePl(buildEDocument('PL', { currency: 'EUR', exchangeRate: '4.2675' }));
    const v = await validateXml(g.xml, FA3_SCHEMA);
    expect(v.errors).toEqual([]);
    expect(text(g.xml, 'KodWaluty')).toBe('EUR');
    // 218.50 x 4.2675 = 932.44875; 10.92 x 4.2675 = 46.6011; 1.23 x 4.2675 = 5.249025
    expect([text(g.xml, 'P_14_1W'), text(g.xml, 'P_14_2W'), text(g.xml, 'P_14_3W')]).toEqual(['932.45', '46.60', '5.25']);
    expect(texts(g.xml, 'KursWaluty')).toEqual(['4.2675', '4.2675', '4.2675', '4.2675']);
    expect(text(g.xml, 'P_15')).toBe('1541.84');
  });

  it('a credit note is a KOR correction with negative differences, naming the corrected invoice', async () => {
    const g = generatePl(buildEDocument('PL', { kind: 'creditNote' }));
    const v = await validateXml(g.xml, FA3_SCHEMA);
    expect(v.errors).toEqual([]);
    expect(text(g.xml, 'RodzajFaktury')).toBe('KOR');
    expect(text(g.xml, 'TypKorekty')).toBe('2');
    expect(text(g.xml, 'NrFaKorygowanej')).toBe('FV/2026/11/0027');
    expect(text(g.xml, 'DataWystFaKorygowanej')).toBe('2026-11-20');
    expect(text(g.xml, 'NrKSeFN')).toBe('1');
    expect([text(g.xml, 'P_13_1'), text(g.xml, 'P_14_1')]).toEqual(['-950.00', '-218.50']);
    expect(text(g.xml, 'P_15')).toBe('-1541.84');
    expect(texts(g.xml, 'P_8B')).toEqual(['-10', '-3', '-2', '-1']);
  });

  it('a credit note for an invoice KSeF numbered carries that number', async () => {
    const ksef = '5251040821-20261120-0100001AF629-AF';
    const g = generatePl(buildEDocument('PL', { kind: 'creditNote' }), { correctedKsefNumber: ksef });
    expect((await validateXml(g.xml, FA3_SCHEMA)).errors).toEqual([]);
    expect(text(g.xml, 'NrKSeFFaKorygowanej')).toBe(ksef);
    expect(texts(g.xml, 'NrKSeFN')).toEqual([]);
  });

  it('a buyer from another EU country is named by its VAT number, and an intra-EU supply is 0 WDT', async () => {
    const doc = buildEDocument('PL', {
      lines: [{ description: 'Kawa ziarnista 1 kg', quantity: '20', unitPrice: '90.00', vatCategory: 'K', vatRate: '0' }],
      buyer: {
        name: 'Kaffeehaus Berlin GmbH', taxId: '', taxIdScheme: '', vatId: 'DE811569869', companyId: '', email: '', activity: '',
        address: { street: 'Friedrichstraße', buildingNumber: '43', city: 'Berlin', postalCode: '10117', region: '', countryCode: 'DE' },
      },
    });
    const g = generatePl(doc);
    expect((await validateXml(g.xml, FA3_SCHEMA)).errors).toEqual([]);
    expect([text(g.xml, 'KodUE'), text(g.xml, 'NrVatUE')]).toEqual(['DE', '811569869']);
    expect(text(g.xml, 'P_13_6_2')).toBe('1800.00');
    expect(text(g.xml, 'P_12')).toBe('0 WDT');
    expect(text(g.xml, 'P_19N')).toBe('1');
  });

  it('0% at home, export, outside the scope and domestic reverse charge each go to their own field', async () => {
    const doc = buildEDocument('PL', {
      lines: [
        { description: 'Książki drukowane', quantity: '2', unitPrice: '40.00', vatCategory: 'Z', vatRate: '0' },
        { description: 'Kawa na eksport', quantity: '5', unitPrice: '80.00', vatCategory: 'G', vatRate: '0' },
        { description: 'Usługa poza krajem', quantity: '1', unitPrice: '150.00', vatCategory: 'O', vatRate: '0', exemptionReason: 'art. 28b ustawy o VAT' },
        { description: 'Złom stalowy', quantity: '100', unitPrice: '1.25', vatCategory: 'AE', vatRate: '0', unitCode: 'KGM', unitName: 'kg' },
      ],
    });
    const g = generatePl(doc);
    expect((await validateXml(g.xml, FA3_SCHEMA)).errors).toEqual([]);
    expect([text(g.xml, 'P_13_6_1'), text(g.xml, 'P_13_6_3'), text(g.xml, 'P_13_8'), text(g.xml, 'P_13_10')]).toEqual(['80.00', '400.00', '150.00', '125.00']);
    expect(texts(g.xml, 'P_12')).toEqual(['0 KR', '0 EX', 'np I', 'oo']);
    expect(text(g.xml, 'P_18')).toBe('1'); // reverse charge
    expect(text(g.xml, 'P_15')).toBe('755.00');
  });

  it('KOD I links to the invoice in KSeF by seller NIP, issue day and the SHA-256 of the exact file', () => {
    const doc = buildEDocument('PL');
    const g = generatePl(doc);
    const expected = createHash('sha256').update(g.xml, 'utf8').digest('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    const k = ksefVerification(g.xml, doc, 'prod');
    expect(k.hash).toBe(expected);
    expect(k.hash).toHaveLength(43);
    expect(k.url).toBe(`https://qr.ksef.mf.gov.pl/invoice/5251040821/20-11-2026/${expected}`);
    expect(k.label).toBe('OFFLINE');
    expect(ksefVerification(g.xml, doc, 'test', '5251040821-20261120-0100001AF629-AF').label).toBe('5251040821-20261120-0100001AF629-AF');
    expect(ksefVerification(g.xml + ' ', doc, 'test').hash).not.toBe(expected);
  });
});
