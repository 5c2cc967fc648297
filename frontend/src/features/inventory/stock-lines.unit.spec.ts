import { addScanned, linesBody, usableUnits } from './stock-lines';

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

  it('a scanned product joins the grid; the same product and unit again adds to its line', () => {
    const other = { ...product, id: 'p2' };
    const one = addScanned([], product, 'box', '2');
    expect(one.map((l) => [l.product?.id, l.unit, l.quantity])).toEqual([['p1', 'box', '2']]);
    const two = addScanned(one, product, 'box', '1.5');
    expect(two.map((l) => [l.product?.id, l.unit, l.quantity])).toEqual([['p1', 'box', '3.5']]);
    const three = addScanned(addScanned(two, product, 'unit', '4'), other, 'unit', '1');
    expect(three.map((l) => [l.product?.id, l.unit, l.quantity])).toEqual([['p1', 'box', '3.5'], ['p1', 'unit', '4'], ['p2', 'unit', '1']]);
  });
});
