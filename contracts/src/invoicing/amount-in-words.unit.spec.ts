import { amountInWords, integerInWords } from './amount-in-words.js';

describe('SUNAT legend 1000: the amount in words', () => {
  it.each([
    [0, 'CERO'],
    [16, 'DIECISEIS'],
    [21, 'VEINTIUNO'],
    [45, 'CUARENTA Y CINCO'],
    [100, 'CIEN'],
    [118, 'CIENTO DIECIOCHO'],
    [1000, 'MIL'],
    [1999, 'MIL NOVECIENTOS NOVENTA Y NUEVE'],
    [21_000, 'VEINTIUN MIL'],
    [1_000_000, 'UN MILLON'],
    [2_531_001, 'DOS MILLONES QUINIENTOS TREINTA Y UN MIL UNO'],
  ])('%d -> %s', (n, words) => expect(integerInWords(n)).toBe(words));

  it('writes the cents as nn/100 and names the currency', () => {
    expect(amountInWords('118.00', 'PEN')).toBe('SON CIENTO DIECIOCHO CON 00/100 SOLES');
    expect(amountInWords('1251.05', 'USD')).toBe('SON MIL DOSCIENTOS CINCUENTA Y UN CON 05/100 DOLARES AMERICANOS');
    expect(amountInWords('-21.50', 'PEN')).toBe('SON VEINTIUN CON 50/100 SOLES');
  });
});
