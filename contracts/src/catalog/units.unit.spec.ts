import { alternativeUnit, formatStock, fromBase, packConversion, packingBreakdown, packingPrice, toBase, unitLabel } from './units.js';

const packings = { box: '144', bigBag: '12.5', bag: '0' };

describe('unit helpers', () => {
  it('toBase multiplies by the packing size, exactly', () => {
    expect(toBase('2', 'box', packings)).toBe('288');
    expect(toBase('0.1', 'bigBag', packings)).toBe('1.25');
    expect(toBase('3.3', 'unit', packings)).toBe('3.3');
    expect(toBase(0.1, 'box', { box: '3' })).toBe('0.3');
  });
  it('an empty result when the packing size is missing or zero', () => {
    expect(toBase('2', 'bag', packings)).toBe('');
    expect(toBase('2', 'box', {})).toBe('');
    expect(toBase('2', 'box', { box: null })).toBe('');
    expect(toBase('x', 'box', packings)).toBe('');
    expect(fromBase('10', 'bag', packings)).toBe('');
  });
  it('fromBase divides by the size', () => {
    expect(fromBase('288', 'box', packings)).toBe('2');
    expect(fromBase('25', 'bigBag', packings)).toBe('2');
    expect(fromBase('1', 'box', { box: '3' })).toBe('0.3333333333');
  });
  it('pack conversion rounds half-up to 1 decimal', () => {
    expect(packConversion('300', 'box', packings)).toBe('2.1');
    expect(packConversion('216', 'box', packings)).toBe('1.5');
    expect(packConversion('144', 'box', packings)).toBe('1.0');
    expect(packConversion('7', 'box', { box: '2' })).toBe('3.5');
    expect(packConversion('5', 'bag', packings)).toBe('');
  });
  it('formatStock shows StockNumberDecimal places', () => {
    expect(formatStock('12.345', 2)).toBe('12.35');
    expect(formatStock('12', 0)).toBe('12');
    expect(formatStock('12.5', 0)).toBe('13');
    expect(formatStock('1', 3)).toBe('1.000');
    expect(formatStock('abc', 2)).toBe('');
  });
  it('alternative unit: box, big bag, bag; the first with a label AND an enabled column wins', () => {
    const labels = { BoxUnit: 'Caja', BigBagUnit: 'Saco', BagUnit: 'Bolsa' };
    expect(alternativeUnit(labels, { boxNumber: true, bigBagNumber: true })).toEqual({ unit: 'box', label: 'Caja' });
    expect(alternativeUnit(labels, { boxNumber: false, bigBagNumber: true, bagNumber: true })).toEqual({ unit: 'bigBag', label: 'Saco' });
    expect(alternativeUnit({ ...labels, BoxUnit: '', BigBagUnit: ' ' }, { boxNumber: true, bigBagNumber: true, bagNumber: true })).toEqual({ unit: 'bag', label: 'Bolsa' });
    expect(alternativeUnit(labels, {})).toBeNull();
    expect(alternativeUnit(labels, { bagPrice: true }, 'Price')).toEqual({ unit: 'bag', label: 'Bolsa' });
    expect(unitLabel({ UnitUnit: 'Unidad' }, 'unit')).toBe('Unidad');
  });
  it('packing price: a typed price wins, a blank one is base x size', () => {
    expect(packingPrice(null, '590', 'box', { box: '24' })).toBe('14160');
    expect(packingPrice('10000', '590', 'box', { box: '24' })).toBe('10000');
    expect(packingPrice('', '0.1', 'box', { box: '3' })).toBe('0.3');
    expect(packingPrice(null, null, 'box', { box: '24' })).toBe('');
    expect(packingPrice(null, '590', 'box', { box: '0' })).toBe('');
  });
});

describe('packingBreakdown', () => {
  it('tells a quantity in the largest packings first, the rest in units', () => {
    expect(packingBreakdown('100', { box: '24', bigBag: '144', bag: '6' })).toEqual([
      { unit: 'box', quantity: '4' },
      { unit: 'unit', quantity: '4' },
    ]);
    expect(packingBreakdown('300', { box: '24', bigBag: '144', bag: '6' })).toEqual([
      { unit: 'bigBag', quantity: '2' },
      { unit: 'bag', quantity: '2' },
    ]);
  });
  it('keeps decimals and signs, skips unusable packings, and tells zero as zero units', () => {
    expect(packingBreakdown('10.5', { box: '4', bag: '0' })).toEqual([
      { unit: 'box', quantity: '2' },
      { unit: 'unit', quantity: '2.5' },
    ]);
    expect(packingBreakdown('-30', { box: '24' })).toEqual([
      { unit: 'box', quantity: '-1' },
      { unit: 'unit', quantity: '-6' },
    ]);
    expect(packingBreakdown('0', { box: '24' })).toEqual([{ unit: 'unit', quantity: '0' }]);
    expect(packingBreakdown('abc', { box: '24' })).toEqual([]);
  });
});
