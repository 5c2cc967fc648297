import { expect, type APIRequestContext, type Locator, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { type Ok, okWith, openAs, ROOT_PASSWORD, ROOT_USERNAME, rootToken, sidebar, t, unique } from './support.js';

/**
 * The sale screens around the order-entry ones (issue 5): orders are made and committed through
 * the API, then worked on the screens as staff do: the list (filters, Excel export, paying the
 * rest in cash with change, cancelling and finding it among the cancelled), a distribution order
 * picked by scanning and stocked out (gone from the stock-out list and from the sidebar's
 * delivery reminder), a barcode collector's dump turned into an order, a batch import refused
 * row by row then accepted, and the print page of an order.
 */

interface World {
  token: string;
  tag: string;
  warehouseId: string;
  warehouseCode: string;
  zoneBarcode: string;
  zoneCode: string;
  cola: { id: string; code: string; unitBarcode: string; boxBarcode: string };
  agua: { id: string; code: string; barcode: string };
}


/** A warehouse with a shelf, two products (one sold by the box of 12), stock counted in. */
async function makeWorld(request: APIRequestContext): Promise<World> {
  const token = await rootToken(request);
  const ok = okWith(request, token);
  const s = unique('').slice(-7).toUpperCase();
  const num = () => `${Date.now()}${Math.floor(Math.random() * 1e4)}`.slice(-13);
  const warehouseCode = `BO${s}`;
  const warehouseId = (await ok('POST', '/warehouses', { code: warehouseCode, name: `Bodega ${s}` })).id;
  const zoneBarcode = `Z${s}`;
  const zoneCode = `A${s}`;
  await ok('POST', `/warehouses/${warehouseId}/zones`, { code: zoneCode, name: 'Pasillo A', barcode: zoneBarcode });
  const cola = { code: `COLA${s}`, unitBarcode: `1${num()}`, boxBarcode: `2${num()}`, id: '' };
  cola.id = (
    await ok('POST', '/products', {
      code: cola.code, name: 'Cola 350 ml', barcode: cola.unitBarcode,
      packings: { box: { size: '12', barcode: cola.boxBarcode } },
      prices: { unit: { retail: '1000', wholesale: '800' } },
    })
  ).id;
  const agua = { code: `AGUA${s}`, barcode: `3${num()}`, id: '' };
  agua.id = (await ok('POST', '/products', { code: agua.code, name: 'Agua 500 ml', barcode: agua.barcode, prices: { unit: { retail: '600', wholesale: '500' } } })).id;
  const count = await ok('POST', '/stock/counts', { warehouseId, productIds: [cola.id, agua.id], note: 'e2e sales' });
  const counted = await ok('PUT', `/stock/counts/${count.id}/lines`, { version: count.streamVersion, lines: [{ productId: cola.id, quantity: '240' }, { productId: agua.id, quantity: '100' }] });
  await ok('POST', `/stock/counts/${count.id}/post`, { version: counted.streamVersion });
  return { token, tag: `e2e-${s.toLowerCase()}`, warehouseId, warehouseCode, zoneBarcode, zoneCode, cola, agua };
}

/** Creates and commits an order in one call (save-commit without an id). */
async function commitOrder(ok: Ok, w: World, order: Record<string, unknown>, payments: unknown[] = []) {
  const answer = await ok('POST', '/sale/order/save-commit', { commandId: crypto.randomUUID(), order: { warehouseId: w.warehouseId, memo: w.tag, ...order }, payments });
  return answer as { id: string; number: string; version: number; order: any };
}

const row = (page: Page, text: string): Locator => page.getByRole('row').filter({ hasText: text });
const selectRow = async (page: Page, text: string, on = true) => {
  await row(page, text).first().locator('input[type=checkbox]').first().setChecked(on);
};

test.describe.configure({ mode: 'serial' });

let world: World;
test.beforeAll(async ({ request }) => {
  world = await makeWorld(request);
});

test('the sale list shows committed orders, exports them, takes the rest in cash with change, and a cancelled order moves to the cancelled list', async ({ page, request }) => {
  const ok = okWith(request, world.token);
  // 2 x 800 = 1600 + 19% tax = 1904; 1000 paid by transfer, 904 owed.
  const a = await commitOrder(ok, world, { lines: [{ productId: world.cola.id, quantity: '2' }] }, [{ method: 'bankTransfer', amount: '1000', reference: 'TR-1' }]);
  expect(a.order).toMatchObject({ total: '1904', outstanding: '904', paymentStatus: 'partial' });
  const b = await commitOrder(ok, world, { lines: [{ productId: world.agua.id, quantity: '3' }] });

  await openAs(page, ROOT_USERNAME, ROOT_PASSWORD, '/sale/index');
  await expect(page.getByRole('heading', { level: 1, name: t('route.SaleList') })).toBeVisible();
  await page.getByLabel(t('saleList.filter.search'), { exact: true }).fill(world.tag);
  await expect(row(page, a.number)).toHaveCount(1);
  await expect(row(page, b.number)).toHaveCount(1);
  await expect(row(page, a.number).getByRole('gridcell', { name: '1,904', exact: true })).toBeVisible();
  await expect(row(page, a.number).getByRole('gridcell', { name: '904', exact: true })).toBeVisible();
  await expect(row(page, a.number).getByRole('gridcell', { name: t('sale.paymentStatus.partial'), exact: true })).toBeVisible();

  // Excel export of what the list shows.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: t('grid.export'), exact: true }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(await download.path());
  const cells = wb.worksheets[0]!.getSheetValues().flatMap((r) => (Array.isArray(r) ? r : [])).map((v) => (v instanceof Date ? v.toISOString() : String(v ?? '')));
  expect(cells).toContain(a.number);
  expect(cells).toContain(b.number);
  expect(cells).toContain('1904');

  // Pay the rest in cash: 1000 handed over, 96 back.
  await selectRow(page, a.number);
  await page.getByRole('button', { name: t('saleList.action.pay'), exact: true }).click();
  const pay = page.getByRole('dialog');
  await expect(pay.getByLabel(t('saleList.pay.amount', { currency: 'CLP' }), { exact: true })).toHaveValue('904');
  await pay.getByLabel(t('saleList.pay.tendered'), { exact: true }).fill('1000');
  await expect(pay.getByRole('status')).toContainText(`${t('saleList.pay.change')}: 96 CLP`);
  await pay.getByRole('button', { name: t('saleList.pay.submit'), exact: true }).click();
  await expect(page.getByText(t('saleList.pay.doneChange', { number: a.number, change: '96 CLP' }))).toBeVisible();
  await expect(row(page, a.number).getByRole('gridcell', { name: t('sale.paymentStatus.paid'), exact: true })).toBeVisible();
  const paid = await ok('GET', `/sale/order?id=${a.id}`);
  expect(paid).toMatchObject({ outstanding: '0', paymentStatus: 'paid' });
  expect(paid.payments.at(-1)).toMatchObject({ method: 'cash', amount: '904', tendered: '1000', change: '96' });

  // The committed order opens read-only with its payments and history.
  await row(page, a.number).getByRole('gridcell', { name: a.number, exact: true }).dblclick();
  const detail = page.getByRole('dialog');
  await expect(detail.getByTestId('detail-owed')).toHaveText('0');
  await expect(detail.getByRole('cell', { name: 'TR-1', exact: true })).toBeVisible();
  await expect(detail.getByRole('cell', { name: t('saleList.events.SaleOrderPaid'), exact: true })).toHaveCount(2);
  await detail.getByRole('button', { name: t('common.close') }).first().click();

  // Cancel the other one, with a reason; it leaves the list of committed orders for the cancelled list.
  await selectRow(page, a.number, false);
  await selectRow(page, b.number);
  await page.getByRole('button', { name: t('saleList.action.cancel'), exact: true }).click();
  const cancel = page.getByRole('dialog');
  await cancel.getByRole('button', { name: t('saleList.cancel.confirm'), exact: true }).click();
  await expect(cancel.getByText(t('saleList.reasonMissing'))).toBeVisible();
  await cancel.getByLabel(t('saleList.reasonRequired'), { exact: true }).fill('cliente desistió');
  await cancel.getByRole('button', { name: t('saleList.cancel.confirm'), exact: true }).click();
  await expect(row(page, b.number).getByRole('gridcell', { name: t('sale.status.cancelled'), exact: true })).toBeVisible();
  expect((await ok('GET', `/sale/order?id=${b.id}`)).status).toBe('cancelled');

  await page.goto('/sale/cancel?state=true');
  await expect(page.getByRole('heading', { level: 1, name: t('route.SaleCancel') })).toBeVisible();
  await page.getByLabel(t('saleList.filter.search'), { exact: true }).fill(world.tag);
  await expect(row(page, b.number)).toHaveCount(1);
  await expect(row(page, a.number)).toHaveCount(0);
});

test('a distribution order is picked by scanning and stocked out: it leaves the stock-out list and the delivery reminder', async ({ page, request }) => {
  const ok = okWith(request, world.token);
  const before = (await ok('GET', '/report/today-shippings?limit=0')).total as number;
  const d = await commitOrder(ok, world, { deliveryMode: 'distribution', lines: [{ productId: world.cola.id, unit: 'box', quantity: '1' }, { productId: world.agua.id, quantity: '2' }] });
  expect(d.order.distStatus).toBe('pending');
  const reminder = sidebar(page).locator('.delivery-reminder');

  await openAs(page, ROOT_USERNAME, ROOT_PASSWORD, '/sale/stockout');
  await expect(reminder).toHaveText(t('sidebar.todayDeliveries', { total: String(before + 1) }));
  await expect(row(page, d.number).getByRole('gridcell', { name: t('sale.distStatus.pending'), exact: true })).toBeVisible();

  await page.goto('/sale/picking');
  await page.getByLabel(t('saleDist.orderNumber'), { exact: true }).fill(d.number);
  await page.getByLabel(t('saleDist.orderNumber'), { exact: true }).press('Enter');
  await expect(page.getByTestId('picking-number')).toHaveText(d.number);
  const scan = page.getByLabel(t('saleDist.scanLabel'), { exact: true });
  await expect(scan).toBeFocused();
  const note = page.getByTestId('picking-note');
  await scan.fill('no-such-code');
  await scan.press('Enter');
  await expect(note).toHaveText(t('saleDist.scan.unknown', { barcode: 'no-such-code' }));
  await scan.fill(world.zoneBarcode);
  await scan.press('Enter');
  await expect(note).toHaveText(t('saleDist.scan.shelf', { shelf: world.zoneCode }));
  // one box barcode counts the 12 units of the box line
  await scan.fill(world.cola.boxBarcode);
  await scan.press('Enter');
  await expect(page.getByTestId(`picked-${world.cola.code}`)).toHaveText('12');
  // three bottles of water would be more than the two ordered: refused, nothing picked
  await scan.fill(`3*${world.agua.barcode}`);
  await scan.press('Enter');
  await expect(note).toHaveText(t('saleDist.scan.tooMany', { code: world.agua.code, added: '3', room: '2' }));
  await scan.fill(`2*${world.agua.barcode}`);
  await scan.press('Enter');
  await expect(page.getByTestId(`picked-${world.agua.code}`)).toHaveText('2');
  await expect(page.getByTestId('picking-status')).toHaveText(t('sale.distStatus.picked'));
  await expect(page.getByTestId('picking-progress')).toHaveText(t('saleDist.progressOf', { picked: '14', ordered: '14' }));

  await page.getByRole('button', { name: t('saleDist.stockOut'), exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: t('saleDist.stockOut'), exact: true }).click();
  await expect(page.getByTestId('picking-status')).toHaveText(t('sale.distStatus.done'));
  const order = await ok('GET', `/sale/order?id=${d.id}`);
  expect(order.distStatus).toBe('done');
  expect(order.lines.map((l: any) => [l.code, l.stockedOut])).toEqual(expect.arrayContaining([[world.cola.code, '12'], [world.agua.code, '2']]));

  await page.goto('/sale/stockout');
  await expect(page.getByRole('heading', { level: 1, name: t('route.SaleStockout') })).toBeVisible();
  await expect(row(page, d.number)).toHaveCount(0);
  if (before > 0) await expect(reminder).toHaveText(t('sidebar.todayDeliveries', { total: String(before) }));
  else await expect(reminder).toHaveCount(0);
  expect((await ok('GET', '/report/today-shippings?limit=0')).total).toBe(before);
});

test("a barcode collector's dump becomes an order: refused rows listed, committed at once or opened as a draft", async ({ page, request }) => {
  const ok = okWith(request, world.token);
  await openAs(page, ROOT_USERNAME, ROOT_PASSWORD, '/sale/collector-sales');
  const dump = [world.cola.unitBarcode, world.cola.unitBarcode, `${world.agua.barcode},3`, 'nadie-999'].join('\n');
  await page.getByLabel(t('saleCollector.dump'), { exact: true }).fill(dump);
  await page.getByRole('button', { name: t('saleCollector.read'), exact: true }).click();
  await expect(page.getByRole('heading', { name: t('saleCollector.linesFound', { count: '2' }) })).toBeVisible();
  await expect(page.getByRole('heading', { name: t('saleCollector.refused', { count: '1' }) })).toBeVisible();
  await expect(row(page, 'nadie-999').getByRole('gridcell', { name: '4', exact: true })).toBeVisible();
  await expect(row(page, world.cola.code).getByRole('gridcell', { name: '2', exact: true })).toBeVisible();

  await page.getByLabel(t('sale.col.warehouse'), { exact: true }).selectOption(world.warehouseId);
  await page.getByRole('button', { name: t('saleCollector.commitNow'), exact: true }).click();
  const done = page.locator('.sale-result').filter({ hasText: /SO-\d{8}-\d{4}/ });
  await expect(done).toBeVisible();
  const number = /SO-\d{8}-\d{4}/.exec((await done.textContent()) ?? '')![0];
  const found = (await ok('GET', `/sale/order?search=${number}`)).rows.find((r: any) => r.number === number);
  const order = await ok('GET', `/sale/order?id=${found.id}`);
  expect(order).toMatchObject({ status: 'committed', source: 'collector' });
  expect(order.lines.map((l: any) => [l.code, l.unit, l.quantity])).toEqual([[world.cola.code, 'unit', '2'], [world.agua.code, 'unit', '3']]);

  // The same dump as a draft opens in scan sale.
  await page.getByLabel(t('saleCollector.dump'), { exact: true }).fill(dump);
  await page.getByRole('button', { name: t('saleCollector.read'), exact: true }).click();
  await page.getByLabel(t('sale.col.warehouse'), { exact: true }).selectOption(world.warehouseId);
  await page.getByRole('button', { name: t('saleCollector.makeDraft'), exact: true }).click();
  await expect(page).toHaveURL(/\/sale\/new\?id=/);
  const draftId = new URL(page.url()).searchParams.get('id')!;
  expect(await ok('GET', `/sale/order?id=${draftId}`)).toMatchObject({ status: 'draft', source: 'collector', lines: [{ quantity: '2' }, { quantity: '3' }] });
});

async function sheet(rows: unknown[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('orders');
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

test('batch input: a file with a bad row is refused with its row report and imports nothing; the corrected file makes the orders', async ({ page, request }) => {
  const ok = okWith(request, world.token);
  const header = ['ref', 'customer', 'warehouse', 'code', 'barcode', 'unit', 'quantity', 'price', 'discount', 'gift', 'memo'];
  const file = `pedidos-${world.tag}.xlsx`;
  const countBefore = (await ok('GET', '/sale/order?limit=1')).total as number;
  await openAs(page, ROOT_USERNAME, ROOT_PASSWORD, '/sale/batch-input');

  const [template] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: t('saleImport.template'), exact: true }).click()]);
  const tw = new ExcelJS.Workbook();
  await tw.xlsx.readFile(await template.path());
  expect(tw.worksheets[0]!.getRow(1).values).toEqual([undefined, ...header]);

  const bad = await sheet([header, ['P1', null, world.warehouseCode, world.cola.code, null, 'box', 1], ['P1', null, null, 'NO-EXISTE', null, null, 2], ['P2', null, world.warehouseCode, null, world.agua.barcode, null, 'x']]);
  await page.getByLabel(t('saleImport.file'), { exact: true }).setInputFiles({ name: file, mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: bad });
  await page.getByRole('button', { name: t('saleImport.import'), exact: true }).click();
  await expect(page.getByRole('heading', { name: t('saleImport.refusedTitle', { count: '2' }) })).toBeVisible();
  await expect(row(page, 'NO-EXISTE').getByRole('gridcell', { name: '3', exact: true })).toBeVisible();
  await expect(row(page, '"x" is not a quantity').getByRole('gridcell', { name: 'quantity', exact: true })).toBeVisible();
  expect((await ok('GET', '/sale/order?limit=1')).total).toBe(countBefore);

  const good = await sheet([header, ['P1', null, world.warehouseCode, world.cola.code, null, 'box', 1], ['P1', null, null, world.agua.code, null, null, 2, 450], ['P2', null, world.warehouseCode, null, world.agua.barcode, null, 1]]);
  await page.getByLabel(t('saleImport.commit'), { exact: true }).check();
  await page.getByLabel(t('saleImport.file'), { exact: true }).setInputFiles({ name: file, mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: good });
  await page.getByRole('button', { name: t('saleImport.import'), exact: true }).click();
  await expect(page.getByText(t('saleImport.doneCommitted', { count: '2' }))).toBeVisible();
  const made = page.locator('.sale-result li');
  await expect(made).toHaveCount(2);
  const numbers = (await made.allInnerTexts()).map((s) => /SO-\d{8}-\d{4}/.exec(s)![0]);
  await expect(row(page, file)).toHaveCount(1);
  await expect(row(page, file).getByRole('link', { name: numbers[0], exact: true })).toBeVisible();
  expect((await ok('GET', '/sale/order?limit=1')).total).toBe(countBefore + 2);

  // an order's link opens the sale list on it
  await row(page, file).getByRole('link', { name: numbers[1], exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/sale/index\\?search=${numbers[1]}`));
  await expect(row(page, numbers[1]!).getByRole('gridcell', { name: t('sale.status.committed'), exact: true })).toBeVisible();
});

test('the print page of an order shows its lines, tax and totals; the no-price print and the Chilean delivery note show no amounts', async ({ page, request }) => {
  const ok = okWith(request, world.token);
  const o = await commitOrder(ok, world, { lines: [{ productId: world.cola.id, unit: 'box', quantity: '2' }, { productId: world.agua.id, quantity: '5', gift: true }] }, [{ method: 'cash', amount: '5000', tendered: '5000' }]);
  // 2 boxes x 12 x 800 = 19200, tax 19% = 3648, total 22848; the water is a gift.
  expect(o.order).toMatchObject({ subtotal: '19200', tax: '3648', total: '22848', outstanding: '17848' });
  await openAs(page, ROOT_USERNAME, ROOT_PASSWORD, `/sale/print/${o.id}`);
  const sheetView = page.getByTestId('sale-sheet');
  await expect(sheetView.getByTestId('print-number')).toHaveText(o.number);
  await expect(sheetView.getByRole('row').filter({ hasText: world.cola.code }).first()).toContainText('19,200');
  await expect(sheetView.getByRole('row').filter({ hasText: world.agua.code }).first()).toContainText(t('sale.col.gift'));
  const totals = sheetView.getByTestId('print-totals');
  await expect(totals).toContainText('19,200');
  await expect(totals).toContainText('3,648');
  await expect(totals).toContainText('22,848');
  await expect(totals).toContainText('17,848');
  await expect(sheetView).toContainText(t('salePrint.perProduct'));
  await expect(page.getByRole('button', { name: t('sale.print'), exact: true })).toBeEnabled();

  await page.goto(`/sale/no-price-print/0/${o.id}`);
  await expect(page.getByTestId('sale-sheet')).toContainText(world.cola.code);
  await expect(page.getByTestId('sale-sheet')).not.toContainText('19,200');
  await expect(page.getByTestId('print-totals')).toHaveCount(0);

  await page.goto(`/sale/delivery-note/cl/${o.id}`);
  const note = page.getByTestId('delivery-note');
  await expect(note).toContainText('Guía de despacho');
  await expect(note.getByTestId('note-number')).toContainText(o.number);
  await expect(note.getByTestId('note-rut').locator('.sale-blank')).toHaveCount(1);
  await expect(note).not.toContainText('19,200');
});
