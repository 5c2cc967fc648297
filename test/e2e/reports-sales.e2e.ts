import { expect, type Locator, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { okWith, openAs, ROOT_PASSWORD, ROOT_USERNAME, rootToken, t, title, unique } from './support.js';

/**
 * The sale reports (issue 15, docs/sale-reports.md): sales per product in a warehouse of their
 * own, the figure changing live when another sale is committed (no reload), the analysis switching
 * its grouping through the address, and the Excel export holding the report's rows. The data: a
 * new warehouse and product (cost 250), 20 counted in, 4 sold at 500, then 2 more while the report is open.
 */

const grid = (page: Page) => page.getByRole('treegrid').or(page.getByRole('grid')).first();
const row = (scope: Page | Locator, text: string): Locator => scope.getByRole('row').filter({ hasText: text });

let ok: Awaited<ReturnType<typeof okWith>>;
let warehouse: { id: string; code: string };
let product: { id: string; code: string };

const sell = async (quantity: string, call = ok) =>
  call('POST', '/sale/order/save-commit', { order: { warehouseId: warehouse.id, lines: [{ productId: product.id, quantity, price: '500' }] }, payments: [] });
const soldInReport = async () => (await ok('GET', `/report/sales?by=product&warehouseId=${warehouse.id}`)).totals.quantity as string;

test.beforeAll(async ({ request }) => {
  ok = okWith(request, await rootToken(request));
  const s = unique('').slice(-7).toUpperCase();
  warehouse = { code: `SR${s}`, id: '' };
  warehouse.id = (await ok('POST', '/warehouses', { code: warehouse.code, name: `Bodega ventas ${s}` })).id;
  product = { code: `SRP${s}`, id: '' };
  product.id = (await ok('POST', '/products', { code: product.code, name: 'Te verde reporte', cost: '250', prices: { unit: { retail: '600', wholesale: '500' } } })).id;
  // 20 counted in (the company may refuse negative stock).
  const count = await ok('POST', '/stock/counts', { warehouseId: warehouse.id, productIds: [product.id], note: 'e2e sale reports' });
  const counted = await ok('PUT', `/stock/counts/${count.id}/lines`, { version: count.streamVersion, lines: [{ productId: product.id, quantity: '20' }] });
  await ok('POST', `/stock/counts/${count.id}/post`, { version: counted.streamVersion });
  await sell('4');
  await expect.poll(soldInReport, { timeout: 15_000 }).toBe('4');
});

test('sales per product: the warehouse in the address, the figure updates live when a sale is committed, Excel holds the rows', async ({ page, request }) => {
  await page.setViewportSize({ width: 1800, height: 1000 });
  await openAs(page, ROOT_USERNAME, ROOT_PASSWORD, `/report/product-sale?warehouseId=${warehouse.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title('ReportProductSale') })).toBeVisible();
  await expect(page.getByLabel(t('saleReports.filter.warehouse'), { exact: true })).toHaveValue(warehouse.id);
  const line = row(grid(page), product.code);
  await expect(line).toHaveCount(1);
  await expect(line.getByRole('gridcell', { name: '4', exact: true })).toHaveCount(1);

  // Another sale from elsewhere (the API): the open report follows without a reload.
  await sell('2', okWith(request, await rootToken(request)));
  await expect(line.getByRole('gridcell', { name: '6', exact: true })).toHaveCount(1, { timeout: 15_000 });

  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), page.getByRole('button', { name: t('grid.export'), exact: true }).click()]);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(await download.path());
  const rows: string[][] = [];
  wb.worksheets[0]!.eachRow((r) => {
    rows.push((r.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v))));
  });
  const header = rows[0]!;
  const data = rows.slice(1);
  expect(data).toHaveLength(1);
  const cell = (prefix: string) => data[0]![header.findIndex((h) => h.startsWith(prefix))];
  expect(cell(t('saleReports.col.code'))).toBe(product.code);
  expect(cell(t('saleReports.col.quantity'))).toBe('6');
  // 6 x 500 sold, 6 x 250 cost: 3,000 and 1,500 profit.
  expect(cell(t('saleReports.col.amount', { currency: '' }).replace(/\s*\(\)$/, ''))).toBe('3000');
  expect(cell(t('saleReports.col.profit', { currency: '' }).replace(/\s*\(\)$/, ''))).toBe('1500');
});

test('the sales analysis switches its grouping through the address and keeps it on reload', async ({ page }) => {
  await openAs(page, ROOT_USERNAME, ROOT_PASSWORD, `/report/sales-analysis?warehouseId=${warehouse.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title('ReportSalesAnalysis') })).toBeVisible();
  await expect(row(grid(page), product.code)).toHaveCount(1);
  await page.getByLabel(t('saleReports.filter.by'), { exact: true }).selectOption('salesperson');
  await expect(page).toHaveURL(/[?&]by=salesperson/);
  await expect(row(grid(page), 'root')).toHaveCount(1);
  await page.reload();
  await expect(page.getByLabel(t('saleReports.filter.by'), { exact: true })).toHaveValue('salesperson');
  await expect(row(grid(page), 'root')).toHaveCount(1);
  await expect(row(grid(page), product.code)).toHaveCount(0);
});

test("the pie chart report shows each category's share of the sales beside its table", async ({ page }) => {
  await openAs(page, ROOT_USERNAME, ROOT_PASSWORD, `/report/pie-chart?warehouseId=${warehouse.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title('ReportPieChart') })).toBeVisible();
  // The product has no category: one slice, all of the warehouse's sales.
  const line = row(grid(page), t('saleReports.noCategory'));
  await expect(line).toHaveCount(1);
  await expect(line.getByRole('gridcell', { name: '100.0', exact: true })).toHaveCount(1);
  await expect(page.getByRole('img', { name: t('saleReports.chart', { by: t('saleReports.by.category') }) })).toBeVisible();
  await expect(page.locator('.report-chart .recharts-pie-sector')).toHaveCount(1);
});
