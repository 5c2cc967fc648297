import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiCall, openAs, ROOT_PASSWORD, ROOT_USERNAME, rootToken, t, unique, withSettings } from './support.js';

/**
 * The catalogue basics through their screens: a category tree with a product in it, a supplier
 * with entries on its account and the balance they leave, a warehouse whose zones come from a
 * spreadsheet and get barcode labels, a size group and a product's sizes and colours, and a
 * supplier's price list synchronised into our products.
 */

const suffix = () => unique('').slice(-6).toUpperCase();

test('a category tree is built on its screen and a product is filed in a sub-category', async ({ page, request }) => {
  const token = await rootToken(request);
  const s = suffix();
  const parent = `Bebidas ${s}`;
  const child = `Jugos ${s}`;
  await openAs(page, ROOT_USERNAME, ROOT_PASSWORD, '/product/category');

  await page.getByRole('button', { name: t('category.newTop'), exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(t('category.name'), { exact: true }).fill(parent);
  await dialog.getByRole('button', { name: t('form.save'), exact: true }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: t('category.addChildOf', { name: parent }), exact: true }).click();
  await dialog.getByLabel(t('category.name'), { exact: true }).fill(child);
  await dialog.getByRole('button', { name: t('form.save'), exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator(`tr[data-category="${child}"]`)).toBeVisible();

  // A second sibling of the same name is refused and the dialog says why.
  await page.getByRole('button', { name: t('category.addChildOf', { name: parent }), exact: true }).click();
  await dialog.getByLabel(t('category.name'), { exact: true }).fill(child.toUpperCase());
  await dialog.getByRole('button', { name: t('form.save'), exact: true }).click();
  await expect(dialog.getByRole('alert')).toContainText('exists already');
  await dialog.getByRole('button', { name: t('form.cancel'), exact: true }).click();

  // The product form files the product under the sub-category.
  const code = `JUGO-${s}`;
  await page.goto('/product/new');
  await page.getByLabel(t('product.code'), { exact: true }).fill(code);
  await page.getByLabel(t('product.name'), { exact: true }).fill(`Jugo de naranja ${s}`);
  await page.getByLabel(t('product.category'), { exact: true }).selectOption({ label: `— ${child}` });
  await page.getByRole('button', { name: t('form.save'), exact: true }).click();
  await expect(page).toHaveURL(/\/product\/[^/]+\/update$/);
  const productId = decodeURIComponent(page.url().split('/product/')[1].split('/update')[0]);
  const product = (await apiCall<any>(request, 'GET', `/products/${productId}`, { token })).body.data;
  expect(product.categoryName).toBe(child);

  // The tree counts it in the sub-category and, with sub-categories, in the parent.
  await page.goto('/product/category');
  const childRow = page.locator(`tr[data-category="${child}"]`);
  const parentRow = page.locator(`tr[data-category="${parent}"]`);
  await expect(childRow.getByRole('cell').nth(0)).toHaveText('1');
  await expect(parentRow.getByRole('cell').nth(0)).toHaveText('0');
  await expect(parentRow.getByRole('cell').nth(1)).toHaveText('1');

  // Every category flat, with its path.
  await page.goto('/product/all-category');
  await expect(page.getByRole('gridcell', { name: `${parent} / ${child}`, exact: true })).toBeVisible();
});

test('a supplier gets an opening balance and a payment; the account shows the running balance', async ({ page, request }) => {
  const token = await rootToken(request);
  const s = suffix();
  const code = `PROV-${s}`;
  await openAs(page, ROOT_USERNAME, ROOT_PASSWORD, '/product/supplier/index');
  await page.getByRole('button', { name: t('supplier.new'), exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(t('supplier.code'), { exact: true }).fill(code);
  await dialog.getByLabel(t('supplier.name'), { exact: true }).fill(`Importadora ${s}`);
  await dialog.getByLabel(t('supplier.currency'), { exact: true }).fill('USD');
  await dialog.getByRole('button', { name: t('form.save'), exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('gridcell', { name: code, exact: true })).toBeVisible();
  const supplierId = (await apiCall<any>(request, 'GET', `/suppliers?search=${code}`, { token })).body.data.suppliers[0].id;

  const record = async (kind: 'opening' | 'payment', amount: string) => {
    await page.goto(`/product/supplier/${supplierId}/create-account`);
    await page.getByRole('radio', { name: t(`supplierAccount.kinds.${kind}`), exact: true }).check();
    await page.getByLabel(t('supplierAccount.amount'), { exact: true }).fill(amount);
    await page.getByRole('button', { name: t('supplierAccount.recordSubmit'), exact: true }).click();
  };

  await record('opening', '1000.50');
  await expect(page).toHaveURL(/\/product\/supplier\/account\?supplierId=/);
  const usd = page.locator('li.balance-card[data-currency="USD"]');
  await expect(usd.locator('strong')).toHaveText('1,000.50');

  // USD has two decimals: the server refuses a third, the form marks the amount and nothing is posted.
  await record('payment', '200.255');
  await expect(page.getByRole('alert').filter({ hasText: 'USD amounts have at most 2 decimals' }).first()).toBeVisible();
  await expect(page.getByLabel(t('supplierAccount.amount'), { exact: true })).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel(t('supplierAccount.amount'), { exact: true }).fill('200.25');
  await page.getByRole('button', { name: t('supplierAccount.recordSubmit'), exact: true }).click();
  await expect(page).toHaveURL(/\/product\/supplier\/account\?supplierId=/);
  await expect(usd.locator('strong')).toHaveText('800.25');
  await expect(usd).toContainText(t('supplierAccount.sides.owed'));
  // The ledger shows the payment with the balance it left.
  const paymentRow = page.getByRole('row').filter({ hasText: t('supplierAccount.kinds.payment') });
  await expect(paymentRow.getByRole('gridcell', { name: '-200.25', exact: true })).toBeVisible();
  await expect(paymentRow.getByRole('gridcell', { name: '800.25', exact: true })).toBeVisible();
  const account = (await apiCall<any>(request, 'GET', `/supplier-accounts/${supplierId}`, { token })).body.data;
  expect(account.balances).toEqual([{ currency: 'USD', balance: '800.25', entries: 2 }]);
});

test('a warehouse gets two zones from a spreadsheet and prints their barcode labels', async ({ page, request }) => {
  const token = await rootToken(request);
  const s = suffix();
  const code = `BOD-${s}`;
  await openAs(page, ROOT_USERNAME, ROOT_PASSWORD, '/setting/basics/warehouse');
  await page.getByRole('button', { name: t('warehouse.new'), exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(t('warehouse.code'), { exact: true }).fill(code);
  await dialog.getByLabel(t('warehouse.name'), { exact: true }).fill(`Bodega ${s}`);
  await dialog.getByRole('button', { name: t('form.save'), exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('gridcell', { name: code, exact: true })).toBeVisible();

  // Refusals show under the field they are about, and the dialog keeps what was typed: the
  // schema's message before any request, the server's "code taken" after one (Enter saves).
  await page.getByRole('button', { name: t('warehouse.new'), exact: true }).click();
  const codeField = dialog.getByLabel(t('warehouse.code'), { exact: true });
  const nameField = dialog.getByLabel(t('warehouse.name'), { exact: true });
  await codeField.fill(code);
  await codeField.press('Enter');
  await expect(nameField).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByRole('alert')).toHaveText('enter a name');
  await nameField.fill(`Otra bodega ${s}`);
  await nameField.press('Enter');
  await expect(codeField).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByRole('alert')).toHaveText('A warehouse with this code exists already.');
  await expect(nameField).not.toHaveAttribute('aria-invalid', 'true');
  await expect(codeField).toHaveValue(code);
  await dialog.getByRole('button', { name: t('form.cancel'), exact: true }).click();
  await expect(dialog).toBeHidden();
  const warehouseId = (await apiCall<any>(request, 'GET', `/warehouses?search=${code}`, { token })).body.data.warehouses[0].id;

  // A spreadsheet as a trader would send it: Spanish headers, one blank row.
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('zonas');
  ws.addRow(['Código', 'Nombre', 'Barcode']);
  ws.addRow([`A1-${s}`, 'Pasillo A1', `ZA1${s}`]);
  ws.addRow([]);
  ws.addRow([`A2-${s}`, 'Pasillo A2', `ZA2${s}`]);
  const file = join(mkdtempSync(join(tmpdir(), 'zones-')), 'zonas.xlsx');
  writeFileSync(file, Buffer.from(await wb.xlsx.writeBuffer()));

  await page.goto(`/setting/basics/warehouseZone/batch-import?warehouseId=${warehouseId}`);
  await expect(page.getByLabel(t('warehouse.warehouse'), { exact: true })).toHaveValue(warehouseId);
  await page.getByLabel(t('zone.import.file'), { exact: true }).setInputFiles(file);
  await page.getByRole('button', { name: t('zone.import.start'), exact: true }).click();
  await expect(page.getByText(t('zone.import.imported', { n: '2' }), { exact: true })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: t('zone.import.progress') })).toHaveAttribute('value', '100');

  // The same file again: both codes exist now, all-or-nothing imports nothing and names the rows as in the sheet.
  await page.getByRole('button', { name: t('zone.import.start'), exact: true }).click();
  await expect(page.getByText(t('zone.import.nothingImported'), { exact: true })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: `code A2-${s} exists already` }).getByRole('cell').first()).toHaveText('4');

  await page.goto(`/setting/basics/warehouseZone?warehouseId=${warehouseId}`);
  await expect(page.getByRole('gridcell', { name: `A1-${s}`, exact: true })).toBeVisible();
  await expect(page.getByRole('gridcell', { name: `A2-${s}`, exact: true })).toBeVisible();

  await page.goto(`/setting/basics/warehouseZone/barcode?warehouseId=${warehouseId}`);
  const labels = page.locator('li.zone-label');
  await expect(labels).toHaveCount(2);
  await expect(page.locator(`[data-barcode="ZA1${s}"] svg`)).toBeVisible();
  await expect(page.locator(`[data-barcode="ZA2${s}"] svg`)).toBeVisible();
  await expect(labels.first()).toContainText(`A1-${s}`);
  // Print-ready: in print media the page chrome is gone and the labels remain.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('aside.sidebar')).toBeHidden();
  await expect(page.getByRole('button', { name: t('zone.print'), exact: true })).toBeHidden();
  await expect(labels.first()).toBeVisible();
});

test('a size group is made on its screen; with EnableSize and EnableColor a product picks sizes and colours', async ({ page, request }) => {
  const token = await rootToken(request);
  const s = suffix();
  const group = `Ropa ${s}`;
  await openAs(page, ROOT_USERNAME, ROOT_PASSWORD, '/setting/basics/create-sizeGroups');
  await page.getByLabel(t('sizeGroup.name'), { exact: true }).fill(group);
  await page.getByLabel(t('sizeGroup.addSize'), { exact: true }).fill('S, M, L');
  await page.getByLabel(t('sizeGroup.addSize'), { exact: true }).press('Enter');
  await page.getByLabel(t('sizeGroup.addSize'), { exact: true }).fill('XS');
  await page.getByLabel(t('sizeGroup.addSize'), { exact: true }).press('Enter');
  // XS goes first: moved up three times.
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: t('sizeGroup.up', { size: 'XS' }), exact: true }).click();
  await expect(page.getByRole('list', { name: t('sizeGroup.sizes') }).getByRole('listitem')).toHaveText(['XS↑↓×', 'S↑↓×', 'M↑↓×', 'L↑↓×']);
  await page.getByRole('button', { name: t('form.save'), exact: true }).click();
  await expect(page).toHaveURL(/\/setting\/basics\/sizeGroups$/);
  await expect(page.getByRole('gridcell', { name: 'XS · S · M · L', exact: true })).toBeVisible();

  await withSettings(request, { EnableSize: true, EnableColor: true }, async () => {
    const code = `POLERA-${s}`;
    // The settings are read when the app starts: open the form afresh.
    await page.goto('/product/new');
    await page.reload();
    await page.getByLabel(t('product.code'), { exact: true }).fill(code);
    await page.getByLabel(t('product.name'), { exact: true }).fill(`Polera ${s}`);
    await page.getByLabel(t('sizeGroup.sizeGroup'), { exact: true }).selectOption({ label: group });
    await page.getByRole('checkbox', { name: 'M', exact: true }).check();
    await page.getByRole('checkbox', { name: 'XS', exact: true }).check();
    await page.getByLabel(t('sizeGroup.colors'), { exact: true }).fill('rojo, azul, Rojo');
    await page.getByRole('button', { name: t('form.save'), exact: true }).click();
    await expect(page).toHaveURL(/\/product\/[^/]+\/update$/);
    const productId = decodeURIComponent(page.url().split('/product/')[1].split('/update')[0]);
    const product = (await apiCall<any>(request, 'GET', `/products/${productId}`, { token })).body.data;
    // Sizes in the group's order, colours without the repeated one.
    expect({ sizes: product.sizes, colors: product.colors }).toEqual({ sizes: ['XS', 'M'], colors: ['rojo', 'azul'] });
  });
});

test("a supplier's price list is compared with our products and the chosen updates are applied", async ({ page, request }) => {
  const token = await rootToken(request);
  const s = suffix();
  const ok = async (method: 'GET' | 'POST', path: string, body?: unknown) => {
    const r = await apiCall<any>(request, method, path, { token, body });
    expect(r.status, `${method} ${path}: ${JSON.stringify(r.body.error)}`).toBeLessThan(300);
    return r.body.data;
  };
  const supplier = await ok('POST', '/suppliers', { code: `LISTA-${s}`, name: `Mayorista ${s}`, currency: 'USD' });
  const barcode = `780${Date.now()}`.slice(0, 13);
  const product = await ok('POST', '/products', { code: `TAZA-${s}`, name: `Taza ${s}`, barcode, prices: { unit: { purchase: '100' } } });

  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('lista');
  ws.addRow(['item code', 'barcode', 'name', 'purchase price']);
  ws.addRow([`T-${s}`, barcode, 'Mug', '112.5']);
  ws.addRow([`X-${s}`, '0000000000000', 'Not ours', '3']);
  const file = join(mkdtempSync(join(tmpdir(), 'prices-')), 'lista.xlsx');
  writeFileSync(file, Buffer.from(await wb.xlsx.writeBuffer()));

  await openAs(page, ROOT_USERNAME, ROOT_PASSWORD, '/product/supplier/synchronousInfo');
  await page.getByLabel(t('supplierAccount.supplier'), { exact: true }).selectOption(supplier.id);
  await page.getByLabel(t('priceSync.file'), { exact: true }).setInputFiles(file);
  await page.getByRole('button', { name: t('priceSync.compare'), exact: true }).click();
  await expect(page.getByText(t('priceSync.counts.changed', { n: '1' }), { exact: true })).toBeVisible();
  await expect(page.getByText(t('priceSync.counts.unknown', { n: '1' }), { exact: true })).toBeVisible();
  // The settings select the new link and the price by themselves.
  await expect(page.getByRole('checkbox', { name: t('priceSync.take.price', { row: '2' }), exact: true })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: t('priceSync.take.link', { row: '2' }), exact: true })).toBeChecked();
  await page.getByRole('button', { name: t('priceSync.apply', { n: '1' }), exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: t('priceSync.apply', { n: '1' }), exact: true }).click();
  await expect(page.getByText(t('priceSync.applied', { products: '1' }), { exact: true })).toBeVisible();

  const after = await ok('GET', `/products/${product.id}`);
  expect({ purchase: after.prices.unit.purchase, link: after.suppliers[supplier.id] }).toEqual({ purchase: '112.5', link: `T-${s}` });
});

test('the product list finds products by part of the code or name and says "about" for a total the server estimated', async ({ page, request }) => {
  const token = await rootToken(request);
  const s = suffix();
  for (const [code, name] of [[`TE-${s}-V`, `Té verde ${s}`], [`TE-${s}-N`, `Té negro ${s}`], [`CAFE-${s}`, `Café molido ${s}`]]) {
    expect((await apiCall(request, 'POST', '/products', { token, body: { code, name } })).status).toBe(201);
  }
  await openAs(page, ROOT_USERNAME, ROOT_PASSWORD, '/product/index');
  const search = page.getByLabel(t('product.searchLabel'), { exact: true });
  const pager = page.getByRole('navigation', { name: t('grid.paging'), exact: true });

  // A fragment of the codes: both teas, in code order, counted exactly.
  await search.fill(`${s}-`);
  await expect(page.getByRole('gridcell', { name: `TE-${s}-N`, exact: true })).toBeVisible();
  await expect(page.getByRole('gridcell', { name: `TE-${s}-V`, exact: true })).toBeVisible();
  await expect(page.getByRole('gridcell', { name: `CAFE-${s}`, exact: true })).toHaveCount(0);
  await expect(pager).toContainText(t('grid.total', { total: '2' }));
  // A fragment of a name, any case.
  await search.fill(`VERDE ${s}`);
  await expect(page.getByRole('gridcell', { name: `TE-${s}-N`, exact: true })).toHaveCount(0);
  await expect(page.getByRole('gridcell', { name: `TE-${s}-V`, exact: true })).toBeVisible();
  await expect(pager).toContainText(t('grid.total', { total: '1' }));

  // Past 10,000 matches the server estimates the total (totalEstimated): the pager says "about",
  // with the thousands grouped. (The estimate is the server's answer, rewritten here: seeding
  // 10,000 products belongs in the bench, not in a browser test.)
  await page.route('**/be/api/products?*', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    await route.fulfill({ response, json: { ...body, data: { ...body.data, total: 300000, totalEstimated: true } } });
  });
  await search.fill(`molido ${s}`);
  await expect(page.getByRole('gridcell', { name: `CAFE-${s}`, exact: true })).toBeVisible();
  await expect(pager).toContainText(t('grid.totalEstimated', { total: '300,000' }));
  await page.unroute('**/be/api/products?*');
});

test('the product grid sorts by a column, narrows with the quick filter and with a column filter, and keeps working with only the grid modules it registers', async ({ page, request }) => {
  const token = await rootToken(request);
  const s = suffix();
  for (const [code, name, unit] of [[`GR-${s}-B`, `Arroz ${s}`, '1200'], [`GR-${s}-A`, `Lentejas ${s}`, '800'], [`GR-${s}-C`, `Garbanzos ${s}`, '2500']] as const) {
    const body = { code, name, prices: { unit: { retail: unit } } };
    const created = await apiCall(request, 'POST', '/products', { token, body });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
  }
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /AG Grid|ag-grid/i.test(m.text())) errors.push(m.text());
  });
  await openAs(page, ROOT_USERNAME, ROOT_PASSWORD, '/product/index');
  await page.getByLabel(t('product.searchLabel'), { exact: true }).fill(`GR-${s}-`);
  // The codes of the rows on screen in row order, read in one go: the grid re-renders as the search
  // answers, and reading row by row raced it (a row counted, then gone before it was read).
  const codes = () =>
    page.locator('.ag-row').evaluateAll((rows) =>
      rows
        .map((r) => ({ index: Number(r.getAttribute('row-index')), code: r.querySelector('[col-id=code]')?.textContent?.trim() ?? '' }))
        .filter((r) => r.code)
        .sort((a, b) => a.index - b.index)
        .map((r) => r.code),
    );
  await expect.poll(codes).toEqual(expect.arrayContaining([`GR-${s}-A`, `GR-${s}-B`, `GR-${s}-C`]));

  // Sorting: a click on the name header sorts by name, a second click reverses it.
  const nameHeader = page.getByRole('columnheader', { name: t('product.name'), exact: true });
  await nameHeader.click();
  await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect.poll(codes).toEqual([`GR-${s}-B`, `GR-${s}-C`, `GR-${s}-A`]);
  await nameHeader.click();
  await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(codes).toEqual([`GR-${s}-A`, `GR-${s}-C`, `GR-${s}-B`]);

  // The quick filter above the grid.
  const quick = page.getByLabel(t('grid.filter'), { exact: true });
  await quick.fill('garbanzos');
  await expect.poll(codes).toEqual([`GR-${s}-C`]);
  await quick.fill('');
  await expect.poll(codes).toHaveLength(3);

  // A number column filter: retail price greater than 1000.
  const priceHeader = page.getByRole('columnheader', { name: t('product.retailPrice'), exact: true });
  await priceHeader.hover();
  await priceHeader.locator('.ag-header-cell-filter-button, .ag-header-cell-menu-button').first().click();
  const filter = page.locator('.ag-filter');
  await expect(filter).toBeVisible();
  await filter.locator('select, .ag-picker-field').first().click();
  await page.locator('.ag-list-item, option').filter({ hasText: /greater than/i }).first().click();
  await filter.locator('input').first().fill('1000');
  await expect.poll(codes).toEqual([`GR-${s}-C`, `GR-${s}-B`]);

  expect(errors).toEqual([]);
});
