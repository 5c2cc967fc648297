import { expect, test } from '@playwright/test';
import { tillSetup } from './pos-support.js';
import { openAs, ROOT_PASSWORD, ROOT_USERNAME, t } from './support.js';

/**
 * The till's foundation through its screens (docs/pos.md): the Admin lets a cashier use the till
 * and sets her PIN on the registers screen; a browser that is not a till is told
 * so and sent to /pos/posAuthorize; an Admin authorises it there for a register; a cashier signs
 * in with the PIN (a wrong one first); opens the cash session with a 50,000 CLP float, takes
 * 12,500 out for freight, closes counting 37,000 (500 short of the 37,500 expected); the Z report
 * says so, and so does the cashbox log, whose report opens the same Z report. Revoked on the
 * registers screen, the device is refused at once.
 */
test('authorise a device, PIN sign-in, open with a float, cash out, close 500 short, cashbox log and Z report', async ({ page, request }) => {
  const { s, register, warehouse, cashier, cash } = await tillSetup(request, 'Ana');

  // The Admin lets Ana use the till and sets her PIN on the registers screen.
  await openAs(page, ROOT_USERNAME, ROOT_PASSWORD, '/setting/basics/pos');
  await page.getByRole('row').filter({ hasText: cashier }).getByRole('checkbox').check();
  await page.getByRole('button', { name: t('pos.cashier.edit'), exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(t('pos.cashier.allowed'), { exact: true }).check();
  await dialog.getByLabel(t('pos.cashier.pin'), { exact: true }).fill('2468');
  await dialog.getByRole('button', { name: t('form.save'), exact: true }).click();
  await expect(page.getByRole('row').filter({ hasText: cashier })).toContainText(t('pos.cashier.pinSet'));

  // Not a till yet: said so, with the way to authorise it.
  await page.goto('/pos/invoice');
  await expect(page.getByTestId('pos-unauthorized')).toContainText(t('pos.till.notAuthorized'));
  await page.getByRole('link', { name: t('route.PosAuthorize'), exact: true }).click();
  await expect(page).toHaveURL(/\/pos\/posAuthorize$/);

  // The Admin signs in on this page and binds the browser to the register.
  await page.getByLabel(t('pos.authorize.username'), { exact: true }).fill(ROOT_USERNAME);
  await page.getByLabel(t('pos.authorize.password'), { exact: true }).fill(ROOT_PASSWORD);
  await page.getByRole('button', { name: t('pos.authorize.signIn'), exact: true }).click();
  await page.getByLabel(t('pos.register.name'), { exact: true }).selectOption({ label: `${register} · ${warehouse}` });
  await page.getByLabel(t('pos.device.name'), { exact: true }).fill(`Mostrador ${s}`);
  await page.getByRole('button', { name: t('pos.authorize.bind'), exact: true }).click();
  await expect(page.getByText(t('pos.authorize.done', { register }))).toBeVisible();
  const kept = await page.evaluate(() => (globalThis as unknown as { localStorage: { getItem(k: string): string | null } }).localStorage.getItem('tradedesk.pos.device'));
  expect(kept).toContain('"token"');
  await page.getByRole('link', { name: t('pos.authorize.toTill'), exact: true }).click();

  // PIN pad: a wrong PIN says how many attempts are left; the right one signs in.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${register} · Mostrador ${s}`);
  await page.getByRole('radio', { name: cashier }).check();
  await page.getByLabel(t('pos.pin.pin'), { exact: true }).fill('1111');
  await page.getByRole('button', { name: t('pos.pin.signIn'), exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(t('pos.pin.wrong', { left: '4' }));
  for (const d of '2468') await page.getByRole('button', { name: d, exact: true }).click();
  await page.getByRole('button', { name: t('pos.pin.signIn'), exact: true }).click();
  await expect(page.getByText(t('pos.till.cashier', { name: cashier }))).toBeVisible();

  // Open with the counted float.
  await page.getByLabel(t('pos.session.floatIn', { currency: 'CLP' }), { exact: true }).fill('50000');
  await page.getByRole('button', { name: t('pos.session.openButton'), exact: true }).click();
  await expect(page.getByRole('heading', { name: t('pos.report.x') })).toBeVisible();
  await expect(page.getByLabel(t('posSell.scan'), { exact: true })).toBeFocused();

  // Cash out 12,500 for freight: the drawer should now hold 50,000 - 12,500 = 37,500.
  await page.getByLabel(t('pos.move.amount'), { exact: true }).fill('12500');
  await page.getByLabel(t('pos.move.reason'), { exact: true }).fill('Pago flete');
  await page.getByRole('button', { name: t('pos.move.save'), exact: true }).click();
  const lines = page.getByTestId('report-lines');
  await expect(lines.getByRole('row').filter({ hasText: cash })).toContainText('37,500');
  await expect(page.getByTestId('cash-report')).toContainText('Pago flete');

  // Close counting 37,000 in cash (500 short); the card slips are left blank (not counted).
  await page.getByLabel(t('pos.close.countOf', { method: cash, currency: 'CLP' }), { exact: true }).fill('37000');
  await page.getByRole('button', { name: t('pos.close.save'), exact: true }).click();
  await expect(page.getByRole('heading', { name: t('pos.report.z') })).toBeVisible();
  const z = page.getByTestId('report-lines').getByRole('row').filter({ hasText: cash });
  await expect(z).toContainText('37,500');
  await expect(z).toContainText('37,000');
  await expect(z).toContainText('-500');

  // The cashbox log lists the closed session with its difference; its report is the Z report.
  await openAs(page, ROOT_USERNAME, ROOT_PASSWORD, '/setting/basics/pos/cashbox-log');
  const row = page.getByRole('row').filter({ hasText: register });
  await expect(row).toContainText(t('pos.session.closed'));
  await expect(row).toContainText('-500 CLP');
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: t('pos.report.show'), exact: true }).click();
  const report = page.getByTestId('cash-report');
  await expect(report.getByRole('heading', { name: t('pos.report.z') })).toBeVisible();
  await expect(report.getByTestId('report-lines').getByRole('row').filter({ hasText: cash })).toContainText('-500');
  await expect(report).toContainText(cashier);

  // Revoked on the registers screen: the till says so at once, with the way to authorise it again.
  await page.goto('/setting/basics/pos');
  await page.getByRole('row').filter({ hasText: `Mostrador ${s}` }).getByRole('checkbox').check();
  await page.getByRole('button', { name: t('pos.device.revoke'), exact: true }).click();
  await page.getByRole('dialog').getByLabel(t('pos.device.reason'), { exact: true }).fill('equipo robado');
  await page.getByRole('dialog').getByRole('button', { name: t('pos.device.revoke'), exact: true }).click();
  await expect(page.getByRole('row').filter({ hasText: `Mostrador ${s}` })).toContainText(t('pos.device.revoked'));
  await page.goto('/pos/invoice');
  await expect(page.getByTestId('pos-revoked')).toContainText(t('pos.till.revoked'));
});
