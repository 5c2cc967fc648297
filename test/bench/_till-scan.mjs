// Shared by the till bench (till-browser.bench.mjs) and the offline till's browser test
// (test/e2e/pos-offline.e2e.ts): both look a scan up in the page the way the till does.
/**
 * In the page: window.__tillScan(idb, scan), the till's lookup of a scan in its IndexedDB (the
 * bucket FNV-1a(scan) mod 8192 of `scanKeys`, then the shelf it names; as cachedByScan in
 * frontend/src/features/pos/offline/db.ts, whose unit spec pins the hash).
 */
export const TILL_SCAN_JS = `window.__tillScan = (idb, scan) => new Promise((resolve) => {
  let h = 0x811c9dc5;
  for (let i = 0; i < scan.length; i++) { h ^= scan.charCodeAt(i); h = Math.imul(h, 0x01000193); }
  if (!idb.objectStoreNames.contains('scanKeys')) return resolve(undefined);
  const tx = idb.transaction(['scanKeys', 'shelves']);
  const get = tx.objectStore('scanKeys').get((h >>> 0) & 8191);
  get.onerror = () => resolve(undefined);
  get.onsuccess = () => {
    const b = get.result;
    const i = b ? b.scans.lastIndexOf(scan) : -1;
    if (i < 0) return resolve(undefined);
    const shelf = tx.objectStore('shelves').get(b.shelves[i]);
    shelf.onerror = () => resolve(undefined);
    shelf.onsuccess = () => resolve(shelf.result?.products.find((p) => p.scans.includes(scan)));
  };
});`;
