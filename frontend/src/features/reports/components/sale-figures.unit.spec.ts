import { marginOf, shareOf } from './sale-figures';

describe('sale report margin', () => {
  it('is profit over revenue in percent, one decimal, half up', () => {
    expect(marginOf('25', '100')).toBe('25.0');
    expect(marginOf('1', '3')).toBe('33.3');
    expect(marginOf('2', '3')).toBe('66.7');
    expect(marginOf('-5', '40')).toBe('-12.5');
  });
  it('is blank without revenue or when the figures are hidden', () => {
    expect(marginOf('0', '0')).toBe('');
    expect(marginOf(null, null)).toBe('');
  });
});

describe('sale report share', () => {
  it('is the part of the whole in percent, one decimal; blank for an empty whole', () => {
    expect(shareOf('50', '200')).toBe('25.0');
    expect(shareOf('1', '6')).toBe('16.7');
    expect(shareOf('0', '0')).toBe('');
  });
});
