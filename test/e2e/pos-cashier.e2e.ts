import { expect, test } from '@playwright/test';
import { openTill, stockUp, tillSetup } from './pos-support.js';
import { t, withSettings } from './support.js';

/**
 * A discount over the till's limit and the receipt number (docs/pos.md "Supervisor approval",
 * "Receipt numbers"): with the limit at 10%, Lía types 25% on a soap (1,990); Pay opens the
 * supervisor dialog; Sara's wrong PIN is refused, her right PIN approves; the sale (1,493) is
 * recorded with the approval, the receipt shows the till's first number T1-000001 and the sale
 * list finds it by that number.
 */
test('a supervisor approves a discount over the limit; the receipt number shows and is found in the sale list', async ({ page, request }) => {
  const { s, register, warehouse, cashier, cash, ok, warehouseId, employeeId } = await tillSetup(request, 'Lía');
  await ok('PUT', `/pos/cashiers/${employeeId}`, { allowed: true, pin: '1357' });
  const supervisor = `Sara ${s}`;
  const sara = (await ok('POST', '/employees', { username: `sara${s.toLowerCase()}`, password: 'password-1', name: supervisor })).id as string;
  await ok('PUT', `/pos/cashiers/${sara}`, { supervisor: true, pin: '9753' });
  const soap = (await ok('POST', '/products', { code: `JAB${s}`, name: `Jabón ${s}`, barcode: `74${s}`, prices: { unit: { retail: '1990' } } })).id;
  await stockUp(ok, warehouseId, [[soap, '10']]);

  await withSettings(request, { PosMaxDiscount: '10' }, async () => {
    await openTill(page, { s, register, warehouse, cashier }, { pin: '1357', float: '10000' });

    const scan = page.getByLabel(t('posSell.scan'), { exact: true });
    await scan.fill(`74${s}`);
    await scan.press('Enter');
    await page.getByLabel(t('posSell.discountOf', { name: `Jabón ${s}` }), { exact: true }).fill('25');
    await expect(page.getByTestId('pos-total')).toHaveText('1,493 CLP');

    // Over the limit: Pay asks a supervisor first. A wrong PIN is refused; the right one approves.
    await page.getByRole('button', { name: t('posSell.pay'), exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: t('posCashier.supervisorTitle') })).toBeVisible();
    await expect(dialog).toContainText(t('posCashier.supervisorIntro', { discount: '25', limit: '10' }));
    await dialog.getByRole('radio', { name: supervisor }).check();
    await dialog.getByLabel(t('posCashier.supervisorPin'), { exact: true }).fill('1111');
    await dialog.getByRole('button', { name: t('posCashier.approve'), exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText(t('refusal.reason.supervisor_pin_wrong', { left: '4' }));
    await dialog.getByLabel(t('posCashier.supervisorPin'), { exact: true }).fill('9753');
    await dialog.getByRole('button', { name: t('posCashier.approve'), exact: true }).click();

    // The pay dialog follows; the sale goes through with the approval.
    const pay = page.getByRole('dialog');
    await pay.getByLabel(cash, { exact: true }).fill('1493');
    await pay.getByRole('button', { name: t('posSell.complete'), exact: true }).click();
    const receipt = page.getByTestId('pos-receipt');
    await expect(receipt.getByTestId('receipt-total')).toHaveText('1,493 CLP');
    await expect(receipt).toContainText(t('posSell.receiptNo', { number: 'T1-000001' }));

    // The sale list finds it by its number (it reached the server: the row is the server's).
    await page.getByRole('button', { name: t('posSell.newSale'), exact: true }).click();
    await page.getByRole('link', { name: t('route.PosInvoiceList'), exact: true }).click();
    await page.getByLabel(t('posCashier.findReceipt'), { exact: true }).fill('000001');
    await page.getByRole('button', { name: t('posCashier.find'), exact: true }).click();
    const rows = page.getByTestId('pos-sales').getByRole('row').filter({ hasText: 'T1-000001' });
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText('1,493 CLP');
    await expect(rows).toContainText(cashier);
  });
});
