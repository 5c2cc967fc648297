import { expect, test } from '@playwright/test';
import { openTill, stockUp, tillSetup } from './pos-support.js';
import { openAs, ROOT_PASSWORD, ROOT_USERNAME, t, withSettings } from './support.js';

/**
 * Offline sales turned off (docs/pos.md "Offline", PosOfflineSales on the cash register system
 * screen): the till has a soap in the cart when the network goes; the Pay step says the till cannot
 * sell offline and will not complete the sale. The network comes back: the same sale completes.
 */
test('with offline sales off the till does not sell while the network is down, and sells again once it is back', async ({ page, context, request }) => {
  test.setTimeout(120_000);
  const { s, register, warehouse, cashier, cash, ok, warehouseId, employeeId } = await tillSetup(request, 'Nora');
  await ok('PUT', `/pos/cashiers/${employeeId}`, { allowed: true, pin: '1357' });
  const soap = (await ok('POST', '/products', { code: `OFS${s}`, name: `Jabón ${s}`, barcode: `74${s}`, prices: { unit: { retail: '1990' } } })).id;
  await stockUp(ok, warehouseId, [[soap, '10']]);

  await withSettings(request, { PosOfflineSales: false }, async () => {
    await openAs(page, ROOT_USERNAME, ROOT_PASSWORD, '/setting/cashRegisterSys');
    await expect(page.getByLabel(t('settingsPage.key.PosOfflineSales'), { exact: true })).not.toBeChecked();

    await openTill(page, { s, register, warehouse, cashier }, { pin: '1357', float: '5000' });
    const scan = page.getByLabel(t('posSell.scan'), { exact: true });
    await scan.fill(`74${s}`);
    await scan.press('Enter');
    await expect(page.getByTestId('pos-total')).toHaveText('1,990 CLP');

    await context.setOffline(true);
    await page.getByRole('button', { name: t('posSell.pay'), exact: true }).click();
    const pay = page.getByRole('dialog');
    await pay.getByLabel(cash, { exact: true }).fill('2000');
    await expect(pay.getByTestId('pos-offline-sales-off')).toHaveText(t('posOffline.salesOff'));
    await expect(pay.getByRole('button', { name: t('posSell.complete'), exact: true })).toBeDisabled();

    await context.setOffline(false);
    await expect(pay.getByTestId('pos-offline-sales-off')).toHaveCount(0);
    await pay.getByRole('button', { name: t('posSell.complete'), exact: true }).click();
    await expect(page.getByTestId('pos-receipt').getByTestId('receipt-total')).toHaveText('1,990 CLP');
  });
});
