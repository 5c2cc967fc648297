import { defaultCurrency } from './format';

describe('customer money display', () => {
  it('an entry is in the customer currency, else the base currency', () => {
    expect(defaultCurrency('USD', 'CLP')).toBe('USD');
    expect(defaultCurrency('', 'CLP')).toBe('CLP');
  });
});
