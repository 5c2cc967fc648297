import { currentRate } from './current-rate';

const rates = [
  { fromCode: 'USD', toCode: 'CLP', rate: '950.5', value: '0.00105208' },
  { fromCode: 'CLP', toCode: 'EUR', rate: '0.001', value: '1000' },
];

describe('the current rate a screen prefills', () => {
  it('is the pair itself', () => expect(currentRate(rates, 'usd', 'CLP')).toBe('950.5'));
  it('or the inverse of the opposite pair, to 8 decimals', () => {
    expect(currentRate(rates, 'EUR', 'CLP')).toBe('1000');
    expect(currentRate(rates, 'CLP', 'USD')).toBe('0.00105208');
  });
  it('is none without a rate, for the same currency, or before the rates arrived', () => {
    expect(currentRate(rates, 'CNY', 'CLP')).toBeNull();
    expect(currentRate(rates, 'CLP', 'CLP')).toBeNull();
    expect(currentRate(undefined, 'USD', 'CLP')).toBeNull();
  });
});
