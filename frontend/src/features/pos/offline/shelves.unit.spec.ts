import type { CachedProduct, CachedShelf } from './db';
import { shelve } from './db';

const product = (id: string, price = '100'): CachedProduct => ({
  id,
  code: id.toUpperCase(),
  name: `Product ${id}`,
  status: 'active',
  packings: { box: '10', bigBag: null, bag: null },
  prices: { unit: { retail: price } },
  barcodes: [{ barcode: `780${id}`, unit: 'unit' }],
  scans: [`780${id}`, id],
});

describe("the till's shelves (products cached a shelf at a time)", () => {
  it('puts new products on new shelves of the given size, numbered on from the next id, each indexed by its ids', () => {
    const shelves = shelve(['a', 'b', 'c', 'd', 'e'].map((id) => product(id)), [], 7, 2);
    expect(shelves.map((s) => [s.id, s.ids])).toEqual([
      [7, ['a', 'b']],
      [8, ['c', 'd']],
      [9, ['e']],
    ]);
  });

  it('replaces a changed product on the shelf that holds it, keeping its neighbours, and shelves only the new ones', () => {
    const holding: CachedShelf = { id: 3, products: [product('a'), product('b')], ids: ['a', 'b'] };
    const changedB = { ...product('b', '250'), barcodes: [{ barcode: '999', unit: 'box' as const }], scans: ['999', 'b'] };
    const shelves = shelve([changedB, product('z')], [holding], 10, 64);
    expect(shelves.map((s) => [s.id, s.ids])).toEqual([
      [3, ['a', 'b']],
      [10, ['z']],
    ]);
    expect(shelves[0]!.products[1]!.prices.unit?.retail).toBe('250');
    expect(shelves[0]!.products[1]!.scans).toEqual(['999', 'b']);
  });

  it('keeps one copy of a product found on two shelves, and the last version of one sent twice', () => {
    const one: CachedShelf = { id: 1, products: [product('a'), product('b')], ids: ['a', 'b'] };
    const two: CachedShelf = { id: 2, products: [product('b'), product('c')], ids: ['b', 'c'] };
    const shelves = shelve([product('b', '1'), product('b', '2')], [one, two], 5);
    expect(shelves.map((s) => [s.id, s.ids])).toEqual([
      [1, ['a', 'b']],
      [2, ['c']],
    ]);
    expect(shelves[0]!.products[1]!.prices.unit?.retail).toBe('2');
  });

  it('writes nothing for a shelf none of the page touches', () => {
    const untouched: CachedShelf = { id: 4, products: [product('q')], ids: ['q'] };
    expect(shelve([product('r')], [untouched], 5).map((s) => s.id)).toEqual([5]);
  });
});
