import { lineStocks } from './line-stock';

const line = (lineId: string, productId: string, quantity: string, baseQuantity: string) => ({ lineId, productId, quantity, baseQuantity });

describe('stock shown on order lines', () => {
  it('shows the stock in the line unit and in base units; lines of a product that together take more than is on hand are short', () => {
    const lines = [line('a', 'p1', '2', '48'), line('b', 'p1', '3', '3'), line('c', 'p2', '1', '6')];
    const s = lineStocks(lines, { p1: '50', p2: '6' });
    expect(s.get('a')).toEqual({ inUnit: '2.08', base: '50', short: true });
    expect(s.get('b')).toEqual({ inUnit: '50', base: '50', short: true });
    expect(s.get('c')).toEqual({ inUnit: '1', base: '6', short: false });
  });

  it('knows nothing before the stock has arrived, and nothing of a product it was not told about', () => {
    expect(lineStocks([line('a', 'p1', '1', '1')], undefined).size).toBe(0);
    expect(lineStocks([line('a', 'p1', '1', '1')], {}).has('a')).toBe(false);
  });

  it('a negative stock is short at once', () => {
    expect(lineStocks([line('a', 'p1', '1', '1')], { p1: '-2' }).get('a')).toEqual({ inUnit: '-2', base: '-2', short: true });
  });
});
