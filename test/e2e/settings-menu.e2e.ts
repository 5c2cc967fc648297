// Company settings that switch menu entries off (docs/shell.md "Menu switches"): changed through the API, seen after a reload.
import { expect, test } from '@playwright/test';
import { createUser, groupLabels, openAs, pageHeading, rootToken, t, title, withSettings } from './support.js';

test('MenuNoUserManage hides Employees from the menu and closes the page', async ({ page, request }) => {
  const admin = await createUser(request, await rootToken(request), { roles: ['Admin'], prefix: 'nousr' });
  await openAs(page, admin.username, admin.password);
  expect(await groupLabels(page, title('Setting'))).toContain(title('Employees'));

  await withSettings(request, { MenuNoUserManage: true }, async () => {
    await page.reload();
    const settings = await groupLabels(page, title('Setting'));
    expect(settings).not.toContain(title('Employees'));
    expect(settings).toContain(title('Position'));

    await page.goto('/setting/employee');
    await expect(page).toHaveURL(/\/401\?noGoBack=true$/);
    await expect(pageHeading(page)).toHaveText(t('errors.forbiddenTitle'));
  });

  // Switched back on: the entry returns.
  await page.goto('/dashboard');
  expect(await groupLabels(page, title('Setting'))).toContain(title('Employees'));
  await page.getByRole('link', { name: title('Employees'), exact: true }).click();
  await expect(page).toHaveURL(/\/setting\/employee$/);
  await expect(pageHeading(page)).toHaveText(title('Employees'));
});

test('SaleType Retail hides the wholesale sale screens', async ({ page, request }) => {
  const admin = await createUser(request, await rootToken(request), { roles: ['Admin'], prefix: 'retail' });
  await openAs(page, admin.username, admin.password);
  const wholesale = ['SaleNew', 'SaleInput', 'SaleBatchInput'].map(title);
  expect(await groupLabels(page, title('Sale'))).toEqual(expect.arrayContaining(wholesale));

  await withSettings(request, { SaleType: 'Retail' }, async () => {
    await page.reload();
    const sales = await groupLabels(page, title('Sale'));
    for (const label of wholesale) expect(sales).not.toContain(label);
    expect(sales).toEqual(expect.arrayContaining([title('SaleList'), title('SaleRetail')]));

    await page.goto('/sale/new');
    await expect(page).toHaveURL(/\/401\?noGoBack=true$/);
  });

  await page.goto('/dashboard');
  expect(await groupLabels(page, title('Sale'))).toEqual(expect.arrayContaining(wholesale));
});
