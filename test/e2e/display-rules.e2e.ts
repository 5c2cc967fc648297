// Display rules (docs/shell.md "Display rules"): one number format per interface language, days
// typed year-month-day, "as of" and date filters in the company's time zone, stock in packings.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readLocale } from '../../frontend/src/i18n/read-locales.node.js';
import { apiCall, apiLogin, BASE_URL, ROOT_PASSWORD, ROOT_USERNAME, rootToken, unique, withSettings } from './support.js';

type Tree = Record<string, unknown>;
const text = (tree: Tree, key: string, vars: Record<string, string> = {}) => {
  const value = key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Tree)[part] : undefined), tree);
  if (typeof value !== 'string') throw new Error(`no text for ${key}`);
  return value.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => vars[name] ?? '');
};
const es = readLocale('es') as Tree;
const hu = readLocale('hu') as Tree;
const en = readLocale('en') as Tree;

async function data<T = any>(request: APIRequestContext, token: string, method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<T> {
  const r = await apiCall<T>(request, method, path, { token, body });
  expect(r.status, `${method} ${path}: ${JSON.stringify(r.body.error)}`).toBeLessThan(300);
  return r.body.data as T;
}

/** A product with a box of 24 and `units` base units counted into a new warehouse. */
async function stockedProduct(request: APIRequestContext, token: string, units: string) {
  const suffix = unique('d').slice(-6).toUpperCase();
  const warehouse = (await data(request, token, 'POST', '/warehouses', { code: `DR${suffix}`, name: `Display ${suffix}` })).id as string;
  const barcode = `79${Date.now()}`.slice(0, 13);
  const product = (
    await data(request, token, 'POST', '/products', {
      code: `FMT-${suffix}`, name: 'Aceite de oliva 1 L', barcode,
      packings: { box: { size: '24', barcode: `80${Date.now()}`.slice(0, 13) } }, prices: { unit: { retail: '147731', wholesale: '147731' } },
    })
  ).id as string;
  const count = await data(request, token, 'POST', '/stock/counts', { warehouseId: warehouse, productIds: [product] });
  const counted = await data(request, token, 'PUT', `/stock/counts/${count.id}/lines`, { version: count.streamVersion, lines: [{ productId: product, unit: 'unit', quantity: units }] });
  await data(request, token, 'POST', `/stock/counts/${count.id}/post`, { version: counted.streamVersion });
  return { warehouse, product, barcode, code: `FMT-${suffix}` };
}

/** Signs root in with the interface in `language` and opens `path`. */
async function openIn(page: Page, language: string, path: string) {
  const token = await apiLogin(page.request, ROOT_USERNAME, ROOT_PASSWORD, language);
  await page.context().addCookies([{ name: 'Admin-Token', value: token, url: BASE_URL }]);
  await page.context().addInitScript((lang) => {
    const storage = (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage;
    storage.setItem('language', lang);
    const d = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    storage.setItem('noticeShownDay', `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`);
  }, language);
  await page.goto(path);
}

const grid = (page: Page) => page.getByRole('treegrid').or(page.getByRole('grid')).first();

test('a CLP sale reads 147.731 CLP on the scan screen in Spanish, with the line amount in the same format', async ({ page, request }) => {
  const token = await rootToken(request);
  await withSettings(request, { BaseCurrencyID: 'CLP', PriceDecimal: 0, EnableSaleOrderTax: false, NegativeStockPolicy: 'warn', SaleType: 'Wholesale', DefaultSalePackageType: 'unit' }, async () => {
    const { warehouse, barcode, code } = await stockedProduct(request, token, '10');
    const resumed = page.waitForResponse((r) => r.url().includes('/be/api/sale/order/last-temp'));
    await openIn(page, 'es', '/sale/new');
    await resumed;
    const scanBox = page.getByLabel(text(es, 'saleEntry.scanLabel'), { exact: true });
    await expect(scanBox).toBeFocused();
    await page.keyboard.press('F7');
    await page.getByLabel(text(es, 'sale.col.warehouse'), { exact: true }).selectOption(warehouse);
    await scanBox.fill(barcode);
    await scanBox.press('Enter');
    const line = page.getByRole('table', { name: text(es, 'saleEntry.lines') }).locator('tbody tr').filter({ hasText: code });
    // Spanish groups thousands with a dot; CLP has no decimals.
    await expect(line).toContainText('147.731 CLP');
    await expect(page.getByTestId('order-total')).toHaveText('147.731 CLP');
    await expect(page.getByTestId('order-total')).not.toContainText('147731');
  });
});

test('the stock screen in Hungarian shows quantities, packings and the stock value with Hungarian separators', async ({ page, request }) => {
  const token = await rootToken(request);
  await withSettings(request, { BaseCurrencyID: 'CLP', SecondCurrencyID: 'USD', CostCurrencyID: 'USD', StockNumberDecimal: 2, BoxUnit: 'Doboz', UnitUnit: 'db' }, async () => {
    const { warehouse, code } = await stockedProduct(request, token, '1234');
    const onHand = await data(request, token, 'GET', `/stock/on-hand?warehouseId=${warehouse}`);
    // Counted stock is valued at the warehouse's average cost, none yet for a new product (the
    // figures of the value are proven in stock-log.projections.int.spec.ts).
    expect(onHand.rows[0]).toMatchObject({ quantity: '1234', value: '0', packings: { box: '24', bigBag: null, bag: null } });

    await openIn(page, 'hu', '/product/stock');
    await page.getByLabel(text(hu, 'stock.warehouse'), { exact: true }).selectOption(warehouse);
    const row = grid(page).getByRole('row').filter({ hasText: code });
    // Hungarian groups with a (non-breaking) space and marks decimals with a comma.
    await expect(row.locator('[col-id=quantity]')).toHaveText(/^1\s234,00$/);
    // 1234 = 51 boxes of 24 + 10 units, in the company's unit names.
    await expect(row.locator('[col-id=inPackings]')).toHaveText(/^51,00 Doboz \+ 10,00 db$/);
    await expect(grid(page).getByRole('columnheader', { name: text(hu, 'stock.valueIn', { currency: 'USD' }) })).toBeVisible();
    // USD keeps two decimals, with the Hungarian decimal comma.
    await expect(row.locator('[col-id=value]')).toHaveText('0,00');
  });
});

test('"as of" is the company clock, not the browser\'s, and days are typed year-month-day', async ({ browser, request }) => {
  // The browser is in Tokyo (+9), the company in Santiago's winter (-4): 13 hours apart.
  const context = await browser.newContext({ timezoneId: 'Asia/Tokyo', locale: 'en-US' });
  const page = await context.newPage();
  const token = await rootToken(request);
  try {
    await withSettings(request, { SystemTimeZone: -4, StockNumberDecimal: 0 }, async () => {
      const { warehouse, product, code } = await stockedProduct(request, token, '7');
      // The stock log is an async read model: wait for the count's movement to reach it.
      let log: any = null;
      await expect
        .poll(async () => (log = await data(request, token, 'GET', `/stock/log?warehouseId=${warehouse}&productId=${product}`)).rows.length, { timeout: 10_000 })
        .toBeGreaterThan(0);
      const movedAt = new Date(log.rows[0].movedAt);
      // The company's wall clock a minute after the count was posted, and a minute before.
      const wall = (ms: number) => new Date(ms - 4 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
      const after = wall(movedAt.getTime() + 60_000);
      const before = wall(movedAt.getTime() - 60_000);

      await openIn(page, 'en', '/product/stock');
      await page.getByLabel(text(en, 'stock.warehouse'), { exact: true }).selectOption(warehouse);
      const asOf = page.getByLabel(text(en, 'stock.asOf'), { exact: true });
      await expect(asOf).toHaveAttribute('placeholder', 'YYYY-MM-DD HH:mm');
      const row = grid(page).getByRole('row').filter({ hasText: code });

      const asked = page.waitForRequest((r) => r.url().includes('/be/api/stock/on-hand') && r.url().includes('asOf='));
      await asOf.fill(after);
      const url = new URL((await asked).url());
      expect(new Date(url.searchParams.get('asOf')!).getTime()).toBe(Date.parse(`${after.replace(' ', 'T')}:00-04:00`));
      await expect(row.locator('[col-id=quantity]')).toHaveText('7');
      const [day, time] = after.split(' ');
      const [y, m, d] = day!.split('-');
      await expect(page.getByText(text(en, 'stock.showingAsOf', { when: `${d}/${m}/${y} ${time}:00` }))).toBeVisible();

      await asOf.fill(before);
      await expect(row.locator('[col-id=quantity]')).toHaveText('0');
    });
  } finally {
    await context.close();
  }
});

test('a date filter takes year-month-day and asks for the company\'s day boundaries as UTC instants', async ({ browser, request }) => {
  const context = await browser.newContext({ timezoneId: 'Asia/Tokyo', locale: 'en-US' });
  const page = await context.newPage();
  try {
    await withSettings(request, { SystemTimeZone: -4 }, async () => {
      await openIn(page, 'en', '/product/stock-log');
      const from = page.getByLabel(text(en, 'form.from'), { exact: true });
      const to = page.getByLabel(text(en, 'form.to'), { exact: true });
      await expect(from).toHaveAttribute('placeholder', 'YYYY-MM-DD');
      await page.getByRole('button', { name: text(en, 'dateRange.anyTime'), exact: true }).click();
      const asked = page.waitForRequest((r) => r.url().includes('/be/api/stock/log') && r.url().includes('from=2026-03-10') && r.url().includes('to=2026-03-15'));
      await from.fill('2026-03-10');
      await to.fill('2026-03-14');
      const url = new URL((await asked).url());
      // 10 March from midnight in the company (-4) to the end of 14 March there.
      expect(url.searchParams.get('from')).toBe('2026-03-10T04:00:00.000Z');
      expect(url.searchParams.get('to')).toBe('2026-03-15T03:59:59.999Z');
      await expect(from).toHaveValue('2026-03-10');
    });
  } finally {
    await context.close();
  }
});

test("a reminder's time is typed year-month-day on the company clock, whatever the browser's zone", async ({ browser, request }) => {
  const context = await browser.newContext({ timezoneId: 'Asia/Tokyo', locale: 'en-US' });
  const page = await context.newPage();
  const token = await rootToken(request);
  try {
    await withSettings(request, { SystemTimeZone: -4 }, async () => {
      await openIn(page, 'en', '/main-control/alarm-clock');
      const content = unique('Llamar al despachante');
      await page.getByRole('button', { name: text(en, 'alarmPage.new'), exact: true }).click();
      await page.getByLabel(text(en, 'alarmPage.content'), { exact: true }).fill(content);
      const remindAt = page.getByLabel(text(en, 'alarmPage.remindAt'), { exact: true });
      await expect(remindAt).toHaveAttribute('placeholder', 'YYYY-MM-DD HH:mm');
      await remindAt.fill('2030-03-04 09:30');
      await page.getByRole('button', { name: text(en, 'form.save'), exact: true }).click();
      await expect(page.getByRole('gridcell', { name: content })).toBeVisible();
      // 09:30 at the company (-4) is 13:30 UTC; the list shows it back day/month/year on the company clock.
      const { alarmClocks } = await data<{ alarmClocks: { content: string; remindAt: string | number }[] }>(request, token, 'GET', `/alarm-clock/alarms?closeTime=0&limit=500&searchWord=${encodeURIComponent(content)}`);
      const at = alarmClocks.find((a) => a.content === content)!.remindAt;
      // Ten-digit timestamps are seconds (spec section 9).
      const ms = typeof at === 'number' || /^\d{10}$/.test(at) ? Number(at) * 1000 : Date.parse(at);
      expect(new Date(ms).toISOString()).toBe('2030-03-04T13:30:00.000Z');
      await expect(page.getByRole('row').filter({ hasText: content })).toContainText('04/03/2030 09:30');
    });
  } finally {
    await context.close();
  }
});
