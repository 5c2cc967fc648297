import { expect, test, type Page } from '@playwright/test';
import { apiLogin, createUser, openAs, t } from './support.js';
import { polishClient, polishSeller } from './invoicing-support.js';

/** The grid row showing `text` (ag-grid renders rows virtually: only what is on screen). */
const gridRow = (page: Page, text: string) => page.locator('.ag-row').filter({ hasText: text });

/**
 * The country variants of invoicing (docs/invoicing-variants.md) as the Invoice user: Poland's
 * document list (KSeF state, the whole list filtered by search), the Polish document page with its
 * legal marks, and the faktura korygująca entered on billing-plReturn: the original picked,
 * a reason, the quantity returned on one line with before / after shown, issued on the
 * correction series and listed beside the invoice.
 */
test('the Invoice user finds a Polish invoice on the Poland list and corrects one line on the correction screen', async ({ page, request }) => {
  test.setTimeout(120_000);
  page.setDefaultTimeout(15_000);
  const { root, s, setupId } = await polishSeller(request, {
    idPrefix: 'plv', name: 'Hurtownia Warta', series: ['V', 'R', 'Q'], more: { vatId: 'PL1234563218' }, address: { street: 'ul. Polna', buildingNumber: '3', city: 'Poznań', postalCode: '60-001' },
  });
  const clientName = `Sklep Zosia ${s}`;
  const clientId = await polishClient(root, clientName, { street: 'ul. Krótka', buildingNumber: '2', city: 'Gniezno', postalCode: '62-200' });
  // 4 x 10.00 + 2 x 25.00 = 90.00 net, 23 % = 20.70, 110.70 gross.
  const invoice = await root('POST', '/invoicing/invoices', {
    setupId, clientId,
    lines: [
      { description: `Kubek ${s}`, quantity: '4', unitPrice: '10', vatRate: '23' },
      { description: `Talerz ${s}`, quantity: '2', unitPrice: '25', vatRate: '23' },
    ],
  });

  const clerk = await createUser(request, await apiLogin(request, 'root', process.env.E2E_ROOT_PASSWORD ?? 'e2e-root-pass'), { roles: ['Invoice'] });
  await openAs(page, clerk.username, clerk.password, '/invoice/plInvoice');
  await expect(page.getByRole('heading', { level: 1, name: t('route.PlInvoice') })).toBeVisible();
  await page.getByLabel(t('invoicing.search'), { exact: true }).fill(clientName);
  const row = gridRow(page, invoice.number);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(t('invoicingVariants.docType.plFaktura'));
  // No KSeF connection is switched on in the test system: the invoice was never sent.
  await expect(row).toContainText(t('invoicingVariants.state.none'));
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: t('invoicing.open'), exact: true }).click();

  // The Polish document page: its legal title and NIP from the print marks, and the correction action.
  await expect(page).toHaveURL(new RegExp(`/invoice/update-pl/${invoice.id}$`));
  await expect(page.getByTestId('legal-marks')).toContainText('Faktura VAT');
  await expect(page.getByTestId('legal-marks')).toContainText('NIP: 1234563218 · 5260250274');
  await page.getByRole('link', { name: t('invoicingVariants.update.plCorrect'), exact: true }).click();

  // The correction entry: the original preselected, one Kubek of four returned after a complaint.
  await expect(page).toHaveURL(/\/invoice\/billing-plReturn\?original=/);
  await expect(page.getByRole('heading', { level: 1, name: t('route.InvoiceBillingPlReturn') })).toBeVisible();
  const form = page.getByRole('form', { name: t('invoicingVariants.plReturn.entry', { number: invoice.number }) });
  await expect(form).toContainText(invoice.number);
  await expect(form).toContainText('5260250274');
  // Nothing typed: refused on the screen, nothing issued.
  await form.getByRole('button', { name: t('invoicingVariants.plReturn.issue'), exact: true }).click();
  await expect(form).toContainText(t('invoicingVariants.plReturn.nothing'));
  await form.getByLabel(t('invoicingVariants.plReturn.reason'), { exact: true }).selectOption('complaint');
  await form.getByLabel(t('invoicingVariants.plReturn.reasonText'), { exact: true }).fill('pęknięty');
  await form.getByLabel(t('invoicingVariants.plReturn.returnedOf', { line: `Kubek ${s}` }), { exact: true }).fill('1');
  await expect(form.getByTestId('after-1')).toHaveText('3');
  await expect(form.getByTestId('after-2')).toHaveText('2');
  await form.getByRole('button', { name: t('invoicingVariants.plReturn.issue'), exact: true }).click();

  // The correction's own page: numbered on the correction series, -10.00 net, -2.30 VAT, -12.30.
  await expect(page).toHaveURL(/\/invoice\/update-plReturn\/[^/]+$/);
  const year = new Date().getUTCFullYear();
  const sheet = page.getByRole('article', { name: new RegExp(`R${s.slice(0, 4)}/${year}/\\d{2}/0001$`) });
  await expect(sheet.getByTestId('invoice-gross')).toHaveText('-12.30 PLN');
  await expect(sheet.locator('.invoice-corrects')).toContainText('Uznana reklamacja: pęknięty');
  // The shell keeps the invoice's page cached beside it: the correction's own marks, by their heading.
  await expect(page.getByRole('region', { name: t('invoicingVariants.update.legal', { title: 'Faktura korygująca' }) })).toContainText('NIP: 1234563218 · 5260250274');

  // Back on the Poland list, the correction is listed beside the invoice it corrects.
  await page.goto('/invoice/plInvoice');
  await page.getByLabel(t('invoicing.search'), { exact: true }).fill(clientName);
  const correction = gridRow(page, `R${s.slice(0, 4)}/${year}`);
  await expect(correction).toHaveCount(1);
  await expect(correction).toContainText(t('invoicingVariants.docType.plKorekta'));
  await expect(correction).toContainText(invoice.number);
});
