import { expect, test } from '@playwright/test';
import { openTill, stockUp, tillSetup } from './pos-support.js';
import { t } from './support.js';

/**
 * A return without a receipt (docs/pos.md "Returns without a receipt"): a customer brings back two
 * soaps bought elsewhere in the chain, without the receipt. From the till, the cashier opens
 * "Return without receipt", scans the soap, makes it 2: today's price 1,990 caps the refund at
 * 3,980; 4,000 is refused on the spot, she refunds 3,500 in cash. Sara, a till supervisor, picks
 * her name: a wrong PIN is refused in the user's words, the right one records the return. The soaps
 * are back in the store (12), and the X report's drawer expects 20,000 - 3,500 = 16,500, with
 * one return of 3,500.
 */
test('a return without a receipt: capped at today\'s price, refunded in cash, approved by a supervisor, stock and X report', async ({ page, request }) => {
  const { s, register, warehouse, cashier, ok, warehouseId, employeeId } = await tillSetup(request, 'Nora');
  await ok('PUT', `/pos/cashiers/${employeeId}`, { allowed: true, pin: '2468' });
  const supervisor = `Sara ${s}`;
  const sara = (await ok('POST', '/employees', { username: `sarn${s.toLowerCase()}`, password: 'password-1', name: supervisor })).id as string;
  await ok('PUT', `/pos/cashiers/${sara}`, { supervisor: true, pin: '9753' });
  const soap = (await ok('POST', '/products', { code: `JAB${s}`, name: `Jabón ${s}`, barcode: `91${s}`, prices: { unit: { retail: '1990' } } })).id;
  await stockUp(ok, warehouseId, [[soap, '10']]);

  await openTill(page, { s, register, warehouse, cashier }, { pin: '2468', float: '20000', device: `Sin boleta ${s}` });
  await page.getByRole('link', { name: t('route.PosReturnNoReceipt'), exact: true }).click();
  await expect(page.getByRole('heading', { name: t('route.PosReturnNoReceipt') })).toBeVisible();

  const scan = page.getByLabel(t('posNoReceipt.scan'), { exact: true });
  await scan.fill(`91${s}`);
  await scan.press('Enter');
  const lines = page.getByTestId('noreceipt-lines');
  await expect(lines.getByRole('row').filter({ hasText: `Jabón ${s}` })).toContainText('1,990');
  await page.getByLabel(t('posNoReceipt.quantityOf', { name: `Jabón ${s}` }), { exact: true }).fill('2');
  await expect(page.getByTestId('noreceipt-total')).toHaveText('3,980 CLP');
  const refund = page.getByLabel(t('posNoReceipt.refundOf', { name: `Jabón ${s}` }), { exact: true });
  await expect(refund).toHaveValue('3980');
  // Over today's price x the quantity: said on the line, and the return cannot be recorded.
  await refund.fill('4000');
  await expect(lines).toContainText(t('posNoReceipt.atMost', { amount: '3,980 CLP' }));
  await page.getByLabel(t('posNoReceipt.reason'), { exact: true }).fill('Sin boleta, regalo');
  await page.getByRole('radio', { name: supervisor }).check();
  await page.getByLabel(t('posNoReceipt.pin'), { exact: true }).fill('9753');
  const submit = page.getByRole('button', { name: t('posNoReceipt.submit'), exact: true });
  await expect(submit).toBeDisabled();
  await refund.fill('3500');
  await expect(page.getByTestId('noreceipt-total')).toHaveText('3,500 CLP');

  // A wrong PIN: refused in the user's words, nothing recorded; the right one records it.
  await page.getByLabel(t('posNoReceipt.pin'), { exact: true }).fill('1111');
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText(t('refusal.reason.supervisor_pin_wrong', { left: '4' }));
  await page.getByLabel(t('posNoReceipt.pin'), { exact: true }).fill('9753');
  await submit.click();
  await expect(page.getByTestId('noreceipt-done')).toContainText(t('posNoReceipt.doneDetail', { amount: '3,500 CLP', supervisor }));
  await expect(page.getByText(t('posNoReceipt.empty'))).toBeVisible();

  // The soaps are back in the store: 12 on hand.
  await page.goto('/pos/invoicePrice');
  const check = page.getByLabel(t('posSell.scan'), { exact: true });
  await check.fill(`91${s}`);
  await check.press('Enter');
  await expect(page.getByTestId('pos-price')).toContainText('12');

  // The X report: the drawer expects 20,000 - 3,500 = 16,500; one return of 3,500.
  await page.goto('/pos/invoice');
  const cashLine = page.getByTestId('report-lines').getByRole('row').filter({ hasText: '16,500' });
  await expect(cashLine).toHaveCount(1);
  await expect(page.getByTestId('report-returns')).toHaveText(t('posReturn.reportLine', { n: '1', amount: '3,500 CLP' }));
});
