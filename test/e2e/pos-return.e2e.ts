import { expect, test } from '@playwright/test';
import { openTill, stockUp, tillSetup } from './pos-support.js';
import ExcelJS from 'exceljs';
import { openAs, ROOT_PASSWORD, ROOT_USERNAME, t } from './support.js';

/**
 * Returns on the till (docs/pos.md "Returns"): the cashier sells soap (1,990) and rice (1,250),
 * 3,240 on the card; the customer brings the soap back: from today's sale list she opens the
 * return, takes 1 soap back with a reason, and the 1,990 goes back on the card. The soap is back
 * in the store (10 on hand again), the return screen shows it back already, and the X and Z
 * reports count it: the card expects 3,240 - 1,990 = 1,250, one return of 1,990. Then an Admin
 * exports the day of this register to Excel (/pos/buyExcelExport): the two sale lines and the
 * return's line (negative), and the card's totals: 3,240 taken, 1,990 refunded, 1,250 net.
 */
test('sell two products, return one from the sale list: the refund, the stock back, the Z report', async ({ page, request }) => {
  const { s, register, warehouse, cashier, card, cash, ok, warehouseId, employeeId: rosa } = await tillSetup(request, 'Rosa');
  await ok('PUT', `/pos/cashiers/${rosa}`, { allowed: true, pin: '2468' });
  const soap = (await ok('POST', '/products', { code: `JAB${s}`, name: `Jabón ${s}`, barcode: `81${s}`, prices: { unit: { retail: '1990' } } })).id;
  const rice = (await ok('POST', '/products', { code: `ARR${s}`, name: `Arroz ${s}`, barcode: `82${s}`, prices: { unit: { retail: '1250' } } })).id;
  await stockUp(ok, warehouseId, [[soap, '10'], [rice, '10']]);

  await openTill(page, { s, register, warehouse, cashier }, { pin: '2468', float: '20000', device: `Devoluciones ${s}` });

  // Sell soap and rice: 3,240 on the card.
  const scan = page.getByLabel(t('posSell.scan'), { exact: true });
  for (const code of [`81${s}`, `82${s}`]) {
    await scan.fill(code);
    await scan.press('Enter');
  }
  await expect(page.getByTestId('pos-total')).toHaveText('3,240 CLP');
  await page.getByRole('button', { name: t('posSell.pay'), exact: true }).click();
  const pay = page.getByRole('dialog');
  await pay.getByLabel(card, { exact: true }).fill('3240');
  await pay.getByRole('button', { name: t('posSell.complete'), exact: true }).click();
  await expect(page.getByTestId('pos-receipt').getByTestId('receipt-total')).toHaveText('3,240 CLP');
  await page.getByRole('button', { name: t('posSell.newSale'), exact: true }).click();

  // From today's sales, the return: 1 soap back, its 1,990 refunded on the card.
  await page.getByRole('link', { name: t('route.PosInvoiceList'), exact: true }).click();
  const row = page.getByTestId('pos-sales').getByRole('row').filter({ hasText: cashier });
  await row.getByRole('link', { name: t('posReturn.open'), exact: true }).click();
  await expect(page.getByRole('heading', { name: t('route.PosInvoiceReturn') })).toBeVisible();
  await page.getByLabel(t('posReturn.quantityOf', { name: `Jabón ${s}` }), { exact: true }).fill('1');
  await expect(page.getByTestId('return-total')).toHaveText('1,990 CLP');
  await expect(page.getByLabel(new RegExp(`^${card} `))).toHaveValue('1990');
  await page.getByLabel(t('posReturn.reason'), { exact: true }).fill('Envase roto');
  await page.getByRole('button', { name: t('posReturn.submit'), exact: true }).click();
  const done = page.getByTestId('return-done');
  await expect(done).toContainText(t('posReturn.refundedTotal', { amount: '1,990 CLP' }));
  await expect(done).toContainText(`${card}: 1,990 CLP`);
  // The screen now shows the soap back already, nothing more to take back of it.
  const soapRow = page.getByTestId('return-lines').getByRole('row').filter({ hasText: `Jabón ${s}` });
  await expect(soapRow.getByRole('cell').nth(3)).toHaveText('1');
  await expect(soapRow.getByRole('textbox')).toBeDisabled();

  // The soap is back in the store: 10 on hand again.
  await page.goto('/pos/invoicePrice');
  const check = page.getByLabel(t('posSell.scan'), { exact: true });
  await check.fill(`81${s}`);
  await check.press('Enter');
  await expect(page.getByTestId('pos-price')).toContainText('10');

  // X report: the card expects 3,240 - 1,990 = 1,250; one return. Close, and the Z report says the same.
  await page.goto('/pos/invoice');
  const x = page.getByTestId('report-lines');
  await expect(x.getByRole('row').filter({ hasText: card })).toContainText('1,250');
  await expect(x.getByRole('row').filter({ hasText: cash })).toContainText('20,000');
  await expect(page.getByTestId('report-returns')).toHaveText(t('posReturn.reportLine', { n: '1', amount: '1,990 CLP' }));
  await page.getByLabel(t('pos.close.countOf', { method: cash, currency: 'CLP' }), { exact: true }).fill('20000');
  await page.getByLabel(t('pos.close.countOf', { method: card, currency: 'CLP' }), { exact: true }).fill('1250');
  await page.getByRole('button', { name: t('pos.close.save'), exact: true }).click();
  await expect(page.getByRole('heading', { name: t('pos.report.z') })).toBeVisible();
  await expect(page.getByTestId('report-lines').getByRole('row').filter({ hasText: card })).toContainText('1,250');
  await expect(page.getByTestId('report-returns')).toHaveText(t('posReturn.reportLine', { n: '1', amount: '1,990 CLP' }));

  // The period export, by an Admin signed in as a user: today, this register only.
  await openAs(page, ROOT_USERNAME, ROOT_PASSWORD);
  await page.goto('/pos/buyExcelExport');
  await page.getByRole('checkbox', { name: register }).check();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: t('posExport.download'), exact: true }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(await download.path());
  const values = (ws: ExcelJS.Worksheet) => ws.getSheetValues().slice(1).map((r) => (Array.isArray(r) ? r.slice(1) : []));
  const lines = values(wb.getWorksheet(t('posExport.linesSheet'))!);
  expect(lines[0]).toEqual(['kind', 'at', 'document', 'sale', 'register', 'cashier', 'customer', 'reason', 'code', 'name', 'unit', 'quantity', 'price', 'discount', 'amount', 'currency'].map((k) => t(`posExport.col.${k}`)));
  expect(lines.slice(1).map((r) => [r[0], r[8], r[11], r[14], r[7] ?? null])).toEqual([
    [t('posExport.kinds.sale'), `JAB${s}`, 1, 1990, null],
    [t('posExport.kinds.sale'), `ARR${s}`, 1, 1250, null],
    [t('posExport.kinds.return'), `JAB${s}`, -1, -1990, 'Envase roto'],
  ]);
  const totals = values(wb.getWorksheet(t('posExport.totalsSheet'))!);
  expect(totals.slice(1)).toEqual([[card, 'CLP', 3240, 1990, 1250]]);
});
