import { expect, test } from '@playwright/test';
import { openTill, stockUp, tillSetup } from './pos-support.js';
import { openAs, ROOT_PASSWORD, ROOT_USERNAME, t, withSettings } from './support.js';

/**
 * A register's own receipt header (docs/pos.md "Registers and devices"): set on the register's form
 * on /setting/basics/pos (a line too long refused on the form, in the user's language), it is
 * printed on that register's receipts, while the footer, left empty there, is the company's.
 */
test("a register's own receipt header, set on its form, prints on its till's receipt with the company's footer", async ({ page, request }) => {
  test.setTimeout(120_000);
  const { s, register, warehouse, cashier, cash, ok, warehouseId, employeeId } = await tillSetup(request, 'Eva');
  await ok('PUT', `/pos/cashiers/${employeeId}`, { allowed: true, pin: '1357' });
  const soap = (await ok('POST', '/products', { code: `JBR${s}`, name: `Jabón ${s}`, barcode: `76${s}`, prices: { unit: { retail: '1990' } } })).id;
  await stockUp(ok, warehouseId, [[soap, '10']]);

  await withSettings(request, { PosReceiptHeader: 'Casa Matriz', PosReceiptFooter: 'Gracias por su compra', PosAutoPrint: false }, async () => {
    await openAs(page, ROOT_USERNAME, ROOT_PASSWORD, '/setting/basics/pos');
    await page.getByRole('row').filter({ hasText: register }).getByRole('checkbox').check();
    await page.getByRole('button', { name: t('form.edit'), exact: true }).click();
    const dialog = page.getByRole('dialog');
    const header = dialog.getByLabel(t('pos.register.receiptHeader'), { exact: true });
    await header.fill(`Sucursal Norte ${s}\n${'x'.repeat(49)}`);
    await dialog.getByRole('button', { name: t('form.save'), exact: true }).click();
    await expect(dialog.getByText(t('pos.register.invalidLines', { lines: '6', length: '48' }))).toBeVisible();
    await header.fill(`Sucursal Norte ${s}\nAv. Brasil 123`);
    await dialog.getByRole('button', { name: t('form.save'), exact: true }).click();
    await expect(dialog).toBeHidden();
    const saved = ((await ok('GET', '/pos/registers')).registers as { name: string; receiptHeader: string; receiptFooter: string; blindClose: string }[]).find((r) => r.name === register)!;
    expect([saved.receiptHeader, saved.receiptFooter, saved.blindClose]).toEqual([`Sucursal Norte ${s}\nAv. Brasil 123`, '', 'company']);

    await openTill(page, { s, register, warehouse, cashier }, { pin: '1357', float: '5000' });
    const scan = page.getByLabel(t('posSell.scan'), { exact: true });
    await scan.fill(`76${s}`);
    await scan.press('Enter');
    await page.getByRole('button', { name: t('posSell.pay'), exact: true }).click();
    await page.getByRole('dialog').getByLabel(cash, { exact: true }).fill('2000');
    await page.getByRole('dialog').getByRole('button', { name: t('posSell.complete'), exact: true }).click();
    const receipt = page.getByTestId('pos-receipt');
    await expect(receipt.getByTestId('receipt-header')).toHaveText(`Sucursal Norte ${s}\nAv. Brasil 123`);
    await expect(receipt.getByTestId('receipt-footer')).toHaveText('Gracias por su compra');
  });
});
