import { expect, test } from '@playwright/test';
import { newScanSale, saleShop, t } from './support.js';

/**
 * Issue 5's counter: a scan sale done from the keyboard only. Scans add lines in the scanned
 * unit (a second scan adds to the line, "2*" scans two boxes), a quantity is corrected in the
 * grid, F8 takes cash and shows the change, the stock leaves; F4 parks the next sale and F6
 * recalls it; a commit beyond the stock is refused with the reason and the order stays a draft.
 */
test('scan sale from the keyboard: scans, quantity edit, F8 cash with change, F4 hang, F6 recall, refused commit', async ({ page, request }) => {
  const { ok, warehouse, product, code, unitBarcode, boxBarcode } = await saleShop(request);
  const onHand = async () => (await ok('GET', `/stock/on-hand?warehouseId=${warehouse}&productId=${product}`)).rows[0]?.quantity;

  const scanBox = await newScanSale(page, warehouse);
  const lines = page.getByRole('table', { name: t('saleEntry.lines') });
  const row = (n: number) => lines.locator('tbody tr').nth(n - 1);

  // Two scans of the unit barcode make one line of 2; "2*" the box barcode adds two boxes.
  await scanBox.fill(unitBarcode);
  await scanBox.press('Enter');
  await expect(row(1)).toContainText(code);
  await scanBox.fill(unitBarcode);
  await scanBox.press('Enter');
  await expect(row(1).getByLabel(t('sale.col.quantity'), { exact: true })).toHaveValue('2');
  await scanBox.fill(`2*${boxBarcode}`);
  await scanBox.press('Enter');
  await expect(row(2).getByLabel(t('sale.col.unit'), { exact: true })).toHaveValue('box');
  await expect(row(2)).toContainText('28,800');

  // The first line's quantity corrected in the grid: 3 units.
  const qty = row(1).getByLabel(t('sale.col.quantity'), { exact: true });
  await qty.fill('3');
  await qty.press('Enter');
  await expect(scanBox).toBeFocused();
  await expect(page.getByTestId('order-total')).toHaveText(/36,414 CLP/);

  // F8: pay in cash, 40000 handed over -> 3586 change; the order is committed, stock left.
  await page.keyboard.press('F8');
  const payDialog = page.getByRole('dialog', { name: t('saleEntry.payAndCommit') });
  await expect(payDialog.getByLabel(t('sale.col.amount'), { exact: true })).toHaveValue('36414');
  await payDialog.getByLabel(t('saleEntry.pay.tendered'), { exact: true }).fill('40000');
  await expect(payDialog.getByRole('status')).toContainText('3,586 CLP');
  await payDialog.getByRole('button', { name: t('saleEntry.payAndCommit'), exact: true }).click();
  await expect(page.locator('.order-done').filter({ hasText: '3,586 CLP' })).toBeVisible();
  await expect.poll(onHand).toBe('189');

  // The next customer: one scan, F4 parks it, F6 brings it back with its line.
  await expect(scanBox).toBeFocused();
  await scanBox.fill(unitBarcode);
  await scanBox.press('Enter');
  await expect(row(1)).toContainText(code);
  const parked = (await page.locator('.order-title strong').textContent())!.trim();
  await page.keyboard.press('F4');
  await expect(page.getByText(t('sale.noLines'))).toBeVisible();
  await page.keyboard.press('F6');
  const recall = page.getByRole('dialog', { name: t('saleEntry.recallTitle') });
  await expect(recall.getByRole('row', { name: new RegExp(parked) })).toBeVisible();
  await recall.getByRole('row', { name: new RegExp(parked) }).click();
  await expect(page.locator('.order-title strong')).toHaveText(parked);
  await expect(row(1).getByLabel(t('sale.col.quantity'), { exact: true })).toHaveValue('1');

  // More than the stock: F9 is refused with the reason, nothing leaves, the order stays a draft.
  await qty.fill('500');
  await qty.press('Enter');
  await expect(row(1).getByLabel(t('sale.col.quantity'), { exact: true })).toHaveValue('500');
  await page.keyboard.press('F9');
  await expect(page.locator('.order-editor').getByRole('alert')).toContainText(new RegExp(`${code} .* 189 on hand, 500 requested`));
  await expect(page.locator('.order-title')).toContainText(t('sale.status.draft'));
  expect(await onHand()).toBe('189');
});
