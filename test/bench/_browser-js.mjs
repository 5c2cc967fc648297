// The JavaScript a real browser transfers for the first screen and the first list: the built app
// served by the real server (services/dist/main.js, its `compression` middleware), loaded in
// Debian's Chromium (/usr/bin/chromium, the flags of the browser tests) through playwright-core.
// Bytes are Chrome's own count of what came over the wire per script response (CDP
// Network.loadingFinished encodedDataLength: the compressed body plus the response headers), from a
// fresh profile (empty cache). Not a bench itself: first-screen.bench.mjs calls it.
//
//   first screen = the sign-in page at / (empty session) + what signing in on its form and landing
//                  on the dashboard loads;
//   first list   = what opening the product list then adds (client-side navigation, as a click
//                  in the sidebar does).
import { existsSync } from 'node:fs';
import { APP_ROOT_PASSWORD, startApp } from './_app.mjs';

export const CHROMIUM = '/usr/bin/chromium';
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

/** Sums the script bytes Chrome received while `step` runs (after the network went quiet). */
async function scriptBytes(cdp, page, step) {
  const scripts = new Map(); // requestId -> url
  const seen = [];
  const onResponse = (e) => {
    if (e.type === 'Script' || /javascript/.test(e.response.mimeType)) scripts.set(e.requestId, { url: e.response.url, encoding: e.response.headers['content-encoding'] ?? e.response.headers['Content-Encoding'] ?? 'none' });
  };
  const onFinished = (e) => {
    const s = scripts.get(e.requestId);
    if (s) seen.push({ ...s, bytes: e.encodedDataLength });
  };
  cdp.on('Network.responseReceived', onResponse);
  cdp.on('Network.loadingFinished', onFinished);
  try {
    await step();
    await page.waitForLoadState('networkidle');
  } finally {
    cdp.off('Network.responseReceived', onResponse);
    cdp.off('Network.loadingFinished', onFinished);
  }
  return { bytes: seen.reduce((n, s) => n + s.bytes, 0), files: seen.length, encodings: [...new Set(seen.map((s) => s.encoding))], largest: seen.sort((a, b) => b.bytes - a.bytes).slice(0, 3), all: seen };
}

/** Starts the app (PGlite, no demo data), loads it in Chromium and measures; `null` when Chromium is missing. */
export async function measureInChromium({ log }) {
  if (!existsSync(CHROMIUM)) {
    log(`first screen: ${CHROMIUM} is missing (apt-get install chromium): no browser figure`);
    return null;
  }
  const { chromium } = await import('playwright-core');
  const app = await startApp({ store: 'pglite', demo: false, log });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS, headless: true });
  try {
    // The browser speaks the signing-in user's language (root's is Chinese), as a shop's own
    // computer does: the sign-in page and the dashboard load that one language's files.
    const context = await browser.newContext({ locale: 'zh-CN' });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });

    const signInPage = await scriptBytes(cdp, page, async () => {
      await page.goto(`${app.base}/`);
      await page.locator('input[name="username"]').waitFor();
    });
    const dashboard = await scriptBytes(cdp, page, async () => {
      await page.locator('input[name="username"]').fill('root');
      await page.locator('input[name="password"]').fill(APP_ROOT_PASSWORD);
      await page.locator('button[type="submit"]').click();
      await page.locator('aside.sidebar').waitFor({ timeout: 60_000 });
    });
    const firstList = await scriptBytes(cdp, page, async () => {
      // In-app navigation, as a sidebar click: the router follows history.
      await page.evaluate(() => {
        history.pushState({}, '', '/product/index');
        dispatchEvent(new PopStateEvent('popstate'));
      });
      await page.locator('.ag-root').first().waitFor({ timeout: 60_000 });
    });
    return { signInPage, dashboard, firstList };
  } finally {
    await browser.close();
    await app.stop();
  }
}
