import { expect, test } from '@playwright/test';
import { p12Of, testCertificate } from '../../services/src/invoicing/e-documents/testing/test-certificate.js';
import { apiLogin, createUser, openAs, ROOT_PASSWORD, t } from './support.js';
import { chileanSeller, polishClient, polishSeller, testCaf } from './invoicing-support.js';

/**
 * The invoice setup's keys, the legal print layouts and the client import through the screens
 * (docs/invoicing.md): a Chilean company loads a CAF (made here with its own RSA key), the
 * low-folio warning shows on the setup and billing screens, an invoice takes folio 1 and prints
 * with its PDF417 stamp, "Timbre Electrónico SII" and the resolution; a signing certificate is
 * refused with a wrong password and shown once uploaded; a Polish invoice prints as "Faktura VAT"
 * with NIP and KOD I; a customer becomes an invoice client from the client register, and a CSV of
 * clients is refused for a bad NIP, then imported.
 */

test('a Chilean company loads a CAF, is warned when folios run low, prints the SII stamp; uploads its certificate', async ({ page, request }) => {
  test.setTimeout(120_000);
  page.setDefaultTimeout(15_000);
  const { root, s, setupId, legalName, rut } = await chileanSeller(request, { idPrefix: 'cl', name: 'Comercial Andes' });
  const clientId = (await root('POST', '/invoicing/clients', { name: `Ferretería Sur ${s}`, country: 'CL', taxId: '11111111-1', address: { street: 'Calle 1', city: 'Temuco', countryCode: 'CL' } })).id;

  const clerk = await createUser(request, await apiLogin(request, 'root', ROOT_PASSWORD), { roles: ['Invoice'] });
  await openAs(page, clerk.username, clerk.password, '/invoice/invoice-setup');
  await page.getByRole('combobox', { name: t('invoicing.setup.company'), exact: true }).selectOption({ label: `${legalName} (CL)` });
  // The company's Acteco codes (the DTE issuer's activities): typed on the Chilean setup, kept after a reload.
  await page.getByLabel(t('invoicingSetupCl.acteco'), { exact: true }).fill('469000 471000');
  await page.getByRole('button', { name: t('form.save'), exact: true }).click();
  await expect.poll(async () => (await root('GET', `/invoicing/setups/${setupId}`)).acteco ?? null).toBe('469000 471000');
  await page.reload();
  await page.getByRole('combobox', { name: t('invoicing.setup.company'), exact: true }).selectOption({ label: `${legalName} (CL)` });
  await expect(page.getByLabel(t('invoicingSetupCl.acteco'), { exact: true })).toHaveValue('469000 471000');
  // No CAF yet: the warning says invoices cannot be issued.
  await expect(page.getByTestId('folio-warning').first()).toContainText(t('invoicingKeys.folios.noneLoaded'));
  await page.getByLabel(t('invoicingKeys.folios.load')).setInputFiles({ name: 'FoliosSII33.xml', mimeType: 'text/xml', buffer: Buffer.from(testCaf(rut, 33, 1, 3)) });
  const cafCard = page.getByRole('region', { name: t('invoicingKeys.folios.title') });
  await expect(cafCard.locator('tr[data-caf="33-1-3"]')).toContainText('3');
  // Warn below 5 left, SII resolution 80 of 2014: 3 left is low.
  await cafCard.getByLabel(t('invoicingKeys.folios.warnAt')).fill('5');
  await cafCard.getByLabel(t('invoicingKeys.folios.resolutionNumber')).fill('80');
  await cafCard.getByLabel(t('invoicingKeys.folios.resolutionDate')).fill('2014-08-22');
  await cafCard.getByRole('button', { name: t('invoicingKeys.folios.saveWarning') }).click();
  await expect(page.getByTestId('folio-warning').first()).toContainText(t('invoicingKeys.folios.low', { type: '33', left: '3', warnAt: '5' }));

  // The certificate: a wrong password is refused with the reason, the right one shows its subject.
  const certCard = page.getByRole('region', { name: t('invoicingKeys.certificate.title') });
  const p12 = Buffer.from(p12Of(testCertificate(`Comercial Andes ${s} firma`), 'clave-1'), 'base64');
  await certCard.getByLabel(t('invoicingKeys.certificate.file')).setInputFiles({ name: 'firma.p12', mimeType: 'application/x-pkcs12', buffer: p12 });
  await certCard.getByLabel(t('invoicingKeys.certificate.password')).fill('otra');
  await certCard.getByRole('button', { name: t('invoicingKeys.certificate.upload') }).click();
  await expect(certCard.getByRole('alert')).toHaveText(t('refusal.reason.wrong_password'));
  await certCard.getByLabel(t('invoicingKeys.certificate.file')).setInputFiles({ name: 'firma.p12', mimeType: 'application/x-pkcs12', buffer: p12 });
  await certCard.getByLabel(t('invoicingKeys.certificate.password')).fill('clave-1');
  await certCard.getByRole('button', { name: t('invoicingKeys.certificate.upload') }).click();
  await expect(certCard.getByTestId('certificate')).toContainText(`CN=Comercial Andes ${s} firma`);

  // The billing screen warns too.
  await page.goto('/invoice/billing');
  await page.getByLabel(t('invoicing.setup.company'), { exact: true }).selectOption({ label: `${legalName} (CL)` });
  await expect(page.getByTestId('folio-warning')).toContainText(t('invoicingKeys.folios.low', { type: '33', left: '3', warnAt: '5' }));

  // An invoice takes folio 1; its print carries the stamp (PDF417), the SII legend and the resolution.
  const inv = await root('POST', '/invoicing/invoices', { setupId, clientId, lines: [{ description: 'Cajas de cartón', quantity: '2', unitPrice: '5000', vatRate: '19' }] });
  expect(inv.number).toBe('1');
  await page.goto(`/invoice/printPlBatch?ids=${inv.id}`);
  const sheet = page.getByRole('article');
  await expect(sheet.getByRole('heading', { level: 2 })).toHaveText('FACTURA ELECTRÓNICA N° 1');
  await expect(sheet).toContainText(`R.U.T.: ${rut}`);
  await expect(sheet.locator('img[data-symbology="pdf417"]')).toBeVisible();
  await expect(sheet).toContainText('Timbre Electrónico SII');
  await expect(sheet).toContainText('Res. 80 de 2014 Verifique documento: www.sii.cl');
  // Its XML names the company's activities as typed on the setup.
  const xml = (await root('GET', `/invoicing/invoices/${inv.id}/xml`)).xml as string;
  expect([...xml.matchAll(/<Acteco>(\d+)<\/Acteco>/g)].map((m) => m[1])).toEqual(['469000', '471000']);
});

test('a Polish invoice prints as Faktura VAT with NIP and KOD I; a customer becomes an invoice client', async ({ page, request }) => {
  test.setTimeout(120_000);
  page.setDefaultTimeout(15_000);
  const { root, s, setupId } = await polishSeller(request, { idPrefix: 'pl', name: 'Hurtownia', series: ['F', 'K', 'P'] });
  const clientId = await polishClient(root, `Sklep ${s}`);
  const inv = await root('POST', '/invoicing/invoices', { setupId, clientId, lines: [{ description: 'Kubek', quantity: '2', unitPrice: '10', vatRate: '23' }] });
  const customerName = `Sklep Ani ${s}`;
  await root('POST', '/customers', { code: `C${s}`, name: customerName, taxId: 'PL 526 025 02 74', country: 'PL', address: 'ul. Długa 5, Kraków' });

  const clerk = await createUser(request, await apiLogin(request, 'root', ROOT_PASSWORD), { roles: ['Invoice'] });
  await openAs(page, clerk.username, clerk.password, `/invoice/printPlBatch?ids=${inv.id}`);
  const sheet = page.getByRole('article');
  await expect(sheet.getByRole('heading', { level: 2 })).toHaveText(`Faktura VAT ${inv.number}`);
  await expect(sheet).toContainText('NIP: 1234563218');
  await expect(sheet.locator('img[data-symbology="qrcode"]')).toBeVisible();
  await expect(sheet).toContainText('OFFLINE');

  // The client register: From customers, tick the customer, create: it is a client now.
  await page.goto('/invoice/client');
  await page.getByRole('button', { name: t('invoicingKeys.import.open') }).click();
  const dialog = page.getByRole('dialog', { name: t('invoicingKeys.import.title') });
  await dialog.getByRole('searchbox').fill(customerName);
  await dialog.getByRole('checkbox', { name: customerName }).check();
  await dialog.getByRole('button', { name: t('invoicingKeys.import.create', { n: '1' }) }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('grid').or(page.getByRole('table')).first()).toContainText(customerName);

  // From a sheet: a CSV with a good and a bad NIP is refused naming row 3; the good one alone is imported.
  const sheetClient = `Hurtownia Odra ${s}`;
  const csv = (rows: string[]) => ({ name: 'clients.csv', mimeType: 'text/csv', buffer: Buffer.from(['name;country;tax id;street;number;postal code;city', ...rows].join('\n')) });
  await page.getByRole('button', { name: t('invoicingKeys.sheet.open') }).click();
  const sheetDialog = page.getByRole('dialog', { name: t('invoicingKeys.sheet.title') });
  await sheetDialog.locator('input[type="file"]').setInputFiles(csv([`${sheetClient};PL;5260250274;ul. Wrocławska;1;50-001;Wrocław`, `Zły ${s};PL;5260250275;ul. Zła;2;00-001;Warszawa`]));
  await sheetDialog.getByRole('button', { name: t('invoicingKeys.sheet.import') }).click();
  await expect(sheetDialog.getByRole('alert').first()).toContainText(t('invoicingKeys.sheet.refused'));
  await expect(sheetDialog.getByRole('alert').first()).toContainText('taxId');
  await sheetDialog.locator('input[type="file"]').setInputFiles(csv([`${sheetClient};PL;5260250274;ul. Wrocławska;1;50-001;Wrocław`]));
  await sheetDialog.getByRole('button', { name: t('invoicingKeys.sheet.import') }).click();
  await expect(sheetDialog.getByRole('status')).toHaveText(t('invoicingKeys.sheet.done', { n: '1' }));
  await sheetDialog.getByRole('button', { name: t('form.cancel') }).click();
  await expect(page.getByRole('grid').or(page.getByRole('table')).first()).toContainText(sheetClient);
});
