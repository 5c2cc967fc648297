import { expect, test } from '@playwright/test';
import { apiLogin, createUser, openAs, ROOT_PASSWORD, rootApi, t, unique } from './support.js';
import { chileanSeller } from './invoicing-support.js';

/**
 * Chile's boleta electrónica from the billing screen (docs/invoicing-es-latam.md "Boletas"): with
 * a type-39 CAF loaded on a setup of its own, an Invoice user chooses "boleta", leaves the client
 * to the consumer, types prices with IVA, sees the total as typed, issues it (folio 1 of the
 * type-39 range), credits one line of it (a nota de crédito 61 on the type-61 range, amounts with
 * IVA, no more than the boleta still has), prints the boleta as BOLETA ELECTRÓNICA with the SII
 * stamp and finds both on the Chile list with their types and the boleta's stamp state.
 */

test('an Invoice user issues a Chilean boleta to a consumer from the billing screen and finds it on the Chile list', async ({ page, request }) => {
  test.setTimeout(120_000);
  page.setDefaultTimeout(15_000);
  const { s, legalName } = await chileanSeller(request, {
    idPrefix: 'clb', name: 'Almacén Andes', rut: '76123456-K', activity: 'Venta al por menor', boleta: true, cafs: [[39, 1, 100], [61, 501, 600]], cafName: 'Almacen Andes',
  });

  const clerk = await createUser(request, await apiLogin(request, 'root', ROOT_PASSWORD), { roles: ['Invoice'] });
  await openAs(page, clerk.username, clerk.password, '/invoice/billing');
  await expect(page.getByRole('heading', { level: 1, name: t('route.InvoiceBilling') })).toBeVisible();
  await page.getByLabel(t('invoicing.setup.company'), { exact: true }).selectOption({ label: `${legalName} (CL)` });
  await page.getByLabel(t('invoicingBoleta.billing.document'), { exact: true }).selectOption('boleta');
  // A boleta needs no client: the consumer gives a name and no RUT (SII's 66666666-6 goes on the stamp).
  await expect(page.getByLabel(t('invoicingBoleta.billing.clientOptional'), { exact: true })).toHaveValue('');
  const consumer = `Ana Pérez ${s}`;
  await page.getByLabel(t('invoicingBoleta.billing.consumerName'), { exact: true }).fill(consumer);
  await expect(page.getByLabel(t('invoicingBoleta.billing.consumerRut'), { exact: true })).toHaveValue('');
  await expect(page.getByRole('columnheader', { name: t('invoicingBoleta.billing.unitPriceWithTax') })).toBeVisible();
  await page.getByRole('button', { name: t('invoicing.line.add'), exact: true }).click();
  await page.getByLabel(t('invoicing.line.descriptionOf', { n: '1' }), { exact: true }).fill(`Pan amasado ${s}`);
  await page.getByLabel(t('invoicing.line.quantityOf', { n: '1' }), { exact: true }).fill('2');
  await page.getByLabel(t('invoicing.line.unitPriceOf', { n: '1' }), { exact: true }).fill('1190');
  await page.getByLabel(t('invoicing.line.vatRateOf', { n: '1' }), { exact: true }).selectOption('19');
  // Prices include IVA: the consumer pays 2 x 1190 = 2380; net 2000, IVA 380 derived from it.
  const preview = page.getByRole('region', { name: t('invoicing.billing.preview') });
  await expect(preview.locator('tr[data-rate="19"]')).toContainText('2,000');
  await expect(preview.locator('tr[data-rate="19"]')).toContainText('380');
  await expect(page.getByTestId('preview-gross')).toHaveText('2,380 CLP');
  await page.getByRole('button', { name: t('invoicing.billing.issue'), exact: true }).click();

  // The document: folio 1 of the type-39 range, the total as typed.
  await expect(page).toHaveURL(/\/invoice\/update\/[^/]+$/);
  const boletaUrl = page.url();
  await expect(page.getByTestId('invoice-number')).toHaveText('1');
  await expect(page.getByTestId('invoice-gross')).toHaveText('2,380 CLP');

  // Its nota de crédito (61): one Pan of two, with IVA as on the boleta; folio 501 of the type-61 range.
  await page.getByRole('button', { name: t('invoicing.credit.action'), exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('note')).toHaveText(t('invoicingBoletaNote.credit.clHint'));
  await dialog.getByLabel(t('invoicing.credit.reason'), { exact: true }).fill('Devolución de un pan');
  const quantity = dialog.getByLabel(t('invoicing.credit.quantityOf', { line: `Pan amasado ${s}` }), { exact: true });
  await expect(quantity).toHaveValue('2');
  await quantity.fill('1');
  await dialog.getByRole('button', { name: t('invoicing.credit.issue'), exact: true }).click();
  const note = page.getByRole('article', { name: `${t('invoicing.kind.creditNote')} 501` });
  await expect(note.getByTestId('invoice-gross')).toHaveText('-1,190 CLP');
  await expect(note.locator('.invoice-corrects')).toContainText('1');
  // What the boleta still has: one Pan; asking two is refused and nothing is issued.
  await page.goto(boletaUrl);
  await expect(page.getByRole('link', { name: '501' })).toBeVisible();
  await page.getByRole('button', { name: t('invoicing.credit.action'), exact: true }).click();
  await expect(quantity).toHaveValue('1');
  await quantity.fill('2');
  await dialog.getByLabel(t('invoicing.credit.reason'), { exact: true }).fill('Otra devolución');
  await dialog.getByRole('button', { name: t('invoicing.credit.issue'), exact: true }).click();
  await expect(dialog.getByText(t('refusal.reason.over_credit'))).toBeVisible();
  await dialog.getByRole('button', { name: t('form.cancel'), exact: true }).click();
  await expect(page.getByRole('link', { name: '502' })).toHaveCount(0);

  // The print: BOLETA ELECTRÓNICA N° 1 with the SII stamp (PDF417 of the TED).
  await page.getByRole('link', { name: t('invoicing.print'), exact: true }).click();
  await expect(page).toHaveURL(/\/invoice\/printPlBatch\?ids=/);
  const sheet = page.locator('.invoice-print-page article.invoice-sheet');
  await expect(sheet.getByRole('heading', { level: 2 })).toHaveText('BOLETA ELECTRÓNICA N° 1');
  await expect(sheet.locator('img[data-symbology="pdf417"]')).toBeVisible();
  await expect(sheet).toContainText('Timbre Electrónico SII');
  await expect(sheet).toContainText(consumer);

  // The Chile list: the boleta with its type, folio and stamp state.
  await page.goto('/invoice/chlInvoice');
  await expect(page.getByRole('heading', { level: 1, name: t('route.ChlInvoice') })).toBeVisible();
  await page.getByLabel(t('invoicing.search'), { exact: true }).fill(consumer);
  // The boleta and its nota de crédito, each with its type.
  await expect(page.locator('.ag-row').filter({ hasText: consumer })).toHaveCount(2);
  const row = page.locator('.ag-row').filter({ hasText: consumer }).filter({ hasText: t('invoicingVariants.docType.clBoleta') });
  await expect(row).toHaveCount(1);
  await expect(page.locator('.ag-row').filter({ hasText: consumer }).filter({ hasText: t('invoicingVariants.docType.clNotaCredito') })).toContainText('1,190');
  await expect(row).toContainText('2,380');
  await expect(row).toContainText(t('invoicingVariants.ted.stamped'));
});

test('a Chilean boleta of exempt lines only is issued from the billing screen as a boleta exenta (41) on its own CAF', async ({ page, request }) => {
  test.setTimeout(120_000);
  page.setDefaultTimeout(15_000);
  const { s, legalName } = await chileanSeller(request, {
    idPrefix: 'clx', name: 'Colegio Andes', rut: '76123456-K', activity: 'Educación', address: { street: 'Av. Matta', buildingNumber: '10', city: 'Santiago' }, boleta: true,
    cafs: [[41, 301, 400]], cafName: 'Almacen Andes',
  });

  const clerk = await createUser(request, await apiLogin(request, 'root', ROOT_PASSWORD), { roles: ['Invoice'] });
  await openAs(page, clerk.username, clerk.password, '/invoice/billing');
  await page.getByLabel(t('invoicing.setup.company'), { exact: true }).selectOption({ label: `${legalName} (CL)` });
  await page.getByLabel(t('invoicingBoleta.billing.document'), { exact: true }).selectOption('boleta');
  await page.getByRole('button', { name: t('invoicing.line.add'), exact: true }).click();
  await page.getByLabel(t('invoicing.line.descriptionOf', { n: '1' }), { exact: true }).fill(`Matrícula ${s}`);
  await page.getByLabel(t('invoicing.line.unitPriceOf', { n: '1' }), { exact: true }).fill('45000');
  await expect(page.getByTestId('boleta-exenta')).toHaveCount(0);
  await page.getByLabel(t('invoicing.line.vatRateOf', { n: '1' }), { exact: true }).selectOption({ label: t('invoicingBoletaNote.billing.exempt') });
  await expect(page.getByTestId('boleta-exenta')).toHaveText(t('invoicingBoletaNote.billing.exenta'));
  await expect(page.getByTestId('preview-gross')).toHaveText('45,000 CLP');
  await page.getByRole('button', { name: t('invoicing.billing.issue'), exact: true }).click();

  await expect(page).toHaveURL(/\/invoice\/update\/[^/]+$/);
  await expect(page.getByTestId('invoice-number')).toHaveText('301');
  await expect(page.getByTestId('invoice-gross')).toHaveText('45,000 CLP');
  await page.getByRole('link', { name: t('invoicing.print'), exact: true }).click();
  const sheet = page.locator('.invoice-print-page article.invoice-sheet');
  await expect(sheet.getByRole('heading', { level: 2 })).toHaveText('BOLETA EXENTA ELECTRÓNICA N° 301');
  await expect(sheet.locator('img[data-symbology="pdf417"]')).toBeVisible();
});

/**
 * Peru's boleta de venta over 700 PEN to a consumer with a carnet de extranjería (docs/invoicing-es-latam.md
 * "Peruvian buyer ids"): the billing screen offers SUNAT's document types; a carnet of 13 characters is
 * refused with its reason; fixed, the boleta is issued and its print names the buyer's document.
 */
test('an Invoice user issues a Peruvian boleta over 700 PEN to a consumer with a carnet de extranjería; the print names the document', async ({ page, request }) => {
  test.setTimeout(120_000);
  page.setDefaultTimeout(15_000);
  const root = await rootApi(request);
  const s = unique('').slice(-6).toUpperCase();
  const setupId = `peb-${s.toLowerCase()}`;
  const legalName = `Bodega Lima ${s}`;
  await root('PUT', `/invoicing/setups/${setupId}`, {
    setup: { country: 'PE', legalName, taxId: '20100070970', address: { street: 'Av. Arequipa', buildingNumber: '100', city: 'Lima', countryCode: 'PE' }, series: { invoice: 'F001', creditNote: 'FC01', proforma: 'P001', boleta: 'B001' } },
  });
  const clerk = await createUser(request, await apiLogin(request, 'root', ROOT_PASSWORD), { roles: ['Invoice'] });
  await openAs(page, clerk.username, clerk.password, '/invoice/billing');
  await page.getByLabel(t('invoicing.setup.company'), { exact: true }).selectOption({ label: `${legalName} (PE)` });
  await page.getByLabel(t('invoicingBoleta.billing.document'), { exact: true }).selectOption('boleta');
  const consumer = `Wei Zhang ${s}`;
  await page.getByLabel(t('invoicingBoleta.billing.consumerName'), { exact: true }).fill(consumer);
  await page.getByLabel(t('invoicingPeIds.idType'), { exact: true }).selectOption('4');
  await page.getByLabel(t('invoicingPeIds.consumerId'), { exact: true }).fill('1234567890123');
  await page.getByRole('button', { name: t('invoicing.line.add'), exact: true }).click();
  await page.getByLabel(t('invoicing.line.descriptionOf', { n: '1' }), { exact: true }).fill(`Televisor ${s}`);
  await page.getByLabel(t('invoicing.line.quantityOf', { n: '1' }), { exact: true }).fill('1');
  await page.getByLabel(t('invoicing.line.unitPriceOf', { n: '1' }), { exact: true }).fill('600');
  await page.getByLabel(t('invoicing.line.vatRateOf', { n: '1' }), { exact: true }).selectOption('18');
  // 600 + IGV 18 % = 708 PEN: over 700, the note that the buyer must be named turns into a warning.
  await expect(page.getByTestId('preview-gross')).toHaveText('708.00 PEN');
  await expect(page.getByText(t('invoicingPeIds.idRule', { amount: '700' }))).toHaveClass(/invoice-folio-warning/);
  await page.getByRole('button', { name: t('invoicing.billing.issue'), exact: true }).click();
  // A carnet has at most 12 letters or digits: refused with its reason, nothing issued.
  await expect(page.getByText(t('refusal.reason.invalid_carnet_extranjeria'))).toBeVisible();
  await page.getByLabel(t('invoicingPeIds.consumerId'), { exact: true }).fill('001234567');
  await page.getByRole('button', { name: t('invoicing.billing.issue'), exact: true }).click();

  await expect(page).toHaveURL(/\/invoice\/update\/[^/]+$/);
  await expect(page.getByTestId('invoice-number')).toHaveText('B001-00000001');
  await page.getByRole('link', { name: t('invoicing.print'), exact: true }).click();
  const sheet = page.locator('.invoice-print-page article.invoice-sheet');
  await expect(sheet.getByRole('heading', { level: 2 })).toContainText('BOLETA DE VENTA ELECTRÓNICA');
  const buyer = sheet.getByRole('region', { name: t('invoicing.doc.buyer') });
  await expect(buyer).toContainText(consumer);
  await expect(buyer).toContainText('CARNET DE EXTRANJERÍA: 001234567');
  await expect(sheet.getByRole('region', { name: t('invoicing.doc.seller') })).toContainText('RUC: 20100070970');
});
