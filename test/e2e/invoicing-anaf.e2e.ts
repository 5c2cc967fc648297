import { expect, test } from '@playwright/test';
import { startStandIn, standInBaseUrl } from '../../services/src/invoicing/submission/testing/stand-in.js';
import { apiLogin, createUser, openAs, ROOT_PASSWORD, rootApi, t, unique } from './support.js';

/**
 * ANAF's OAuth2 sign-in through the screens (docs/invoicing-submission.md "ANAF OAuth2"), with the
 * ANAF stand-in beside the test: the Invoice user saves the company's ANAF client (id, secret and
 * the redirect address registered at ANAF: the e-invoice screen) with ANAF in sandbox at the
 * stand-in; "Connect with ANAF" sends the browser to ANAF's sign-in, which sends it back with a
 * one-time code; the screen hands it over and says connected, and the settings say until when.
 * An invoice issued then is uploaded with the access token and accepted.
 */
test('the Invoice user connects the company to ANAF through the office sign-in, and an invoice is accepted with the token', async ({ page, request }) => {
  test.setTimeout(120_000);
  page.setDefaultTimeout(15_000);
  const stand = await startStandIn('anaf');
  try {
    const root = await rootApi(request);
    const s = unique('').slice(-4).toUpperCase();
    const setupId = `ro-${s.toLowerCase()}`;
    const legalName = `Depozitul Carpați ${s} SRL`;
    await root('PUT', `/invoicing/setups/${setupId}`, {
      setup: {
        country: 'RO', legalName, taxId: '14167050', vatId: 'RO14167050', iban: 'RO49AAAA1B31007593840000', bankName: 'BCR',
        address: { street: 'Strada Lipscani', buildingNumber: '12', city: 'SECTOR3', postalCode: '030031', region: 'RO-B', countryCode: 'RO' }, series: { invoice: `F${s}`, creditNote: `S${s}`, proforma: `P${s}` },
      },
    });
    const clientId = (await root('POST', '/invoicing/clients', { name: `Magazinul Dunărea ${s} SRL`, country: 'RO', taxId: '33456780', vatId: 'RO33456780', address: { street: 'Strada Memorandumului', buildingNumber: '28', city: 'Cluj-Napoca', postalCode: '400114', region: 'RO-CJ', countryCode: 'RO' } })).id;

    const clerk = await createUser(request, await apiLogin(request, 'root', ROOT_PASSWORD), { roles: ['Invoice'] });
    await openAs(page, clerk.username, clerk.password, '/invoice/e-invoice');
    await expect(page.getByRole('heading', { level: 1, name: t('route.EInvoice') })).toBeVisible();
    // The company registered this screen's address as its redirect address at ANAF.
    stand.credentials.redirectUri = `${new URL(page.url()).origin}/invoice/e-invoice`;

    const openSettings = async () => {
      await page.getByRole('button', { name: t('submission.settings') }).click();
      const dialog = page.getByRole('dialog', { name: t('submission.settings') });
      await dialog.getByLabel(t('submission.company'), { exact: true }).selectOption({ label: `${legalName} (RO)` });
      return { dialog, anaf: dialog.getByRole('group', { name: t('submission.offices.anaf') }) };
    };
    const { dialog, anaf } = await openSettings();
    // Before the client is saved there is nothing to sign in with.
    await expect(anaf.getByRole('button', { name: t('submission.oauth.connect') })).toBeDisabled();
    await anaf.getByLabel(t('submission.mode'), { exact: true }).selectOption({ label: t('submission.modes.sandbox') });
    await anaf.getByLabel(t('submission.address'), { exact: true }).fill(standInBaseUrl(stand));
    for (const name of ['clientId', 'clientSecret', 'redirectUri'] as const) await anaf.getByLabel(t(`submission.credentials.${name}`), { exact: true }).fill(stand.credentials[name]!);
    await dialog.getByRole('button', { name: t('form.save') }).click();
    await expect(dialog).toBeHidden();

    // Saved, not connected yet: "Connect" goes to ANAF's sign-in and comes back here with the code.
    const again = await openSettings();
    await expect(again.anaf.getByRole('status')).toHaveText(t('submission.oauth.notConnected'));
    await again.anaf.getByRole('button', { name: t('submission.oauth.connect') }).click();
    await expect(page.getByRole('status').filter({ hasText: t('submission.oauth.connected') })).toBeVisible();
    // The one-time code and the state are taken out of the address.
    await expect(page).toHaveURL(/\/invoice\/e-invoice$/);
    expect(stand.grants).toEqual(['authorization_code']);

    const after = await openSettings();
    await expect(after.anaf.getByRole('status')).toHaveText(new RegExp(t('submission.oauth.connectedUntil', { date: '.+' })));
    await after.dialog.getByRole('button', { name: t('form.cancel') }).click();

    // An invoice issued now is uploaded with the access token and accepted.
    const invoice = await root('POST', '/invoicing/invoices', { setupId, clientId, lines: [{ description: 'Cană ceramică', quantity: '3', unitPrice: '12.50', vatRate: '21', unitName: 'buc' }] });
    await page.goto(`/invoice/update/${encodeURIComponent(invoice.id)}`);
    const row = page.getByRole('region', { name: t('submission.title') }).locator('tr', { hasText: t('submission.offices.anaf') });
    await expect(row).toHaveAttribute('data-status', 'accepted', { timeout: 30_000 });
    expect(stand.problems).toEqual([]);
    expect(stand.received).toHaveLength(1);
  } finally {
    await stand.close();
  }
});
