// First-screen JS: the bytes of the JavaScript a browser loads for the sign-in page and then the
// dashboard, and what the first list adds, from the production build (frontend/dist; built here
// first when it is missing or older than frontend/src, as `npm start` does). Measured twice:
//  - in Chromium (the figures judged against the targets): the real server serves the build with
//    its compression and Debian's Chromium loads it; the script bytes transferred are summed
//    (_browser-js.mjs);
//  - from the files (a cross-check that needs neither server nor browser): the same files found
//    through the build's import statements, gzipped with zlib, as below.
//
// What counts as first screen, followed through the build's own import statements:
//  - index.html's entry script and everything it imports statically (its modulepreload links);
//  - the route chunks of the sign-in page (Login) and of the dashboard (Dashboard): React.lazy
//    chunks the entry imports dynamically, each with its static imports;
//  - the locale files of ONE language (the default, zh) that the first-screen code maps: the
//    pre-login areas (frontend/src/i18n/areas.ts: shell, errors). A user in another language
//    loads that language's files instead (similar sizes).
// Chunks of other routes (lists, editors, ag-grid, exceljs...) load later and are not counted.
//
// First list: what opening the product list (route ProductList) adds to that: its route chunk and
// its static imports that the first screen did not load (the shared list kit and the ag-grid chunk;
// exceljs loads only when exporting and is not counted), and the language's other locale areas,
// which the first screen outside the shell loads (the map of their files, other-areas, and zh's
// files in it).
// gzip: zlib's default level (6), what a server compressing on the fly typically sends (the
// server compresses with the `compression` package, gzip or brotli: docs/api.md).
// Targets: issue 12's <= 250 kB gzip for the first screen, <= 350 kB gzip added by the first list
// (kB = 1000 bytes).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { measureInChromium } from './_browser-js.mjs';
import { buildWebIfStale, fmt, loadAverage, reportLine, round } from './_lib.mjs';

export const key = 'firstScreen';
export const TARGET_GZIP_KB = 250;
export const FIRST_LIST_TARGET_GZIP_KB = 350;
const FIRST_LIST_ROUTE = 'ProductList';
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const WEB = join(ROOT, 'frontend');
const DIST = join(WEB, 'dist');
const LANGUAGE = 'zh';
const ROUTES = ['Login', 'Dashboard'];

export async function run({ log = console.log }) {
  const load = { start: loadAverage() };
  log(`first screen: load average ${load.start.join(' ')}`);
  const index = join(DIST, 'index.html');
  const buildSeconds = buildWebIfStale(ROOT);
  const built = buildSeconds !== null;
  if (built) log(`first screen: built the web app (vite) in ${round(buildSeconds, 1)} s`);
  const html = readFileSync(index, 'utf8');
  const asset = (href) => href.replace(/^\//, '');
  const entry = [...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((m) => asset(m[1]));
  const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => asset(m[1]));
  if (entry.length === 0) throw new Error('frontend/dist/index.html has no module script');

  const files = new Map(); // path under dist -> why it is loaded
  const add = (file, why) => {
    if (files.has(file)) return;
    files.set(file, why);
    for (const dep of staticImports(file)) add(dep, why);
  };
  for (const f of entry) add(f, 'entry');
  for (const f of preloads) add(f, 'entry (preloaded)');
  const entryFiles = [...files.keys()];
  for (const route of ROUTES) {
    const chunk = entryFiles.flatMap(dynamicImports).find((f) => new RegExp(`(^|/)${route}-[\\w-]+\\.js$`).test(f));
    if (!chunk) throw new Error(`no ${route} route chunk imported by the entry: has the page moved or been renamed?`);
    add(chunk, `${route} route`);
  }
  const locales = [...files.keys()].flatMap((f) => localeChunks(f, LANGUAGE));
  if (locales.length === 0) throw new Error(`no locale chunks of ${LANGUAGE} found in the first-screen code`);
  for (const f of locales) add(f, `locale ${LANGUAGE}`);

  // The first list: its route chunk and the static imports not already loaded.
  const listChunk = entryFiles.flatMap(dynamicImports).find((f) => new RegExp(`(^|/)${FIRST_LIST_ROUTE}-[\\w-]+\\.js$`).test(f));
  if (!listChunk) throw new Error(`no ${FIRST_LIST_ROUTE} route chunk imported by the entry: has the page moved or been renamed?`);
  const listFiles = new Set();
  const addListed = (file) => {
    if (files.has(file) || listFiles.has(file)) return;
    listFiles.add(file);
    for (const dep of staticImports(file)) addListed(dep);
  };
  addListed(listChunk);
  const otherAreas = entryFiles.flatMap(dynamicImports).find((f) => /(^|\/)other-areas-[\w-]+\.js$/.test(f));
  if (otherAreas) {
    addListed(otherAreas);
    for (const f of localeChunks(otherAreas, LANGUAGE)) addListed(f);
  }
  const listRows = [...listFiles].map((file) => {
    const buf = readFileSync(join(DIST, file));
    return { file, raw: buf.length, gzip: gzipSync(buf).length };
  });
  const firstList = { files: listRows.length, raw: listRows.reduce((n, r) => n + r.raw, 0), gzip: listRows.reduce((n, r) => n + r.gzip, 0) };

  const rows = [...files.entries()].map(([file, why]) => {
    const buf = readFileSync(join(DIST, file));
    return { file, why, raw: buf.length, gzip: gzipSync(buf).length };
  });
  const sum = (k, pred = () => true) => rows.filter(pred).reduce((n, r) => n + r[k], 0);
  const groups = {};
  for (const r of rows) {
    const g = r.why.startsWith('entry') ? 'entry' : r.why;
    groups[g] ??= { files: 0, raw: 0, gzip: 0 };
    groups[g].files++;
    groups[g].raw += r.raw;
    groups[g].gzip += r.gzip;
  }
  const total = { files: rows.length, raw: sum('raw'), gzip: sum('gzip') };
  const kb = (b) => round(b / 1000, 1);
  for (const [g, v] of Object.entries(groups)) log(`first screen: ${g}: ${v.files} files, ${fmt(kb(v.raw))} kB raw, ${fmt(kb(v.gzip))} kB gzip`);
  log('first screen: the largest files:');
  for (const r of [...rows].sort((a, b) => b.gzip - a.gzip).slice(0, 8)) log(`    ${String(kb(r.gzip)).padStart(7)} kB gzip  ${String(kb(r.raw)).padStart(7)} kB raw  ${r.file}  (${r.why})`);
  log(`first list (${FIRST_LIST_ROUTE}) adds ${listRows.length} files; the largest:`);
  for (const r of [...listRows].sort((a, b) => b.gzip - a.gzip).slice(0, 5)) log(`    ${String(kb(r.gzip)).padStart(7)} kB gzip  ${String(kb(r.raw)).padStart(7)} kB raw  ${r.file}`);
  const browser = await measureInChromium({ log });
  if (browser) {
    for (const [step, m] of Object.entries(browser))
      log(`chromium: ${step}: ${m.files} scripts, ${fmt(kb(m.bytes))} kB transferred (content-encoding ${m.encodings.join(', ')}); largest ${m.largest.map((l) => `${l.url.replace(/^.*\//, '')} ${kb(l.bytes)} kB`).join(', ')}`);
  }
  load.end = loadAverage();
  log(`first screen: load average at the end ${load.end.join(' ')}`);
  const browserFirstScreen = browser ? browser.signInPage.bytes + browser.dashboard.bytes : null;
  const report = [
    ...(browser
      ? [
          reportLine(
            log,
            'First-screen JS in Chromium (sign-in page, then the dashboard; transferred, as served)',
            `${fmt(kb(browserFirstScreen))} kB, ${browser.signInPage.files + browser.dashboard.files} scripts`,
            `<= ${TARGET_GZIP_KB} kB gzip (issue 12)`,
            kb(browserFirstScreen) <= TARGET_GZIP_KB,
          ),
          reportLine(
            log,
            `First list adds in Chromium (${FIRST_LIST_ROUTE}; transferred, as served)`,
            `${fmt(kb(browser.firstList.bytes))} kB, ${browser.firstList.files} scripts`,
            `<= ${FIRST_LIST_TARGET_GZIP_KB} kB gzip (issue 12)`,
            kb(browser.firstList.bytes) <= FIRST_LIST_TARGET_GZIP_KB,
          ),
        ]
      : []),
    reportLine(
      log,
      `First-screen JS, zlib over the built files (cross-check; locale ${LANGUAGE})`,
      `${fmt(kb(total.gzip))} kB gzip, ${fmt(kb(total.raw))} kB raw, ${total.files} files`,
      `<= ${TARGET_GZIP_KB} kB gzip (issue 12)`,
      kb(total.gzip) <= TARGET_GZIP_KB,
    ),
    reportLine(
      log,
      `First list adds, zlib over the built files (cross-check; ${FIRST_LIST_ROUTE} route + list kit + ag-grid + the other locale areas)`,
      `${fmt(kb(firstList.gzip))} kB gzip, ${fmt(kb(firstList.raw))} kB raw, ${firstList.files} files`,
      `<= ${FIRST_LIST_TARGET_GZIP_KB} kB gzip (issue 12)`,
      kb(firstList.gzip) <= FIRST_LIST_TARGET_GZIP_KB,
    ),
  ];
  return {
    built,
    language: LANGUAGE,
    rawKB: kb(total.raw),
    gzipKB: kb(total.gzip),
    files: total.files,
    groups: Object.fromEntries(Object.entries(groups).map(([g, v]) => [g, { files: v.files, rawKB: kb(v.raw), gzipKB: kb(v.gzip) }])),
    targetGzipKB: TARGET_GZIP_KB,
    firstList: { route: FIRST_LIST_ROUTE, files: firstList.files, rawKB: kb(firstList.raw), gzipKB: kb(firstList.gzip), targetGzipKB: FIRST_LIST_TARGET_GZIP_KB },
    chromium: browser && {
      firstScreenKB: kb(browserFirstScreen),
      signInPageKB: kb(browser.signInPage.bytes),
      dashboardKB: kb(browser.dashboard.bytes),
      firstListKB: kb(browser.firstList.bytes),
      scripts: { firstScreen: browser.signInPage.files + browser.dashboard.files, firstList: browser.firstList.files },
      encodings: [...new Set(Object.values(browser).flatMap((m) => m.encodings))],
    },
    load,
    report,
  };
}

const sourceCache = new Map();
function source(file) {
  if (!sourceCache.has(file)) sourceCache.set(file, readFileSync(join(DIST, file), 'utf8'));
  return sourceCache.get(file);
}

/** `./x.js` relative to `file` -> its path under dist. */
function resolve(file, spec) {
  const dir = file.includes('/') ? file.slice(0, file.lastIndexOf('/') + 1) : '';
  const parts = (dir + spec).split('/');
  const out = [];
  for (const p of parts) {
    if (p === '.' || p === '') continue;
    if (p === '..') out.pop();
    else out.push(p);
  }
  return out.join('/');
}

/** Static `import ... from "./x.js"`, `import "./x.js"` and `export ... from "./x.js"` of a chunk. */
function staticImports(file) {
  if (!file.endsWith('.js')) return [];
  const src = source(file);
  const out = [];
  for (const m of src.matchAll(/(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'`](\.{1,2}\/[^"'`]+?\.js)["'`]/g)) out.push(resolve(file, m[1]));
  return out;
}

/** Targets of `import("./x.js")` in a chunk. */
function dynamicImports(file) {
  if (!file.endsWith('.js')) return [];
  return [...source(file).matchAll(/\bimport\(\s*["'`](\.{1,2}\/[^"'`]+?\.js)["'`]\s*\)/g)].map((m) => resolve(file, m[1]));
}

/** The chunks of `./locales/<language>/<area>.json` (import.meta.glob entries) a chunk maps. */
function localeChunks(file, language) {
  if (!file.endsWith('.js')) return [];
  const re = new RegExp(`["'\`]\\./locales/${language}/[\\w.-]+\\.json["'\`]\\s*:\\s*\\(\\)\\s*=>\\s*[\\w$]*\\(?\\s*(?:\\(\\)\\s*=>\\s*)?import\\(\\s*["'\`](\\.{1,2}/[^"'\`]+?\\.js)["'\`]`, 'g');
  return [...source(file).matchAll(re)].map((m) => resolve(file, m[1]));
}
