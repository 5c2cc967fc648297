import { expect, test } from '@playwright/test';
import { apiCall, openAs, ROOT_PASSWORD, ROOT_USERNAME, rootToken, t, unique } from './support.js';

/**
 * Issue 4's path through the screens: a product with three packings is created on the form, stock
 * is received by a count done on screen (opened, the box barcode scanned and the quantity typed,
 * posted), part of it is transferred and some written off on the forms, then the stock log, its
 * replay and the stock as of yesterday are read on their screens.
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
  const boxBarcode = `1${Date.now()}`;
  await page.getByLabel(t('product.packingBarcode', { unit: unit('box') }), { exact: true }).fill(boxBarcode);
  await page.getByLabel(t('product.packingSize', { unit: unit('bigBag') }), { exact: true }).fill('144');
  await page.getByLabel(t('product.packingSize', { unit: unit('bag') }), { exact: true }).fill('6');
  await page.getByRole('button', { name: t('form.save'), exact: true }).click();
  await expect(page).toHaveURL(/\/product\/[^/]+\/update$/);
  const productId = decodeURIComponent(page.url().split('/product/')[1].split('/update')[0]);
  const product = await ok('GET', `/products/${productId}`);
  expect(product.packings).toMatchObject({ box: { size: '24' }, bigBag: { size: '144' }, bag: { size: '6' } });

  // 2. Receive stock by a count on screen: open it for the product, scan the box barcode (the
  //    box is chosen by the barcode), type 5, Enter; post it after the confirmation.
  await page.goto('/product/stock-check/new');
  await page.getByLabel(t('stock.warehouse'), { exact: true }).selectOption(central);
  await page.getByLabel(t('count.new.chosenProducts'), { exact: true }).check();
  const addProduct = page.getByLabel(t('stock.productSearch', { label: t('count.new.addProduct') }), { exact: true });
  await addProduct.fill(code);
  await addProduct.press('Enter');
  await expect(page.getByRole('list', { name: t('count.new.chosenProducts') }).getByText(code)).toBeVisible();
  await page.getByRole('button', { name: t('count.new.open'), exact: true }).click();
  await expect(page).toHaveURL(/\/product\/stock-check\/[^/]+\/detail$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/CK-\d{8}-\d{4}/);
  const countNumber = /CK-\d{8}-\d{4}/.exec((await page.getByRole('heading', { level: 1 }).textContent()) ?? '')![0];
  const scan = page.getByLabel(t('count.entry.code'), { exact: true });
  await scan.fill(boxBarcode);
  await scan.press('Enter');
  await expect(page.getByLabel(t('count.entry.unit'), { exact: true })).toHaveValue('box');
  const counted = page.getByLabel(t('count.entry.quantity'), { exact: true });
  await expect(counted).toBeFocused();
  await counted.fill('5');
  await counted.press('Enter');
  await expect(page.getByText(t('count.entry.counted', { product: code, quantity: '5', unit: unit('box') }))).toBeVisible();
  await expect(scan).toBeFocused();
  const countRow = page.getByRole('row').filter({ hasText: code }).filter({ has: page.getByRole('gridcell', { name: '120', exact: true }) });
  await expect(countRow).toHaveCount(1);
  await page.getByRole('button', { name: t('count.post'), exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: t('count.post'), exact: true }).click();
  await expect(page.getByText(t('count.postedDone', { number: countNumber }))).toBeVisible();
  expect((await ok('GET', `/stock/on-hand?warehouseId=${central}&productId=${productId}`)).rows[0]?.quantity).toBe('120');

  // 3. Transfer 2 boxes to the store, on the form.
  await page.goto('/product/stock-transfer/new');
  await page.getByLabel(t('stock.fromWarehouse'), { exact: true }).selectOption(central);
  await page.getByLabel(t('stock.toWarehouse'), { exact: true }).selectOption(store);
  // lines are scanned into the grid: code or barcode, Enter, unit, quantity, Enter
  const scanLine = async (unit: string, quantity: string) => {
    const entry = page.getByRole('group', { name: t('stock.scan.title'), exact: true });
    await entry.getByLabel(t('count.entry.code'), { exact: true }).fill(code);
    await entry.getByLabel(t('count.entry.code'), { exact: true }).press('Enter');
    await entry.getByLabel(t('count.entry.unit'), { exact: true }).selectOption(unit);
    await entry.getByLabel(t('stock.quantity'), { exact: true }).fill(quantity);
    await entry.getByLabel(t('stock.quantity'), { exact: true }).press('Enter');
    await expect(page.getByLabel(t('stock.lineQuantity', { n: '1' }), { exact: true })).toHaveValue(quantity);
  };
  await scanLine('box', '2');
  await page.getByRole('button', { name: t('stock.makeTransfer'), exact: true }).click();
  // The result line names the new document (the list on the same page may show older ones).
  await expect(page.getByRole('status').filter({ hasText: /TR-\d{8}-\d{4}/ })).toBeVisible();

  // 4. Write off one bag (6 units) in the store as broken; writing off more than is there is refused.
  await page.goto('/product/stock-damage');
  await page.getByLabel(t('stock.warehouse'), { exact: true }).selectOption(store);
  await page.getByLabel(t('stock.reason'), { exact: true }).selectOption('broken');
  await scanLine('bigBag', '1');
  await page.getByRole('button', { name: t('stock.recordDamage'), exact: true }).click();
  await expect(page.getByText(/does not allow negative stock/)).toBeVisible();
  await page.getByLabel(t('stock.lineUnit', { n: '1' }), { exact: true }).selectOption('bag');
  await page.getByRole('button', { name: t('stock.recordDamage'), exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /DM-\d{8}-\d{4}/ })).toBeVisible();

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
  await expect(productRow.locator('[col-id=quantity]')).toHaveText('0');

  // 7. Stock change of the central warehouse since the day before yesterday: received 120 by the
  //    count, 48 transferred out, closing 72; and the stock by zone (none used: all under "No zone").
  await page.goto('/product/stock-change');
  await page.getByLabel(t('stock.warehouse'), { exact: true }).selectOption(central);
  const twoDaysAgo = new Date(Date.now() - 2 * 24 * 3600_000).toISOString().slice(0, 10);
  await page.getByLabel(t('stockChange.from'), { exact: true }).fill(twoDaysAgo);
  const changeRow = page.getByRole('row').filter({ hasText: code });
  await expect(changeRow).toHaveCount(1);
  const cell = (column: string) => changeRow.locator(`[col-id="${column}"]`);
  await expect(cell('opening')).toHaveText('0');
  await expect(cell('kind-count-adjustment')).toHaveText('120');
  await expect(cell('kind-transfer-out')).toHaveText('-48');
  // the grid renders only the columns in view: the closing figure is read in the period's totals
  const totals = page.getByLabel(t('stockChange.totals'), { exact: true });
  // values in the cost currency's decimals (none for CLP, two for USD: the company's settings vary across tests)
  await expect(totals.locator('dd').nth(0)).toHaveText(/^0 · 0(\.00)?$/);
  await expect(totals.locator('dd').nth(1)).toHaveText(/^120 · 0(\.00)?$/);
  await expect(totals.locator('dd').nth(2)).toHaveText(/^48 · 0(\.00)?$/);
  await expect(totals.locator('dd').nth(3)).toHaveText(/^72 · 0(\.00)?$/);
  await page.goto('/product/stock');
  await page.getByLabel(t('stock.warehouse'), { exact: true }).selectOption(central);
  await page.getByRole('switch', { name: t('zoneStock.byZone') }).check();
  const zoneRow = page.getByRole('row').filter({ hasText: code });
  await expect(zoneRow).toHaveCount(1);
  await expect(zoneRow.locator('[col-id="zone"]')).toHaveText(t('zoneStock.noZone'));
  await expect(zoneRow.locator('[col-id="quantity"]')).toHaveText('72');
});
