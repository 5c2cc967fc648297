import { expect, test } from '@playwright/test';
import { apiLogin, createUser, openAs, ROOT_PASSWORD, t } from './support.js';
import { chileanCarrier, chileanSeller } from './invoicing-support.js';

/**
 * Chile's guía de despacho through the screen (docs/invoicing.md "Waybills (Chile)"): with a
 * type-52 CAF loaded and a carrier and driver registered, an Invoice user issues an internal
 * transfer without prices naming the driver and plate on /invoice/waybill, finds it in the list by
 * its plate and opens it: folio 1, carrier and driver with their RUTs, and the PDF417 stamp; its
 * DTE downloads as SII's file. The page is reached from the Chilean documents' list.
 */

test('an internal transfer on a guía de despacho names the carrier, driver and plate and prints its SII stamp', async ({ page, request }) => {
  test.setTimeout(120_000);
  page.setDefaultTimeout(15_000);
  const { root, s, legalName, rut } = await chileanSeller(request, { idPrefix: 'clw', name: 'Comercial Andes', cafs: [[52, 1, 10]] });
  const driver = `Juan Pérez ${s}`;
  const { carrier } = await chileanCarrier(root, s, driver);

  const clerk = await createUser(request, await apiLogin(request, 'root', ROOT_PASSWORD), { roles: ['Invoice'] });
  // The Chilean documents' list leads to the guías.
  await openAs(page, clerk.username, clerk.password, '/invoice/chlInvoice');
  await page.getByRole('link', { name: t('route.InvoiceWaybill'), exact: true }).click();
  await expect(page).toHaveURL(/\/invoice\/waybill$/);
  await expect(page.getByRole('heading', { level: 1, name: t('route.InvoiceWaybill') })).toBeVisible();
  await page.getByRole('button', { name: t('invWaybill.new'), exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(t('invWaybill.company'), { exact: true }).selectOption({ label: `${legalName} · ${rut}` });
  await dialog.getByLabel(t('invWaybill.traslado'), { exact: true }).selectOption({ label: t('invWaybill.kind.5') });
  await dialog.getByLabel(t('invWaybill.carrier'), { exact: true }).selectOption({ label: `${carrier} · 96512340-7` });
  await dialog.getByLabel(t('invWaybill.driver'), { exact: true }).selectOption({ label: `${driver} · 15.678.901-1` });
  const plate = `BB${s.slice(0, 2)}12`;
  await dialog.getByLabel(t('invWaybill.plate'), { exact: true }).fill(plate.toLowerCase());
  await dialog.getByLabel(t('invWaybill.withPrices'), { exact: true }).uncheck();
  await dialog.getByLabel(t('invWaybill.destStreet'), { exact: true }).fill('Ruta 5 Sur km 670');
  await dialog.getByLabel(t('invWaybill.destCity'), { exact: true }).fill('Temuco');
  await dialog.getByRole('button', { name: t('invWaybill.addLine'), exact: true }).click();
  await dialog.getByLabel(t('invWaybill.descriptionOf', { n: '1' }), { exact: true }).fill('Cemento 25 kg');
  await dialog.getByLabel(t('invWaybill.quantityOf', { n: '1' }), { exact: true }).fill('40');
  await dialog.getByRole('button', { name: t('invWaybill.issue'), exact: true }).click();
  await expect(dialog).toBeHidden();

  // (the Chilean list stays open in its tab, hidden: the search is the guías' own)
  await page.getByRole('region', { name: t('route.InvoiceWaybill') }).getByLabel(t('invWaybill.search'), { exact: true }).fill(plate.toLowerCase());
  const row = page.getByRole('row').filter({ hasText: driver });
  await expect(row).toContainText(t('invWaybill.kind.5'));
  await expect(row).toContainText(legalName);
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: t('invWaybill.open'), exact: true }).click();
  const view = page.getByRole('dialog');
  await expect(view).toContainText('GUÍA DE DESPACHO ELECTRÓNICA N° 1');
  await expect(view).toContainText(`${carrier} · RUT 96512340-7`);
  await expect(view).toContainText(`${driver} · RUT 15678901-1`);
  await expect(view).toContainText(plate);
  await expect(view).toContainText(t('invWaybill.noPrices'));
  await expect(view.locator('img[data-symbology="pdf417"]')).toBeVisible();
  await expect(view).toContainText('Timbre Electrónico SII');
  // Its DTE 52 as a file for SII, named as SII names it.
  const [download] = await Promise.all([page.waitForEvent('download'), view.getByRole('button', { name: t('invoicingVariants.xml'), exact: true }).click()]);
  expect(download.suggestedFilename()).toBe('DTE-12345678-5-T52-F1.xml');
  const xml = (await import('node:fs')).readFileSync((await download.path())!, 'latin1');
  expect(xml).toContain('<TipoDTE>52</TipoDTE><Folio>1</Folio>');
  expect(xml).toContain(`<Patente>${plate}</Patente>`);
});
