import { currencyFlag } from './currency-flags';

describe('region flags by currency', () => {
  it('gives CLP and PLN their own flags', () => {
    expect(currencyFlag('CLP')).toBe('chile');
    expect(currencyFlag('pln')).toBe('poland');
  });
  it('gives the other European and American currencies their region', () => {
    expect(['EUR', 'HUF', 'RON', 'CZK', 'BGN', 'RSD'].map(currencyFlag)).toEqual(Array(6).fill('europe'));
    expect(['USD', 'PEN', 'MXN', 'GTQ', 'BRL', 'ARS', 'JMD', 'BOB', 'DOP'].map(currencyFlag)).toEqual(Array(9).fill('america'));
  });
  it('shows no flag for a currency of another region', () => {
    expect(currencyFlag('CNY')).toBeNull();
    expect(currencyFlag('KWD')).toBeNull();
  });
});
