import { linesBody, usableUnits } from './stock-lines';

const product = { id: 'p1', packings: { box: { size: '24', enabled: true }, bigBag: { size: '100', enabled: false }, bag: null } };

describe('stock document lines', () => {
  it('offers the base unit and the enabled, sized packings', () => {
    expect(usableUnits(product)).toEqual(['unit', 'box']);
    expect(usableUnits(null)).toEqual(['unit']);
  });

  it('leaves blank lines out and keeps quantities as decimal strings', () => {
    expect(
      linesBody([
        { key: 'a', product, unit: 'box', quantity: ' 2.5 ' },
        { key: 'b', product: null, unit: 'unit', quantity: '' },
      ]),
    ).toEqual([{ productId: 'p1', unit: 'box', quantity: '2.5' }]);
  });
});
