import { expect, test } from '@playwright/test';
import { testKsefCertificate } from '../../services/src/invoicing/e-documents/testing/ksef-offline-certificate.js';
import { apiLogin, createUser, openAs, ROOT_PASSWORD, t } from './support.js';
import { polishClient, polishSeller } from './invoicing-support.js';

/**
 * Poland's KOD II through the screens (docs/invoicing-eu.md "KOD II"): on the invoice setup a
 * Polish company's "KSeF Offline certificate" card refuses an Authentication certificate with the
 * reason, takes the Offline one (EC P-256) with its key and shows its serial; the printed invoice
 * then carries two QR codes side by side, OFFLINE (KOD I) and CERTYFIKAT (KOD II).
 */
test('a Polish company uploads its KSeF Offline certificate and the printed invoice carries KOD II beside KOD I', async ({ page, request }) => {
  test.setTimeout(120_000);
  page.setDefaultTimeout(15_000);
  const { root, s, setupId, legalName } = await polishSeller(request, { idPrefix: 'plk', name: 'Hurtownia Offline', series: ['O', 'Q', 'R'] });
  const clientId = await polishClient(root, `Sklep ${s}`);

  const clerk = await createUser(request, await apiLogin(request, 'root', ROOT_PASSWORD), { roles: ['Invoice'] });
  await openAs(page, clerk.username, clerk.password, '/invoice/invoice-setup');
  await page.getByRole('combobox', { name: t('invoicing.setup.company'), exact: true }).selectOption({ label: `${legalName} (PL)` });
  const card = page.getByRole('region', { name: t('invoicingKeys.ksefOffline.title') });
  await expect(card).toContainText(t('invoicingKeys.ksefOffline.none'));

  const pem = (text: string, name: string) => ({ name, mimeType: 'application/x-pem-file', buffer: Buffer.from(text) });
  const auth = testKsefCertificate({ keyType: 'EC', usage: 'authentication' });
  await card.getByLabel(t('invoicingKeys.ksefOffline.certificate')).setInputFiles(pem(auth.certificatePem, 'auth.crt'));
  await card.getByLabel(t('invoicingKeys.ksefOffline.privateKey')).setInputFiles(pem(auth.privateKeyPem, 'auth.key'));
  await card.getByRole('button', { name: t('invoicingKeys.ksefOffline.upload') }).click();
  await expect(card.getByRole('alert')).toContainText(t('refusal.reason.not_ksef_offline_certificate'));

  const offline = testKsefCertificate({ keyType: 'EC', serialHex: '01F20A5D352AE590' });
  await card.getByLabel(t('invoicingKeys.ksefOffline.certificate')).setInputFiles(pem(offline.certificatePem, 'offline.crt'));
  await card.getByLabel(t('invoicingKeys.ksefOffline.privateKey')).setInputFiles(pem(offline.privateKeyPem, 'offline.key'));
  await card.getByRole('button', { name: t('invoicingKeys.ksefOffline.upload') }).click();
  await expect(card.getByTestId('ksef-offline-certificate')).toContainText('01F20A5D352AE590');
  await expect(card.getByTestId('ksef-offline-certificate')).toContainText('EC P-256');

  const inv = await root('POST', '/invoicing/invoices', { setupId, clientId, lines: [{ description: 'Kubek', quantity: '2', unitPrice: '10', vatRate: '23' }] });
  await page.goto(`/invoice/printPlBatch?ids=${inv.id}`);
  const sheet = page.getByRole('article');
  await expect(sheet.getByRole('heading', { level: 2 })).toHaveText(`Faktura VAT ${inv.number}`);
  const codes = sheet.locator('figure.invoice-code-qrcode');
  await expect(codes).toHaveCount(2);
  await expect(codes.nth(0)).toContainText('OFFLINE');
  await expect(codes.nth(1)).toContainText('CERTYFIKAT');
  await expect(codes.nth(1).locator('img[data-symbology="qrcode"]')).toBeVisible();
  // Side by side: KOD II to the right of KOD I, on the same line.
  const [a, b] = [await codes.nth(0).boundingBox(), await codes.nth(1).boundingBox()];
  expect(b!.x).toBeGreaterThan(a!.x + a!.width - 1);
  expect(Math.abs(b!.y - a!.y)).toBeLessThan(5);
});
