import { expect, type Locator, type Page, test } from '@playwright/test';
import { createPosition, createUser, okWith, openAs, putSettings, ROOT_PASSWORD, ROOT_USERNAME, rootToken, t, unique } from './support.js';

/**
 * Cost and profit on the screens (issue 13, docs/costing.md): a product counted in at its cost of
 * 250 and 4 sold at 400 (revenue 1,600 before tax, cost 1,000, profit 600). The owner sees the cost
 * and profit columns on the sale list, the figures in the order's detail and the order on the
 * profit report; a sales clerk sees the same list without them (the server does not send them).
 */

const grid = (page: Page) => page.getByRole('treegrid').or(page.getByRole('grid')).first();
const row = (scope: Page | Locator, text: string): Locator => scope.getByRole('row').filter({ hasText: text });

test.describe.configure({ mode: 'serial' });

let order: { id: string; number: string };
let tag: string;

test.beforeAll(async ({ request }) => {
  const token = await rootToken(request);
  const ok = okWith(request, token);
  await putSettings(request, token, { BaseCurrencyID: 'CLP', CostCurrencyID: 'CLP', PriceDecimal: 0, NegativeStockPolicy: 'refuse' });
  const s = unique('').slice(-7).toUpperCase();
  tag = `e2e-cost-${s.toLowerCase()}`;
  const warehouseId = (await ok('POST', '/warehouses', { code: `CO${s}`, name: `Bodega costo ${s}` })).id;
  const agua = (await ok('POST', '/products', { code: `AGUA${s}`, name: 'Agua 500 ml', cost: '250', prices: { unit: { retail: '500', wholesale: '400' } } })).id;
  const count = await ok('POST', '/stock/counts', { warehouseId, productIds: [agua], note: 'e2e cost' });
  const counted = await ok('PUT', `/stock/counts/${count.id}/lines`, { version: count.streamVersion, lines: [{ productId: agua, quantity: '10' }] });
  await ok('POST', `/stock/counts/${count.id}/post`, { version: counted.streamVersion });
  const answer = await ok('POST', '/sale/order/save-commit', {
    commandId: crypto.randomUUID(),
    order: { warehouseId, memo: tag, lines: [{ productId: agua, quantity: '4', price: '400' }] },
    payments: [],
  });
  order = { id: answer.id, number: answer.number };
  // The cost projection has valued the sale once the profit answers it.
  await expect.poll(async () => (await ok('GET', `/cost/profit?orderId=${order.id}`)).rows[0]?.profit ?? null, { timeout: 15_000 }).toBe('600');
});

test('the owner sees cost and profit on the sale list, in the order and on the profit report', async ({ page }) => {
  await page.setViewportSize({ width: 2400, height: 900 });
  await openAs(page, ROOT_USERNAME, ROOT_PASSWORD, '/sale/index');
  await page.getByLabel(t('saleList.filter.search'), { exact: true }).fill(tag);
  await expect(row(page, order.number)).toHaveCount(1);
  await expect(grid(page).getByRole('columnheader', { name: t('costing.col.profit'), exact: true })).toBeVisible();
  await expect(row(page, order.number).getByRole('gridcell', { name: '1,000', exact: true })).toBeVisible();
  await expect(row(page, order.number).getByRole('gridcell', { name: '600', exact: true })).toBeVisible();

  await row(page, order.number).getByRole('gridcell', { name: order.number, exact: true }).dblclick();
  const detail = page.getByRole('dialog');
  await expect(detail.getByTestId('detail-cost')).toHaveText('1,000');
  await expect(detail.getByTestId('detail-profit')).toHaveText('600');
  await detail.getByRole('button', { name: t('common.close') }).first().click();

  await page.goto('/report/profit');
  await expect(page.getByRole('heading', { level: 1, name: t('route.ReportProfit') })).toBeVisible();
  const line = row(grid(page), order.number);
  await expect(line.getByRole('gridcell', { name: '1,600', exact: true })).toBeVisible();
  await expect(line.getByRole('gridcell', { name: '600', exact: true })).toBeVisible();
});

test('a sales clerk sees the sale list without cost and profit', async ({ page, request }) => {
  await page.setViewportSize({ width: 2400, height: 900 });
  const token = await rootToken(request);
  const position = await createPosition(request, token, ['SaleList']);
  const clerk = await createUser(request, token, { positionIds: [position.id], prefix: 'clerk' });
  await openAs(page, clerk.username, clerk.password, '/sale/index');
  await page.getByLabel(t('saleList.filter.search'), { exact: true }).fill(tag);
  await expect(row(page, order.number)).toHaveCount(1);
  await expect(grid(page).getByRole('columnheader', { name: t('sale.col.total'), exact: true })).toBeVisible();
  await expect(grid(page).getByRole('columnheader', { name: t('costing.col.profit'), exact: true })).toHaveCount(0);
  await expect(grid(page).getByRole('columnheader', { name: t('costing.col.cost'), exact: true })).toHaveCount(0);
});
