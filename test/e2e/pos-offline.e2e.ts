import { expect, type Page, test } from '@playwright/test';
import { tillSetup } from './pos-support.js';
import { ROOT_PASSWORD, ROOT_USERNAME, t } from './support.js';

/**
 * The offline till (docs/pos.md "Offline"): the browser is authorised, the cashier signs in and
 * opens the session; the till has cached its catalogue and the app. The network goes down: she
 * sells 20 soaps (1,990 each, cash), each queued in the browser; the page is reloaded while still
 * offline and opens from the service worker's cache, shows the 20 sales waiting and sells a 21st
 * from the cached catalogue. The network comes back: the queue drains, every sale reaches the
 * server exactly once (21 sales, 21 x 1,990 = 41,790) and the till says it is online again. A
 * 22nd sale paid by card while the card method was disabled meanwhile is refused by the server:
 * listed with its reason until the cashier dismisses it.
 */
test.setTimeout(180_000);

const tillTokens = (page: Page) =>
  page.evaluate(() => {
    const w = globalThis as unknown as { localStorage: { getItem(k: string): string | null }; sessionStorage: { getItem(k: string): string | null } };
    const device = JSON.parse(w.localStorage.getItem('tradedesk.pos.device') ?? '{}') as { token?: string; deviceId?: string };
    return { device: device.token ?? '', deviceId: device.deviceId ?? '', session: w.sessionStorage.getItem('tradedesk.pos.session') ?? '' };
  });

/** Is the product with this barcode in the device's IndexedDB catalogue yet? */
const cached = (page: Page, deviceId: string, barcode: string) =>
  page.evaluate(
    ([deviceId, barcode]) =>
      new Promise<boolean>((resolve) => {
        const idb = (globalThis as unknown as { indexedDB: any }).indexedDB;
        const open = idb.open(`tradedesk-pos-${deviceId}`);
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('products')) return resolve(false);
          const get = db.transaction('products').objectStore('products').index('scans').get(barcode);
          get.onsuccess = () => resolve(!!get.result);
          get.onerror = () => resolve(false);
        };
      }),
    [deviceId, barcode] as const,
  );

test('offline: 20 sales queued, a reload offline still sells from the cache, back online every sale arrives once', async ({ page, context, request }) => {
  const { s, register, warehouse, cashier, cash, card, ok, warehouseId, employeeId } = await tillSetup(request, 'Olga');
  await ok('PUT', `/pos/cashiers/${employeeId}`, { allowed: true, pin: '2580' });
  const soap = (await ok('POST', '/products', { code: `JAB${s}`, name: `Jabón ${s}`, barcode: `73${s}`, prices: { unit: { retail: '1990' } } })).id;
  const count = await ok('POST', '/stock/counts', { warehouseId, productIds: [soap] });
  await ok('PUT', `/stock/counts/${count.id}/lines`, { version: 1, lines: [{ productId: soap, quantity: '50' }] });
  await ok('POST', `/stock/counts/${count.id}/post`, { version: 2 });

  await page.goto('/pos/posAuthorize');
  await page.getByLabel(t('pos.authorize.username'), { exact: true }).fill(ROOT_USERNAME);
  await page.getByLabel(t('pos.authorize.password'), { exact: true }).fill(ROOT_PASSWORD);
  await page.getByRole('button', { name: t('pos.authorize.signIn'), exact: true }).click();
  await page.getByLabel(t('pos.register.name'), { exact: true }).selectOption({ label: `${register} · ${warehouse}` });
  await page.getByLabel(t('pos.device.name'), { exact: true }).fill(`Mostrador ${s}`);
  await page.getByRole('button', { name: t('pos.authorize.bind'), exact: true }).click();
  await page.getByRole('link', { name: t('pos.authorize.toTill'), exact: true }).click();
  await page.getByRole('radio', { name: cashier }).check();
  await page.getByLabel(t('pos.pin.pin'), { exact: true }).fill('2580');
  await page.getByRole('button', { name: t('pos.pin.signIn'), exact: true }).click();
  await page.getByLabel(t('pos.session.floatIn', { currency: 'CLP' }), { exact: true }).fill('10000');
  await page.getByRole('button', { name: t('pos.session.openButton'), exact: true }).click();
  const state = page.getByTestId('pos-sync-state');
  await expect(state).toHaveText(t('posOffline.online'));

  // The till keeps the app (service worker) and the catalogue (IndexedDB) before the network goes.
  const tokens = await tillTokens(page);
  await page.evaluate(async () => {
    await (globalThis as unknown as { navigator: { serviceWorker: { ready: Promise<unknown> } } }).navigator.serviceWorker.ready;
  });
  await expect.poll(() => cached(page, tokens.deviceId, `73${s}`), { timeout: 30_000 }).toBe(true);

  await context.setOffline(true);
  const scan = page.getByLabel(t('posSell.scan'), { exact: true });
  const sellOne = async (method = cash) => {
    await scan.fill(`73${s}`);
    await scan.press('Enter');
    await expect(page.getByTestId('pos-total')).toHaveText('1,990 CLP');
    await page.getByRole('button', { name: t('posSell.pay'), exact: true }).click();
    const pay = page.getByRole('dialog');
    await pay.getByLabel(method, { exact: true }).fill('1990');
    await pay.getByRole('button', { name: t('posSell.complete'), exact: true }).click();
    await expect(page.getByTestId('pos-receipt').getByTestId('receipt-total')).toHaveText('1,990 CLP');
    await page.getByRole('button', { name: t('posSell.newSale'), exact: true }).click();
  };
  for (let i = 1; i <= 20; i++) {
    await sellOne();
    await expect(state).toHaveAttribute('data-waiting', String(i));
  }
  await expect(state).toHaveText(t('posOffline.offline', { n: '20' }));

  // Reloaded with the network still down: the app comes from the service worker, the till and the session from IndexedDB.
  await page.reload();
  await expect(state).toHaveText(t('posOffline.offline', { n: '20' }));
  await sellOne();
  await expect(state).toHaveText(t('posOffline.offline', { n: '21' }));

  // A 22nd sale by card, and meanwhile the card method is disabled at the office: that one will be refused.
  await sellOne(card);
  await expect(state).toHaveText(t('posOffline.offline', { n: '22' }));
  const cardId = ((await ok('GET', '/setting/pay-method')).payMethods as { id: string; name: string }[]).find((m) => m.name === card)!.id;
  await ok('POST', `/setting/pay-method/${cardId}/disable`);

  // Back online: the queue drains, every sale arrives once; the card sale is listed as refused until dismissed.
  await context.setOffline(false);
  await expect(state).toHaveText(t('posOffline.online'), { timeout: 60_000 });
  const refused = page.getByTestId('pos-refused');
  await expect(refused).toContainText(t('posOffline.refusedTitle', { n: '1' }));
  await expect(refused.getByRole('listitem')).toHaveCount(1);
  await refused.getByRole('button', { name: t('posOffline.dismiss'), exact: true }).click();
  await expect(refused).toHaveCount(0);
  const list = await request.get('/be/api/pos/till/sales', { headers: { 'X-Pos-Device': tokens.device, 'X-Pos-Session': tokens.session } });
  const sales = (await list.json()).data as { count: number; total: string; sales: { id: string; total: string }[] };
  expect([sales.count, sales.total, new Set(sales.sales.map((x) => x.id)).size]).toEqual([21, '41790', 21]);
});
