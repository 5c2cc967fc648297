import { expect, type Page, test } from '@playwright/test';
import { openTill, stockUp, tillSetup } from './pos-support.js';
import { TILL_SCAN_JS } from '../bench/_till-scan.mjs';
import { t } from './support.js';

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

/** The product this barcode names in the device's IndexedDB catalogue (its shelf, found through the scan directory as the till finds it), or null. */
const cachedProduct = async (page: Page, deviceId: string, barcode: string) => {
  await page.evaluate(TILL_SCAN_JS);
  return page.evaluate(
    ([deviceId, barcode]) =>
      new Promise<{ prices: Record<string, Record<string, string>> } | null>((resolve) => {
        const w = globalThis as unknown as { indexedDB: any; __tillScan(idb: unknown, scan: string): Promise<{ prices: Record<string, Record<string, string>> } | undefined> };
        const open = w.indexedDB.open(`tradedesk-pos-${deviceId}`);
        open.onerror = () => resolve(null);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('shelves')) return db.close(), resolve(null);
          void w.__tillScan(db, barcode).then((p) => (db.close(), resolve(p ?? null)));
        };
      }),
    [deviceId, barcode] as const,
  );
};
/** Is the product with this barcode in the device's IndexedDB catalogue yet? */
const cached = async (page: Page, deviceId: string, barcode: string) => !!(await cachedProduct(page, deviceId, barcode));

test('offline: 20 sales queued, a reload offline still sells from the cache, back online every sale arrives once', async ({ page, context, request }) => {
  const { s, register, warehouse, cashier, cash, card, ok, warehouseId, employeeId } = await tillSetup(request, 'Olga');
  await ok('PUT', `/pos/cashiers/${employeeId}`, { allowed: true, pin: '2580' });
  const soap = (await ok('POST', '/products', { code: `JAB${s}`, name: `Jabón ${s}`, barcode: `73${s}`, prices: { unit: { retail: '1990' } } })).id;
  await stockUp(ok, warehouseId, [[soap, '50']]);

  await openTill(page, { s, register, warehouse, cashier }, { pin: '2580', float: '10000' });
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
  // Each sale takes the device's next receipt number, offline too (the register's first device: series T1).
  const sellOne = async (n: number, method = cash) => {
    await scan.fill(`73${s}`);
    await scan.press('Enter');
    await expect(page.getByTestId('pos-total')).toHaveText('1,990 CLP');
    await page.getByRole('button', { name: t('posSell.pay'), exact: true }).click();
    const pay = page.getByRole('dialog');
    await pay.getByLabel(method, { exact: true }).fill('1990');
    await pay.getByRole('button', { name: t('posSell.complete'), exact: true }).click();
    await expect(page.getByTestId('pos-receipt').getByTestId('receipt-total')).toHaveText('1,990 CLP');
    await expect(page.getByTestId('pos-receipt')).toContainText(t('posSell.receiptNo', { number: `T1-${String(n).padStart(6, '0')}` }));
    await page.getByRole('button', { name: t('posSell.newSale'), exact: true }).click();
  };
  for (let i = 1; i <= 20; i++) {
    await sellOne(i);
    await expect(state).toHaveAttribute('data-waiting', String(i));
  }
  await expect(state).toHaveText(t('posOffline.offline', { n: '20' }));

  // Reloaded with the network still down: the app comes from the service worker, the till and the session from IndexedDB.
  await page.reload();
  await expect(state).toHaveText(t('posOffline.offline', { n: '20' }));
  // The numbering goes on after the reload (kept in IndexedDB): T1-000021.
  await sellOne(21);
  await expect(state).toHaveText(t('posOffline.offline', { n: '21' }));

  // A 22nd sale by card, and meanwhile the card method is disabled at the office: that one will be refused.
  await sellOne(22, card);
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
  const sales = (await list.json()).data as { count: number; total: string; sales: { id: string; total: string; receiptNo: string | null; cashierName: string }[] };
  expect([sales.count, sales.total, new Set(sales.sales.map((x) => x.id)).size]).toEqual([21, '41790', 21]);
  expect(sales.sales.map((x) => x.receiptNo).sort()).toEqual(Array.from({ length: 21 }, (_, i) => `T1-${String(i + 1).padStart(6, '0')}`));
  expect(new Set(sales.sales.map((x) => x.cashierName))).toEqual(new Set([cashier]));
});

/**
 * Offline, what else the till does (docs/pos.md "Offline"): with the network down the cashier
 * sells a soap and takes 2,500 out of the drawer; the status counts one sale and one cash movement
 * waiting, and the close waits for them. The price check answers from the till's copy (every
 * packing, marked as the copy), today's sales list the queued sale as waiting and reprint it. Back
 * online, the sale and the cash out reach the server once, the cash out at the time it was made.
 */
test('offline: price check from the copy, cash out queued, the sale listed waiting; back online each arrives once', async ({ page, context, request }) => {
  const { s, register, warehouse, cashier, cash, ok, warehouseId, employeeId } = await tillSetup(request, 'Pia');
  await ok('PUT', `/pos/cashiers/${employeeId}`, { allowed: true, pin: '2580' });
  const soap = (await ok('POST', '/products', { code: `JAB${s}`, name: `Jabón ${s}`, barcode: `74${s}`, prices: { unit: { retail: '1990' }, box: { retail: '22000' } }, packings: { box: { size: '12', barcode: `94${s}` } } })).id;
  await stockUp(ok, warehouseId, [[soap, '50']]);

  await openTill(page, { s, register, warehouse, cashier }, { pin: '2580', float: '10000' });
  const state = page.getByTestId('pos-sync-state');
  await expect(state).toHaveText(t('posOffline.online'));
  const tokens = await tillTokens(page);
  await page.evaluate(async () => {
    await (globalThis as unknown as { navigator: { serviceWorker: { ready: Promise<unknown> } } }).navigator.serviceWorker.ready;
  });
  await expect.poll(() => cached(page, tokens.deviceId, `94${s}`), { timeout: 30_000 }).toBe(true);
  // The box's price changes on the server and the soap gets a bag with a barcode of its own: the
  // till's next refresh (a reload asks at once) rewrites the product on the shelf that holds it,
  // the copy prices the box at 23,000 and finds the soap by the new barcode too.
  await ok('PUT', `/products/${soap}`, { version: 1, prices: { unit: { retail: '1990' }, box: { retail: '23000' } }, packings: { box: { size: '12', barcode: `94${s}` }, bag: { size: '6', barcode: `96${s}` } } });
  await page.reload();
  await expect(state).toHaveText(t('posOffline.online'));
  await expect.poll(async () => (await cachedProduct(page, tokens.deviceId, `94${s}`))?.prices.box?.retail, { timeout: 30_000 }).toBe('23000');
  await expect.poll(() => cached(page, tokens.deviceId, `96${s}`), { timeout: 30_000 }).toBe(true);
  // A cache whose scan directory is behind its shelves (a fill cut off before its directory was
  // written, or a cache from before the directory) catches up at the next refresh from what it
  // holds: with the directory emptied, a reload finds both barcodes again.
  await page.evaluate(
    (deviceId) =>
      new Promise<void>((resolve, reject) => {
        const open = (globalThis as unknown as { indexedDB: any }).indexedDB.open(`tradedesk-pos-${deviceId}`);
        open.onsuccess = () => {
          const tx = open.result.transaction(['scanKeys', 'meta'], 'readwrite');
          tx.objectStore('scanKeys').clear();
          tx.objectStore('meta').delete('scanTop');
          tx.oncomplete = () => (open.result.close(), resolve());
          tx.onerror = () => reject(tx.error);
        };
      }),
    tokens.deviceId,
  );
  expect(await cached(page, tokens.deviceId, `74${s}`)).toBe(false);
  await page.reload();
  await expect(state).toHaveText(t('posOffline.online'));
  await expect.poll(() => cached(page, tokens.deviceId, `74${s}`), { timeout: 30_000 }).toBe(true);
  expect(await cached(page, tokens.deviceId, `96${s}`)).toBe(true);

  await context.setOffline(true);
  const scan = page.getByLabel(t('posSell.scan'), { exact: true });
  await scan.fill(`74${s}`);
  await scan.press('Enter');
  await page.getByRole('button', { name: t('posSell.pay'), exact: true }).click();
  await page.getByRole('dialog').getByLabel(cash, { exact: true }).fill('1990');
  await page.getByRole('dialog').getByRole('button', { name: t('posSell.complete'), exact: true }).click();
  await page.getByRole('button', { name: t('posSell.newSale'), exact: true }).click();
  // The till puts the cashier back in the scan box for the next sale; only then to the cash out
  // (typed before that, the amount could land in the scan box as the focus moves).
  await expect(scan).toBeFocused();

  const before = Date.now();
  await page.getByLabel(t('pos.move.amount'), { exact: true }).fill('2500');
  await page.getByLabel(t('pos.move.reason'), { exact: true }).fill('Flete');
  await page.getByRole('button', { name: t('pos.move.save'), exact: true }).click();
  await expect(page.getByTestId('pos-move-queued')).toHaveText(t('posOffline2.moveQueued'));
  const after = Date.now();
  await expect(state).toHaveText(t('posOffline2.offline', { sales: '1', moves: '1' }));
  await expect(page.getByTestId('pos-moves-waiting')).toContainText(t('posOffline2.movesWaiting', { n: '1' }));
  await expect(page.getByTestId('pos-close-waits')).toHaveText(t('posOffline2.closeWaits', { sales: '1', moves: '1' }));
  await expect(page.getByRole('button', { name: t('pos.close.save'), exact: true })).toBeDisabled();

  // The price check, offline: the box barcode answers from the till's copy, every packing listed.
  await page.goto('/pos/invoicePrice');
  const priceScan = page.getByLabel(t('posSell.scan'), { exact: true });
  await priceScan.fill(`94${s}`);
  await priceScan.press('Enter');
  const copy = page.getByTestId('pos-price-cached');
  await expect(copy.getByTestId('pos-price-copy')).toContainText(t('posOffline2.fromCopy', { at: '' }).split(':')[0]!);
  await expect(copy).toContainText(`JAB${s}`);
  await expect(copy.locator('tbody tr').filter({ hasText: `94${s}` })).toContainText('23,000 CLP');
  await expect(copy.locator('tbody tr').filter({ hasText: `74${s}` })).toContainText('1,990 CLP');
  // The bag's barcode, added after the till's first fill, answers from the copy too.
  await priceScan.fill(`96${s}`);
  await priceScan.press('Enter');
  await expect(page.getByTestId('pos-price-cached')).toContainText(`JAB${s}`);
  await expect(page.getByTestId('pos-price-cached').locator('tbody tr').filter({ hasText: `96${s}` })).toBeVisible();

  // Today's sales, offline: the queued sale is listed as waiting, and reprints.
  await page.goto('/pos/invoiceList');
  await expect(page.getByTestId('pos-sales-copy')).toBeVisible();
  const row = page.getByTestId('pos-sales').locator('tbody tr[data-queue="waiting"]');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(t('posOffline2.saleWaiting'));
  await row.getByRole('button', { name: t('posSell.reprint'), exact: true }).click();
  await expect(page.getByTestId('pos-receipt').getByTestId('receipt-total')).toHaveText('1,990 CLP');

  // Back online on the till: both arrive, once; the cash out at the time it was made.
  await page.goto('/pos/invoice');
  await expect(state).toHaveText(t('posOffline2.offline', { sales: '1', moves: '1' }));
  const back = Date.now();
  await context.setOffline(false);
  await expect(state).toHaveText(t('posOffline.online'), { timeout: 60_000 });
  await expect(page.getByTestId('pos-moves-waiting')).toHaveCount(0);
  const headers = { 'X-Pos-Device': tokens.device, 'X-Pos-Session': tokens.session };
  const sales = (await (await request.get('/be/api/pos/till/sales', { headers })).json()).data as { count: number; total: string };
  expect([sales.count, sales.total]).toEqual([1, '1990']);
  const session = (await (await request.get('/be/api/pos/till/session', { headers })).json()).data as { cashSession: { movements: { direction: string; amount: string; reason: string; at: string }[] } };
  expect(session.cashSession.movements.map((m) => [m.direction, m.amount, m.reason])).toEqual([['out', '2500', 'Flete']]);
  const at = Date.parse(session.cashSession.movements[0]!.at);
  expect(at).toBeGreaterThanOrEqual(before - 1000);
  expect(at).toBeLessThanOrEqual(after + 1000);
  expect(at).toBeLessThan(back);
  await expect(page.getByTestId('pos-close-waits')).toHaveCount(0);
});
