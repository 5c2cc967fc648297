import { expect, test } from '@playwright/test';
import { openTill, stockUp, tillSetup } from './pos-support.js';
import { t } from './support.js';

/**
 * Selling on the till (docs/pos.md "Selling"): an Admin authorises the browser, the cashier signs
 * in with her PIN and opens the session with a 20,000 CLP float; she scans soap (1,990) and, with
 * the multiplier at 3, rice (3 x 1,250 = 3,750): 5,740. She pays 5,000 by card and 1,000 in cash:
 * 260 back. The receipt says so, the sale is in today's list (reprinted from there), where a
 * second sale (1 soap, 1,990 cash) shows up live; the close expects 20,000 + 1,000 - 260 + 1,990
 * = 22,730 in cash and 5,000 on the card: the Z report shows both.
 */
test('scan two products, pay by card and cash with change, receipt, sale list, Z report with the takings', async ({ page, request }) => {
  const { s, register, warehouse, cashier, card, cash, ok, warehouseId, employeeId: eva } = await tillSetup(request, 'Eva');
  await ok('PUT', `/pos/cashiers/${eva}`, { allowed: true, pin: '1357' });
  const soap = (await ok('POST', '/products', { code: `JAB${s}`, name: `Jabón ${s}`, barcode: `71${s}`, prices: { unit: { retail: '1990' } } })).id;
  const rice = (await ok('POST', '/products', { code: `ARR${s}`, name: `Arroz ${s}`, barcode: `72${s}`, prices: { unit: { retail: '1250' } } })).id;
  await stockUp(ok, warehouseId, [[soap, '10'], [rice, '10']]);

  // Authorise this browser for the register, sign in with the PIN, open with the float.
  await openTill(page, { s, register, warehouse, cashier }, { pin: '1357', float: '20000' });

  // Scan: the box keeps the focus; Enter adds the line; the multiplier makes 3 of the rice.
  const scan = page.getByLabel(t('posSell.scan'), { exact: true });
  await expect(scan).toBeFocused();
  await scan.fill(`71${s}`);
  await scan.press('Enter');
  const cart = page.getByTestId('pos-cart');
  await expect(cart.getByRole('row').filter({ hasText: `Jabón ${s}` })).toContainText('1,990');
  await expect(scan).toBeFocused();
  await page.getByLabel(t('posSell.times'), { exact: true }).fill('3');
  await scan.fill(`72${s}`);
  await scan.press('Enter');
  await expect(cart.getByRole('row').filter({ hasText: `Arroz ${s}` })).toContainText('3,750');
  await expect(page.getByTestId('pos-total')).toHaveText('5,740 CLP');
  await expect(scan).toBeFocused();
  // An unknown barcode is said so, and adds nothing.
  await scan.fill('000-nope');
  await scan.press('Enter');
  await expect(page.getByRole('alert')).toHaveText(t('posSell.notFound', { scan: '000-nope' }));
  await expect(page.getByTestId('pos-total')).toHaveText('5,740 CLP');

  // Pay: 5,000 by card, 1,000 in cash: 260 back.
  await page.getByRole('button', { name: t('posSell.pay'), exact: true }).click();
  const pay = page.getByRole('dialog');
  // The first amount has the focus (not the scan box): the cashier types what she was handed.
  await expect(pay.getByRole('textbox').first()).toBeFocused();
  await page.keyboard.type('700');
  await expect(pay.getByRole('textbox').first()).toHaveValue('700');
  await expect(scan).toHaveValue('000-nope'); // as the refused scan left it: nothing typed into it
  await pay.getByRole('textbox').first().fill('');
  await pay.getByLabel(card, { exact: true }).fill('5000');
  await expect(pay.getByTestId('pos-pay-status')).toHaveText(t('posSell.left', { amount: '740 CLP' }));
  await expect(pay.getByRole('button', { name: t('posSell.complete'), exact: true })).toBeDisabled();
  await pay.getByLabel(cash, { exact: true }).fill('1000');
  await expect(pay.getByTestId('pos-pay-status')).toHaveText(t('posSell.change', { amount: '260 CLP' }));
  await pay.getByRole('button', { name: t('posSell.complete'), exact: true }).click();

  // The receipt: the total, both payments, the change, the cashier.
  const receipt = page.getByTestId('pos-receipt');
  await expect(receipt.getByTestId('receipt-total')).toHaveText('5,740 CLP');
  await expect(receipt.getByTestId('receipt-change')).toHaveText('260');
  await expect(receipt).toContainText(card);
  await expect(receipt).toContainText(t('pos.till.cashier', { name: cashier }));

  // Today's sales of this register: the sale, reprinted from the list.
  await page.getByRole('button', { name: t('posSell.newSale'), exact: true }).click();
  await page.getByRole('link', { name: t('route.PosInvoiceList'), exact: true }).click();
  const row = page.getByTestId('pos-sales').getByRole('row').filter({ hasText: cashier });
  await expect(row).toContainText('5,740 CLP');
  await expect(row).toContainText(`${cash}, ${card}`);
  await row.getByRole('button', { name: t('posSell.reprint'), exact: true }).click();
  await expect(page.getByTestId('pos-receipt').getByTestId('receipt-total')).toHaveText('5,740 CLP');

  // Another sale on this till (1 soap, 1,990 cash) reaches the open list live, without a reload.
  const tokens = await page.evaluate(() => {
    const w = globalThis as unknown as { localStorage: { getItem(k: string): string | null }; sessionStorage: { getItem(k: string): string | null } };
    return { device: (JSON.parse(w.localStorage.getItem('tradedesk.pos.device') ?? '{}') as { token?: string }).token ?? '', session: w.sessionStorage.getItem('tradedesk.pos.session') ?? '' };
  });
  const cashId = ((await ok('GET', '/setting/pay-method')).payMethods as { id: string; name: string }[]).find((m) => m.name === cash)!.id;
  const other = await request.post('/be/api/pos/till/sales', {
    headers: { 'X-Pos-Device': tokens.device, 'X-Pos-Session': tokens.session },
    data: { saleId: crypto.randomUUID(), soldAt: new Date().toISOString(), lines: [{ scan: `71${s}`, quantity: '1' }], payments: [{ payMethodId: cashId, amount: '1990' }] },
  });
  expect(other.status()).toBe(201);
  await expect(page.getByTestId('pos-sales').getByRole('row').filter({ hasText: '1,990 CLP' })).toBeVisible();
  await expect(page.getByTestId('pos-sales')).toContainText(t('posSell.salesCount', { count: '2' }));

  // The price check shows the rice at 1,250 with 7 left in the store.
  await page.goto('/pos/invoicePrice');
  const check = page.getByLabel(t('posSell.scan'), { exact: true });
  await check.fill(`72${s}`);
  await check.press('Enter');
  await expect(page.getByTestId('pos-price')).toContainText('1,250 CLP');
  await expect(page.getByTestId('pos-price')).toContainText('7');

  // The X report expects the takings: cash 20,000 + 1,000 - 260 + 1,990 = 22,730; card 5,000. Close counting both.
  await page.goto('/pos/invoice');
  const lines = page.getByTestId('report-lines');
  await expect(lines.getByRole('row').filter({ hasText: cash })).toContainText('22,730');
  await expect(lines.getByRole('row').filter({ hasText: card })).toContainText('5,000');
  await page.getByLabel(t('pos.close.countOf', { method: cash, currency: 'CLP' }), { exact: true }).fill('22730');
  await page.getByLabel(t('pos.close.countOf', { method: card, currency: 'CLP' }), { exact: true }).fill('5000');
  await page.getByRole('button', { name: t('pos.close.save'), exact: true }).click();
  await expect(page.getByRole('heading', { name: t('pos.report.z') })).toBeVisible();
  const z = page.getByTestId('report-lines');
  await expect(z.getByRole('row').filter({ hasText: card })).toContainText('5,000');
  await expect(z.getByRole('row').filter({ hasText: cash })).toContainText('22,730');
});
