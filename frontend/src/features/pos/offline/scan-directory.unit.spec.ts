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
    let bucket = mergeBucket(undefined, 7, { scans: ['780a', 'a'], shelves: [1, 1] });
    expect(shelfOfScan(bucket, '780a')).toBe(1);
    bucket = mergeBucket(bucket, 7, { scans: ['780a', 'z'], shelves: [9, 9] });
    expect(shelfOfScan(bucket, '780a')).toBe(9);
    expect(shelfOfScan(bucket, 'a')).toBe(1);
    expect(shelfOfScan(bucket, 'z')).toBe(9);
    expect(shelfOfScan(bucket, 'nothing')).toBeUndefined();
    expect(shelfOfScan(undefined, 'a')).toBeUndefined();
    // Merged into a bucket that has entries: one entry a scan, however often it was written.
    expect(bucket.scans).toEqual(['780a', 'a', 'z']);
  });

  it('a bucket written for the first time keeps a scan written twice in one step, and its last entry wins', () => {
    const bucket = mergeBucket(undefined, 3, { scans: ['x', 'y', 'x'], shelves: [1, 5, 2] });
    expect(bucket).toEqual({ bucket: 3, scans: ['x', 'y', 'x'], shelves: [1, 5, 2] });
    expect(shelfOfScan(bucket, 'x')).toBe(2);
    expect(mergeBucket(bucket, 3, { scans: ['x'], shelves: [7] }).scans).toEqual(['x', 'y', 'x']);
    expect(shelfOfScan(mergeBucket(bucket, 3, { scans: ['x'], shelves: [7] }), 'x')).toBe(7);
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
    const a = taken.get(scanBucket('780a'))!;
    expect(a.scans.map((s, i) => [s, a.shelves[i]]).filter(([s]) => s === '780a')).toEqual([
      ['780a', 1],
      ['780a', 2],
    ]);
    const b = taken.get(scanBucket('b'))!;
    expect(b.shelves[b.scans.lastIndexOf('b')]).toBe(1);
    expect(pending.size).toBe(0);
    expect(pending.take().size).toBe(0);
  });
});
