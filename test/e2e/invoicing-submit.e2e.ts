import { expect, test } from '@playwright/test';
import { startStandIn, standInBaseUrl } from '../../services/src/invoicing/submission/testing/stand-in.js';
import { apiLogin, createUser, openAs, rootApi, t, unique } from './support.js';

/**
 * E-invoice submission through its screens (docs/invoicing-submission.md), with the Számlázz.hu
 * Számla Agent stand-in running beside the test: the Invoice user switches the company to
 * sandbox at the stand-in's address on /invoice/szamlazzCreat, an invoice is issued, the document
 * page shows the office's rejection with its message, "Send again" after the fix is accepted with
 * the number Számlázz.hu gave, and the list filtered by status shows it.
 */
test('the Invoice user switches Számlázz.hu on, sees a rejection with its message and sends the invoice again', async ({ page, request }) => {
  test.setTimeout(120_000);
  page.setDefaultTimeout(15_000);
  const stand = await startStandIn('szamlazz', { answer: 'reject', rejectCode: '57', rejectMessage: 'Hiányzó vevő adószám' });
  try {
    const root = await rootApi(request);
    const s = unique('').slice(-4).toUpperCase();
    const setupId = `hu-${s.toLowerCase()}`;
    const legalName = `Duna Kft. ${s}`;
    await root('PUT', `/invoicing/setups/${setupId}`, {
      setup: {
        country: 'HU', legalName, taxId: '12345676-2-42', vatId: 'HU12345676', iban: 'HU42117730161111101800000000', bankName: 'OTP',
        address: { street: 'Váci utca', buildingNumber: '19', city: 'Budapest', postalCode: '1052', countryCode: 'HU' }, series: { invoice: `S${s}`, creditNote: `J${s}`, proforma: `P${s}` },
      },
    });
    const clientId = (await root('POST', '/invoicing/clients', { name: `Tisza Bt. ${s}`, country: 'HU', taxId: '10773381-2-44', vatId: 'HU10773381', address: { street: 'Kossuth tér', buildingNumber: '3', city: 'Szeged', postalCode: '6720', countryCode: 'HU' } })).id;

    // The Invoice user switches the company's Számlázz.hu agent to sandbox at the stand-in.
    const clerk = await createUser(request, await apiLogin(request, 'root', process.env.E2E_ROOT_PASSWORD ?? 'e2e-root-pass'), { roles: ['Invoice'] });
    await openAs(page, clerk.username, clerk.password, '/invoice/szamlazzCreat');
    await expect(page.getByRole('heading', { level: 1, name: t('route.SzamlazzCreate') })).toBeVisible();
    await page.getByRole('button', { name: t('submission.settings') }).click();
    const dialog = page.getByRole('dialog', { name: t('submission.settings') });
    await dialog.getByLabel(t('submission.company'), { exact: true }).selectOption({ label: `${legalName} (HU)` });
    await dialog.getByLabel(t('submission.mode'), { exact: true }).selectOption({ label: t('submission.modes.sandbox') });
    await dialog.getByLabel(t('submission.address'), { exact: true }).fill(standInBaseUrl(stand));
    const key = dialog.getByLabel(t('submission.credentials.agentKey'), { exact: true });
    await expect(key).toHaveAttribute('placeholder', t('submission.secretMissing'));
    await key.fill(stand.credentials.agentKey!);
    await dialog.getByRole('button', { name: t('form.save') }).click();
    await expect(dialog).toBeHidden();
    // Saved: the key is "saved", never shown back.
    await page.getByRole('button', { name: t('submission.settings') }).click();
    await dialog.getByLabel(t('submission.company'), { exact: true }).selectOption({ label: `${legalName} (HU)` });
    await expect(dialog.getByLabel(t('submission.credentials.agentKey'), { exact: true })).toHaveAttribute('placeholder', t('submission.secretSaved'));
    await expect(dialog.getByLabel(t('submission.credentials.agentKey'), { exact: true })).toHaveValue('');
    await dialog.getByRole('button', { name: t('form.cancel') }).click();

    // An invoice is issued: 2 x 1000 HUF at 27 %; the worker sends it off the request.
    const invoice = await root('POST', '/invoicing/invoices', { setupId, clientId, lines: [{ description: 'Bögre', quantity: '2', unitPrice: '1000', vatRate: '27', unitName: 'db' }] });
    await page.goto(`/invoice/update/${encodeURIComponent(invoice.id)}`);
    const panel = page.getByRole('region', { name: t('submission.title') });
    const row = panel.locator('tr', { hasText: t('submission.offices.szamlazz') });
    await expect(row).toHaveAttribute('data-status', 'rejected', { timeout: 30_000 });
    await expect(row).toContainText(t('submission.statuses.rejected'));
    await expect(row).toContainText('57: Hiányzó vevő adószám');
    // The invoice stays issued and printable whatever the office says.
    await expect(page.getByRole('link', { name: t('invoicing.print') })).toBeVisible();

    // Fixed at the office: send again; accepted with the number Számlázz.hu gave.
    stand.control.answer = 'accept';
    await row.getByRole('button', { name: t('submission.sendAgain') }).click();
    await expect(row).toHaveAttribute('data-status', 'accepted', { timeout: 30_000 });
    await expect(row).toContainText(/E-TDSK-2026-\d+/);
    await expect(row.getByRole('button', { name: t('submission.sendAgain') })).toHaveCount(0);
    await row.getByRole('button', { name: t('submission.history') }).click();
    for (const e of ['SubmissionQueued', 'SubmissionRejected', 'SubmissionAccepted']) await expect(panel.getByRole('cell', { name: t(`submission.events.${e}`), exact: true }).first()).toBeVisible();

    // The Számlázz.hu list, filtered by status, shows the accepted document.
    await page.goto('/invoice/szamlazzCreat');
    await page.getByLabel(t('submission.status'), { exact: true }).selectOption({ label: t('submission.statuses.accepted') });
    await expect(page.getByRole('gridcell', { name: invoice.number, exact: true })).toBeVisible();
    expect(stand.problems).toEqual([]);
    expect(stand.received).toHaveLength(2);
  } finally {
    await stand.close();
  }
});
