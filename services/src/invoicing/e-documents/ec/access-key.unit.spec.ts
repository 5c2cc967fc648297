import { accessKey, modulo11 } from './access-key.js';

describe('SRI clave de acceso', () => {
  // Keys of invoices SRI authorised (published in public repositories' sample responses).
  it.each([
    '0312202201019007200200120029020004874985766297216',
    '0110201401099126726300120010010002742492823013317',
    '1811202301179001691900120721260002540020711013510',
  ])('the check digit of an authorised key %s is the modulo-11 of its first 48 digits', (key) => {
    expect(modulo11(key.slice(0, 48))).toBe(Number(key[48]));
  });

  it('computes 11 - (sum mod 11) with weights 2..7 from the right, 11 -> 0 and 10 -> 1', () => {
    // 1 2 3 -> 3*2 + 2*3 + 1*4 = 16; 16 mod 11 = 5; 11 - 5 = 6.
    expect(modulo11('123')).toBe(6);
    // 0 -> sum 0 -> 11 -> 0.
    expect(modulo11('0')).toBe(0);
    // 5 -> 10; 11 - 10 = 1.
    expect(modulo11('5')).toBe(1);
    // 6 -> 12; 12 mod 11 = 1; 11 - 1 = 10 -> 1.
    expect(modulo11('6')).toBe(1);
    // seven digits: the weight wraps to 2 on the 7th digit from the right: 1*2 + 0... = 1000000 -> 2; 11-2 = 9.
    expect(modulo11('1000000')).toBe(9);
  });

  it('lays out date, type, RUC, environment, series, sequence, code and emission type, then the check digit', () => {
    const key = accessKey({ issueDate: '2022-12-03', documentType: '01', ruc: '0190072002001', environment: '2', establishment: '002', emissionPoint: '902', sequence: 487498, numericCode: '57662972' });
    expect(key).toBe('0312202201019007200200120029020004874985766297216');
    expect(key).toHaveLength(49);
  });
});
