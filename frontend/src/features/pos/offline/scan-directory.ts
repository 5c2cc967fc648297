import type { CachedProduct, CachedShelf } from './db';

/**
 * The till's scan directory (docs/pos.md "Offline"): which shelf holds the product a scan (a
 * barcode, or a lower-cased product code) names. It replaces a multi-entry IndexedDB index on the
 * shelves' scans: Chromium writes an index entry per scan (five a product in the bench, 1.5 million
 * at 300,000 products), and those entries cost more than the shelves themselves (measured in a
 * scratch page: 300,000 products on shelves of 64 wrote in 2.9 s without the index, 8.2 s with it).
 * The directory instead keeps SCAN_BUCKETS records, each mapping the scans that hash to it onto
 * shelf ids, written a bucket at a time: a lookup reads one bucket and one shelf.
 *
 * The directory may hold a scan a product has since lost (a barcode removed or moved): a lookup
 * checks the product on the shelf still carries the scan, and a scan given to another product
 * later maps to that product's shelf (the later entry wins).
 */
export interface ScanBucket {
  bucket: number;
  scans: string[];
  /** The shelf of scans[i]. */
  shelves: number[];
}

/** A power of two: about 180 scans a bucket at 300,000 products of five scans (~5 KB read per lookup). */
export const SCAN_BUCKETS = 8192;

/** The bucket of a scan: FNV-1a (32 bits) of its UTF-16 code units, modulo SCAN_BUCKETS. */
export function scanBucket(scan: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < scan.length; i++) {
    h ^= scan.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) & (SCAN_BUCKETS - 1);
}

/** The shelf a bucket names for a scan (its last entry), if any. */
export function shelfOfScan(bucket: ScanBucket | undefined, scan: string): number | undefined {
  if (!bucket) return undefined;
  const i = bucket.scans.lastIndexOf(scan);
  return i < 0 ? undefined : bucket.shelves[i];
}

/**
 * The scans to put in the directory after these shelves were written: each product's scans that
 * its version before (`before`, by product id; none for a new product) did not have. A product
 * rewritten with the scans it had needs no entry (it stays on its shelf).
 */
export function scansToIndex(written: readonly CachedShelf[], before: ReadonlyMap<string, CachedProduct>): [scan: string, shelf: number][] {
  const out: [string, number][] = [];
  for (const shelf of written) {
    for (const p of shelf.products) {
      const had = before.get(p.id)?.scans;
      for (const s of new Set(p.scans)) if (!had?.includes(s)) out.push([s, shelf.id]);
    }
  }
  return out;
}

/** Entries for one bucket, in the order they came (a later one for the same scan wins). */
export interface BucketEntries {
  scans: string[];
  shelves: number[];
}

/**
 * A bucket with these entries added (a scan it held already now names the new shelf). A bucket
 * written for the first time takes the entries as they are, repeats included (rare: a product sent
 * twice in one fill): a lookup reads the last entry of a scan, and no map is built for the 1.5
 * million entries of a fill from empty.
 */
export function mergeBucket(existing: ScanBucket | undefined, bucket: number, entries: BucketEntries): ScanBucket {
  if (!existing || existing.scans.length === 0) return { bucket, scans: entries.scans, shelves: entries.shelves };
  const at = new Map(existing.scans.map((s, i) => [s, i]));
  const scans = existing.scans.slice();
  const shelves = existing.shelves.slice();
  entries.scans.forEach((s, j) => {
    const shelf = entries.shelves[j]!;
    const i = at.get(s);
    if (i === undefined) {
      at.set(s, scans.length);
      scans.push(s);
      shelves.push(shelf);
    } else shelves[i] = shelf;
  });
  return { bucket, scans, shelves };
}

/** Directory entries grouped by bucket, kept until they are written (a fill from empty writes them once, at its end). */
export class PendingScans {
  private byBucket = new Map<number, BucketEntries>();
  size = 0;

  add(entries: Iterable<readonly [string, number]>): void {
    for (const [s, shelf] of entries) {
      const b = scanBucket(s);
      let list = this.byBucket.get(b);
      if (!list) this.byBucket.set(b, (list = { scans: [], shelves: [] }));
      list.scans.push(s);
      list.shelves.push(shelf);
      this.size++;
    }
  }

  /** The entries by bucket, and the pending list emptied. */
  take(): Map<number, BucketEntries> {
    const out = this.byBucket;
    this.byBucket = new Map();
    this.size = 0;
    return out;
  }
}
