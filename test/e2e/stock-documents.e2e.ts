import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { openAs, ROOT_PASSWORD, ROOT_USERNAME, type RootCall, rootApi, t, unique } from './support.js';

/**
 * Issue 4's documents and catalogue tools on their screens: the transfer list and its print
 * note, a batch transfer import refused for one bad row and then taken, a batch price change
 * with its before/after preview, the defective library, a page of barcode labels and the image
 * import.
 */

type Ok = RootCall;
const api = rootApi;

/** Two warehouses and a product with a box of 24, with 10 boxes received in the first by a posted count. */
async function stockedSetup(ok: Ok) {
  const s = unique('').slice(-6).toUpperCase();
  const central = await ok('POST', '/warehouses', { code: `BC${s}`, name: `Bodega ${s}` });
  const shop = await ok('POST', '/warehouses', { code: `TM${s}`, name: `Tienda ${s}` });
  const product = await ok('POST', '/products', { code: `JUGO-${s}`, name: `Jugo naranja ${s}`, packings: { box: { size: '24' } }, prices: { unit: { retail: '990' } } });
  const count = await ok('POST', '/stock/counts', { warehouseId: central.id, productIds: [product.id], note: 'e2e' });
  const counted = await ok('PUT', `/stock/counts/${count.id}/lines`, { version: count.streamVersion, lines: [{ productId: product.id, unit: 'box', quantity: '10' }] });
  await ok('POST', `/stock/counts/${count.id}/post`, { version: counted.streamVersion });
  return { s, central: { id: central.id, code: `BC${s}` }, shop: { id: shop.id, code: `TM${s}` }, product: { id: product.id, code: `JUGO-${s}` } };
}

async function xlsx(rows: (string | number | null)[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('transfers');
  ws.addRow(['from warehouse', 'to warehouse', 'code', 'barcode', 'unit', 'quantity', 'note']);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const grid = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('the transfer list links each transfer to its print-ready note', async ({ page, request }) => {
  const ok = await api(request);
  const { central, shop, product } = await stockedSetup(ok);
  const made = await ok('POST', '/stock/transfers', { fromWarehouseId: central.id, toWarehouseId: shop.id, note: 'para la vitrina', lines: [{ productId: product.id, unit: 'box', quantity: '3' }] });

  await openAs(page, ROOT_USERNAME, ROOT_PASSWORD, '/product/stock-transfer');
  await page.getByLabel(t('stock.toWarehouse'), { exact: true }).selectOption(shop.id);
  const row = page.getByRole('row').filter({ hasText: made.number });
  await expect(row).toHaveCount(1, { timeout: 10_000 });
  await expect(row.getByRole('gridcell', { name: '72', exact: true })).toBeVisible();

  await row.getByRole('link', { name: t('transfer.printOf', { number: made.number }) }).click();
  await expect(page).toHaveURL(new RegExp(`/product/stock-transfer/print/${made.id}$`));
  await expect(page.getByRole('heading', { name: t('transfer.note'), exact: true })).toBeVisible();
  const note = page.locator('article.print-doc');
  await expect(note).toContainText(made.number);
  await expect(note).toContainText(`${central.code} · `);
  await expect(note).toContainText('para la vitrina');
  await expect(note.getByRole('row').filter({ hasText: product.code })).toContainText('72');
  await expect(note.getByText(t('transfer.receivedBy'), { exact: true })).toBeVisible();
  // Printed, only the note remains: no menu, no buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('aside.sidebar')).toBeHidden();
  await expect(page.getByRole('button', { name: t('transfer.print'), exact: true })).toBeHidden();
  await expect(note).toBeVisible();
});

test('a batch transfer import with a bad row imports nothing and names the row; the corrected file makes the transfer', async ({ page, request }) => {
  const ok = await api(request);
  const { central, shop, product } = await stockedSetup(ok);
  await openAs(page, ROOT_USERNAME, ROOT_PASSWORD, '/product/stock-transfer/batch-import');
  const file = page.getByLabel(t('importReport.file'), { exact: true });

  await file.setInputFiles({
    name: 'traslados.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await xlsx([
      [central.code, shop.code, product.code, null, 'box', 2, 'lunes'],
      [central.code, 'NO-EXISTE', product.code, null, 'box', 1, null],
    ]),
  });
  await page.getByRole('button', { name: t('importReport.import'), exact: true }).click();
  await expect(page.getByText(t('importReport.nothingImported', { refused: '1', total: '2' }))).toBeVisible({ timeout: 15_000 });
  const bad = grid(page, t('importReport.title')).getByRole('row').filter({ hasText: 'no warehouse with code NO-EXISTE' });
  await expect(bad).toHaveCount(1);
  await expect(bad.getByRole('gridcell', { name: '3', exact: true })).toBeVisible();
  await expect(bad.getByRole('gridcell', { name: 'to', exact: true })).toBeVisible();
  expect((await ok('GET', `/stock/on-hand?warehouseId=${shop.id}&productId=${product.id}`)).rows).toEqual([]);

  await file.setInputFiles({
    name: 'traslados-bien.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await xlsx([
      [central.code, shop.code, product.code, null, 'box', 2, 'lunes'],
      [central.code, shop.code, product.code, null, 'unit', 5, null],
    ]),
  });
  await page.getByRole('button', { name: t('importReport.import'), exact: true }).click();
  await expect(page.getByText(t('transfer.imported', { rows: '2', transfers: '1' }))).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('progressbar')).toHaveAttribute('value', '100');
  const link = page.getByRole('link', { name: /^TR-\d{8}-\d{4}$/ });
  await expect(link).toHaveCount(1);
  expect((await ok('GET', `/stock/on-hand?warehouseId=${shop.id}&productId=${product.id}`)).rows[0].quantity).toBe('53');
  await link.click();
  await expect(page.locator('article.print-doc').getByRole('row').filter({ hasText: product.code })).toHaveCount(2);
});

test('a batch price change previews before and after, then changes every chosen product at once', async ({ page, request }) => {
  const ok = await api(request);
  const s = unique('').slice(-6).toUpperCase();
  const category = await ok('POST', '/categories', { name: `Lácteos ${s}` });
  const a = await ok('POST', '/products', { code: `LECHE-${s}`, name: 'Leche entera 1 l', categoryId: category.id, prices: { unit: { retail: '1090' } } });
  const b = await ok('POST', '/products', { code: `YOG-${s}`, name: 'Yogur natural', categoryId: category.id, prices: { unit: { retail: '455' } } });
  await ok('POST', '/products', { code: `QUESO-${s}`, name: 'Queso sin precio', categoryId: category.id });

  await openAs(page, ROOT_USERNAME, ROOT_PASSWORD, '/product/batch-price-change');
  await page.getByLabel(t('product.category'), { exact: true }).selectOption({ label: `Lácteos ${s}` });
  await page.getByLabel(t('priceTools.operation'), { exact: true }).selectOption('addPercent');
  await page.getByLabel(t('priceTools.percent'), { exact: true }).fill('10');
  await page.getByLabel(t('priceTools.decimals'), { exact: true }).selectOption('0');
  const preview = grid(page, t('priceTools.preview'));
  const leche = preview.getByRole('row').filter({ hasText: `LECHE-${s}` });
  await expect(leche.getByRole('gridcell', { name: '1,199', exact: true })).toBeVisible({ timeout: 10_000 });
  await expect(preview.getByRole('row').filter({ hasText: `YOG-${s}` }).getByRole('gridcell', { name: '501', exact: true })).toBeVisible();
  await expect(preview.getByRole('row').filter({ hasText: `QUESO-${s}` })).toContainText(t('priceTools.reasons.no-price'));

  await preview.locator('.ag-header-select-all').click();
  await page.getByRole('button', { name: t('priceTools.apply', { n: '2' }), exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: t('priceTools.apply', { n: '2' }), exact: true }).click();
  await expect(page.getByText(t('priceTools.applied', { n: '2' }))).toBeVisible();
  expect((await ok('GET', `/products/${a.id}`)).prices.unit.retail).toBe('1199');
  expect((await ok('GET', `/products/${b.id}`)).prices.unit.retail).toBe('501');
  const log = grid(page, t('priceTools.log'));
  await expect(log.getByRole('row').filter({ hasText: `LECHE-${s}` }).getByRole('gridcell', { name: '1,199', exact: true })).toBeVisible({ timeout: 10_000 });
});

test('goods written off as defective wait in the library and can be restocked', async ({ page, request }) => {
  const ok = await api(request);
  const { central, product } = await stockedSetup(ok);
  const dm = await ok('POST', '/stock/damages', { warehouseId: central.id, reason: 'defective', note: 'envase golpeado', lines: [{ productId: product.id, unit: 'box', quantity: '1' }] });
  expect((await ok('GET', `/stock/on-hand?warehouseId=${central.id}&productId=${product.id}`)).rows[0].quantity).toBe('216');

  await openAs(page, ROOT_USERNAME, ROOT_PASSWORD, '/product/defective');
  await page.getByLabel(t('stock.warehouse'), { exact: true }).selectOption(central.id);
  const lot = page.getByRole('row').filter({ hasText: product.code });
  await expect(lot).toHaveCount(1, { timeout: 10_000 });
  await expect(lot.getByRole('gridcell', { name: '24', exact: true })).toBeVisible();
  await lot.getByRole('button', { name: t('defective.disposeOf', { product: `${product.code} ${dm.number}` }) }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(t('defective.actions.restock')).check();
  await dialog.getByLabel(t('defective.quantity')).fill('20');
  await dialog.getByRole('button', { name: t('defective.actions.restock'), exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(lot.getByRole('gridcell', { name: '4', exact: true })).toBeVisible({ timeout: 10_000 });
  expect((await ok('GET', `/stock/on-hand?warehouseId=${central.id}&productId=${product.id}`)).rows[0].quantity).toBe('236');
  await expect(grid(page, t('defective.disposals')).getByRole('row').filter({ hasText: product.code })).toContainText(t('defective.actions.restock'));
});

test('the barcode label page prints the chosen copies, each with its barcode picture', async ({ page, request }) => {
  const ok = await api(request);
  const s = unique('').slice(-6).toUpperCase();
  await ok('POST', '/products', { code: `ARROZ-${s}`, name: 'Arroz grado 1', barcode: `780${String(Date.now()).slice(-9)}${s.length % 10}`, prices: { unit: { retail: '1290' } } });
  await ok('POST', '/products', { code: `SAL-${s}`, name: 'Sal fina', prices: { unit: { retail: '450' } } });

  await openAs(page, ROOT_USERNAME, ROOT_PASSWORD, '/product/barcode-print');
  const search = page.getByLabel(t('product.searchLabel'), { exact: true });
  for (const code of [`ARROZ-${s}`, `SAL-${s}`]) {
    await search.fill(code);
    await page.getByRole('button', { name: new RegExp(`^${t('labels.addProduct', { product: code })}`) }).click();
  }
  await page.getByLabel(t('labels.copiesOf', { product: `ARROZ-${s}` }), { exact: true }).fill('3');
  await page.getByLabel(t('labels.copiesOf', { product: `SAL-${s}` }), { exact: true }).fill('2');
  await expect(page.getByText(t('labels.count', { labels: '5', pages: '5' }))).toBeVisible();
  const sheets = page.getByLabel(t('labels.preview'), { exact: true });
  await expect(sheets.locator('.label')).toHaveCount(5);
  const pictures = sheets.getByRole('img');
  await expect(pictures).toHaveCount(5);
  for (const src of await pictures.evaluateAll((imgs) => imgs.map((i) => (i as unknown as { src: string }).src))) expect(src).toMatch(/^data:image\/svg\+xml/);
  // loaded and drawn: a broken picture has no natural width
  expect(await pictures.evaluateAll((imgs) => imgs.every((i) => (i as unknown as { naturalWidth: number }).naturalWidth > 0))).toBe(true);
  await expect(sheets.getByRole('img', { name: t('labels.barcodeOf', { text: `SAL-${s}` }) })).toHaveCount(2);
  await expect(sheets.locator('.label').first()).toContainText('1290');

  await page.getByLabel(t('labels.size'), { exact: true }).selectOption('a4-3x8');
  await expect(page.getByText(t('labels.count', { labels: '5', pages: '1' }))).toBeVisible();
  await expect(sheets.locator('.label-sheet')).toHaveCount(1);
  await page.getByLabel(t('labels.withPrice'), { exact: true }).uncheck();
  await expect(sheets.locator('.label-price')).toHaveCount(0);
});

test('image import adds pictures named after a product and reports the files that match none', async ({ page, request }) => {
  const ok = await api(request);
  const s = unique('').slice(-6).toUpperCase();
  const product = await ok('POST', '/products', { code: `FOTO-${s}`, name: 'Producto con foto' });
  // a 1x1 PNG
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

  await openAs(page, ROOT_USERNAME, ROOT_PASSWORD, '/product/image-import');
  await page.getByLabel(t('imageImport.files'), { exact: true }).setInputFiles([
    { name: `FOTO-${s}.png`, mimeType: 'image/png', buffer: png },
    { name: `NADIE-${s}.png`, mimeType: 'image/png', buffer: png },
  ]);
  await page.getByRole('button', { name: t('imageImport.upload', { n: '2' }), exact: true }).click();
  await expect(page.getByText(t('imageImport.unmatched', { files: `NADIE-${s}.png` }))).toBeVisible({ timeout: 15_000 });
  const report = grid(page, t('importReport.title'));
  await expect(report.getByRole('row').filter({ hasText: `NADIE-${s}.png` })).toContainText(t('imageImport.outcomes.no-product'));
  await expect(report.getByRole('row').filter({ hasText: `FOTO-${s}.png` })).toContainText(t('imageImport.outcomes.added'));

  await page.goto(`/product/${product.id}/update`);
  const picture = page.getByRole('img', { name: t('imageImport.imageOf', { n: '1', product: `FOTO-${s}` }) });
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((i) => (i as unknown as { naturalWidth: number }).naturalWidth)).toBe(1);
});
