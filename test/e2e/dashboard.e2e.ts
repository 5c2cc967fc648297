import { expect, type APIRequestContext, test } from '@playwright/test';
import { periodOf } from '../../contracts/src/platform/company-time.js';
import { formatMoney, sumDecimals } from '../../contracts/src/platform/money.js';
import { apiCall, createUser, getSettings, openAs, rootToken, sidebar, t, title, unique } from './support.js';

/**
 * The dashboard of issue 10: an Admin sees today's sales (per currency) and open orders with the
 * numbers the sale list API gives, and the menu greys a route that has no screen yet, with its
 * "planned" badge.
 */

type Ok = (method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) => Promise<any>;
const okWith = (request: APIRequestContext, token: string): Ok => async (method, path, body) => {
  const r = await apiCall<any>(request, method, path, { token, body });
  expect(r.status, `${method} ${path}: ${JSON.stringify(r.body.error)}`).toBeLessThan(300);
  return r.body.data;
};

test('an Admin sees today\'s sales and open orders as the API counts them, and a planned route greyed with its badge', async ({ page, request }) => {
  const root = await rootToken(request);
  const ok = okWith(request, root);
  // Data of today: a product in stock and two committed orders, one unpaid and one paid in part.
  const s = unique('').slice(-7).toUpperCase();
  const warehouseId = (await ok('POST', '/warehouses', { code: `DW${s}`, name: `Dash ${s}` })).id;
  const productId = (await ok('POST', '/products', { code: `DP${s}`, name: 'Dash product', prices: { unit: { retail: '1000', wholesale: '800' } } })).id;
  const count = await ok('POST', '/stock/counts', { warehouseId, productIds: [productId], note: 'e2e dashboard' });
  const counted = await ok('PUT', `/stock/counts/${count.id}/lines`, { version: count.streamVersion, lines: [{ productId, quantity: '50' }] });
  await ok('POST', `/stock/counts/${count.id}/post`, { version: counted.streamVersion });
  const commit = (quantity: string, payments: unknown[]) =>
    ok('POST', '/sale/order/save-commit', { commandId: crypto.randomUUID(), order: { warehouseId, lines: [{ productId, quantity }] }, payments });
  await commit('2', []);
  const paid = await commit('1', []);
  expect(paid.order.status).toBe('committed');

  // What the API says, with the company's business day.
  const zone = (await getSettings(request, root, ['SystemTimeZone'])).SystemTimeZone;
  const today = periodOf('today', Date.now(), zone === undefined || zone === null || zone === '' ? -new Date().getTimezoneOffset() / 60 : Number(zone));
  // Read after our last commit reached the sale list (every earlier order, of other tests too, is in it then).
  const after = `waitFor=${paid.globalPosition}`;
  const list = await ok('GET', `/sale/order?kind=sale&status=committed&from=${today.from}&to=${today.to}&limit=1000&${after}`);
  expect(list.total).toBeGreaterThanOrEqual(2);
  const currency: string = list.rows[0].currency;
  const sameCurrency = list.rows.filter((r: any) => r.currency === currency);
  const total = sumDecimals(sameCurrency.map((r: any) => r.total));
  const totalOf = async (q: string) => (await ok('GET', `/sale/order?kind=sale&status=committed&${q}&limit=1&${after}`)).total as number;
  const notFullyPaid = (await totalOf('paymentStatus=unpaid')) + (await totalOf('paymentStatus=partial'));
  expect(notFullyPaid).toBeGreaterThanOrEqual(2);

  const admin = await createUser(request, root, { roles: ['Admin'], prefix: 'dash' });
  await openAs(page, admin.username, admin.password);

  const sales = page.getByTestId('dashboard-today-sales');
  await expect(sales.getByRole('heading', { name: t('dashboard.todaySales') })).toBeVisible();
  const line = sales.getByTestId(`today-sales-${currency}`);
  await expect(line).toContainText(t('dashboard.ordersCount', { count: String(sameCurrency.length) }));
  await expect(line).toContainText(formatMoney(total, currency, 'en-GB'));
  await expect(page.getByTestId('open-orders-not-paid')).toHaveText(String(notFullyPaid));
  await expect(page.getByTestId('dashboard-open-orders').getByRole('link', { name: t('dashboard.openList') })).toHaveAttribute('href', '/sale/index');

  // A live push refreshes the card: one more order today, the count follows without a reload.
  await commit('1', []);
  await expect(line).toContainText(t('dashboard.ordersCount', { count: String(sameCurrency.length + 1) }));

  // The tutorials have no screen yet: greyed in the menu, badged "planned".
  await sidebar(page).getByRole('button', { name: title('MainControl'), exact: true }).click();
  const planned = sidebar(page).getByRole('link', { name: title('Tutorial'), exact: true });
  await expect(planned).toHaveClass(/is-planned/);
  await expect(planned.locator('xpath=..').locator('.menu-badge-planned')).toHaveText(t('planned.badge'));
  const built = sidebar(page).getByRole('link', { name: title('AlarmClock'), exact: true });
  await expect(built).not.toHaveClass(/is-planned/);
  // Opened anyway, the page says it is planned.
  await planned.click();
  await expect(page.getByText(t('planned.lead'))).toBeVisible();
});
