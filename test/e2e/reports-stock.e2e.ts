import { expect, type Locator, type Page, test } from '@playwright/test';
import { exportedSheet, okWith, openAs, ROOT_PASSWORD, ROOT_USERNAME, rootToken, t, title, unique } from './support.js';

/**
 * The report home and a stock report (issue 15, docs/reports.md): the home lists the reports by
 * group, the built ones as links and the others as planned; the stock in / out report keeps its
 * warehouse and period in the address (a reload shows the same report), and its Excel export holds
 * the report's rows. The data: 10 bottles counted into a new warehouse today (in 10, out 0).
 */

const grid = (page: Page) => page.getByRole('treegrid').or(page.getByRole('grid')).first();
const row = (scope: Page | Locator, text: string): Locator => scope.getByRole('row').filter({ hasText: text });

let warehouse: { id: string; code: string; name: string };
let product: { code: string };

test.beforeAll(async ({ request }) => {
  const ok = okWith(request, await rootToken(request));
  const s = unique('').slice(-7).toUpperCase();
  warehouse = { code: `RS${s}`, name: `Bodega reportes ${s}`, id: '' };
  warehouse.id = (await ok('POST', '/warehouses', { code: warehouse.code, name: warehouse.name })).id;
  product = { code: `REP${s}` };
  const productId = (await ok('POST', '/products', { code: product.code, name: 'Agua reporte', cost: '250', prices: { unit: { retail: '500', wholesale: '400' } } })).id;
  const count = await ok('POST', '/stock/counts', { warehouseId: warehouse.id, productIds: [productId], note: 'e2e reports' });
  const counted = await ok('PUT', `/stock/counts/${count.id}/lines`, { version: count.streamVersion, lines: [{ productId, quantity: '10' }] });
  await ok('POST', `/stock/counts/${count.id}/post`, { version: counted.streamVersion });
  // The cost projection (async) has the count once the report answers it.
  await expect
    .poll(async () => (await ok('GET', `/report/stock-in-out?warehouseId=${warehouse.id}`)).rows.length, { timeout: 15_000 })
    .toBe(1);
});

test('the report home groups the reports, links the built ones and lists the others as planned', async ({ page }) => {
  await openAs(page, ROOT_USERNAME, ROOT_PASSWORD, '/report/index');
  await expect(page.getByRole('heading', { level: 1, name: title('ReportHome') })).toBeVisible();
  for (const group of ['sales', 'purchasing', 'stock', 'finance']) {
    await expect(page.getByRole('heading', { level: 2, name: t(`reports.group.${group}`) })).toBeVisible();
  }
  const stock = page.getByRole('region', { name: t('reports.group.stock') });
  await expect(stock.getByRole('link', { name: title('ReportStock'), exact: true })).toBeVisible();
  await expect(stock.getByText(t('reports.line.ReportStockInOut'))).toBeVisible();
  // Chain out is not built: its name is there, but not as a link.
  await expect(stock.locator('[data-report="ReportChainOut"]')).toContainText(t('planned.badge'));
  await expect(stock.getByRole('link', { name: title('ReportChainOut') })).toHaveCount(0);

  await stock.getByRole('link', { name: title('ReportStockInOut'), exact: true }).click();
  await expect(page).toHaveURL(/\/report\/stock-in-out$/);
  await expect(page.getByRole('heading', { level: 1, name: title('ReportStockInOut') })).toBeVisible();
});

test('the stock in / out report keeps its warehouse and period in the address, survives a reload and exports its rows', async ({ page }) => {
  await page.setViewportSize({ width: 1800, height: 1000 });
  await openAs(page, ROOT_USERNAME, ROOT_PASSWORD, '/report/stock-in-out');
  await expect(page.getByRole('heading', { level: 1, name: title('ReportStockInOut') })).toBeVisible();
  // This month is the default, pressed.
  await expect(page.getByRole('button', { name: t('dateRange.month'), exact: true })).toHaveAttribute('aria-pressed', 'true');

  await page.getByLabel(t('reports.filter.warehouse'), { exact: true }).selectOption(warehouse.id);
  await expect(page).toHaveURL(new RegExp(`[?&]warehouseId=${warehouse.id}`));
  const line = row(grid(page), product.code);
  await expect(line).toHaveCount(1);
  await expect(line.getByRole('gridcell', { name: '10', exact: true })).toHaveCount(3); // in 10, net 10, after 10 (before 0, out 0)

  // Last month: nothing moved in this warehouse then.
  await page.getByRole('button', { name: t('dateRange.lastMonth'), exact: true }).click();
  await expect(page).toHaveURL(/[?&]period=lastMonth/);
  await expect(row(grid(page), product.code)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('button', { name: t('dateRange.lastMonth'), exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel(t('reports.filter.warehouse'), { exact: true })).toHaveValue(warehouse.id);
  await expect(page).toHaveURL(/[?&]period=lastMonth/);
  await expect(page.getByRole('heading', { level: 1, name: title('ReportStockInOut') })).toBeVisible();
  await expect(row(grid(page), product.code)).toHaveCount(0);

  // Back to this month: the address loses the period (the default) and keeps the warehouse.
  await page.getByRole('button', { name: t('dateRange.month'), exact: true }).click();
  await expect(page).not.toHaveURL(/period=/);
  await expect(row(grid(page), product.code)).toHaveCount(1);
  await expect(page.locator('.report-totals')).toContainText(t('reports.col.in'));

  const { header, data } = await exportedSheet(page);
  expect(header).toEqual(expect.arrayContaining([t('reports.col.code'), t('reports.col.in'), t('reports.col.out')]));
  expect(data).toHaveLength(1);
  const cell = (name: string) => data[0]![header.indexOf(t(name))];
  expect(cell('reports.col.code')).toBe(product.code);
  expect(cell('reports.col.in')).toBe('10');
  expect(cell('reports.col.out')).toBe('0');
});
