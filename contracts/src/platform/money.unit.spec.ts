import { currencyDecimals, formatDecimal, formatMoney, formatPrice, formatQuantity, roundMoney, roundTo, sumDecimals, wholePercent } from './money.js';
describe('money: one currency table, decimal rounding, the language separators', () => {
  it('keeps each currency in its own decimals: 0 for CLP and Ft, 2 for zl, CNY, EUR, USD, CZK', () => {
    expect(currencyDecimals('CLP')).toBe(0);
    expect(currencyDecimals('HUF')).toBe(0);
    expect(currencyDecimals('PLN')).toBe(2);
    expect(currencyDecimals('CZK')).toBe(2);
    // One table: JPY has no minor unit wherever it is asked (the sales and supplier screens disagreed).
    expect(currencyDecimals('JPY')).toBe(0);
    expect(currencyDecimals('kwd')).toBe(3);
    expect(currencyDecimals('XYZ')).toBe(2);
    expect(currencyDecimals(undefined)).toBe(2);
  });

  it('rounds half away from zero on the decimal string, never through a float', () => {
    expect(roundMoney('1234.5', 'CLP')).toBe('1235');
    expect(roundMoney('-2.675', 'USD')).toBe('-2.68');
    expect(roundMoney('1.005', 'EUR')).toBe('1.01');
    expect(roundMoney('-0.001', 'USD')).toBe('0.00');
    expect(roundTo('9007199254740993.015', 2)).toBe('9007199254740993.02');
    expect(sumDecimals(['0.1', '0.2', '', null])).toBe('0.3');
  });

  it('shows amounts with the grouping and decimal mark of the interface language', () => {
    expect(formatMoney('1234567.5', 'CLP', 'en-GB')).toBe('1,234,568');
    expect(formatMoney('1234567.5', 'USD', 'en-GB')).toBe('1,234,567.50');
    expect(formatMoney('1234567.5', 'USD', 'de-DE')).toBe('1.234.567,50');
    expect(formatMoney('147731', 'CLP', 'es-ES')).toBe('147.731');
    expect(formatMoney('1500', 'CLP', 'es-ES')).toBe('1.500');
    expect(formatMoney('1234.5', 'PLN', 'pl-PL')).toBe('1\u00a0234,50');
    expect(formatMoney('147731', 'HUF', 'hu-HU')).toBe('147\u00a0731');
    expect(formatMoney('-25.5', 'USD', 'en-GB')).toBe('-25.50');
    expect(formatMoney('-0.001', 'USD', 'en-GB')).toBe('0.00');
    expect(formatMoney('9007199254740993.01', 'EUR', 'en-GB')).toBe('9,007,199,254,740,993.01');
    expect(formatMoney('', 'USD', 'en-GB')).toBe('');
    expect(formatMoney(null, 'USD', 'en-GB')).toBe('');
    expect(formatMoney('abc', 'USD', 'en-GB')).toBe('');
  });

  it('keeps a unit price as precise as it is stored, at least to the currency decimals', () => {
    expect(formatPrice('14400', 'CLP', 'en-GB')).toBe('14,400');
    expect(formatPrice('0.125', 'USD', 'en-GB')).toBe('0.125');
    expect(formatPrice('12.5', 'USD', 'en-GB')).toBe('12.50');
    expect(formatPrice('33.333333', 'CLP', 'es-ES')).toBe('33,333333');
  });

  it('shows quantities with the decimals they have and an unknown locale in English', () => {
    expect(formatQuantity('1200.5', 'de-DE')).toBe('1.200,5');
    expect(formatQuantity('12', 'en-GB')).toBe('12');
    expect(formatDecimal('1.5', 2, 'not a locale!')).toBe('1.50');
  });

  it('gives whole percentages, 0 over nothing and 100 of nothing', () => {
    expect(wholePercent('0', '0')).toBe(0);
    expect(wholePercent('5', '0')).toBe(100);
    expect(wholePercent('1', '3')).toBe(33);
    expect(wholePercent('2', '3')).toBe(67);
  });
});

describe('money as the screens used it before it was one module', () => {
  it('sale screens: rounds to the currency decimals and groups thousands (English)', () => {
    expect(formatMoney('1234567.5', 'CLP', 'en-GB')).toBe('1,234,568');
    expect(formatMoney('-4760', 'CLP', 'en-GB')).toBe('-4,760');
    expect(formatMoney('0', 'EUR', 'en-GB')).toBe('0.00');
    expect(formatMoney('abc', 'EUR', 'en-GB')).toBe('');
    expect(formatPrice('33.333333', 'CLP', 'en-GB')).toBe('33.333333');
  });
  it('supplier screens: rounds half away from zero and groups in the language', () => {
    expect(roundTo('1000.5', 2)).toBe('1000.50');
    expect(roundTo('0.005', 2)).toBe('0.01');
    expect(roundTo('-0.004', 2)).toBe('0.00');
    expect(roundTo('1499.5', 0)).toBe('1500');
    expect(formatMoney('-800.25', 'USD', 'de-DE')).toBe('-800,25');
    expect(formatMoney('1500', 'CLP', 'es-ES')).toBe('1.500');
  });
  it('delivery notes: adds decimal strings exactly', () => {
    expect(sumDecimals(['0.1', '0.2'])).toBe('0.3');
    expect(sumDecimals(['48', '12'])).toBe('60');
    expect(sumDecimals(['1.25', '0.75'])).toBe('2');
    expect(sumDecimals(['0', '0.005'])).toBe('0.005');
  });
  it('whole percentages: 0 of anything is 0, anything of 0 is 100', () => {
    expect(wholePercent(0, 0)).toBe(0);
    expect(wholePercent(3, 0)).toBe(100);
    expect(wholePercent(1, 3)).toBe(33);
  });
});
