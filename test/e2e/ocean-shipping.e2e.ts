import { expect, test } from '@playwright/test';
import { openAs, ROOT_PASSWORD, ROOT_USERNAME, t, title, unique } from './support.js';

/**
 * Ocean shipping on its screens: a trader creates a sea waybill, moves it to sailed, adds the
 * freight invoice and finds the waybill in the list with its cost (not spread: no goods received yet).
 */
test('create a sea waybill, add its freight and see it in the list', async ({ page }) => {
  const bl = unique('COSU').toUpperCase();
  await openAs(page, ROOT_USERNAME, ROOT_PASSWORD, '/purchase/ocean-shipping/new');
  await expect(page.getByRole('heading', { name: title('OceanShippingNew'), exact: true })).toBeVisible();

  await page.getByLabel(t('shipping.blNumber'), { exact: true }).fill(bl);
  await page.getByLabel(t('shipping.containers'), { exact: true }).fill('mscu1234567, TGHU7654321');
  await page.getByLabel(t('shipping.carrier'), { exact: true }).fill('COSCO');
  await page.getByLabel(t('shipping.portOfLoading'), { exact: true }).fill('Ningbo');
  await page.getByLabel(t('shipping.portOfDischarge'), { exact: true }).fill('San Antonio');
  await page.getByRole('button', { name: t('shipping.create'), exact: true }).click();

  // The saved waybill opens for editing: its number, status and cost sections.
  await expect(page).toHaveURL(/\/purchase\/ocean-shipping\/new\?id=/, { timeout: 10_000 });
  await expect(page.getByRole('heading', { name: new RegExp(`^${t('shipping.waybill')} SW-`) })).toBeVisible();
  await expect(page.getByTestId('waybill-status')).toHaveText(t('shipping.statuses.booked'));
  await expect(page.getByLabel(t('shipping.containers'), { exact: true })).toHaveValue('MSCU1234567, TGHU7654321');
  await page.getByRole('button', { name: t('shipping.moveTo', { status: t('shipping.statuses.sailed') }), exact: true }).click();
  await expect(page.getByTestId('waybill-status')).toHaveText(t('shipping.statuses.sailed'));

  // The freight invoice, in the cost currency: kept, waiting for goods to spread over.
  const costForm = page.getByRole('form', { name: t('shipping.addCost'), exact: true });
  await costForm.getByLabel(t('shipping.kind'), { exact: true }).selectOption('freight');
  await costForm.getByLabel(t('shipping.amount'), { exact: true }).fill('850');
  await costForm.getByLabel(t('shipping.invoiceRef'), { exact: true }).fill('FR-2026-77');
  await costForm.getByRole('button', { name: t('shipping.addCost'), exact: true }).click();
  const costs = page.getByRole('table', { name: t('shipping.costs'), exact: true });
  const freight = costs.getByRole('row').filter({ hasText: 'FR-2026-77' });
  await expect(freight).toHaveCount(1, { timeout: 10_000 });
  await expect(freight).toContainText(t('shipping.kinds.freight'));
  await expect(freight).toContainText(t('shipping.allocatedStates.no'));

  // A bad amount is refused under its field, before any request.
  await costForm.getByLabel(t('shipping.amount'), { exact: true }).fill('12,5');
  await costForm.getByRole('button', { name: t('shipping.addCost'), exact: true }).click();
  await expect(costForm.getByRole('alert')).toBeVisible();
  await expect(costs.getByRole('row')).toHaveCount(2);

  // The list finds it by its B/L, with its status and cost.
  await page.goto('/purchase/ocean-shipping');
  await expect(page.getByRole('heading', { name: title('OceanShipping'), exact: true })).toBeVisible();
  await page.getByLabel(t('shipping.searchLabel'), { exact: true }).fill(bl);
  const row = page.getByRole('row').filter({ hasText: bl });
  await expect(row).toHaveCount(1, { timeout: 10_000 });
  await expect(row).toContainText(t('shipping.statuses.sailed'));
  await expect(row).toContainText('850');
  await expect(row).toContainText(t('shipping.allocatedStates.no'));
});

test('an Excel import of waybills with a bad row imports nothing; the corrected file makes them', async ({ page }) => {
  const a = unique('IMPA').toUpperCase();
  const b = unique('IMPB').toUpperCase();
  const csv = (rows: string[]) => Buffer.from(['B/L number,containers,carrier,port of loading,port of discharge,ETD,ETA,note', ...rows].join('\n'));
  await openAs(page, ROOT_USERNAME, ROOT_PASSWORD, '/purchase/ocean-shipping/excel-import');
  await expect(page.getByRole('heading', { name: title('OceanShippingImport'), exact: true })).toBeVisible();
  const file = page.getByLabel(t('importReport.file'), { exact: true });
  await file.setInputFiles({ name: 'waybills.csv', mimeType: 'text/csv', buffer: csv([`${a},MSCU1234567,MSC,Shanghai,Valparaiso,2026-02-01,2026-03-10,`, `${b},,ONE,,,2026-03-01,2026-02-01,`]) });
  await page.getByRole('button', { name: t('importReport.import'), exact: true }).click();
  await expect(page.getByText(t('importReport.nothingImported', { refused: '1', total: '2' }))).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('the ETA cannot be before the ETD')).toBeVisible();

  await file.setInputFiles({ name: 'waybills-ok.csv', mimeType: 'text/csv', buffer: csv([`${a},MSCU1234567,MSC,Shanghai,Valparaiso,2026-02-01,2026-03-10,`, `${b},,ONE,,,2026-02-01,2026-03-01,`]) });
  await page.getByRole('button', { name: t('importReport.import'), exact: true }).click();
  await expect(page.getByText(t('shipping.imported', { count: '2' }))).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('link', { name: /^SW-\d{8}-\d{4}$/ })).toHaveCount(2);
});
