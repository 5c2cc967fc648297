import { expect, test } from '@playwright/test';
import { openTill, stockUp, tillSetup } from './pos-support.js';
import { t } from './support.js';

/**
 * An exchange (docs/pos.md "Exchanges"): the cashier sells a soap (1,990) on the card; the customer
 * comes back to swap it for a shampoo (3,500). On the sale's return page she takes the soap back,
 * scans the shampoo instead: the customer pays only the 1,510 difference, in cash (2,000 tendered,
 * 490 change). One exchange recorded: the new sale is in today's list with its own receipt number,
 * the soap is back and the shampoo gone from the store, and the X report's card still expects 1,990
 * (refunded and paid again) while the drawer got the 1,510.
 */
test('exchange on the return page: a soap back for a shampoo, the difference paid in cash', async ({ page, request }) => {
  const { s, register, warehouse, cashier, card, cash, ok, warehouseId, employeeId } = await tillSetup(request, 'Elsa');
  await ok('PUT', `/pos/cashiers/${employeeId}`, { allowed: true, pin: '2468' });
  const soap = (await ok('POST', '/products', { code: `JAB${s}`, name: `Jabón ${s}`, barcode: `93${s}`, prices: { unit: { retail: '1990' } } })).id;
  const shampoo = (await ok('POST', '/products', { code: `CHA${s}`, name: `Champú ${s}`, barcode: `94${s}`, prices: { unit: { retail: '3500' } } })).id;
  await stockUp(ok, warehouseId, [[soap, '10'], [shampoo, '10']]);

  await openTill(page, { s, register, warehouse, cashier }, { pin: '2468', float: '20000', device: `Cambios ${s}` });
  const scan = page.getByLabel(t('posSell.scan'), { exact: true });
  await scan.fill(`93${s}`);
  await scan.press('Enter');
  await page.getByRole('button', { name: t('posSell.pay'), exact: true }).click();
  const pay = page.getByRole('dialog');
  await pay.getByLabel(card, { exact: true }).fill('1990');
  await pay.getByRole('button', { name: t('posSell.complete'), exact: true }).click();
  await expect(page.getByTestId('pos-receipt').getByTestId('receipt-total')).toHaveText('1,990 CLP');
  await page.getByRole('button', { name: t('posSell.newSale'), exact: true }).click();

  await page.getByRole('link', { name: t('route.PosInvoiceList'), exact: true }).click();
  await page.getByTestId('pos-sales').getByRole('row').filter({ hasText: cashier }).getByRole('link', { name: t('posReturn.open'), exact: true }).click();
  await page.getByLabel(t('posReturn.quantityOf', { name: `Jabón ${s}` }), { exact: true }).fill('1');
  await expect(page.getByTestId('return-total')).toHaveText('1,990 CLP');
  const newScan = page.getByLabel(t('posExchange.scan'), { exact: true });
  await newScan.fill(`94${s}`);
  await newScan.press('Enter');
  await expect(page.getByTestId('exchange-total')).toHaveText('3,500 CLP');
  await expect(page.getByTestId('exchange-due')).toContainText(t('posExchange.customerPays', { amount: '1,510 CLP' }));
  await page.getByLabel(t('posExchange.payWith'), { exact: true }).selectOption({ label: cash });
  await page.getByLabel(t('posExchange.tendered'), { exact: true }).fill('2000');
  await expect(page.getByTestId('exchange-due')).toContainText(t('posExchange.change', { amount: '490 CLP' }));
  await page.getByLabel(t('posReturn.reason'), { exact: true }).fill('Cambio por champú');
  await page.getByRole('button', { name: t('posExchange.submit'), exact: true }).click();
  const done = page.getByTestId('exchange-done');
  await expect(done).toContainText(t('posExchange.newSaleTotal', { amount: '3,500 CLP' }));
  await expect(done).toContainText(t('posExchange.customerPaid', { amount: '1,510 CLP' }));

  // Today's list: the shampoo's sale with the next receipt number of this till.
  await page.getByRole('link', { name: t('route.PosInvoiceList'), exact: true }).click();
  await expect(page.getByTestId('pos-sales').getByRole('row').filter({ hasText: 'T1-000002' })).toContainText('3,500');

  // Stock: the soap back (10), the shampoo gone (9).
  for (const [code, left] of [[`93${s}`, '10'], [`94${s}`, '9']] as const) {
    await page.goto('/pos/invoicePrice');
    const check = page.getByLabel(t('posSell.scan'), { exact: true });
    await check.fill(code);
    await check.press('Enter');
    await expect(page.getByTestId('pos-price')).toContainText(left);
  }

  // X report: card 1,990 - 1,990 + 1,990 = 1,990; drawer 20,000 + 1,510 = 21,510; one return.
  await page.goto('/pos/invoice');
  const x = page.getByTestId('report-lines');
  await expect(x.getByRole('row').filter({ hasText: card })).toContainText('1,990');
  await expect(x.getByRole('row').filter({ hasText: cash })).toContainText('21,510');
  await expect(page.getByTestId('report-returns')).toHaveText(t('posReturn.reportLine', { n: '1', amount: '1,990 CLP' }));
});

/**
 * An exchange for the sale's customer (docs/pos.md "Exchanges"): Comercial Li buys wholesale with
 * a 10% membership. Her soap (no wholesale price: 1,990 - 10% = 1,791, on the card) comes back for
 * a cream: the return page says it prices for her and takes the cream at her 4,000 - 10% = 3,600
 * (not the retail 5,000), so she owes 1,809, which in cash rounds by the law of CLP (endings 6-9
 * up, docs/pos.md "Cash rounding"): 1,810 to collect, the Pay part shows the rounding.
 */
test("an exchange prices the new goods for the sale's customer", async ({ page, request }) => {
  const { s, register, warehouse, cashier, card, cash, ok, warehouseId, employeeId } = await tillSetup(request, 'Flor');
  await ok('PUT', `/pos/cashiers/${employeeId}`, { allowed: true, pin: '2468' });
  const soap = (await ok('POST', '/products', { code: `JAB${s}`, name: `Jabón ${s}`, barcode: `95${s}`, prices: { unit: { retail: '1990' } } })).id;
  const cream = (await ok('POST', '/products', { code: `CRE${s}`, name: `Crema ${s}`, barcode: `96${s}`, prices: { unit: { retail: '5000', wholesale: '4000' } } })).id;
  await stockUp(ok, warehouseId, [[soap, '10'], [cream, '10']]);
  const gold = (await ok('POST', '/customers/membership-levels', { name: `Oro ${s}`, discount: '10' })).id;
  await ok('POST', '/customers', { code: `LI${s}`, name: `Comercial Li ${s}`, priceType: 'wholesale', membershipLevelId: gold });

  await openTill(page, { s, register, warehouse, cashier }, { pin: '2468', float: '20000', device: `Socios ${s}` });
  await page.locator('#pos-customer-search').fill(`LI${s}`);
  await page.locator('#pos-customer-search').press('Enter');
  await page.getByRole('button', { name: `LI${s} Comercial Li ${s}`, exact: true }).click();
  const scan = page.getByLabel(t('posSell.scan'), { exact: true });
  await scan.fill(`95${s}`);
  await scan.press('Enter');
  await page.getByRole('button', { name: t('posSell.pay'), exact: true }).click();
  const pay = page.getByRole('dialog');
  await pay.getByLabel(card, { exact: true }).fill('1791');
  await pay.getByRole('button', { name: t('posSell.complete'), exact: true }).click();
  await expect(page.getByTestId('pos-receipt').getByTestId('receipt-total')).toHaveText('1,791 CLP');
  await page.getByRole('button', { name: t('posSell.newSale'), exact: true }).click();

  await page.getByRole('link', { name: t('route.PosInvoiceList'), exact: true }).click();
  await page.getByTestId('pos-sales').getByRole('row').filter({ hasText: cashier }).getByRole('link', { name: t('posReturn.open'), exact: true }).click();
  await page.getByLabel(t('posReturn.quantityOf', { name: `Jabón ${s}` }), { exact: true }).fill('1');
  await expect(page.getByTestId('return-total')).toHaveText('1,791 CLP');
  await expect(page.getByTestId('exchange-customer')).toHaveText(t('posExchange.pricedFor', { customer: `Comercial Li ${s}` }));
  const newScan = page.getByLabel(t('posExchange.scan'), { exact: true });
  await newScan.fill(`96${s}`);
  await newScan.press('Enter');
  await expect(page.getByTestId('exchange-lines').getByRole('row').filter({ hasText: `Crema ${s}` })).toContainText('4,000');
  await expect(page.getByTestId('exchange-total')).toHaveText('3,600 CLP');
  await expect(page.getByTestId('exchange-due')).toContainText(t('posExchange.customerPays', { amount: '1,809 CLP' }));
  await page.getByLabel(t('posExchange.payWith'), { exact: true }).selectOption({ label: cash });
  await expect(page.getByTestId('exchange-pay-rounding')).toHaveText(`${t('posSell.rounding')}: 1 CLP · ${t('posSell.cashDue', { amount: '1,810 CLP' })}`);
  await expect(page.getByLabel(t('posExchange.tendered'), { exact: true })).toHaveValue('1810');
  await page.getByLabel(t('posExchange.tendered'), { exact: true }).fill('2000');
  await expect(page.getByTestId('exchange-due')).toContainText(t('posExchange.change', { amount: '190 CLP' }));
  await page.getByLabel(t('posReturn.reason'), { exact: true }).fill('Cambio por crema');
  await page.getByRole('button', { name: t('posExchange.submit'), exact: true }).click();
  const done = page.getByTestId('exchange-done');
  await expect(done).toContainText(t('posExchange.newSaleTotal', { amount: '3,600 CLP' }));
  await expect(done).toContainText(t('posExchange.customerPaid', { amount: '1,810 CLP' }));
});
