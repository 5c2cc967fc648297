import { expect, type Locator, type Page, test } from '@playwright/test';
import { exportedSheet, okWith, openAs, ROOT_PASSWORD, ROOT_USERNAME, rootToken, t, title, unique } from './support.js';

/**
 * Purchase reports (issue 15, docs/reports.md "Purchase reports"): the purchase report per
 * supplier and the per-supplier payables report keep their grouping, supplier and period in the
 * address (a reload shows the same report), and their Excel export holds the report's rows. The
 * data: a new supplier's order of 100 bottles at 2 USD (rate 950), 60 of them received today into
 * a new warehouse (60 x 2 x 950 = 114,000 in the cost currency; 120 USD owed).
 */

const grid = (page: Page) => page.getByRole('treegrid').or(page.getByRole('grid')).first();
const row = (scope: Page | Locator, text: string): Locator => scope.getByRole('row').filter({ hasText: text });

let supplier: { id: string; code: string };


test.beforeAll(async ({ request }) => {
  const ok = okWith(request, await rootToken(request));
  const s = unique('').slice(-7).toUpperCase();
  const warehouseId = (await ok('POST', '/warehouses', { code: `RP${s}`, name: `Bodega compras ${s}` })).id;
  const productId = (await ok('POST', '/products', { code: `RPP${s}`, name: 'Agua compra' })).id;
  supplier = { code: `RPS${s}`, id: '' };
  supplier.id = (await ok('POST', '/suppliers', { code: supplier.code, name: `Proveedor reportes ${s}`, currency: 'USD' })).id;
  const po = await ok('POST', '/purchase/orders', { supplierId: supplier.id, warehouseId, currency: 'USD', lines: [{ productId, unit: 'unit', quantity: '100', unitPrice: '2' }] });
  const committed = await ok('POST', `/purchase/orders/${po.id}/commit`, { version: po.version, rate: '950' });
  await ok('POST', `/purchase/orders/${po.id}/receipts`, { version: committed.version, warehouseId, rate: '950', lines: [{ orderLine: 1, quantity: '60' }] });
  // The read models (async) have the receipt once the report answers it.
  await expect
    .poll(async () => (await ok('GET', `/report/supplier-purchase?supplierId=${supplier.id}`)).rows[0]?.received, { timeout: 15_000 })
    .toBe('120');
  await expect.poll(async () => (await ok('GET', `/report/purchase?by=supplier&supplierId=${supplier.id}`)).rows.length, { timeout: 15_000 }).toBe(1);
});

test('the purchase report per supplier keeps its grouping, supplier and period in the address, survives a reload and exports its rows', async ({ page }) => {
  await page.setViewportSize({ width: 1800, height: 1000 });
  await openAs(page, ROOT_USERNAME, ROOT_PASSWORD, '/report/index');
  // Built now: a link on the report home.
  await page.getByRole('region', { name: t('reports.group.purchasing') }).getByRole('link', { name: title('ReportPurchase'), exact: true }).click();
  await expect(page).toHaveURL(/\/report\/purchase$/);
  await expect(page.getByRole('heading', { level: 1, name: title('ReportPurchase') })).toBeVisible();
  await expect(page.getByRole('button', { name: t('dateRange.month'), exact: true })).toHaveAttribute('aria-pressed', 'true');

  await page.getByLabel(t('reportsMore.purchase.per'), { exact: true }).selectOption('supplier');
  await expect(page).toHaveURL(/[?&]by=supplier/);
  await page.getByLabel(t('reportsMore.filter.supplier'), { exact: true }).selectOption(supplier.id);
  await expect(page).toHaveURL(new RegExp(`[?&]supplierId=${supplier.id}`));
  // The second choice, made at once, keeps the first.
  await expect(page).toHaveURL(/[?&]by=supplier/);
  await expect(page.getByLabel(t('reportsMore.purchase.per'), { exact: true })).toHaveValue('supplier');
  await expect(row(grid(page), supplier.code)).toHaveCount(1, { timeout: 15_000 });

  // Last month: nothing came in from this supplier then; the address and a reload keep it all.
  await page.getByRole('button', { name: t('dateRange.lastMonth'), exact: true }).click();
  await expect(page).toHaveURL(/[?&]period=lastMonth/);
  await expect(row(grid(page), supplier.code)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: title('ReportPurchase') })).toBeVisible();
  await expect(page.getByRole('button', { name: t('dateRange.lastMonth'), exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel(t('reportsMore.purchase.per'), { exact: true })).toHaveValue('supplier');
  await expect(page.getByLabel(t('reportsMore.filter.supplier'), { exact: true })).toHaveValue(supplier.id);
  await expect(row(grid(page), supplier.code)).toHaveCount(0);

  await page.getByRole('button', { name: t('dateRange.month'), exact: true }).click();
  await expect(page).not.toHaveURL(/period=/);
  await expect(row(grid(page), supplier.code)).toHaveCount(1, { timeout: 15_000 });
  await expect(page.locator('.report-totals')).toContainText(t('reportsMore.col.received'));

  const { header, data } = await exportedSheet(page);
  expect(data).toHaveLength(1);
  const cell = (prefix: string) => data[0]![header.findIndex((h) => h.startsWith(prefix))];
  expect(cell(t('reportsMore.purchase.by.supplier'))).toContain(supplier.code);
  expect(cell(t('reports.col.quantity'))).toBe('60');
  // 60 x 2 USD x 950
  expect(cell(t('reportsMore.col.received'))).toBe('114000');
  expect(cell(t('reportsMore.col.returned'))).toBe('0');
});

test('the per-supplier report opened from a shared address shows ordered, received and owed, and exports them', async ({ page }) => {
  await page.setViewportSize({ width: 1800, height: 1000 });
  await openAs(page, ROOT_USERNAME, ROOT_PASSWORD, `/report/supplier-purchase?supplierId=${supplier.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title('ReportSupplierPurchase') })).toBeVisible();
  await expect(page.getByLabel(t('reportsMore.filter.supplier'), { exact: true })).toHaveValue(supplier.id);
  await expect(row(grid(page), supplier.code)).toHaveCount(1, { timeout: 15_000 });
  await expect(grid(page).getByRole('row')).toHaveCount(2); // the header and the one supplier

  const { header, data } = await exportedSheet(page);
  expect(data).toHaveLength(1);
  const cell = (name: string) => data[0]![header.indexOf(t(name))];
  expect(cell('reportsMore.col.currency')).toBe('USD');
  expect(cell('reportsMore.col.ordered')).toBe('200');
  expect(cell('reportsMore.col.received')).toBe('120');
  expect(cell('reportsMore.col.paid')).toBe('0');
  expect(cell('reportsMore.col.owed')).toBe('120');
});

test('every other new report opens on its page with its filters and table', async ({ page }) => {
  await openAs(page, ROOT_USERNAME, ROOT_PASSWORD, '/report/index');
  for (const [path, name] of [
    ['/report/purchase-detail', 'ReportPurchaseDetail'],
    ['/report/stock-transfer', 'ReportStockTransfer'],
    ['/report/return-damage', 'ReportReturnDamage'],
    ['/report/stock-check', 'ReportStockCheck'],
    ['/report/payable', 'ReportPayable'],
    ['/report/receivable', 'ReportReceivable'],
    ['/report/price-change', 'ReportPriceChange'],
    ['/report/financial-flow', 'ReportFinancialFlow'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title(name) })).toBeVisible();
    await expect(grid(page)).toBeVisible();
    await expect(page.getByRole('button', { name: t('grid.export'), exact: true })).toBeVisible();
  }
  // The purchase detail lists this run's receipt line under its supplier.
  await page.goto(`/report/purchase-detail?supplierId=${supplier.id}`);
  await expect(row(grid(page), supplier.code)).toHaveCount(1, { timeout: 15_000 });
});
