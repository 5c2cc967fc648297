/** Script defining window.__tillScan(idb, scan): the till's lookup of a scan in its IndexedDB (see _till-scan.mjs). */
export declare const TILL_SCAN_JS: string;
