import { expect, test } from '@playwright/test';
import { openTill, stockUp, tillSetup } from './pos-support.js';
import { openAs, ROOT_PASSWORD, ROOT_USERNAME, t, withSettings } from './support.js';

/**
 * Cash rounding at the till (docs/pos.md "Cash rounding"): the register sells in CLP, whose cash
 * rounds to the nearest 10 pesos (Ley 20.956, endings 1 to 5 down). A soap at 1,995: the Pay step
 * shows the rounding and the cash due (1,990); 2,000 handed over gives 10 back; the receipt prints
 * the rounding line and the cash handed over. The setting is on the cash register system screen.
 * The soap comes back: its 1,995 refund hands back 1,990 in cash (the same law, rounding -5), shown
 * on the return screen and when it is done, and the drawer expects the float again (5,000).
 */
test('a cash sale in pesos is rounded to 10 on the Pay step and the receipt prints the rounding', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { s, register, warehouse, cashier, cash, ok, warehouseId, employeeId } = await tillSetup(request, 'Rosa');
  await ok('PUT', `/pos/cashiers/${employeeId}`, { allowed: true, pin: '2468' });
  const soap = (await ok('POST', '/products', { code: `RDJ${s}`, name: `Jabón ${s}`, barcode: `73${s}`, prices: { unit: { retail: '1995' } } })).id;
  await stockUp(ok, warehouseId, [[soap, '10']]);

  await withSettings(request, { PosCashRounding: true }, async () => {
    await openAs(page, ROOT_USERNAME, ROOT_PASSWORD, '/setting/cashRegisterSys');
    await expect(page.getByLabel(t('settingsPage.key.PosCashRounding'), { exact: true })).toBeChecked();

    await openTill(page, { s, register, warehouse, cashier }, { pin: '2468', float: '5000' });
    const scan = page.getByLabel(t('posSell.scan'), { exact: true });
    await scan.fill(`73${s}`);
    await scan.press('Enter');
    await expect(page.getByTestId('pos-total')).toHaveText('1,995 CLP');
    await page.getByRole('button', { name: t('posSell.pay'), exact: true }).click();
    const pay = page.getByRole('dialog');
    await expect(pay.getByTestId('pos-pay-rounding')).toHaveText(`${t('posSell.rounding')}: -5 CLP · ${t('posSell.cashDue', { amount: '1,990 CLP' })}`);
    await pay.getByLabel(cash, { exact: true }).fill('2000');
    await expect(pay.getByTestId('pos-pay-status')).toHaveText(t('posSell.change', { amount: '10 CLP' }));
    await pay.getByRole('button', { name: t('posSell.complete'), exact: true }).click();

    const receipt = page.getByTestId('pos-receipt');
    await expect(receipt.getByTestId('receipt-total')).toHaveText('1,995 CLP');
    await expect(receipt.getByTestId('receipt-rounding')).toHaveText('-5');
    await expect(receipt.getByRole('row').filter({ hasText: t('posSell.rounding') })).toBeVisible();
    await expect(receipt.getByRole('row').filter({ hasText: cash })).toContainText('2,000');
    await expect(receipt.getByTestId('receipt-change')).toHaveText('10');

    // The sale reached the server as rounded: the reprint from the list is the server's and prints it too.
    await page.getByRole('button', { name: t('posSell.newSale'), exact: true }).click();
    await page.getByRole('link', { name: t('route.PosInvoiceList'), exact: true }).click();
    const row = page.getByTestId('pos-sales').getByRole('row').filter({ hasText: '1,995' });
    await row.getByRole('button', { name: t('posSell.reprint'), exact: true }).click();
    await expect(page.getByTestId('pos-receipt').getByTestId('receipt-rounding')).toHaveText('-5');

    // The soap back: 1,995 refunded in cash rounds by the same law: 1,990 handed back.
    await page.goto('/pos/invoiceList');
    await page.getByTestId('pos-sales').getByRole('row').filter({ hasText: '1,995' }).getByRole('link', { name: t('posReturn.open'), exact: true }).click();
    await page.getByLabel(t('posReturn.quantityOf', { name: `Jabón ${s}` }), { exact: true }).fill('1');
    await expect(page.getByTestId('return-total')).toHaveText('1,995 CLP');
    const handBack = `${t('posSell.rounding')}: -5 CLP · ${t('posReturn.cashBack', { amount: '1,990 CLP' })}`;
    await expect(page.getByTestId('return-rounding')).toHaveText(handBack);
    await page.getByLabel(t('posReturn.reason'), { exact: true }).fill('No le gustó');
    await page.getByRole('button', { name: t('posReturn.submit'), exact: true }).click();
    const done = page.getByTestId('return-done');
    await expect(done).toContainText(t('posReturn.refundedTotal', { amount: '1,995 CLP' }));
    await expect(done.getByTestId('return-done-rounding')).toHaveText(handBack);
    // The drawer: 5,000 + 1,990 taken - 1,990 handed back.
    await page.goto('/pos/invoice');
    await expect(page.getByTestId('report-lines').getByRole('row').filter({ hasText: cash })).toContainText('5,000');
  });
});
