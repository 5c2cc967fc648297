import { expect, test } from '@playwright/test';
import { openTill, tillSetup } from './pos-support.js';
import { openAs, ROOT_PASSWORD, ROOT_USERNAME, t, withSettings } from './support.js';

/**
 * A blind close (docs/pos.md "Blind close"): the Admin turns it on on /setting/cashRegisterSys;
 * on the till the cashier opens with 20,000 CLP and takes 1,500 out: the X report and the close
 * form show no expected figure (the 18,500 the drawer should hold is nowhere on the page); she
 * counts 18,000 and closes; the Z report then shows 18,500 expected, 18,000 counted, -500; the
 * cashbox log of the back office says -500 CLP.
 */
test('a blind close: the cashier counts without the expected cash, the Z report shows the difference after', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { s, register, warehouse, cashier, cash, ok, employeeId } = await tillSetup(request, 'Bea');
  await ok('PUT', `/pos/cashiers/${employeeId}`, { allowed: true, pin: '1357' });

  await withSettings(request, { PosBlindClose: false }, async () => {
    await openAs(page, ROOT_USERNAME, ROOT_PASSWORD, '/setting/cashRegisterSys');
    await page.getByLabel(t('settingsPage.key.PosBlindClose'), { exact: true }).check();
    await page.getByRole('button', { name: t('form.save'), exact: true }).click();
    await expect(page.getByText(t('settingsPage.saved'))).toBeVisible();

    await openTill(page, { s, register, warehouse, cashier }, { pin: '1357', float: '20000' });
    await expect(page.getByRole('heading', { name: t('pos.report.x') })).toBeVisible();
    await page.getByLabel(t('pos.move.amount'), { exact: true }).fill('1500');
    await page.getByLabel(t('pos.move.reason'), { exact: true }).fill('Pago flete');
    await page.getByRole('button', { name: t('pos.move.save'), exact: true }).click();
    const x = page.getByTestId('cash-report');
    await expect(x).toContainText('Pago flete');

    // Blind: the X report and the close say the expected amounts come with the Z report, and show none.
    await expect(x.getByTestId('report-blind')).toHaveText(t('pos.report.blind'));
    await expect(x.getByTestId('report-lines')).toHaveCount(0);
    await expect(page.getByTestId('pos-close-blind')).toHaveText(t('pos.close.blindHint'));
    await expect(page.locator('main, body').first()).not.toContainText('18,500');

    // Counted 18,000: the Z report shows what was expected, counted and the difference.
    await page.getByLabel(t('pos.close.countOf', { method: cash, currency: 'CLP' }), { exact: true }).fill('18000');
    await page.getByRole('button', { name: t('pos.close.save'), exact: true }).click();
    await expect(page.getByRole('heading', { name: t('pos.report.z') })).toBeVisible();
    const z = page.getByTestId('report-lines').getByRole('row').filter({ hasText: cash });
    await expect(z).toContainText('18,500');
    await expect(z).toContainText('18,000');
    await expect(z).toContainText('-500');

    // The back office's cashbox log has the difference too.
    await openAs(page, ROOT_USERNAME, ROOT_PASSWORD, '/setting/basics/pos/cashbox-log');
    await expect(page.getByRole('row').filter({ hasText: register })).toContainText('-500 CLP');
  });
});
