import { SPLIT_PAYMENT_NOTE } from '@tradedesk/contracts/invoicing/invoice';
import { BILLING_VARIANTS } from '../../app/route-tree';
import {
  BILLING_PROFILES, BILLING_PROFILE_VARIANTS, COUNTRY_LISTS, UPDATE_PROFILES, correctionLines, countryDocType, czDic, ecEmission, ecIdType, esNifKind, huTaxNumber,
  plCorrectionReason, splitPaymentThresholdReached, withSplitPayment,
} from './variants';

describe('billing profiles', () => {
  it('exist for route variants only, each offering its own country and opening its own document page', () => {
    const routeVariants = BILLING_VARIANTS.map(([path]) => path as string);
    for (const v of BILLING_PROFILE_VARIANTS) {
      expect(routeVariants).toContain(v);
      expect(BILLING_PROFILES[v].variant).toBe(v);
      expect(BILLING_PROFILES[v].updatePath).toBe(`/invoice/update-${v}`);
    }
    expect(BILLING_PROFILES.pl.country).toBe('PL');
    expect(BILLING_PROFILES.cz).toMatchObject({ country: 'CZ', taxIdName: 'DIČ', supplyDateName: 'DUZP' });
    expect(BILLING_PROFILES.ec).toMatchObject({ country: 'EC', taxIdName: 'RUC' });
    for (const name of Object.keys(UPDATE_PROFILES)) expect(routeVariants).toContain(name);
    expect(Object.values(UPDATE_PROFILES).map((p) => p.path)).toContain('/invoice/update-plReturn');
  });

  it('ask for split payment over 15 000 PLN gross only, and record the law’s words once', () => {
    expect(splitPaymentThresholdReached('15000.00', 'PLN')).toBe(false);
    expect(splitPaymentThresholdReached('15000.01', 'PLN')).toBe(true);
    expect(splitPaymentThresholdReached('99999.00', 'EUR')).toBe(false);
    expect(splitPaymentThresholdReached(null, 'PLN')).toBe(false);
    expect(withSplitPayment(['Dostawa do magazynu'], true)).toEqual(['Dostawa do magazynu', SPLIT_PAYMENT_NOTE]);
    expect(withSplitPayment([SPLIT_PAYMENT_NOTE, 'x'], true)).toEqual(['x', SPLIT_PAYMENT_NOTE]);
    expect(withSplitPayment([SPLIT_PAYMENT_NOTE, 'x'], false)).toEqual(['x']);
  });

  it('read a Hungarian tax number’s VAT code and VAT group', () => {
    expect(huTaxNumber('12345676-2-41')).toEqual({ base: '12345676', vatCode: '2', county: '41', vatGroup: null });
    expect(huTaxNumber('12345676-4-41')?.vatGroup).toBe('member');
    expect(huTaxNumber('17781238-5-44')?.vatGroup).toBe('group');
    expect(huTaxNumber('12345676241')?.county).toBe('41');
    expect(huTaxNumber('HU12345676')).toBeNull();
  });

  it('name the Spanish NIF’s kind, the Ecuadorian buyer’s SRI id type and the emission point, the Czech DIČ', () => {
    expect(esNifKind('12345678Z')).toBe('dni');
    expect(esNifKind('X1234567L')).toBe('nie');
    expect(esNifKind('B12345674')).toBe('cif');
    expect(esNifKind('hello')).toBeNull();
    expect(ecIdType('1790012345001')).toEqual({ code: '04', name: 'RUC' });
    expect(ecIdType('1710034065')).toEqual({ code: '05', name: 'Cédula' });
    expect(ecIdType('9999999999999')).toEqual({ code: '07', name: 'Consumidor final' });
    expect(ecIdType('AB123456')).toEqual({ code: '06', name: 'Pasaporte' });
    expect(ecEmission('001-002')).toEqual({ establishment: '001', emissionPoint: '002' });
    expect(ecEmission('F001')).toBeNull();
    expect(czDic('', '27082440')).toBe('CZ27082440');
    expect(czDic('cz27082440', '27082440')).toBe('CZ27082440');
  });
});

describe('the Polish correction entry', () => {
  const invoice = {
    document: { lines: [{ lineNo: 1, description: 'Kubek', quantity: '3' }, { lineNo: 2, description: 'Talerz', quantity: '2' }] },
    credited: { 1: '1' } as Record<number, string>,
  };
  it('shows before, corrected earlier, returned now and after per line, and flags more than is left', () => {
    expect(correctionLines(invoice, [{ lineNo: 1, quantity: '2' }, { lineNo: 2, quantity: '' }])).toEqual([
      { lineNo: 1, description: 'Kubek', invoiced: '3', credited: '1', after: '0', over: false },
      { lineNo: 2, description: 'Talerz', invoiced: '2', credited: '0', after: '2', over: false },
    ]);
    expect(correctionLines(invoice, [{ lineNo: 1, quantity: '2.5' }])[0]).toMatchObject({ after: '-0.5', over: true });
  });
  it('states the reason in Polish, with the trader’s detail', () => {
    expect(plCorrectionReason('return', '')).toBe('Zwrot towaru');
    expect(plCorrectionReason('complaint', 'pęknięty kubek')).toBe('Uznana reklamacja: pęknięty kubek');
    expect(plCorrectionReason('other', ' Rabat posprzedażowy ')).toBe('Rabat posprzedażowy');
  });
});

describe('country document lists', () => {
  it('show each country’s own office state and document names', () => {
    expect(COUNTRY_LISTS.PlInvoice).toMatchObject({ country: 'PL', office: 'ksef' });
    expect(COUNTRY_LISTS.PerInvoice).toMatchObject({ country: 'PE', office: 'sunat' });
    expect(COUNTRY_LISTS.ChlInvoice).toMatchObject({ country: 'CL', office: null });
    expect(countryDocType({ country: 'CL', kind: 'invoice', series: '33' })).toBe('clFactura');
    expect(countryDocType({ country: 'CL', kind: 'creditNote', series: '61' })).toBe('clNotaCredito');
    expect(countryDocType({ country: 'PE', kind: 'invoice', series: 'B001' })).toBe('peBoleta');
    expect(countryDocType({ country: 'PE', kind: 'invoice', series: 'F001' })).toBe('peFactura');
    expect(countryDocType({ country: 'PL', kind: 'creditNote', series: 'KOR' })).toBe('plKorekta');
    expect(countryDocType({ country: 'PL', kind: 'proforma', series: 'PRO' })).toBe('proforma');
  });
});
