import { expect, type Locator, type Page, test } from '@playwright/test';
import { exportedSheet, getSettings, okWith, openAs, putSettings, ROOT_PASSWORD, ROOT_USERNAME, rootToken, type Settings, t, title, unique } from './support.js';

/**
 * Slow moving, shelf life, gift and pure profit reports (issue 15, docs/report-stock-profit.md).
 * The data, in a new warehouse (CLP): milk (shelf life 10 days) 30 received 15 days ago and 20
 * received 3 days ago at 500; 10 of a product that never sells at 100, 15 days ago. Today 25 milk
 * are sold and 2 given away: 23 left = the 20 of 3 days ago (expiring in 7 days) and 3 of the 30 of
 * 15 days ago (expired 5 days ago), first in first out. An expense of 1,000 CLP in a new class.
 */

const grid = (page: Page) => page.getByRole('treegrid').or(page.getByRole('grid')).first();
const row = (scope: Page | Locator, text: string): Locator => scope.getByRole('row').filter({ hasText: text });

const SETTINGS = { BaseCurrencyID: 'CLP', CostCurrencyID: 'CLP', PriceDecimal: 0, EnableSaleOrderTax: false, NegativeStockPolicy: 'warn' };
let previous: Settings;
let warehouse: { id: string; code: string };
let milk: string;
let idle: string;
let expenseClass: string;

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();

test.beforeAll(async ({ request }) => {
  const token = await rootToken(request);
  previous = await getSettings(request, token, Object.keys(SETTINGS));
  await putSettings(request, token, SETTINGS);
  const ok = okWith(request, token);
  const s = unique('').slice(-7).toUpperCase();
  warehouse = { code: `SP${s}`, id: '' };
  warehouse.id = (await ok('POST', '/warehouses', { code: warehouse.code, name: `Bodega frescos ${s}` })).id;
  milk = `MLK${s}`;
  idle = `IDL${s}`;
  const milkId = (await ok('POST', '/products', { code: milk, name: 'Leche fresca', cost: '500', shelfLifeDays: 10, prices: { unit: { retail: '900', wholesale: '800' } } })).id;
  const idleId = (await ok('POST', '/products', { code: idle, name: 'Adorno sin salida', cost: '100', prices: { unit: { retail: '300', wholesale: '200' } } })).id;
  const supplierId = (await ok('POST', '/suppliers', { code: `SPS${s}`, name: `Lechería ${s}`, currency: 'CLP' })).id;
  const receive = async (at: string, lines: [string, string, string][]) => {
    const po = await ok('POST', '/purchase/orders', { supplierId, warehouseId: warehouse.id, currency: 'CLP', lines: lines.map(([productId, quantity, unitPrice]) => ({ productId, unit: 'unit', quantity, unitPrice })) });
    const committed = await ok('POST', `/purchase/orders/${po.id}/commit`, { version: po.version });
    await ok('POST', `/purchase/orders/${po.id}/receipts`, { version: committed.version, warehouseId: warehouse.id, receivedAt: at, lines: lines.map(([, quantity], i) => ({ orderLine: i + 1, quantity })) });
  };
  await receive(daysAgo(15), [[milkId, '30', '500'], [idleId, '10', '100']]);
  await receive(daysAgo(3), [[milkId, '20', '500']]);
  await ok('POST', '/sale/order/save-commit', {
    order: { warehouseId: warehouse.id, lines: [{ productId: milkId, quantity: '25', price: '800' }, { productId: milkId, quantity: '2', gift: true }] },
    payments: [],
  });
  const account = (await ok('POST', '/finance/accounts', { kind: 'cash', name: `Caja ${s}`, currency: 'CLP', openingBalance: '0' })).id;
  expenseClass = `Fletes ${s}`;
  const classId = (await ok('POST', '/finance/classes', { direction: 'expense', name: expenseClass })).id;
  await ok('POST', '/finance/entries', { entry: { direction: 'expense', accountId: account, classId, amount: '1000', memo: 'e2e' } });
  // The read models (async) have it all once the reports answer it.
  await expect.poll(async () => (await ok('GET', `/report/shelf-life?warehouseId=${warehouse.id}`)).total, { timeout: 15_000 }).toBe(2);
  await expect.poll(async () => (await ok('GET', `/report/gift?warehouseId=${warehouse.id}`)).total, { timeout: 15_000 }).toBe(1);
  await expect.poll(async () => (await ok('GET', '/report/pure-profit')).classes.some((c: { name: string }) => c.name === expenseClass), { timeout: 15_000 }).toBe(true);
});

test.afterAll(async ({ request }) => {
  await putSettings(request, await rootToken(request), previous);
});

test('the report home links the four reports', async ({ page }) => {
  await openAs(page, ROOT_USERNAME, ROOT_PASSWORD, '/report/index');
  const sales = page.getByRole('region', { name: t('reports.group.sales') });
  for (const name of ['ReportGift', 'ReportSlowMoving', 'ReportPureProfit']) await expect(sales.getByRole('link', { name: title(name), exact: true })).toBeVisible();
  const stock = page.getByRole('region', { name: t('reports.group.stock') });
  await stock.getByRole('link', { name: title('ReportShelfLife'), exact: true }).click();
  await expect(page).toHaveURL(/\/report\/shelf-life$/);
  await expect(page.getByRole('heading', { level: 1, name: title('ReportShelfLife') })).toBeVisible();
});

test('shelf life splits the stock first in first out, filters by status in the address, survives a reload and exports its rows', async ({ page }) => {
  await page.setViewportSize({ width: 1800, height: 1000 });
  await openAs(page, ROOT_USERNAME, ROOT_PASSWORD, `/report/shelf-life?warehouseId=${warehouse.id}`);
  await expect(page.getByLabel(t('reports.filter.warehouse'), { exact: true })).toHaveValue(warehouse.id);
  await expect(row(grid(page), milk)).toHaveCount(2, { timeout: 15_000 });
  await expect(row(grid(page), t('stockProfit.status.expired'))).toHaveCount(1);
  await expect(row(grid(page), t('stockProfit.status.expiring'))).toHaveCount(1);
  await expect(page.locator('.report-totals')).toContainText(t('stockProfit.status.expired'));
  await expect(page.getByRole('img', { name: t('stockProfit.shelf.chart') })).toBeVisible();

  await page.getByLabel(t('stockProfit.col.status'), { exact: true }).selectOption('expired');
  await expect(page).toHaveURL(/[?&]status=expired/);
  await expect(row(grid(page), milk)).toHaveCount(1);
  await page.reload();
  await expect(page.getByLabel(t('stockProfit.col.status'), { exact: true })).toHaveValue('expired');
  await expect(row(grid(page), milk)).toHaveCount(1, { timeout: 15_000 });

  const { header, data } = await exportedSheet(page);
  expect(data).toHaveLength(1);
  const cell = (name: string) => data[0]![header.findIndex((h) => h.startsWith(t(name)))];
  expect(cell('reports.col.code')).toBe(milk);
  expect(cell('reports.col.quantity')).toBe('3');
  expect(cell('stockProfit.col.daysLeft')).toBe('-5');
  expect(cell('stockProfit.col.status')).toBe(t('stockProfit.status.expired'));
});

test('slow moving lists the product that never sold, per product and warehouse, from a shared address', async ({ page }) => {
  await page.setViewportSize({ width: 1800, height: 1000 });
  await openAs(page, ROOT_USERNAME, ROOT_PASSWORD, `/report/slow-moving?warehouseId=${warehouse.id}&by=warehouse`);
  await expect(page.getByRole('heading', { level: 1, name: title('ReportSlowMoving') })).toBeVisible();
  await expect(page.getByLabel(t('stockProfit.filter.days'), { exact: true })).toHaveValue('90');
  const idleRow = row(grid(page), idle);
  await expect(idleRow).toHaveCount(1, { timeout: 15_000 });
  await expect(idleRow).toContainText(t('stockProfit.reason.noSale'));
  await expect(idleRow).toContainText(warehouse.code);
  await expect(row(grid(page), milk)).toHaveCount(0);
  // A sell-through of 60 % lists the milk too: 25 sold of 25 + 23 = 52 %.
  await page.getByLabel(t('stockProfit.filter.sellThrough'), { exact: true }).fill('60');
  await expect(page).toHaveURL(/[?&]sellThrough=60/);
  await expect(row(grid(page), milk)).toContainText(t('stockProfit.reason.lowSellThrough'), { timeout: 15_000 });
});

test('gifts per product and per customer, with their cost', async ({ page }) => {
  await page.setViewportSize({ width: 1800, height: 1000 });
  await openAs(page, ROOT_USERNAME, ROOT_PASSWORD, `/report/gift?warehouseId=${warehouse.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title('ReportGift') })).toBeVisible();
  await expect(page.getByRole('button', { name: t('dateRange.month'), exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(row(grid(page), milk)).toHaveCount(1, { timeout: 15_000 });
  const { header, data } = await exportedSheet(page);
  const cell = (name: string) => data[0]![header.findIndex((h) => h.startsWith(t(name)))];
  expect(cell('reports.col.quantity')).toBe('2');
  expect(cell('stockProfit.col.giftCost')).toBe('1000');
  await page.getByLabel(t('stockProfit.filter.per'), { exact: true }).selectOption('customer');
  await expect(page).toHaveURL(/[?&]by=customer/);
  await expect(row(grid(page), t('stockProfit.gift.walkIn'))).toHaveCount(1, { timeout: 15_000 });
});

test('pure profit per month and per class, the view in the address', async ({ page }) => {
  await page.setViewportSize({ width: 1800, height: 1000 });
  await openAs(page, ROOT_USERNAME, ROOT_PASSWORD, '/report/pure-profit');
  await expect(page.getByRole('heading', { level: 1, name: title('ReportPureProfit') })).toBeVisible();
  const month = new Date().toISOString().slice(0, 7);
  await expect(row(grid(page), month)).toHaveCount(1, { timeout: 15_000 });
  await expect(page.locator('.report-totals')).toContainText(t('stockProfit.col.netProfit'));
  await page.getByLabel(t('stockProfit.filter.per'), { exact: true }).selectOption('class');
  await expect(page).toHaveURL(/[?&]view=class/);
  await expect(row(grid(page), expenseClass)).toContainText('1,000', { timeout: 15_000 });
  await page.reload();
  await expect(page.getByLabel(t('stockProfit.filter.per'), { exact: true })).toHaveValue('class');
});
