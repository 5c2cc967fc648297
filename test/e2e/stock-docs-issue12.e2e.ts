import { expect, type Page, test } from '@playwright/test';
import { createPosition, createUser, openAs, ROOT_PASSWORD, ROOT_USERNAME, type RootCall, rootApi, rootToken, t, title, unique } from './support.js';

/**
 * Issue 12 "Stock documents": goods counted in are valued at the product's cost on the stock
 * adjustments screen; transfers and write-offs are entered as line grids by scanning, and link to
 * the document made, with its print; a clerk who may sell may print the sale's delivery note.
 */

type Ok = RootCall;
const api = rootApi;

/** A warehouse pair and a product costing 2.50 a unit, with a box of 24 (its own barcode). */
async function setup(ok: Ok) {
  const s = unique('').slice(-6).toUpperCase();
  const central = await ok('POST', '/warehouses', { code: `BV${s}`, name: `Bodega ${s}` });
  const shop = await ok('POST', '/warehouses', { code: `TV${s}`, name: `Tienda ${s}` });
  const num = () => `${Date.now()}${Math.floor(Math.random() * 1e4)}`.slice(-12);
  const barcode = `4${num()}`;
  const boxBarcode = `5${num()}`;
  const product = await ok('POST', '/products', {
    code: `TE-${s}`, name: `Te verde ${s}`, cost: '2.5', barcode, packings: { box: { size: '24', barcode: boxBarcode } }, prices: { unit: { retail: '5', wholesale: '4' } },
  });
  return { s, central, shop, product: { id: product.id as string, code: `TE-${s}`, barcode, boxBarcode } };
}

async function countIn(ok: Ok, warehouseId: string, productId: string, quantity: string) {
  const count = await ok('POST', '/stock/counts', { warehouseId, productIds: [productId], note: 'e2e' });
  const counted = await ok('PUT', `/stock/counts/${count.id}/lines`, { version: count.streamVersion, lines: [{ productId, unit: 'unit', quantity }] });
  await ok('POST', `/stock/counts/${count.id}/post`, { version: counted.streamVersion });
}

const periodTotals = (page: Page) => page.getByLabel(t('stockChange.totals'), { exact: true }).locator('dd');

test("goods counted in show on stock adjustments at the product's cost, and a write-off takes its share out", async ({ page, request }) => {
  const ok = await api(request);
  const { central, product } = await setup(ok);
  await countIn(ok, central.id, product.id, '10');
  await ok('POST', '/stock/damages', { warehouseId: central.id, reason: 'broken', lines: [{ productId: product.id, unit: 'unit', quantity: '4' }] });

  await openAs(page, ROOT_USERNAME, ROOT_PASSWORD, '/product/stock-change');
  await page.getByLabel(t('stock.warehouse'), { exact: true }).selectOption(central.id);
  const twoDaysAgo = new Date(Date.now() - 2 * 24 * 3600_000).toISOString().slice(0, 10);
  await page.getByLabel(t('stockChange.from'), { exact: true }).fill(twoDaysAgo);
  await expect(page.getByRole('row').filter({ hasText: product.code })).toHaveCount(1, { timeout: 10_000 });
  // Values in the cost currency's decimals (the demo company's CLP has none).
  await expect(periodTotals(page).nth(1)).toHaveText('10 · 25');
  await expect(periodTotals(page).nth(2)).toHaveText('4 · 10');
  await expect(periodTotals(page).nth(3)).toHaveText('6 · 15');
});

/** Scans a code or barcode into a stock document's line grid, with its quantity (the unit is what the barcode says). */
async function scan(page: Page, codeOrBarcode: string, quantity: string) {
  const entry = page.getByRole('group', { name: t('stock.scan.title'), exact: true });
  const code = entry.getByLabel(t('count.entry.code'), { exact: true });
  await code.fill(codeOrBarcode);
  await code.press('Enter');
  const qty = entry.getByLabel(t('stock.quantity'), { exact: true });
  await expect(qty).toBeFocused();
  await qty.fill(quantity);
  await qty.press('Enter');
  await expect(code).toBeFocused();
}

const lineGrid = (page: Page) => page.getByRole('table', { name: t('stock.lines'), exact: true });
const unitOf = (k: string) => t(`product.units.${k}`);

test('a transfer is scanned into a line grid like the sale screen, and the result opens the transfer note to print', async ({ page, request }) => {
  const ok = await api(request);
  const { central, shop, product } = await setup(ok);
  await countIn(ok, central.id, product.id, '100');

  await openAs(page, ROOT_USERNAME, ROOT_PASSWORD, '/product/stock-transfer/new');
  await page.getByLabel(t('stock.fromWarehouse'), { exact: true }).selectOption(central.id);
  await page.getByLabel(t('stock.toWarehouse'), { exact: true }).selectOption(shop.id);
  await expect(lineGrid(page)).toContainText(t('stock.scan.noLines'));
  // the box's barcode selects the box; the unit's barcode the unit; the same box again adds to its line
  await scan(page, product.boxBarcode, '1');
  await scan(page, product.barcode, '5');
  await scan(page, product.boxBarcode, '1');
  const rows = lineGrid(page).locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(page.getByLabel(t('stock.lineUnit', { n: '1' }), { exact: true })).toHaveValue('box');
  await expect(page.getByLabel(t('stock.lineQuantity', { n: '1' }), { exact: true })).toHaveValue('2');
  await expect(page.getByLabel(t('stock.lineUnit', { n: '2' }), { exact: true })).toHaveValue('unit');
  await expect(rows.nth(1)).toContainText(product.code);
  await page.getByRole('button', { name: t('stock.makeTransfer'), exact: true }).click();

  const status = page.getByRole('status').filter({ hasText: /TR-\d{8}-\d{4}/ });
  await expect(status).toBeVisible();
  const number = /TR-\d{8}-\d{4}/.exec((await status.textContent()) ?? '')![0];
  await expect(rows).toHaveCount(1); // the grid starts over (its "no lines yet" row)
  await status.getByRole('link', { name: t('stock.scan.openPrint', { number }), exact: true }).click();
  await expect(page).toHaveURL(/\/product\/stock-transfer\/print\/[^/]+$/);
  const note = page.locator('article.print-doc');
  await expect(note.getByRole('heading', { name: t('transfer.note'), exact: true })).toBeVisible();
  await expect(note).toContainText(number);
  await expect(note.getByRole('row').filter({ hasText: unitOf('box') })).toContainText('48');
  await expect(page.getByRole('button', { name: t('transfer.print'), exact: true })).toBeEnabled();
});

test('a write-off is scanned into the line grid, refuses a zero quantity, and links to its write-off note with print', async ({ page, request }) => {
  const ok = await api(request);
  const { central, product } = await setup(ok);
  await countIn(ok, central.id, product.id, '100');

  await openAs(page, ROOT_USERNAME, ROOT_PASSWORD, '/product/stock-damage');
  await page.getByLabel(t('stock.warehouse'), { exact: true }).selectOption(central.id);
  await page.getByLabel(t('stock.reason'), { exact: true }).selectOption('expired');
  const entry = page.getByRole('group', { name: t('stock.scan.title'), exact: true });
  await entry.getByLabel(t('count.entry.code'), { exact: true }).fill(product.code);
  await entry.getByLabel(t('count.entry.code'), { exact: true }).press('Enter');
  await entry.getByLabel(t('stock.quantity'), { exact: true }).fill('0');
  await entry.getByLabel(t('stock.quantity'), { exact: true }).press('Enter');
  await expect(entry.getByRole('alert')).toHaveText(t('stock.scan.badQuantity'));
  await entry.getByLabel(t('stock.quantity'), { exact: true }).fill('3');
  await entry.getByLabel(t('stock.quantity'), { exact: true }).press('Enter');
  await expect(entry.getByRole('status')).toHaveText(t('stock.scan.added', { product: product.code, quantity: '3', unit: unitOf('unit') }));
  await page.getByRole('button', { name: t('stock.recordDamage'), exact: true }).click();

  const status = page.getByRole('status').filter({ hasText: /DM-\d{8}-\d{4}/ });
  await expect(status).toBeVisible();
  const number = /DM-\d{8}-\d{4}/.exec((await status.textContent()) ?? '')![0];
  await status.getByRole('link', { name: t('stock.scan.openPrint', { number }), exact: true }).click();
  await expect(page).toHaveURL(/\/product\/stock-damage\/print\/[^/]+$/);
  const note = page.locator('article.print-doc');
  await expect(note.getByRole('heading', { name: t('damageList.note'), exact: true })).toBeVisible();
  await expect(note).toContainText(number);
  await expect(note).toContainText(t('stock.reasons.expired'));
  // valued at the product's cost: 3 x 2.50 = 7.50, shown in the cost currency's decimals (CLP: 8)
  const line = note.getByRole('row').filter({ hasText: product.code }).getByRole('cell');
  await expect(line.nth(6)).toHaveText('2.5');
  await expect(line.nth(7)).toHaveText('8');
  await expect(page.getByRole('button', { name: t('transfer.print'), exact: true })).toBeEnabled();
});

test("a clerk who may sell may print that sale's delivery note and receipt, and a transfer clerk the transfer note", async ({ page, request }) => {
  const token = await rootToken(request);
  const ok = await api(request);
  const { central, shop, product } = await setup(ok);
  await countIn(ok, central.id, product.id, '100');
  const sale = await ok('POST', '/sale/order/save-commit', {
    commandId: crypto.randomUUID(), order: { warehouseId: central.id, lines: [{ productId: product.id, unit: 'unit', quantity: '2' }] }, payments: [],
  });
  const transfer = await ok('POST', '/stock/transfers', { fromWarehouseId: central.id, toWarehouseId: shop.id, lines: [{ productId: product.id, unit: 'unit', quantity: '1' }] });
  const position = await createPosition(request, token, ['SaleNew', 'StockTransferNew']);
  const clerk = await createUser(request, token, { positionIds: [position.id], prefix: 'clerk' });

  await openAs(page, clerk.username, clerk.password, `/sale/print/${sale.id}`);
  await expect(page.getByTestId('sale-sheet').getByTestId('print-number')).toHaveText(sale.number);
  await page.goto(`/sale/no-price-print/0/${sale.id}`);
  await expect(page.getByTestId('sale-sheet')).toContainText(product.code);
  await page.goto(`/product/stock-transfer/print/${transfer.id}`);
  await expect(page.locator('article.print-doc')).toContainText(transfer.number);
  // what the position does not give stays closed
  await page.goto(`/product/stock-damage/print/${transfer.id}`);
  await expect(page).toHaveURL(/\/401/);
});

test('a position is given pages by area in the privilege tree, the print pages folded into the screens they print for', async ({ page }) => {
  await openAs(page, ROOT_USERNAME, ROOT_PASSWORD, '/setting/position');
  await page.getByRole('button', { name: t('position.new'), exact: true }).click();
  const dialog = page.getByRole('dialog');
  const tree = dialog.locator('fieldset.privilege-tree');
  const sales = tree.locator('details.privilege-section').filter({ has: page.locator('summary', { hasText: title('Sale') }) }).first();
  await sales.locator('summary').click();
  await expect(sales.getByRole('checkbox', { name: title('SaleNew'), exact: true })).toBeVisible();
  await expect(sales.getByRole('checkbox', { name: title('SaleList'), exact: true })).toBeVisible();
  for (const print of ['SalePrint', 'SaleNoPricePrint', 'SaleDeliveryNoteEn', 'SalePrint1']) {
    await expect(tree.getByRole('checkbox', { name: title(print), exact: true })).toHaveCount(0);
  }
  await tree.getByLabel(t('privilege.find'), { exact: true }).fill(title('StockDamage'));
  await expect(tree.getByRole('checkbox', { name: title('StockDamage'), exact: true })).toBeVisible();
  await expect(tree.getByRole('checkbox', { name: title('StockDamagePrint'), exact: true })).toHaveCount(0);
});
