import { expect, test } from '@playwright/test';
import { apiCall, openAs, ROOT_PASSWORD, ROOT_USERNAME, rootToken, t, unique } from './support.js';

/**
 * Issue 4's path through the screens: a product with three packings is created on the form, stock
 * is received by a posted count (its screen comes later: through the API), part of it is
 * transferred and some written off on the forms, then the stock log, its replay and the stock as
 * of yesterday are read on their screens.
 */
test('create a product, receive, transfer and write off stock, read the log, replay and stock as of yesterday', async ({ page, request }) => {
  const token = await rootToken(request);
  const ok = async (method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) => {
    const r = await apiCall<any>(request, method, path, { token, body });
    expect(r.status, `${method} ${path}: ${JSON.stringify(r.body.error)}`).toBeLessThan(300);
    return r.body.data;
  };
  const suffix = unique('w').slice(-6).toUpperCase();
  const central = (await ok('POST', '/warehouses', { code: `BC${suffix}`, name: `Bodega ${suffix}` })).id;
  const store = (await ok('POST', '/warehouses', { code: `TM${suffix}`, name: `Tienda ${suffix}` })).id;
  await ok('PUT', '/system-setting/settings', { settings: { NegativeStockPolicy: 'refuse' } });

  // 1. A product with three packings, on the form.
  const code = `VASO-${suffix}`;
  await openAs(page, ROOT_USERNAME, ROOT_PASSWORD, '/product/new');
  await page.getByLabel(t('product.code'), { exact: true }).fill(code);
  await page.getByLabel(t('product.name'), { exact: true }).fill('Vaso de vidrio 250 ml');
  const unit = (k: 'box' | 'bigBag' | 'bag') => t(`product.units.${k}`);
  await page.getByLabel(t('product.packingSize', { unit: unit('box') }), { exact: true }).fill('24');
  await page.getByLabel(t('product.packingBarcode', { unit: unit('box') }), { exact: true }).fill(`1${Date.now()}`);
  await page.getByLabel(t('product.packingSize', { unit: unit('bigBag') }), { exact: true }).fill('144');
  await page.getByLabel(t('product.packingSize', { unit: unit('bag') }), { exact: true }).fill('6');
  await page.getByRole('button', { name: t('form.save'), exact: true }).click();
  await expect(page).toHaveURL(/\/product\/[^/]+\/update$/);
  const productId = decodeURIComponent(page.url().split('/product/')[1].split('/update')[0]);
  const product = await ok('GET', `/products/${productId}`);
  expect(product.packings).toMatchObject({ box: { size: '24' }, bigBag: { size: '144' }, bag: { size: '6' } });

  // 2. Receive stock by a count: 5 boxes (120 units) counted in the central warehouse, posted.
  const count = await ok('POST', '/stock/counts', { warehouseId: central, productIds: [productId], note: 'e2e' });
  const counted = await ok('PUT', `/stock/counts/${count.id}/lines`, { version: count.streamVersion, lines: [{ productId, unit: 'box', quantity: '5' }] });
  await ok('POST', `/stock/counts/${count.id}/post`, { version: counted.streamVersion });

  // 3. Transfer 2 boxes to the store, on the form.
  await page.goto('/product/stock-transfer/new');
  await page.getByLabel(t('stock.fromWarehouse'), { exact: true }).selectOption(central);
  await page.getByLabel(t('stock.toWarehouse'), { exact: true }).selectOption(store);
  const line1 = (key: string) => page.getByLabel(t(key, { n: '1', label: t('stock.lineProduct', { n: '1' }) }), { exact: true });
  await line1('stock.productSearch').fill(code);
  await line1('stock.productSearch').press('Enter');
  await expect(page.getByLabel(t('stock.lineProduct', { n: '1' }), { exact: true })).toHaveValue(productId);
  await page.getByLabel(t('stock.lineUnit', { n: '1' }), { exact: true }).selectOption('box');
  await page.getByLabel(t('stock.lineQuantity', { n: '1' }), { exact: true }).fill('2');
  await page.getByRole('button', { name: t('stock.makeTransfer'), exact: true }).click();
  await expect(page.getByText(/TR-\d{8}-\d{4}/)).toBeVisible();

  // 4. Write off one bag (6 units) in the store as broken; writing off more than is there is refused.
  await page.goto('/product/stock-damage');
  await page.getByLabel(t('stock.warehouse'), { exact: true }).selectOption(store);
  await page.getByLabel(t('stock.reason'), { exact: true }).selectOption('broken');
  await line1('stock.productSearch').fill(code);
  await line1('stock.productSearch').press('Enter');
  await expect(page.getByLabel(t('stock.lineProduct', { n: '1' }), { exact: true })).toHaveValue(productId);
  await page.getByLabel(t('stock.lineUnit', { n: '1' }), { exact: true }).selectOption('bigBag');
  await page.getByLabel(t('stock.lineQuantity', { n: '1' }), { exact: true }).fill('1');
  await page.getByRole('button', { name: t('stock.recordDamage'), exact: true }).click();
  await expect(page.getByText(/does not allow negative stock/)).toBeVisible();
  await page.getByLabel(t('stock.lineUnit', { n: '1' }), { exact: true }).selectOption('bag');
  await page.getByRole('button', { name: t('stock.recordDamage'), exact: true }).click();
  await expect(page.getByText(/DM-\d{8}-\d{4}/)).toBeVisible();

  const onHand = async (warehouseId: string, asOf?: string) =>
    (await ok('GET', `/stock/on-hand?warehouseId=${warehouseId}&productId=${productId}${asOf ? `&asOf=${encodeURIComponent(asOf)}` : ''}`)).rows[0]?.quantity ?? '0';
  expect(await onHand(central)).toBe('72');
  expect(await onHand(store)).toBe('42');

  // 5. The stock log of the store shows the running balance; replay steps through it.
  await page.goto('/product/stock-log');
  await page.getByLabel(t('stock.warehouse'), { exact: true }).selectOption(store);
  const logRows = page.getByRole('row');
  await expect(logRows.filter({ hasText: t('stock.kinds.damage') }).filter({ hasText: code })).toHaveCount(1, { timeout: 10_000 });
  await expect(logRows.filter({ hasText: t('stock.kinds.transfer-in') }).filter({ hasText: code })).toHaveCount(1);
  await expect(logRows.filter({ hasText: t('stock.kinds.transfer-out') })).toHaveCount(0);
  // each row's replay button is named after its product; the first row is the newest movement
  await page.getByRole('button', { name: new RegExp(`^${t('stock.replay')} ${code}`) }).first().click();
  const replay = page.getByRole('dialog');
  await expect(replay.getByText(t('stock.step', { n: '1', total: '2' }))).toBeVisible();
  await replay.getByRole('button', { name: t('stock.next'), exact: true }).click();
  await expect(replay.getByText(t('stock.step', { n: '2', total: '2' }))).toBeVisible();
  await expect(replay.getByText('42', { exact: true })).toBeVisible();

  // 6. Stock as of yesterday: the product did not exist, so nothing; on the screen too.
  const yesterday = new Date(Date.now() - 24 * 3600_000);
  expect(await onHand(store, yesterday.toISOString())).toBe('0');
  await page.goto('/product/stock');
  await page.getByLabel(t('stock.warehouse'), { exact: true }).selectOption(store);
  const local = new Date(yesterday.getTime() - yesterday.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
  const productRow = page.getByRole('row').filter({ hasText: code });
  await expect(productRow).toHaveCount(1, { timeout: 10_000 });
  await expect(productRow.getByRole('gridcell', { name: '42', exact: true })).toBeVisible();
  await page.getByLabel(t('stock.asOf'), { exact: true }).fill(local);
  await expect(page.getByText(t('stock.showingAsOf', { when: '' }).trim())).toBeVisible();
  await expect(productRow.getByRole('gridcell', { name: '0', exact: true })).toBeVisible();
});
