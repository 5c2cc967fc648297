import { expect, test } from '@playwright/test';
import { testCaf } from '../../services/src/invoicing/e-documents/testing/test-caf.js';
import { openTill, stockUp, tillSetup } from './pos-support.js';
import { t } from './support.js';

/**
 * Boletas from the POS till (docs/invoicing-es-latam.md "Boletas from the POS till"): a Chilean
 * company whose invoice setup issues the till's boletas, with a type-39 CAF loaded. The cashier
 * scans bread and pays in cash; the receipt shows the boleta electrónica's folio (1, the first of
 * the setup's range) once invoicing issued it, and today's sale list shows it in its column. The
 * setup stops issuing the till's boletas at the end (the server is shared with the other tests).
 */
test('a sale at a Chilean till: the receipt and the sale list show the boleta’s SII folio', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { s, register, warehouse, cashier, cash, ok, warehouseId, employeeId } = await tillSetup(request, 'Rosa');
  await ok('PUT', `/pos/cashiers/${employeeId}`, { allowed: true, pin: '2580' });
  const bread = (await ok('POST', '/products', { code: `PAN${s}`, name: `Pan amasado ${s}`, barcode: `73${s}`, prices: { unit: { retail: '1190' } } })).id;
  await stockUp(ok, warehouseId, [[bread, '10']]);
  const setupId = `till-cl-${s.toLowerCase()}`;
  const rut = '76123456-K';
  const setup = {
    country: 'CL', legalName: `Almacén Caja ${s}`, taxId: rut, activity: 'Venta al por menor',
    address: { street: 'Av. Providencia', buildingNumber: '1234', city: 'Santiago', countryCode: 'CL' }, series: { invoice: '33', creditNote: '61', proforma: 'PRO', boleta: '39' },
  };
  await ok('PUT', `/invoicing/setups/${setupId}`, { setup: { ...setup, tillBoletas: true } });
  try {
    await ok('POST', `/invoicing/setups/${setupId}/cafs`, { caf: testCaf({ rut, name: `Almacén Caja ${s}`, type: 39, from: 1, to: 50 }).autorizacion });

    await openTill(page, { s, register, warehouse, cashier }, { pin: '2580', float: '10000' });
    const scan = page.getByLabel(t('posSell.scan'), { exact: true });
    await page.getByLabel(t('posSell.times'), { exact: true }).fill('2');
    await scan.fill(`73${s}`);
    await scan.press('Enter');
    await expect(page.getByTestId('pos-total')).toHaveText('2,380 CLP');
    await page.getByRole('button', { name: t('posSell.pay'), exact: true }).click();
    const pay = page.getByRole('dialog');
    await pay.getByLabel(cash, { exact: true }).fill('3000');
    await pay.getByRole('button', { name: t('posSell.complete'), exact: true }).click();

    // The receipt: the total, then the boleta's folio once invoicing issued it.
    const receipt = page.getByTestId('pos-receipt');
    await expect(receipt.getByTestId('receipt-total')).toHaveText('2,380 CLP');
    await expect(receipt.getByTestId('receipt-boleta')).toHaveText(t('posSell.boleta.number', { number: '1' }));

    // Today's sales: the boleta column.
    await page.getByRole('button', { name: t('posSell.newSale'), exact: true }).click();
    await page.getByRole('link', { name: t('route.PosInvoiceList'), exact: true }).click();
    const row = page.getByTestId('pos-sales').getByRole('row').filter({ hasText: '2,380 CLP' });
    await expect(row.getByTestId('pos-sale-boleta')).toHaveText('1');
  } finally {
    await ok('PUT', `/invoicing/setups/${setupId}`, { setup: { ...setup, tillBoletas: false } });
  }
});
