import { expect, test } from '@playwright/test';
import { exportedSheet, openAs, ROOT_PASSWORD, ROOT_USERNAME, rootApi, t, unique } from './support.js';

/**
 * The Root/Admin-only waybill registers through their screens: Root adds a Polish transport
 * company (its NIP checked by the digit before saving), is refused a second one of the same name,
 * adds a driver with two plates who drives for it, finds the driver by a plate, exports the list
 * to Excel, and deactivates the driver (gone from the list of active drivers).
 */
test('Root registers a transport company and a driver for it, finds the driver by plate and exports the list', async ({ page }) => {
  test.setTimeout(90_000);
  page.setDefaultTimeout(15_000);
  const s = unique('').slice(-6).toUpperCase();
  const carrier = `Trans-Bałtyk ${s}`;
  await openAs(page, ROOT_USERNAME, ROOT_PASSWORD, '/invoice/transportCompany');
  await expect(page.getByRole('heading', { level: 1, name: t('route.InvoiceTransportCompany') })).toBeVisible();

  await page.getByRole('button', { name: t('invReg.newTransportCompany'), exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(t('invoicing.field.name'), { exact: true }).fill(carrier);
  await dialog.getByLabel(t('invoicing.field.taxId'), { exact: true }).fill('123-456-32-19');
  await dialog.getByLabel(t('invReg.phone'), { exact: true }).fill('+48 58 000 00 00');
  await dialog.getByLabel(t('invoicing.field.street'), { exact: true }).fill('ul. Portowa');
  await dialog.getByLabel(t('invoicing.field.city'), { exact: true }).fill('Gdańsk');
  await dialog.getByRole('button', { name: t('form.save'), exact: true }).click();
  // 1234563219: the NIP's check digit is 8, the form refuses before anything is sent.
  await expect(dialog.getByLabel(t('invoicing.field.taxId'), { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel(t('invoicing.field.taxId'), { exact: true }).fill('PL 123-456-32-18');
  await dialog.getByRole('button', { name: t('form.save'), exact: true }).click();
  await expect(dialog).toBeHidden();
  await page.getByLabel(t('invoicing.search'), { exact: true }).fill(s);
  await expect(page.getByRole('row').filter({ hasText: carrier })).toContainText('123-456-32-18');

  // The same name again (other case) is refused: names are unique.
  await page.getByRole('button', { name: t('invReg.newTransportCompany'), exact: true }).click();
  await dialog.getByLabel(t('invoicing.field.name'), { exact: true }).fill(carrier.toUpperCase());
  await dialog.getByLabel(t('invoicing.field.taxId'), { exact: true }).fill('5260250274');
  await dialog.getByLabel(t('invoicing.field.street'), { exact: true }).fill('ul. Długa');
  await dialog.getByLabel(t('invoicing.field.city'), { exact: true }).fill('Kraków');
  await dialog.getByRole('button', { name: t('form.save'), exact: true }).click();
  await expect(dialog.getByRole('alert')).toContainText(t('refusal.kind.taken'));
  await dialog.getByRole('button', { name: t('form.cancel'), exact: true }).click();

  // A driver with two plates, driving for the carrier.
  const driver = `Jan Kowalski ${s}`;
  await page.goto('/invoice/driver');
  await expect(page.getByRole('heading', { level: 1, name: t('route.InvoiceDriver') })).toBeVisible();
  await page.getByRole('button', { name: t('invReg.newDriver'), exact: true }).click();
  await dialog.getByLabel(t('invoicing.field.name'), { exact: true }).fill(driver);
  await dialog.getByLabel(t('invReg.idNumber'), { exact: true }).fill('ABC123456');
  await dialog.getByLabel(t('invReg.licenceNumber'), { exact: true }).fill('01234/15/1465');
  await dialog.getByLabel(t('invReg.phone'), { exact: true }).fill('+48 601 000 000');
  const plate = `GD ${s}`;
  await dialog.getByLabel(t('invReg.plates'), { exact: true }).fill(`${plate.toLowerCase()}, GD 7777A`);
  await dialog.getByLabel(t('invReg.transportCompany'), { exact: true }).selectOption({ label: carrier });
  await dialog.getByRole('button', { name: t('form.save'), exact: true }).click();
  await expect(dialog).toBeHidden();

  // Found by a plate typed in lower case; the carrier's name shows on the row.
  await page.getByLabel(t('invoicing.search'), { exact: true }).fill(plate.toLowerCase());
  const row = page.getByRole('row').filter({ hasText: driver });
  await expect(row).toContainText(`${plate}, GD 7777A`);
  await expect(row).toContainText(carrier);
  const sheet = await exportedSheet(page);
  expect(sheet.data.map((r) => r.slice(0, 6))).toEqual([[driver, 'ABC123456', '01234/15/1465', '+48 601 000 000', `${plate}, GD 7777A`, carrier]]);

  // Deactivated: gone from the list of active drivers.
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: t('form.disable'), exact: true }).click();
  await expect(page.getByRole('row').filter({ hasText: driver })).toHaveCount(0);
});

/**
 * A supplier's invoice recorded on /invoice/purchase-new (VAT of the 8 % line left empty and worked
 * out), then the register's totals of the period per rate, with the supplier's earlier invoice of
 * the same month and without a voided one.
 */
test("Root records a supplier's invoice and sees the period's totals per rate", async ({ page, request }) => {
  test.setTimeout(90_000);
  page.setDefaultTimeout(15_000);
  const root = await rootApi(request);
  const s = unique('').slice(-6).toUpperCase();
  const supplier = `Hurtownia Papier ${s}`;
  const supplierId = (await root('POST', '/suppliers', { code: `PAP${s}`, name: supplier, currency: 'PLN', country: 'PL' })).id;
  // Earlier this period: 200.00 at 23 % (46.00), and a voided one that must not count.
  await root('POST', '/invoicing/purchase-invoices', { supplierId, number: `A/${s}`, issueDate: '2026-03-02', receiptDate: '2026-03-03', currency: 'PLN', lines: [{ vatRate: '23', net: '200', vat: '46' }] });
  const wrong = (await root('POST', '/invoicing/purchase-invoices', { supplierId, number: `B/${s}`, issueDate: '2026-03-02', receiptDate: '2026-03-03', currency: 'PLN', lines: [{ vatRate: '23', net: '999' }] })).id;
  await root('POST', `/invoicing/purchase-invoices/${wrong}/void`, { reason: 'typed twice' });

  await openAs(page, ROOT_USERNAME, ROOT_PASSWORD, '/invoice/purchase-new');
  await expect(page.getByRole('heading', { level: 1, name: t('route.InvoicePurchaseNew') })).toBeVisible();
  await page.getByLabel(t('invReg.purchase.supplier'), { exact: true }).selectOption({ label: `${supplier} (PAP${s})` });
  await page.getByLabel(t('invReg.purchase.number'), { exact: true }).fill(`FV/${s}`);
  await page.getByLabel(t('invReg.purchase.issueDate'), { exact: true }).fill('2026-03-10');
  await page.getByLabel(t('invReg.purchase.receiptDate'), { exact: true }).fill('2026-03-12');
  await page.getByLabel(t('invReg.purchase.vatRateOf', { n: '1' }), { exact: true }).fill('23');
  await page.getByLabel(t('invReg.purchase.netOf', { n: '1' }), { exact: true }).fill('1000');
  await page.getByLabel(t('invReg.purchase.vatOf', { n: '1' }), { exact: true }).fill('230');
  await page.getByRole('button', { name: t('invReg.purchase.addLine'), exact: true }).click();
  await page.getByLabel(t('invReg.purchase.vatRateOf', { n: '2' }), { exact: true }).fill('8');
  await page.getByLabel(t('invReg.purchase.netOf', { n: '2' }), { exact: true }).fill('123.45');
  // 1000.00 + 230.00 and 123.45 + 9.88 (8 % of 123.45 = 9.876): 1363.33 PLN.
  await expect(page.getByTestId('purchase-gross')).toHaveText('1,363.33 PLN');
  await page.getByRole('button', { name: t('invReg.purchase.record'), exact: true }).click();
  await expect(page).toHaveURL(/\/invoice\/purchase$/);

  // The form stays open in its own (hidden) tab: ask within the register's page.
  const register = page.locator('section[aria-labelledby="invoice-purchase-title"]');
  await expect(register.getByRole('heading', { level: 1, name: t('route.InvoicePurchase') })).toBeVisible();
  await register.getByLabel(t('invReg.purchase.supplier'), { exact: true }).selectOption({ label: supplier });
  await register.getByLabel(t('invReg.purchase.receivedFrom'), { exact: true }).fill('2026-03-01');
  await register.getByLabel(t('invReg.purchase.receivedTo'), { exact: true }).fill('2026-03-31');
  const totals = register.getByRole('table', { name: t('invReg.purchase.periodTotals') });
  // 23 %: 1000.00 + 200.00 = 1200.00 net, 230.00 + 46.00 = 276.00 VAT; 8 %: 123.45 and 9.88.
  await expect(totals.locator('tr[data-rate="PLN 23"]')).toContainText('1,200.00');
  await expect(totals.locator('tr[data-rate="PLN 23"]')).toContainText('276.00');
  await expect(totals.locator('tr[data-rate="PLN 23"]')).toContainText('1,476.00');
  await expect(totals.locator('tr[data-rate="PLN 8"]')).toContainText('9.88');
  await expect(register.getByRole('row').filter({ hasText: `A/${s}` })).toHaveCount(1);
  await expect(register.getByRole('row').filter({ hasText: `B/${s}` })).toHaveCount(0);
});
