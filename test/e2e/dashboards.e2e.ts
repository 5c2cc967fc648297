import { expect, test } from '@playwright/test';
import { formatMoney, sumDecimals } from '../../contracts/src/platform/money.js';
import { apiLogin, createUser, okWith, openAs, ROOT_PASSWORD, ROOT_USERNAME, rootToken, t, unique, withSettings } from './support.js';

/**
 * The boss view (docs/dashboards.md): open in a browser as Root, a sale committed elsewhere (through
 * the API, as another till would) changes today's figures on the open page without a reload, by the
 * live push of the sale-facts read model.
 */
test('the boss view follows a sale committed elsewhere without a reload', async ({ page, request }) => {
  await withSettings(request, { MenuShowBossview: true }, async () => {
    const root = await rootToken(request);
    const ok = okWith(request, root);
    const s = unique('').slice(-7).toUpperCase();
    const warehouseId = (await ok('POST', '/warehouses', { code: `BV${s}`, name: `Boss ${s}` })).id;
    const productId = (await ok('POST', '/products', { code: `BVP${s}`, name: `Boss product ${s}`, prices: { unit: { retail: '1000', wholesale: '800' } } })).id;
    const count = await ok('POST', '/stock/counts', { warehouseId, productIds: [productId], note: 'e2e boss view' });
    const counted = await ok('PUT', `/stock/counts/${count.id}/lines`, { version: count.streamVersion, lines: [{ productId, quantity: '50' }] });
    await ok('POST', `/stock/counts/${count.id}/post`, { version: counted.streamVersion });
    const commit = (quantity: string, price: string) =>
      ok('POST', '/sale/order/save-commit', { commandId: crypto.randomUUID(), order: { warehouseId, lines: [{ productId, quantity, price }] }, payments: [] });
    const first = await commit('1', '1000');
    const before = await ok('GET', `/report/dashboards/boss-view?waitFor=${first.globalPosition}`);
    const base: string = before.baseCurrency;
    const shown = (amount: string) => `${formatMoney(amount, base, 'en-GB')} ${base}`;

    await openAs(page, ROOT_USERNAME, ROOT_PASSWORD, '/main-control/boss-view');
    await expect(page.getByRole('heading', { level: 1, name: t('route.BossView') })).toBeVisible();
    const today = page.getByTestId('boss-today');
    await expect(today.getByTestId('boss-today-orders')).toHaveText(String(before.today.orders));
    await expect(today.getByTestId('boss-today-amount')).toHaveText(shown(before.today.amount));
    // The chart has its table: today's row carries today's sales.
    await expect(page.getByRole('img', { name: t('dashboards.last30') })).toBeVisible();

    // Another till commits 3 at 1000 (before tax: the line amount is 3000 in the base currency).
    const url = page.url();
    await commit('3', '1000');
    await expect(today.getByTestId('boss-today-orders')).toHaveText(String(before.today.orders + 1));
    await expect(today.getByTestId('boss-today-amount')).toHaveText(shown(sumDecimals([before.today.amount, '3000'])));
    await expect(page.getByTestId('boss-month-orders')).toHaveText(String(before.month.orders + 1));
    // Same page, never reloaded: the top products list the new product.
    expect(page.url()).toBe(url);
    await expect(page.getByRole('gridcell', { name: `Boss product ${s}`, exact: true }).first()).toBeVisible();
  });
});

test('top sellers: a product sold in a warehouse ranks first there', async ({ page, request }) => {
  const root = await rootToken(request);
  const ok = okWith(request, root);
  const s = unique('').slice(-7).toUpperCase();
  const warehouseId = (await ok('POST', '/warehouses', { code: `TS${s}`, name: `Top ${s}` })).id;
  const productId = (await ok('POST', '/products', { code: `TSP${s}`, name: `Top product ${s}`, prices: { unit: { retail: '1000', wholesale: '800' } } })).id;
  const count = await ok('POST', '/stock/counts', { warehouseId, productIds: [productId], note: 'e2e top sale' });
  const counted = await ok('PUT', `/stock/counts/${count.id}/lines`, { version: count.streamVersion, lines: [{ productId, quantity: '50' }] });
  await ok('POST', `/stock/counts/${count.id}/post`, { version: counted.streamVersion });
  await ok('POST', '/sale/order/save-commit', { commandId: crypto.randomUUID(), order: { warehouseId, lines: [{ productId, quantity: '2', price: '1000' }] }, payments: [] });

  await openAs(page, ROOT_USERNAME, ROOT_PASSWORD, '/main-control/topsale');
  await page.getByLabel(t('dashboards.col.warehouse'), { exact: true }).selectOption({ label: `TS${s} · Top ${s}` });
  const row = page.getByRole('row').filter({ hasText: `Top product ${s}` });
  await expect(row).toBeVisible();
  await expect(row.getByRole('gridcell', { name: '1', exact: true }).first()).toBeVisible();
  await expect(page.getByTestId('topsale-summary')).toHaveText(t('dashboards.productsSold', { count: '1', shown: '1' }));
});

test('unsalable stock: a product counted in and never sold is listed with its stock, and goes when a sale moves it', async ({ page, request }) => {
  const root = await rootToken(request);
  const ok = okWith(request, root);
  const s = unique('').slice(-7).toUpperCase();
  const warehouseId = (await ok('POST', '/warehouses', { code: `US${s}`, name: `Unsold ${s}` })).id;
  const productId = (await ok('POST', '/products', { code: `USP${s}`, name: `Unsold product ${s}`, prices: { unit: { retail: '1000', wholesale: '800' } } })).id;
  const count = await ok('POST', '/stock/counts', { warehouseId, productIds: [productId], note: 'e2e unsalable' });
  const counted = await ok('PUT', `/stock/counts/${count.id}/lines`, { version: count.streamVersion, lines: [{ productId, quantity: '7' }] });
  await ok('POST', `/stock/counts/${count.id}/post`, { version: counted.streamVersion });

  await openAs(page, ROOT_USERNAME, ROOT_PASSWORD, '/main-control/boss-unsalable');
  await expect(page.getByLabel(t('dashboards.daysWithoutSale'), { exact: true })).toHaveValue('60');
  await page.getByLabel(t('dashboards.col.warehouse'), { exact: true }).selectOption({ label: `US${s} · Unsold ${s}` });
  const row = page.getByRole('row').filter({ hasText: `Unsold product ${s}` });
  await expect(row).toBeVisible();
  await expect(row.getByRole('gridcell', { name: t('dashboards.reason.noSale'), exact: true })).toBeVisible();
  // One sold elsewhere (another till): the list refreshes by itself and the product leaves it.
  await ok('POST', '/sale/order/save-commit', { commandId: crypto.randomUUID(), order: { warehouseId, lines: [{ productId, quantity: '1', price: '1000' }] }, payments: [] });
  await expect(row).toHaveCount(0);
  // With a sell-through floor of 50 %, 1 sold of 7 (14 %) is a slow seller.
  await page.getByLabel(t('dashboards.sellThroughBelow'), { exact: true }).fill('50');
  await expect(row.getByRole('gridcell', { name: t('dashboards.reason.lowSellThrough'), exact: true })).toBeVisible();
});

test('AI purchase: the suggestion with its reasoning, and a purchase order drafted from the selected line', async ({ page, request }) => {
  const root = await rootToken(request);
  const ok = okWith(request, root);
  const s = unique('').slice(-7).toUpperCase();
  const warehouseId = (await ok('POST', '/warehouses', { code: `AI${s}`, name: `Buy ${s}` })).id;
  const productId = (await ok('POST', '/products', { code: `AIP${s}`, name: `Buy product ${s}`, prices: { unit: { retail: '1000', wholesale: '800' } } })).id;
  const count = await ok('POST', '/stock/counts', { warehouseId, productIds: [productId], note: 'e2e ai purchase' });
  const counted = await ok('PUT', `/stock/counts/${count.id}/lines`, { version: count.streamVersion, lines: [{ productId, quantity: '5' }] });
  await ok('POST', `/stock/counts/${count.id}/post`, { version: counted.streamVersion });
  await ok('POST', '/sale/order/save-commit', { commandId: crypto.randomUUID(), order: { warehouseId, lines: [{ productId, quantity: '3', price: '1000' }] }, payments: [] });

  await openAs(page, ROOT_USERNAME, ROOT_PASSWORD, '/main-control/smartPurchase');
  await page.getByLabel(t('dashboards.col.warehouse'), { exact: true }).selectOption({ label: `AI${s} · Buy ${s}` });
  await page.getByLabel(t('dashboards.windowDays'), { exact: true }).fill('1');
  // 3 sold today: 3 a day x (7 + 14) = 63, + 7 days of safety 21, - 2 on hand - 0 on order = 82.
  const row = page.getByRole('row').filter({ hasText: `Buy product ${s}` });
  await expect(row.getByRole('gridcell', { name: '82', exact: true })).toBeVisible();
  await expect(row).toContainText('= 63');
  await row.getByRole('checkbox').first().check();
  await page.getByRole('button', { name: t('dashboards.draftOrders'), exact: true }).click();
  await expect(page.getByText(/PO-\d{8}-\d+/).first()).toBeVisible();
  const orders = await ok('GET', `/purchase/orders?warehouseId=${warehouseId}`);
  expect(orders.total).toBe(1);
  const order = await ok('GET', `/purchase/orders/${orders.rows[0].id}`);
  expect(order.lines.map((l: any) => [l.productId, l.quantity])).toEqual([[productId, '82']]);
});

test("warehouse dashboard: a warehouse's stock in and the day's goods out, live", async ({ page, request }) => {
  const root = await rootToken(request);
  const ok = okWith(request, root);
  const s = unique('').slice(-7).toUpperCase();
  const code = `WD${s}`;
  const warehouseId = (await ok('POST', '/warehouses', { code, name: `Depot ${s}` })).id;
  const productId = (await ok('POST', '/products', { code: `WDP${s}`, name: `Depot product ${s}`, prices: { unit: { retail: '1000', wholesale: '800' } } })).id;
  const count = await ok('POST', '/stock/counts', { warehouseId, productIds: [productId], note: 'e2e warehouse dashboard' });
  const counted = await ok('PUT', `/stock/counts/${count.id}/lines`, { version: count.streamVersion, lines: [{ productId, quantity: '5' }] });
  await ok('POST', `/stock/counts/${count.id}/post`, { version: counted.streamVersion });

  await openAs(page, ROOT_USERNAME, ROOT_PASSWORD, '/main-control/WarehouseDashboard');
  const row = page.getByRole('row').filter({ hasText: `Depot ${s}` });
  const cell = (col: string) => row.locator(`[col-id="${col}"]`);
  await expect(cell('productsInStock')).toHaveText('1');
  await expect(cell('inQuantity')).toHaveText('5');
  await expect(cell('outQuantity')).toHaveText('0');
  // A sale of 2 from this warehouse, committed elsewhere: the row follows without a reload.
  await ok('POST', '/sale/order/save-commit', { commandId: crypto.randomUUID(), order: { warehouseId, lines: [{ productId, quantity: '2', price: '1000' }] }, payments: [] });
  await expect(cell('outQuantity')).toHaveText('2');
  await expect(cell('outLines')).toHaveText('1');
  await expect(cell('orders')).toHaveText('1');
});

test('home dashboard: receivables due per currency as the money-in list totals them, following a new unpaid sale', async ({ page, request }) => {
  const root = await rootToken(request);
  const ok = okWith(request, root);
  const s = unique('').slice(-7).toUpperCase();
  const warehouseId = (await ok('POST', '/warehouses', { code: `RC${s}`, name: `Owed ${s}` })).id;
  const productId = (await ok('POST', '/products', { code: `RCP${s}`, name: `Owed product ${s}`, prices: { unit: { retail: '1000', wholesale: '800' } } })).id;
  const count = await ok('POST', '/stock/counts', { warehouseId, productIds: [productId], note: 'e2e receivables' });
  const counted = await ok('PUT', `/stock/counts/${count.id}/lines`, { version: count.streamVersion, lines: [{ productId, quantity: '5' }] });
  await ok('POST', `/stock/counts/${count.id}/post`, { version: counted.streamVersion });
  const sell = () => ok('POST', '/sale/order/save-commit', { commandId: crypto.randomUUID(), order: { warehouseId, lines: [{ productId, quantity: '1', price: '1000' }] }, payments: [] });
  const first = await sell();
  const owed = async (position: string) => (await ok('GET', `/finance/sale-money?state=owed&limit=1&waitFor=${position}`)).totals as { currency: string; outstanding: string; documents: number }[];
  const before = (await owed(first.globalPosition)).find((x) => x.currency === first.order.header.currency)!;

  await openAs(page, ROOT_USERNAME, ROOT_PASSWORD, '/dashboard');
  const line = page.getByTestId('dashboard-receivables').getByTestId(`receivables-${before.currency}`);
  await expect(line).toContainText(t('dashboard.ordersCount', { count: String(before.documents) }));
  await expect(line).toContainText(`${formatMoney(before.outstanding, before.currency, 'en-GB')} ${before.currency}`);
  const second = await sell();
  const after = (await owed(second.globalPosition)).find((x) => x.currency === before.currency)!;
  expect(after.documents).toBe(before.documents + 1);
  await expect(line).toContainText(t('dashboard.ordersCount', { count: String(after.documents) }));
  await expect(line).toContainText(`${formatMoney(after.outstanding, after.currency, 'en-GB')} ${after.currency}`);
});

test('custom dashboard: a user picks and orders widgets, saved for that user only', async ({ page, request }) => {
  await withSettings(request, { MenuShowBossview: true }, async () => {
    const root = await rootToken(request);
    const admin = await createUser(request, root, { roles: ['Admin'], prefix: 'cdash' });
    await openAs(page, admin.username, admin.password, '/main-control/CustomDashboard');
    const widgets = page.getByTestId('custom-widgets');
    // The widgets' own titles (a widget may hold headings of its own).
    const widgetTitles = widgets.locator(':scope > article > h2');
    const titles = () => widgetTitles.allTextContents();
    // Never arranged: the default widgets.
    await expect(widgetTitles).toHaveCount(3);
    expect(await titles()).toEqual([t('dashboards.widget.salesToday'), t('dashboards.widget.salesChart'), t('dashboards.widget.receivables')]);
    await page.getByRole('button', { name: t('dashboards.arrange'), exact: true }).click();
    await page.getByRole('button', { name: t('dashboards.remove', { name: t('dashboards.widget.salesChart') }), exact: true }).click();
    await page.getByRole('button', { name: `+ ${t('dashboards.widget.warehouses')}`, exact: true }).click();
    await page.getByRole('button', { name: t('dashboards.moveUp', { name: t('dashboards.widget.warehouses') }), exact: true }).click();
    await page.getByRole('button', { name: t('form.save'), exact: true }).click();
    await expect(page.getByText(t('dashboards.arrangementSaved'))).toBeVisible();
    await expect.poll(titles).toEqual([t('dashboards.widget.salesToday'), t('dashboards.widget.warehouses'), t('dashboards.widget.receivables')]);
    // Kept after a reload, and it is this user's: another user still sees the default.
    await page.reload();
    await expect.poll(titles).toEqual([t('dashboards.widget.salesToday'), t('dashboards.widget.warehouses'), t('dashboards.widget.receivables')]);
    const other = await createUser(request, root, { roles: ['Admin'], prefix: 'cdash' });
    const ok = okWith(request, await apiLogin(request, other.username, other.password));
    expect(await ok('GET', '/report/dashboards/custom')).toEqual({ widgets: [], version: 0 });
  });
});
