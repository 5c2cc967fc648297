// Helpers of the browser tests: API set-up (users, positions, settings), opening the app with a
// session, reading the sidebar. Not a test file (only *.e2e.ts are).
//
// Test data is created through the API of the server under test (it starts empty, without the
// demo data); user names are unique per test so that tests do not depend on each other's order.
import { expect, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { randomBytes } from 'node:crypto';
import { readLocale } from '../../frontend/src/i18n/read-locales.node.js';

/** The same address as playwright.config.ts's baseURL. */
export const BASE_URL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${process.env.E2E_PORT ?? 3999}`;
export const ROOT_USERNAME = 'root';
export const ROOT_PASSWORD = process.env.E2E_ROOT_PASSWORD ?? 'e2e-root-pass';
export const USER_PASSWORD = 'e2e-password-1';

// ---- English labels, read from the app's own locale file (the app's labels may be reworded; the
// tests follow them, but a missing key fails loudly).
const en = readLocale('en') as Record<string, unknown>;

/** The English text of an i18n key ('route.Dashboard'), {{x}} placeholders filled from `vars`. */
export function t(key: string, vars: Record<string, string> = {}): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), en);
  if (typeof value !== 'string') throw new Error(`the en locale has no text for ${key}`);
  return value.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => vars[name] ?? `{{${name}}}`);
}
/** English title of a route name. */
export const title = (routeName: string) => t(`route.${routeName}`);

/** A name no other test (or earlier run against the same server) uses. */
export function unique(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
}

// ---- API

interface Envelope<T> {
  status: number;
  data: T | null;
  error: { code: number; message: string; reason?: string } | null;
}

export async function apiCall<T = unknown>(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  { token, body }: { token?: string; body?: unknown } = {},
): Promise<{ status: number; body: Envelope<T> }> {
  const res = await request.fetch(`/be/api${path}`, {
    method,
    headers: token ? { 'X-Auth-Token': token } : {},
    data: body,
  });
  return { status: res.status(), body: (await res.json()) as Envelope<T> };
}

/** A call that must succeed (status below 300): its data, or the test fails naming the call and the refusal. */
export type Ok = (method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) => Promise<any>;
export function okWith(request: APIRequestContext, token: string): Ok {
  return async (method, path, body) => {
    const r = await apiCall<any>(request, method, path, { token, body });
    expect(r.status, `${method} ${path}: ${JSON.stringify(r.body.error)}`).toBeLessThan(300);
    return r.body.data;
  };
}

async function ok<T>(p: Promise<{ status: number; body: Envelope<T> }>, what: string): Promise<T> {
  const { status, body } = await p;
  if (status >= 300 || body.error) throw new Error(`${what}: HTTP ${status} ${JSON.stringify(body.error)}`);
  return body.data as T;
}

/** API calls as `token` that must succeed (status below 300, the failure's error in the message): answers `data`. */
export function apiAs(request: APIRequestContext, token: string) {
  return async (method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<any> => {
    const r = await apiCall<any>(request, method, path, { token, body });
    expect(r.status, `${method} ${path}: ${JSON.stringify(r.body.error)}`).toBeLessThan(300);
    return r.body.data;
  };
}

/** Signs in through the API; `language` also becomes the user's language (server rule). */
export async function apiLogin(request: APIRequestContext, username: string, password: string, language = 'en'): Promise<string> {
  const data = await ok(apiCall<{ accessToken: string }>(request, 'POST', '/user/login', { body: { username, password, language } }), `login ${username}`);
  return data.accessToken;
}

export const rootToken = (request: APIRequestContext) => apiLogin(request, ROOT_USERNAME, ROOT_PASSWORD);

/** A call made as root that must succeed: answers its data, or fails the test naming the call and the refusal. */
export type RootCall = (method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) => Promise<any>;
export async function rootApi(request: APIRequestContext): Promise<RootCall> {
  const token = await rootToken(request);
  return async (method, path, body) => {
    const r = await apiCall<any>(request, method, path, { token, body });
    expect(r.status, `${method} ${path}: ${JSON.stringify(r.body.error)}`).toBeLessThan(300);
    return r.body.data;
  };
}

export async function createPosition(request: APIRequestContext, token: string, pages: string[]): Promise<{ id: string; name: string }> {
  const name = unique('Pos ');
  const pagePrivileges = Object.fromEntries(pages.map((p) => [p, 'Accessable']));
  const data = await ok(apiCall<{ id: string }>(request, 'POST', '/positions', { token, body: { name, pagePrivileges } }), 'create position');
  return { id: data.id, name };
}

export interface TestUser {
  id: string;
  username: string;
  password: string;
  name: string;
}

export async function createUser(
  request: APIRequestContext,
  token: string,
  { roles = [], positionIds = [], language = 'en', prefix = 'u' }: { roles?: string[]; positionIds?: string[]; language?: string; prefix?: string } = {},
): Promise<TestUser> {
  const username = unique(prefix);
  const name = `Tester ${username}`;
  const data = await ok(
    apiCall<{ id: string }>(request, 'POST', '/employees', {
      token,
      body: { username, password: USER_PASSWORD, name, language, roles, positionIds },
    }),
    `create user ${username}`,
  );
  return { id: data.id, username, password: USER_PASSWORD, name };
}

export type Settings = Record<string, unknown>;

export async function getSettings(request: APIRequestContext, token: string, keys: string[]): Promise<Settings> {
  const data = await ok(apiCall<Record<string, { value: unknown }>>(request, 'GET', `/system-setting/settings?keys=${keys.join(',')}`, { token }), 'get settings');
  return Object.fromEntries(keys.map((k) => [k, data[k]?.value]));
}

export async function putSettings(request: APIRequestContext, token: string, settings: Settings): Promise<void> {
  await ok(apiCall(request, 'PUT', '/system-setting/settings', { token, body: { settings } }), 'put settings');
}

/**
 * Runs `body` with company settings changed, and puts the previous values back afterwards whatever
 * happens (the settings are the company's: every other test sees them).
 */
export async function withSettings(request: APIRequestContext, changes: Settings, body: () => Promise<void>): Promise<void> {
  const token = await rootToken(request);
  const previous = await getSettings(request, token, Object.keys(changes));
  await putSettings(request, token, changes);
  try {
    await body();
  } finally {
    await putSettings(request, await rootToken(request), previous);
  }
}

// ---- the browser

/**
 * English before the first script runs (the app defaults to Chinese), unless the page already
 * chose a language; and today's notice banner counted as shown, so that it does not push the
 * page about (it has its own rules, not under test here).
 */
export async function preferEnglish(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const storage = (globalThis as unknown as { localStorage: { getItem(k: string): string | null; setItem(k: string, v: string): void } }).localStorage;
    if (!storage.getItem('language')) storage.setItem('language', 'en');
    const d = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    storage.setItem('noticeShownDay', `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`);
  });
}

/** Puts the session token where the app keeps it (cookie Admin-Token) and opens `path`. */
export async function openWithToken(page: Page, token: string, path = '/dashboard'): Promise<void> {
  await page.context().addCookies([{ name: 'Admin-Token', value: token, url: BASE_URL }]);
  await preferEnglish(page.context());
  await page.goto(path);
}

/** Signs `user` in through the API and opens the dashboard in English; waits for the shell. */
export async function openAs(page: Page, username: string, password: string, path = '/dashboard'): Promise<string> {
  const token = await apiLogin(page.request, username, password, 'en');
  await openWithToken(page, token, path);
  await expect(sidebar(page)).toBeVisible();
  return token;
}

/** Signs in on the login page (the English form). */
export async function signInOnForm(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** The sidebar (by its place: its accessible name is translated). */
export const sidebar = (page: Page) => page.locator('aside.sidebar');
export const breadcrumb = (page: Page) => page.locator('nav.breadcrumb');
export const tabStrip = (page: Page) => page.locator('nav.tags-view');
/** The heading of the page that is shown (cached tabs are hidden, so not counted). */
export const pageHeading = (page: Page) => page.getByRole('heading', { level: 1 });

export interface MenuEntry {
  label: string;
  children?: MenuEntry[];
}

/** The whole sidebar as the user can see it, opening each group in turn (one open at a time). */
export async function readMenu(page: Page): Promise<MenuEntry[]> {
  const top = sidebar(page).locator('ul.menu > li');
  await expect(top.first()).toBeVisible();
  const entries: MenuEntry[] = [];
  const count = await top.count();
  for (let i = 0; i < count; i++) entries.push(await readEntry(top.nth(i)));
  return entries;
}

async function readEntry(li: Locator): Promise<MenuEntry> {
  const link = li.locator(':scope > a');
  if ((await link.count()) > 0) return { label: (await link.innerText()).trim() };
  const button = li.locator(':scope > button');
  const label = (await button.innerText()).trim();
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const items = li.locator(':scope > ul.submenu > li');
  await expect(items.first()).toBeVisible();
  const children: MenuEntry[] = [];
  const count = await items.count();
  for (let i = 0; i < count; i++) children.push(await readEntry(items.nth(i)));
  return { label, children };
}

/** Opens the top-level group `label` and answers the labels of its entries. */
export async function openGroup(page: Page, label: string): Promise<Locator> {
  const button = sidebar(page).getByRole('button', { name: label, exact: true });
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  return button.locator('xpath=..').locator(':scope > ul.submenu');
}

export async function groupLabels(page: Page, label: string): Promise<string[]> {
  const submenu = await openGroup(page, label);
  await expect(submenu.locator('.menu-label').first()).toBeVisible();
  return (await submenu.locator(':scope > li > :is(a, button) .menu-label').allInnerTexts()).map((s) => s.trim());
}

/** The top-level labels of the sidebar. */
export async function topLabels(page: Page): Promise<string[]> {
  const labels = sidebar(page).locator('ul.menu > li > :is(a, button) .menu-label');
  await expect(labels.first()).toBeVisible();
  return (await labels.allInnerTexts()).map((s) => s.trim());
}

/** Clicks a page link of the sidebar (inside an open group or at the top level). */
export async function clickMenu(page: Page, label: string): Promise<void> {
  await sidebar(page).getByRole('link', { name: label, exact: true }).click();
}

/** Tab titles, in order. */
export async function tabTitles(page: Page): Promise<string[]> {
  return (await tabStrip(page).locator('li.tag > a').allInnerTexts()).map((s) => s.trim());
}

export async function breadcrumbItems(page: Page): Promise<string[]> {
  return (await breadcrumb(page).locator('li').allInnerTexts()).map((s) => s.trim());
}

/** A sale counter for the scan sale tests: CLP, 19 % tax, a wholesale company refusing negative stock; a warehouse with 10 boxes (240 units) of one product (unit and box barcodes; 800 retail, 600 wholesale a unit). */
export interface SaleShop {
  token: string;
  warehouse: string;
  product: string;
  code: string;
  unitBarcode: string;
  boxBarcode: string;
}

export async function saleShop(request: APIRequestContext, name = 'Jugo de naranja 1 L'): Promise<SaleShop & { ok: ReturnType<typeof apiAs> }> {
  const token = await rootToken(request);
  const ok = apiAs(request, token);
  const suffix = unique('q').slice(-6).toUpperCase();
  await ok('PUT', '/system-setting/settings', {
    settings: { BaseCurrencyID: 'CLP', PriceDecimal: 0, EnableSaleOrderTax: true, DefaultTax: '19', NegativeStockPolicy: 'refuse', SaleType: 'Wholesale', BoxUnit: 'Caja', UnitUnit: 'Un', DefaultSalePackageType: 'unit' },
  });
  const warehouse = (await ok('POST', '/warehouses', { code: `QS${suffix}`, name: `Sala ${suffix}` })).id;
  const stamp = `${Date.now()}${Math.floor(Math.random() * 10)}`;
  const unitBarcode = `71${stamp}`.slice(0, 13);
  const boxBarcode = `72${stamp}`.slice(0, 13);
  const code = `JG-${suffix}`;
  const product = (
    await ok('POST', '/products', { code, name, barcode: unitBarcode, packings: { box: { size: '24', barcode: boxBarcode } }, prices: { unit: { retail: '800', wholesale: '600' } } })
  ).id;
  const count = await ok('POST', '/stock/counts', { warehouseId: warehouse, productIds: [product] });
  const counted = await ok('PUT', `/stock/counts/${count.id}/lines`, { version: count.streamVersion, lines: [{ productId: product, unit: 'box', quantity: '10' }] });
  await ok('POST', `/stock/counts/${count.id}/post`, { version: counted.streamVersion });
  return { token, ok, warehouse, product, code, unitBarcode, boxBarcode };
}

/**
 * Scan sale signed in as root, on a new order of `warehouse`: scan sale picks up the draft root left
 * (other tests sign in as root too), F7 parks it and starts a new order. Answers the scan box.
 */
export async function newScanSale(page: Page, warehouse: string): Promise<Locator> {
  const resumed = page.waitForResponse((r) => r.url().includes('/be/api/sale/order/last-temp'));
  await openAs(page, ROOT_USERNAME, ROOT_PASSWORD, '/sale/new');
  await resumed;
  const scanBox = page.getByLabel(t('saleEntry.scanLabel'), { exact: true });
  await expect(scanBox).toBeFocused();
  await page.keyboard.press('F7');
  await expect(page.getByText(t('sale.noLines'))).toBeVisible();
  await page.getByLabel(t('sale.col.warehouse'), { exact: true }).selectOption(warehouse);
  await scanBox.focus();
  return scanBox;
}

/** Clicks the grid's Export button, waits for the file and reads its first sheet: the header row and the data rows, as text. */
export async function exportedSheet(page: Page, button = t('grid.export')): Promise<{ header: string[]; data: string[][] }> {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), page.getByRole('button', { name: button, exact: true }).click()]);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(await download.path());
  const rows: string[][] = [];
  wb.worksheets[0]!.eachRow((r) => {
    rows.push((r.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v))));
  });
  return { header: rows[0] ?? [], data: rows.slice(1) };
}
