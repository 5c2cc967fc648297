import type { CachedProduct, CachedShelf } from './db';
import { mergeBucket, PendingScans, SCAN_BUCKETS, scanBucket, scansToIndex, shelfOfScan } from './scan-directory';

const product = (id: string, scans: string[]): CachedProduct => ({
  id,
  code: id.toUpperCase(),
  name: `Product ${id}`,
  status: 'active',
  packings: { box: '10', bigBag: null, bag: null },
  prices: { unit: { retail: '100' } },
  barcodes: scans.filter((s) => /^\d+$/.test(s)).map((barcode) => ({ barcode, unit: 'unit' as const })),
  scans,
});
const shelf = (id: number, products: CachedProduct[]): CachedShelf => ({ id, products, ids: products.map((p) => p.id) });

describe("the till's scan directory (which shelf holds the product a scan names)", () => {
  it('spreads scans over the buckets by a fixed hash (the bench reads the same buckets)', () => {
    // FNV-1a of "a" is 0xe40c292c; the directory keeps its low 13 bits.
    expect(scanBucket('a')).toBe(0xe40c292c & (SCAN_BUCKETS - 1));
    expect(scanBucket('7800000000001')).toBe(scanBucket('7800000000001'));
    const used = new Set(Array.from({ length: 100_000 }, (_, i) => scanBucket(`780${String(i).padStart(10, '0')}`)));
    // Sequential barcodes land in nearly every bucket, not in a few.
    expect(used.size).toBeGreaterThan(SCAN_BUCKETS * 0.99);
    expect(Math.max(...used)).toBeLessThan(SCAN_BUCKETS);
  });

  it('indexes every scan of a new product, and of a changed one only the scans it did not have', () => {
    const before = new Map([['b', product('b', ['780b', 'b'])]]);
    const written = [shelf(4, [product('a', ['780a', 'a']), product('b', ['780b', '999', 'b'])])];
    expect(scansToIndex(written, before)).toEqual([
      ['780a', 4],
      ['a', 4],
      ['999', 4],
    ]);
  });

  it('a later entry for a scan wins: a barcode moved to another product finds that product\'s shelf', () => {
    let bucket = mergeBucket(undefined, 7, [
      ['780a', 1],
      ['a', 1],
    ]);
    expect(shelfOfScan(bucket, '780a')).toBe(1);
    bucket = mergeBucket(bucket, 7, [
      ['780a', 9],
      ['z', 9],
    ]);
    expect(shelfOfScan(bucket, '780a')).toBe(9);
    expect(shelfOfScan(bucket, 'a')).toBe(1);
    expect(shelfOfScan(bucket, 'z')).toBe(9);
    expect(shelfOfScan(bucket, 'nothing')).toBeUndefined();
    expect(shelfOfScan(undefined, 'a')).toBeUndefined();
    // One entry a scan, however often it was written.
    expect(bucket.scans).toEqual(['780a', 'a', 'z']);
  });

  it('keeps the last of a scan written twice in one step', () => {
    const bucket = mergeBucket(undefined, 3, [
      ['x', 1],
      ['x', 2],
    ]);
    expect(bucket).toEqual({ bucket: 3, scans: ['x'], shelves: [2] });
  });

  it('groups pending entries by bucket, in the order they came, and empties on take', () => {
    const pending = new PendingScans();
    pending.add([
      ['780a', 1],
      ['780a', 2],
      ['b', 1],
    ]);
    expect(pending.size).toBe(3);
    const taken = pending.take();
    expect(taken.get(scanBucket('780a'))).toEqual(
      expect.arrayContaining([
        ['780a', 1],
        ['780a', 2],
      ]),
    );
    expect(taken.get(scanBucket('780a'))!.filter(([s]) => s === '780a').map(([, shelf]) => shelf)).toEqual([1, 2]);
    expect(taken.get(scanBucket('b'))).toContainEqual(['b', 1]);
    expect(pending.size).toBe(0);
    expect(pending.take().size).toBe(0);
  });
});
