// Purchase orders on their screens (issue 13, docs/purchasing-screens.md): a draft in boxes,
// commit, a receipt into one warehouse, the rest split over two, the quantities and statuses as
// they change, the stock it made on the stock screen, the list finding the order, and the numbers
// of another interface language.
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { readLocale } from '../../frontend/src/i18n/read-locales.node.js';
import { apiLogin, BASE_URL, openAs, ROOT_PASSWORD, ROOT_USERNAME, rootApi, type RootCall, t, unique, withSettings } from './support.js';

test.use({ viewport: { width: 1366, height: 768 } });

type Tree = Record<string, unknown>;
const hu = readLocale('hu') as Tree;
const text = (tree: Tree, key: string, vars: Record<string, string> = {}) => {
  const value = key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Tree)[part] : undefined), tree);
  if (typeof value !== 'string') throw new Error(`no text for ${key}`);
  return value.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => vars[name] ?? '');
};

/** A supplier buying in USD, two warehouses and a product with a box of 24. */
async function purchaseSetup(ok: RootCall) {
  const s = unique('').slice(-6).toUpperCase();
  const supplier = await ok('POST', '/suppliers', { code: `PROV-${s}`, name: `Shenzhen Cups ${s}`, currency: 'USD' });
  const main = await ok('POST', '/warehouses', { code: `PA${s}`, name: `Almacén ${s}` });
  const second = await ok('POST', '/warehouses', { code: `PB${s}`, name: `Bodega norte ${s}` });
  const product = await ok('POST', '/products', { code: `VASO-${s}`, name: `Vaso térmico ${s}`, packings: { box: { size: '24' } } });
  return { supplier: { id: supplier.id as string, code: `PROV-${s}` }, mainCode: `PA${s}`, main: main.id as string, second: second.id as string, product: { id: product.id as string, code: `VASO-${s}` } };
}

const status = (page: Page) => page.getByTestId('purchase-status');
const orderLine = (page: Page, n: number) => page.getByRole('table', { name: t('purchase.lines') }).getByRole('row', { name: t('purchase.lineN', { n: String(n) }) });
/** The cells of an order line in the sheet: #, code, name, unit, quantity, ordered, received, returned, open, ... */
const cell = (page: Page, n: number, column: number) => orderLine(page, n).getByRole('cell').nth(column);

test('a purchase order drafted in boxes, committed, received into one warehouse, the rest split over two; stock and the list follow', async ({ page, request }) => {
  const ok = await rootApi(request);
  await withSettings(request, { CostCurrencyID: 'USD', StockNumberDecimal: 0 }, async () => {
    const { supplier, main, second, product } = await purchaseSetup(ok);
    await openAs(page, ROOT_USERNAME, ROOT_PASSWORD, '/purchase/new');

    // 1. The draft: supplier (its currency comes with it), warehouse, 10 boxes at 48 USD.
    await page.getByLabel(t('purchase.supplierSearch'), { exact: true }).fill(supplier.code);
    const supplierSelect = page.getByLabel(t('purchase.col.supplier'), { exact: true });
    await expect(supplierSelect.locator('option', { hasText: supplier.code })).toHaveCount(1);
    await supplierSelect.selectOption(supplier.id);
    await expect(page.getByLabel(t('purchase.col.currency'), { exact: true })).toHaveValue('USD');
    await page.getByLabel(t('purchase.col.warehouse'), { exact: true }).selectOption(main);
    const search = page.getByLabel(t('stock.productSearch', { label: t('purchase.entry.product') }), { exact: true });
    await search.fill(product.code);
    await search.press('Enter');
    await expect(page.getByLabel(t('purchase.entry.product'), { exact: true })).toHaveValue(product.id);
    await page.getByLabel(t('purchase.line.unit'), { exact: true }).selectOption('box');
    await page.getByLabel(t('purchase.line.quantity'), { exact: true }).fill('10');
    await page.getByLabel(t('purchase.line.unitPriceIn', { currency: 'USD' }), { exact: true }).fill('48');
    await page.getByRole('button', { name: t('purchase.entry.add'), exact: true }).click();
    await expect(page.getByLabel(t('purchase.lineUnit', { n: '1' }), { exact: true })).toHaveValue('box');
    await expect(page.getByTestId('purchase-total')).toHaveText('480.00');

    // 2. Commit: the order opens committed, 240 units ordered, all open.
    await page.getByRole('button', { name: t('purchase.commit'), exact: true }).click();
    await expect(page).toHaveURL(/\/purchase\/[^/]+\/details$/, { timeout: 15_000 });
    await expect(status(page)).toHaveText(t('purchase.status.committed'));
    const orderId = /\/purchase\/([^/]+)\/details$/.exec(page.url())![1]!;
    const number = (await page.getByRole('heading', { level: 1 }).textContent())!.replace(t('purchase.title', { number: '' }), '').trim();
    expect(number).toMatch(/^PO/);
    await expect(cell(page, 1, 5)).toHaveText('240');
    await expect(cell(page, 1, 8)).toHaveText('240');

    // 3. Receive 4 boxes into the main warehouse: partly received, 96 in, 144 open.
    await page.getByRole('button', { name: t('purchase.receive'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t('purchase.receiveTitle', { number }) });
    const qty = dialog.getByLabel(t('purchase.quantityOfLine', { n: '1' }), { exact: true });
    await expect(qty).toHaveValue('10');
    await qty.fill('4');
    await dialog.getByRole('button', { name: t('purchase.receive'), exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(status(page)).toHaveText(t('purchase.status.partlyReceived'));
    await expect(cell(page, 1, 6)).toHaveText('96');
    await expect(cell(page, 1, 8)).toHaveText('144');
    await expect(page.getByRole('region', { name: t('purchase.receipts') })).toContainText(/RC/);

    // 4. The rest split: 2 boxes into the main warehouse, 4 into the second.
    await page.getByRole('link', { name: t('purchase.split'), exact: true }).click();
    await expect(page).toHaveURL(/\/product\/purchase\/[^/]+\/inbound-split$/);
    const first = page.getByRole('group', { name: t('purchase.splitRow', { n: '1' }) });
    const other = page.getByRole('group', { name: t('purchase.splitRow', { n: '2' }) });
    await expect(first.getByLabel(t('purchase.col.warehouse'), { exact: true })).toHaveValue(main);
    await other.getByLabel(t('purchase.col.warehouse'), { exact: true }).selectOption(second);
    await first.getByLabel(t('purchase.splitQuantity', { n: '1', line: '1' }), { exact: true }).fill('2');
    await other.getByLabel(t('purchase.splitQuantity', { n: '2', line: '1' }), { exact: true }).fill('4');
    await page.getByRole('button', { name: t('purchase.receiveSplit'), exact: true }).click();
    await expect(page).toHaveURL(/\/purchase\/[^/]+\/details$/, { timeout: 15_000 });
    await expect(status(page)).toHaveText(t('purchase.status.received'));
    await expect(cell(page, 1, 6)).toHaveText('240');
    await expect(cell(page, 1, 8)).toHaveText('0');
    await expect(page.getByRole('region', { name: t('purchase.history') })).toContainText(t('purchase.event.received'));

    // 5. Stock on hand: 6 boxes (144) in the main warehouse, 4 boxes (96) in the second.
    await page.goto('/product/stock');
    for (const [warehouse, units] of [[main, '144'], [second, '96']] as const) {
      await page.getByLabel(t('stock.warehouse'), { exact: true }).selectOption(warehouse);
      const row = page.getByRole('row').filter({ hasText: product.code });
      await expect(row).toHaveCount(1, { timeout: 10_000 });
      await expect(row.locator('[col-id=quantity]')).toHaveText(units);
    }

    // 6. The list finds the order by its number, received.
    await page.goto('/product/purchase');
    await page.getByLabel(t('purchase.filter.search'), { exact: true }).fill(number);
    const listed = page.getByRole('row').filter({ hasText: number });
    await expect(listed).toHaveCount(1, { timeout: 10_000 });
    await expect(listed.locator('[col-id=status]')).toHaveText(t('purchase.status.received'));
    await expect(listed.locator('[col-id=total]')).toHaveText('480.00');

    // 7. The print page: the supplier, the lines and the total, ready to print.
    await page.goto(`/product/purchase/print/${orderId}`);
    const sheet = page.locator('article.purchase-print');
    await expect(sheet.getByRole('heading', { name: t('purchase.printTitle'), exact: true })).toBeVisible();
    await expect(sheet).toContainText(number);
    await expect(sheet).toContainText(supplier.code);
    await expect(sheet.getByRole('row').filter({ hasText: product.code })).toContainText('48.00');
    await expect(sheet.locator('tfoot')).toContainText('480.00 USD');
  });
});

test('in Hungarian the order shows its prices and total with Hungarian separators', async ({ page, request }) => {
  const ok = await rootApi(request);
  await withSettings(request, { CostCurrencyID: 'USD' }, async () => {
    const { supplier, main, product } = await purchaseSetup(ok);
    const draft = await ok('POST', '/purchase/orders', {
      supplierId: supplier.id, warehouseId: main, currency: 'USD', lines: [{ productId: product.id, unit: 'box', quantity: '3', unitPrice: '1234.5' }],
    });
    await ok('POST', `/purchase/orders/${draft.id}/commit`, { version: draft.version });

    const token = await apiLogin(request, ROOT_USERNAME, ROOT_PASSWORD, 'hu');
    await page.context().addCookies([{ name: 'Admin-Token', value: token, url: BASE_URL }]);
    await page.context().addInitScript(() => {
      const storage = (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage;
      storage.setItem('language', 'hu');
      const d = new Date();
      const pad = (n: number) => String(n).padStart(2, '0');
      storage.setItem('noticeShownDay', `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`);
    });
    await page.goto(`/purchase/${draft.id}/details`);
    await expect(page.getByTestId('purchase-status')).toHaveText(text(hu, 'purchase.status.committed'));
    const line = page.getByRole('table', { name: text(hu, 'purchase.lines') }).getByRole('row', { name: text(hu, 'purchase.lineN', { n: '1' }) });
    // Hungarian groups thousands with a (non-breaking) space and marks decimals with a comma.
    await expect(line.getByRole('cell').nth(11)).toHaveText(/^1\s234,50$/);
    await expect(line.getByRole('cell').nth(12)).toHaveText(/^3\s703,50$/);
    await expect(page.getByRole('button', { name: text(hu, 'purchase.receive'), exact: true })).toBeVisible();
  });
});

test("a sale order's transform-po draft opens in the editor linked to its sale order, and commits once supplier and price are given", async ({ page, request }) => {
  const ok = await rootApi(request);
  await withSettings(request, { CostCurrencyID: 'USD', StockNumberDecimal: 0 }, async () => {
    const { supplier, main, product } = await purchaseSetup(ok);
    const sale = await ok('POST', '/sale/order', { warehouseId: main, lines: [{ productId: product.id, unit: 'box', quantity: '2' }] });
    const made = await ok('POST', '/sale/order/transform-po', { id: sale.id });
    const po = made.purchaseOrder as { id: string; number: string };

    await openAs(page, ROOT_USERNAME, ROOT_PASSWORD, `/purchase/${po.id}/details`);
    await expect(page.getByTestId('purchase-source')).toContainText(sale.number);
    await expect(page.getByTestId('purchase-source').getByRole('link', { name: sale.number })).toHaveAttribute('href', `/sale/index?search=${sale.number}`);
    await expect(page.getByLabel(t('purchase.lineUnit', { n: '1' }), { exact: true })).toHaveValue('box');
    await expect(page.getByLabel(t('purchase.lineQuantity', { n: '1' }), { exact: true })).toHaveValue('2');

    // Committing without a supplier is refused and nothing changes.
    await page.getByRole('button', { name: t('purchase.commit'), exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: t('refusal.reason.supplier_required') })).toBeVisible();
    await expect(page.getByRole('button', { name: t('purchase.commit'), exact: true })).toBeEnabled();
    await expect(page.getByTestId('purchase-status')).toHaveCount(0);

    await page.getByLabel(t('purchase.supplierSearch'), { exact: true }).fill(supplier.code);
    const supplierSelect = page.getByLabel(t('purchase.col.supplier'), { exact: true });
    await expect(supplierSelect.locator('option', { hasText: supplier.code })).toHaveCount(1);
    await supplierSelect.selectOption(supplier.id);
    await page.getByLabel(t('purchase.linePrice', { n: '1' }), { exact: true }).fill('30');
    await expect(page.getByTestId('purchase-total')).toHaveText('60.00');
    await page.getByRole('button', { name: t('purchase.commit'), exact: true }).click();
    await expect(page.getByTestId('purchase-status')).toHaveText(t('purchase.status.committed'), { timeout: 15_000 });
    await expect(page.getByTestId('purchase-source')).toContainText(sale.number);
    await expect(orderLine(page, 1).getByRole('cell').nth(5)).toHaveText('48');
  });
});

async function sheet(rows: (string | number | null)[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('orders');
  ws.addRow(['ref', 'supplier', 'warehouse', 'currency', 'expected', 'code', 'unit', 'quantity', 'price', 'rate', 'note']);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

test('a batch import with a bad row imports nothing and names the row; the corrected sheet makes the orders', async ({ page, request }) => {
  const ok = await rootApi(request);
  await withSettings(request, { CostCurrencyID: 'USD' }, async () => {
    const { supplier, product, mainCode: warehouse } = await purchaseSetup(ok);
    await openAs(page, ROOT_USERNAME, ROOT_PASSWORD, '/purchase/batch-import');
    const file = page.getByLabel(t('importReport.file'), { exact: true });
    const type = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

    await file.setInputFiles({ name: 'compras.xlsx', mimeType: type, buffer: await sheet([
      ['A', supplier.code, warehouse, 'USD', null, product.code, 'box', 5, '48', null, null],
      ['A', supplier.code, warehouse, 'USD', null, 'NO-SUCH-CODE', 'unit', 3, '2', null, null],
    ]) });
    await page.getByRole('button', { name: t('importReport.import'), exact: true }).click();
    await expect(page.getByText(t('importReport.nothingImported', { refused: '1', total: '2' }))).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('NO-SUCH-CODE').first()).toBeVisible();

    await file.setInputFiles({ name: 'compras.xlsx', mimeType: type, buffer: await sheet([
      ['A', supplier.code, warehouse, 'USD', null, product.code, 'box', 5, '48', null, null],
      ['B', supplier.code, warehouse, 'USD', null, product.code, 'unit', 12, '2.5', null, null],
    ]) });
    await page.getByRole('button', { name: t('importReport.import'), exact: true }).click();
    await expect(page.getByText(t('purchase.imported', { rows: '2', orders: '2' }))).toBeVisible({ timeout: 15_000 });
    const links = page.getByRole('link', { name: /^PO/ });
    await expect(links).toHaveCount(2);
    await links.first().click();
    await expect(page).toHaveURL(/\/purchase\/[^/]+\/details$/);
    await expect(page.getByRole('button', { name: t('purchase.saveDraft'), exact: true })).toBeVisible();
  });
});

test('goods sent back to the supplier and the order closed short: returned, open and short quantities follow', async ({ page, request }) => {
  const ok = await rootApi(request);
  await withSettings(request, { CostCurrencyID: 'USD', StockNumberDecimal: 0 }, async () => {
    const { supplier, main, product } = await purchaseSetup(ok);
    const draft = await ok('POST', '/purchase/orders', { supplierId: supplier.id, warehouseId: main, currency: 'USD', lines: [{ productId: product.id, unit: 'box', quantity: '10', unitPrice: '48' }] });
    const committed = await ok('POST', `/purchase/orders/${draft.id}/commit`, { version: draft.version });
    await ok('POST', `/purchase/orders/${draft.id}/receipts`, { version: committed.version, warehouseId: main, lines: [{ orderLine: 1, quantity: '4' }] });

    await openAs(page, ROOT_USERNAME, ROOT_PASSWORD, `/purchase/${draft.id}/details`);
    await expect(status(page)).toHaveText(t('purchase.status.partlyReceived'));

    // One box goes back: 24 returned, open again (240 - 96 + 24).
    await page.getByRole('button', { name: t('purchase.returnGoods'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t('purchase.returnTitle', { number: draft.number }) });
    await dialog.getByLabel(t('purchase.returnReason'), { exact: true }).fill('tapas rotas');
    await dialog.getByLabel(t('purchase.quantityOfLine', { n: '1' }), { exact: true }).fill('1');
    await dialog.getByRole('button', { name: t('purchase.returnGoods'), exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(cell(page, 1, 7)).toHaveText('24');
    await expect(cell(page, 1, 8)).toHaveText('168');
    await expect(page.getByRole('region', { name: t('purchase.returns') })).toContainText('tapas rotas');

    // Closed: the rest is recorded short.
    await page.getByRole('button', { name: t('purchase.close'), exact: true }).click();
    const confirm = page.getByRole('dialog', { name: t('purchase.closeTitle', { number: draft.number }) });
    await confirm.getByLabel(t('purchase.reason'), { exact: true }).fill('proveedor sin stock');
    await confirm.getByRole('button', { name: t('purchase.close'), exact: true }).click();
    await expect(status(page)).toHaveText(t('purchase.status.closed'));
    await expect(cell(page, 1, 10)).toHaveText('168');
    await expect(page.getByRole('button', { name: t('purchase.receive'), exact: true })).toHaveCount(0);
    await expect(page.getByRole('region', { name: t('purchase.history') })).toContainText(t('purchase.event.closed'));
  });
});
