import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { apiCall, openAs, ROOT_PASSWORD, ROOT_USERNAME, rootToken, t, unique } from './support.js';

/** A small .xlsx made here, as a trader would save it from a spreadsheet. */
async function xlsx(rows: (string | number | null)[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('count');
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The stock-check screens: a spreadsheet with one bad row is refused with a row-by-row report and
 * nothing is added; a good one is imported; the product counted twice shows on the duplicates
 * list, where one entry is removed; the print page renders the count sheet, and after posting
 * the result. A batch sheet opens one count per warehouse.
 */
test('Excel import with a refused row, the duplicates list, the count sheet and a batch import', async ({ page, request }) => {
  const token = await rootToken(request);
  const ok = async (method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) => {
    const r = await apiCall<any>(request, method, path, { token, body });
    expect(r.status, `${method} ${path}: ${JSON.stringify(r.body.error)}`).toBeLessThan(300);
    return r.body.data;
  };
  const suffix = unique('c').slice(-6).toUpperCase();
  const central = (await ok('POST', '/warehouses', { code: `CK${suffix}`, name: `Bodega ${suffix}` })).id;
  const store = (await ok('POST', '/warehouses', { code: `CS${suffix}`, name: `Tienda ${suffix}` })).id;
  const cola = `COLA-${suffix}`;
  const agua = `AGUA-${suffix}`;
  const colaId = (await ok('POST', '/products', { code: cola, name: 'Cola 350 ml', packings: { box: { size: '24' } } })).id;
  await ok('POST', '/products', { code: agua, name: 'Agua 500 ml' });
  const count = await ok('POST', '/stock/counts', { warehouseId: central, note: 'e2e excel', productIds: [colaId] });

  await openAs(page, ROOT_USERNAME, ROOT_PASSWORD, `/product/stock-check/excel-import?id=${count.id}`);
  const countSelect = page.getByLabel(t('count.import.count'), { exact: true });
  await expect(countSelect).toHaveValue(count.id);
  const file = page.getByLabel(t('count.import.file'), { exact: true });
  const upload = page.getByRole('button', { name: t('count.import.upload'), exact: true });

  // 1. One bad row: nothing imported, the report names the row, the column and why.
  await file.setInputFiles({ name: 'bad.xlsx', mimeType: XLSX, buffer: await xlsx([['code', 'unit', 'quantity'], [cola, 'box', 2], [`NOPE-${suffix}`, 'unit', 1]]) });
  await upload.click();
  await expect(page.getByRole('heading', { name: t('count.import.refusedTitle') })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: '1 of 2 rows refused' })).toBeVisible();
  const report = page.getByRole('table', { name: t('count.import.report') });
  await expect(report.getByRole('row')).toHaveCount(2);
  await expect(report.getByRole('row').nth(1).getByRole('cell').nth(0)).toHaveText('3');
  await expect(report.getByRole('row').nth(1).getByRole('cell').nth(1)).toHaveText('code');
  await expect(report.getByRole('row').nth(1).getByRole('cell').nth(2)).toHaveText(`no product with code NOPE-${suffix}`);
  expect((await ok('GET', `/stock/counts/${count.id}`)).countedEntries).toEqual([]);

  // 2. A good file: cola counted twice (2 boxes, then 3 units), agua counted as 0.
  await file.setInputFiles({ name: 'good.xlsx', mimeType: XLSX, buffer: await xlsx([['code', 'unit', 'quantity'], [cola, 'box', 2], [cola, 'unit', 3], [agua, null, 0]]) });
  await upload.click();
  await expect(page.getByText(t('count.import.done', { imported: '3', total: '3', number: count.number }))).toBeVisible();
  await expect(report).toHaveCount(0);

  // 3. On the detail, an edit that meets someone else's newer version (409) says so and offers to
  //    reload; nothing is overwritten. (The 409 is the server's answer, replayed here: with live
  //    updates on, the screen would otherwise already show the other person's version.)
  await page.getByRole('link', { name: t('count.import.openCount'), exact: true }).click();
  await page.route('**/be/api/stock/counts/*/lines', (route) =>
    route.fulfill({ status: 409, contentType: 'application/json', body: JSON.stringify({ status: 409, data: null, error: { code: 40901, message: 'stale version' } }) }),
  );
  const scan = page.getByLabel(t('count.entry.code'), { exact: true });
  await scan.fill(agua);
  await scan.press('Enter');
  await page.getByLabel(t('count.entry.quantity'), { exact: true }).fill('1');
  await page.getByLabel(t('count.entry.quantity'), { exact: true }).press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: t('count.stale') })).toBeVisible();
  await page.unroute('**/be/api/stock/counts/*/lines');
  await page.getByRole('button', { name: t('count.reload'), exact: true }).click();
  await expect(page.getByText(t('count.stale'))).toHaveCount(0);
  expect((await ok('GET', `/stock/counts/${count.id}`)).countedEntries).toHaveLength(3);

  // 4. The detail links to the duplicates: cola with both entries; removing one resolves it.
  await page.getByRole('link', { name: t('count.duplicatesN', { n: '1' }), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/product/stock-check/${count.id}/duplicate$`));
  const dupRows = page.getByRole('row').filter({ hasText: cola });
  await expect(dupRows).toHaveCount(2);
  await page.getByRole('button', { name: t('count.removeEntry', { n: '2', product: cola }), exact: true }).click();
  await expect(dupRows).toHaveCount(0);
  await expect(page.getByText(t('count.duplicatesHelp', { n: '0' }))).toBeVisible();

  // 5. The count sheet: every product, book quantity on request, an empty column to write in.
  await page.goto(`/product/stock-check/print/${count.id}`);
  await expect(page.getByRole('heading', { name: t('count.sheet.title', { number: count.number }) })).toBeVisible();
  const sheet = page.getByRole('table', { name: t('count.sheet.lines') });
  await expect(sheet.getByRole('row').filter({ hasText: cola })).toHaveCount(1);
  await expect(sheet.getByRole('row').filter({ hasText: agua })).toHaveCount(1);
  await expect(sheet.getByRole('columnheader', { name: t('count.book') })).toBeVisible();
  await page.getByLabel(t('count.printShowBook'), { exact: true }).uncheck();
  await expect(sheet.getByRole('columnheader', { name: t('count.book') })).toHaveCount(0);
  await expect(sheet.getByRole('row').filter({ hasText: cola }).getByRole('cell').last()).toHaveText('');

  // 6. Posted, the sheet prints the result: book 0, counted 48, difference 48.
  const detail = await ok('GET', `/stock/counts/${count.id}`);
  await ok('POST', `/stock/counts/${count.id}/post`, { version: detail.version });
  await page.reload();
  await expect(page.getByRole('heading', { name: t('count.sheet.resultTitle', { number: count.number }) })).toBeVisible();
  await expect(sheet.getByRole('row').filter({ hasText: cola }).getByRole('cell')).toHaveText(['1', cola, 'Cola 350 ml', '', '0', '48', '48']);

  // 7. Batch import: one sheet, two warehouses, two count orders with their lines.
  await page.goto('/product/stock-check/batch-import');
  await page.getByLabel(t('count.import.file'), { exact: true }).setInputFiles({
    name: 'batch.xlsx',
    mimeType: XLSX,
    buffer: await xlsx([['warehouse', 'code', 'unit', 'quantity'], [`CK${suffix}`, cola, 'box', 1], [`CS${suffix}`, cola, 'unit', 7], [`CS${suffix}`, agua, null, 2]]),
  });
  await page.getByRole('button', { name: t('count.import.upload'), exact: true }).click();
  const done = page.getByRole('status').filter({ hasText: t('count.batch.done', { n: '2', total: '3' }) });
  await expect(done).toBeVisible();
  await expect(done.getByRole('listitem')).toHaveCount(2);
  await expect(done.getByRole('listitem').filter({ hasText: `CS${suffix}` })).toContainText(t('count.batch.lines', { n: '2' }));
  const drafts = await ok('GET', `/stock/counts?status=draft&warehouseId=${store}`);
  expect(drafts.rows.map((r: any) => r.countedLines)).toEqual([2]);
});
