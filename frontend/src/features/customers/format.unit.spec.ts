import { defaultCurrency, formatMoney } from './format';

describe('customer money display', () => {
  it('rounds to the currency and groups with the language symbols, without floats', () => {
    expect(formatMoney('1234567.5', 'CLP', 'en')).toBe('1,234,568');
    expect(formatMoney('1234567.5', 'USD', 'en')).toBe('1,234,567.50');
    expect(formatMoney('1234567.5', 'USD', 'de')).toBe('1.234.567,50');
    expect(formatMoney('-25.5', 'USD', 'en')).toBe('-25.50');
    expect(formatMoney('-0.001', 'USD', 'en')).toBe('0.00');
    expect(formatMoney('9007199254740993.01', 'EUR', 'en')).toBe('9,007,199,254,740,993.01');
    expect(formatMoney('', 'USD', 'en')).toBe('');
    expect(formatMoney(null, 'USD', 'en')).toBe('');
  });

  it('an entry is in the customer currency, else the base currency', () => {
    expect(defaultCurrency('USD', 'CLP')).toBe('USD');
    expect(defaultCurrency('', 'CLP')).toBe('CLP');
  });
});
