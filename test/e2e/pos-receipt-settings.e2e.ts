import { expect, test } from '@playwright/test';
import { openTill, stockUp, tillSetup } from './pos-support.js';
import { apiAs, createUser, openAs, rootToken, t, withSettings } from './support.js';

/**
 * The cash register system (docs/pos.md "Cash register system"): an employee whose position has
 * only the CashRegisterSystem page sets the receipt's header and footer, 58 mm paper and printing
 * after payment on /setting/cashRegisterSys (a header line too long is refused on the form, nothing
 * saved); then a sale on a till prints at once, its receipt carrying both texts on 58 mm paper, and
 * a reprint from the sale list carries them too without printing by itself.
 */
test('receipt header, footer, paper width and printing after payment, set on the cash register system screen, reach the till', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { s, register, warehouse, cashier, cash, ok, warehouseId, employeeId } = await tillSetup(request, 'Rut');
  await ok('PUT', `/pos/cashiers/${employeeId}`, { allowed: true, pin: '2468' });
  const soap = (await ok('POST', '/products', { code: `JAB${s}`, name: `Jabón ${s}`, barcode: `75${s}`, prices: { unit: { retail: '1990' } } })).id;
  await stockUp(ok, warehouseId, [[soap, '10']]);
  const root = apiAs(request, await rootToken(request));
  const position = (await root('POST', '/positions', { name: `Cajas ${s}`, pagePrivileges: { CashRegisterSystem: 'Accessable' } })).id as string;
  const keeper = await createUser(request, await rootToken(request), { positionIds: [position] });
  // Counts how often the page opened the print dialog (the browser's own dialog is not under test).
  await page.addInitScript(() => {
    const w = globalThis as unknown as { print: () => void; __printed: number };
    w.__printed = 0;
    w.print = () => void (w.__printed += 1);
  });

  await withSettings(request, { PosReceiptHeader: '', PosReceiptFooter: '', PosReceiptWidth: '80', PosAutoPrint: false }, async () => {
    await openAs(page, keeper.username, keeper.password, '/setting/cashRegisterSys');
    await expect(page.getByRole('heading', { level: 1, name: t('route.CashRegisterSystem') })).toBeVisible();
    const header = page.getByLabel(t('settingsPage.key.PosReceiptHeader'), { exact: true });
    await header.fill(`Comercial Andes ${s}\n${'x'.repeat(49)}`);
    await page.getByRole('button', { name: t('form.save'), exact: true }).click();
    // 49 characters on a line: refused on the form, nothing saved.
    await expect(page.getByText(t('settingsPage.invalid.lines', { lines: '6', length: '48' }))).toBeVisible();
    expect((await root('GET', '/system-setting/settings?keys=PosReceiptHeader')).PosReceiptHeader.value).toBe('');

    await header.fill(`Comercial Andes ${s}\nAv. Providencia 1234, Santiago`);
    await page.getByLabel(t('settingsPage.key.PosReceiptFooter'), { exact: true }).fill('¡Gracias por su compra!');
    await page.getByLabel(t('settingsPage.key.PosReceiptWidth'), { exact: true }).selectOption('58');
    await page.getByLabel(t('settingsPage.key.PosAutoPrint'), { exact: true }).check();
    await page.getByRole('button', { name: t('form.save'), exact: true }).click();
    await expect(page.getByText(t('settingsPage.saved'))).toBeVisible();
    const saved = await root('GET', '/system-setting/settings?keys=PosReceiptHeader,PosReceiptFooter,PosReceiptWidth,PosAutoPrint');
    expect([saved.PosReceiptHeader.value, saved.PosReceiptFooter.value, saved.PosReceiptWidth.value, saved.PosAutoPrint.value]).toEqual([
      `Comercial Andes ${s}\nAv. Providencia 1234, Santiago`,
      '¡Gracias por su compra!',
      '58',
      true,
    ]);

    await openTill(page, { s, register, warehouse, cashier }, { pin: '2468', float: '5000' });
    const scan = page.getByLabel(t('posSell.scan'), { exact: true });
    await scan.fill(`75${s}`);
    await scan.press('Enter');
    await page.getByRole('button', { name: t('posSell.pay'), exact: true }).click();
    await page.getByRole('dialog').getByLabel(cash, { exact: true }).fill('2000');
    await page.getByRole('dialog').getByRole('button', { name: t('posSell.complete'), exact: true }).click();
    const receipt = page.getByTestId('pos-receipt');
    await expect(receipt.getByTestId('receipt-header')).toHaveText(`Comercial Andes ${s}\nAv. Providencia 1234, Santiago`);
    await expect(receipt.getByTestId('receipt-footer')).toHaveText('¡Gracias por su compra!');
    await expect(receipt).toHaveClass(/paper-58/);
    await expect.poll(() => page.evaluate(() => (globalThis as unknown as { __printed: number }).__printed)).toBe(1);

    // A reprint from the sale list: the same texts, and no print dialog until asked for.
    await page.getByRole('button', { name: t('posSell.newSale'), exact: true }).click();
    await page.getByRole('link', { name: t('route.PosInvoiceList'), exact: true }).click();
    const row = page.getByTestId('pos-sales').getByRole('row').filter({ hasText: '1,990' });
    await row.getByRole('button', { name: t('posSell.reprint'), exact: true }).click();
    await expect(page.getByTestId('pos-receipt').getByTestId('receipt-footer')).toHaveText('¡Gracias por su compra!');
    expect(await page.evaluate(() => (globalThis as unknown as { __printed: number }).__printed)).toBe(1);
  });
});
