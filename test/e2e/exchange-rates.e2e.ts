// Exchange rates (issue 14, docs/finance.md): a rate entered on /finance/currency shows in the
// rate history and in the sidebar's rate box, and a purchase order in USD gets it prefilled as
// the rate to the cost currency (the user may still type another).
import { expect, test } from '@playwright/test';
import { openAs, ROOT_PASSWORD, ROOT_USERNAME, sidebar, t, withSettings } from './support.js';

test.use({ viewport: { width: 1366, height: 768 } });

test('a rate entered by hand shows in its history and the sidebar box, and is prefilled on a purchase order in USD', async ({ page, request }) => {
  await withSettings(request, { BaseCurrencyID: 'CLP', SecondCurrencyID: 'USD', CostCurrencyID: 'CLP' }, async () => {
    // A rate no earlier run entered: 9xx.yy CLP for 1 USD.
    // The decimals end in 1-9: the history shows a rate without trailing zeros (957.8, not 957.80).
    const digit = () => String(Math.floor(Math.random() * 9) + 1);
    const rate = `9${String(Date.now() % 100).padStart(2, '0')}.${digit()}${digit()}`;
    await openAs(page, ROOT_USERNAME, ROOT_PASSWORD, '/finance/currency');
    await expect(page.getByRole('heading', { level: 1, name: t('route.Currency') })).toBeVisible();
    // The company's currencies with their decimals: CLP has none, USD two.
    const clp = page.getByRole('row').filter({ hasText: 'Peso chileno' });
    await expect(clp.getByRole('gridcell', { name: t('currencies.role.base') + ', ' + t('currencies.role.cost'), exact: true })).toBeVisible();
    await expect(clp.getByRole('gridcell', { name: '0', exact: true }).first()).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'US dollar' }).getByRole('gridcell', { name: '2', exact: true })).toBeVisible();

    await page.getByRole('button', { name: t('exchangeRates.enter'), exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(t('exchangeRates.from'), { exact: true }).selectOption('USD');
    await dialog.getByLabel(t('exchangeRates.to'), { exact: true }).selectOption('CLP');
    await dialog.getByLabel(t('exchangeRates.rateOne'), { exact: true }).fill('0');
    await dialog.getByRole('button', { name: t('form.save'), exact: true }).click();
    // Refused before any request: the dialog stays with the contract's message under the rate.
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('the rate must be above 0');
    await dialog.getByLabel(t('exchangeRates.rateOne'), { exact: true }).fill(rate);
    await dialog.getByRole('button', { name: t('form.save'), exact: true }).click();
    await expect(dialog).toBeHidden();

    // The history lists it, newest first.
    const history = page.locator('section[aria-labelledby="exchange-rates-title"]');
    await expect(history).toContainText(`${rate} CLP`);

    // The sidebar box shows it (1 USD = rate CLP), with the region flags.
    const box = sidebar(page).getByRole('region', { name: t('sidebar.exchangeRates') });
    await expect(box).toContainText(rate);
    await expect(box.locator('li', { hasText: rate }).locator('[data-flag="america"]')).toHaveCount(1);
    await expect(box.locator('li', { hasText: rate }).locator('[data-flag="chile"]')).toHaveCount(1);

    // A purchase order in USD: the rate to the cost currency is prefilled, and may be typed over.
    await page.goto('/purchase/new');
    const currency = page.getByLabel(t('purchase.col.currency'), { exact: true });
    await expect(currency).toHaveValue('CLP');
    await currency.fill('USD');
    const rateField = page.getByLabel(t('purchase.rate', { from: 'USD', to: 'CLP' }), { exact: true });
    await expect(rateField).toHaveValue(rate);
    await rateField.fill('940');
    await expect(rateField).toHaveValue('940');

    // Collapsed, the sidebar has no rate box.
    await page.getByRole('button', { name: t('navbar.toggleSidebar') }).click();
    await expect(sidebar(page).getByRole('region', { name: t('sidebar.exchangeRates') })).toHaveCount(0);
  });
});
