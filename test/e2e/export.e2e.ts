import { expect, type APIRequestContext, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { readLocale } from '../../frontend/src/i18n/read-locales.node.js';
import { apiLogin, createUser, okWith, openWithToken, rootToken, sidebar, unique } from './support.js';

/**
 * "Export to Excel" of a paginated list writes the whole list as filtered and sorted, not the
 * page on screen (issue 12, docs/shell.md "Lists"): in a German UI, with the screen's German
 * headers, on the product list (297 products, 50 a page), the customers and the sale orders.
 */

const de = readLocale('de') as Record<string, unknown>;
/** The German text of an i18n key. */
function tde(key: string): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), de);
  if (typeof value !== 'string') throw new Error(`the de locale has no text for ${key}`);
  return value;
}


/** Runs `make(i)` for 0..n-1, ten at a time. */
async function many(n: number, make: (i: number) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < n; start += 10) await Promise.all(Array.from({ length: Math.min(10, n - start) }, (_, k) => make(start + k)));
}

/** Opens `path` as a new admin whose language is German (the UI in German from the first paint). */
async function openInGerman(page: Page, request: APIRequestContext, path: string): Promise<void> {
  const admin = await createUser(request, await rootToken(request), { roles: ['Admin'], language: 'de', prefix: 'export' });
  const token = await apiLogin(page.request, admin.username, admin.password, 'de');
  await page.context().addInitScript(() => (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage.setItem('language', 'de'));
  await openWithToken(page, token, path);
  await expect(sidebar(page)).toBeVisible();
}

/** Clicks Export, waits for the file and reads its first sheet as rows of text. */
async function exportedRows(page: Page): Promise<string[][]> {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), page.getByRole('button', { name: tde('grid.export'), exact: true }).click()]);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(await download.path());
  const rows: string[][] = [];
  wb.worksheets[0]!.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v))));
  });
  return rows;
}

const gridRowCount = async (page: Page) => Number(await page.locator('[role="treegrid"], [role="grid"]').first().getAttribute('aria-rowcount'));

test('the product list exports all 297 filtered products sorted as on screen, with the German headers', async ({ page, request }) => {
  test.setTimeout(180_000);
  const ok = okWith(request, await rootToken(request));
  const s = unique('').slice(-6).toUpperCase();
  const tag = `Exp${s}`;
  const n = 297;
  // The names run in another order than the codes, so the export's order shows the sort.
  const nameOf = (i: number) => `${tag} ${String((i * 7) % n).padStart(3, '0')}`;
  await many(n, (i) => ok('POST', '/products', { code: `X${s}${String(i).padStart(3, '0')}`, name: nameOf(i) }));
  // Another product that the search filters away.
  await ok('POST', '/products', { code: `Y${s}`, name: `Other ${s}` });

  await openInGerman(page, request, '/product/index');
  await expect(page.getByRole('heading', { level: 1, name: tde('route.ProductList') })).toBeVisible();
  await page.getByLabel(tde('product.searchLabel'), { exact: true }).fill(tag);
  await expect(page.locator('.pager')).toContainText('297');
  // One page of 50 on screen; sorted by name, descending.
  const nameHeader = page.locator('.ag-header-cell[col-id="name"] .ag-header-cell-label');
  await nameHeader.click();
  await nameHeader.click();
  await expect(page.locator('.ag-header-cell[col-id="name"]')).toHaveAttribute('aria-sort', 'descending');
  expect(await gridRowCount(page)).toBeLessThanOrEqual(51);

  // The export shows its progress while the rows come (the first chunk held back a moment here),
  // and the page keeps answering meanwhile.
  await page.route(/\/be\/api\/products\?.*limit=500/, async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  const downloading = page.waitForEvent('download', { timeout: 30_000 });
  await page.getByRole('button', { name: tde('grid.export'), exact: true }).click();
  await expect(page.getByRole('progressbar')).toBeVisible();
  await page.getByLabel(tde('grid.filter'), { exact: true }).fill(`${tag} 29`);
  await expect(page.getByLabel(tde('grid.filter'), { exact: true })).toHaveValue(`${tag} 29`);
  await downloading;
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await page.unroute(/\/be\/api\/products\?.*limit=500/);
  await page.getByLabel(tde('grid.filter'), { exact: true }).fill('');

  const rows = await exportedRows(page);
  expect(rows[0]).toEqual(
    ['product.code', 'product.name', 'product.category', 'product.unitLabel', 'product.boxSize', 'product.bigBagSize', 'product.bagSize', 'product.retailPrice', 'form.status'].map(tde),
  );
  const names = rows.slice(1).map((r) => r[1]);
  expect(names).toHaveLength(297);
  const expected = Array.from({ length: n }, (_, i) => nameOf(i)).sort().reverse();
  expect(names).toEqual(expected);
  expect(rows.slice(1).every((r) => r[8] === tde('form.active'))).toBe(true);
});

test('the customer list exports every page of the filtered customers', async ({ page, request }) => {
  test.setTimeout(120_000);
  const ok = okWith(request, await rootToken(request));
  const s = unique('').slice(-6).toUpperCase();
  await many(45, (i) => ok('POST', '/customers', { code: `EC${s}${String(i).padStart(2, '0')}`, name: `Kunde ${s} ${String(i).padStart(2, '0')}` }));

  await openInGerman(page, request, '/customer/index');
  await page.getByLabel(tde('customer.searchLabel'), { exact: true }).fill(s);
  await expect(page.locator('.pager')).toContainText('45');
  await page.getByLabel(tde('grid.pageSize'), { exact: true }).selectOption('20');
  await expect(page.locator('.ag-row[row-index="19"]')).toBeVisible();
  await expect(page.locator('.ag-row[row-index="20"]')).toHaveCount(0);

  const rows = await exportedRows(page);
  expect(rows[0]!.slice(0, 3)).toEqual([tde('customer.code'), tde('customer.name'), tde('customer.phone')]);
  expect(rows.slice(1).map((r) => r[0]).sort()).toEqual(Array.from({ length: 45 }, (_, i) => `EC${s}${String(i).padStart(2, '0')}`));
});

test('the sale order list exports every page of the filtered orders', async ({ page, request }) => {
  test.setTimeout(180_000);
  const ok = okWith(request, await rootToken(request));
  const s = unique('').slice(-6).toUpperCase();
  const warehouseId = (await ok('POST', '/warehouses', { code: `EW${s}`, name: `Lager ${s}` })).id;
  const productId = (await ok('POST', '/products', { code: `EP${s}`, name: `Ware ${s}`, prices: { unit: { retail: '100', wholesale: '90' } } })).id;
  const count = await ok('POST', '/stock/counts', { warehouseId, productIds: [productId], note: 'e2e export' });
  const counted = await ok('PUT', `/stock/counts/${count.id}/lines`, { version: count.streamVersion, lines: [{ productId, quantity: '1000' }] });
  await ok('POST', `/stock/counts/${count.id}/post`, { version: counted.streamVersion });
  const tag = `e2e-export-${s.toLowerCase()}`;
  const numbers: string[] = [];
  await many(25, async () => {
    const answer = await ok('POST', '/sale/order/save-commit', { commandId: crypto.randomUUID(), order: { warehouseId, memo: tag, lines: [{ productId, quantity: '1' }] }, payments: [] });
    numbers.push(answer.number as string);
  });

  await openInGerman(page, request, '/sale/index');
  await page.getByLabel(tde('saleList.filter.search'), { exact: true }).fill(tag);
  await expect(page.locator('.pager')).toContainText('25');
  await page.getByLabel(tde('grid.pageSize'), { exact: true }).selectOption('20');
  await expect(page.locator('.ag-row[row-index="20"]')).toHaveCount(0);

  const rows = await exportedRows(page);
  const cells = rows.slice(1).flat();
  expect(rows).toHaveLength(26);
  for (const number of numbers) expect(cells).toContain(number);
});
