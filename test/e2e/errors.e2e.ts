// The 404 and 401 pages (docs/shell.md "Access guard").
import { expect, test } from '@playwright/test';
import { createUser, openAs, pageHeading, preferEnglish, rootToken, t, title } from './support.js';

test('an unknown address shows the 404 page, with a way to the dashboard', async ({ page, request }) => {
  const user = await createUser(request, await rootToken(request), { roles: ['Admin'], prefix: 'nf' });
  await openAs(page, user.username, user.password);
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
  await expect(pageHeading(page)).toHaveText(t('errors.notFoundTitle'));
  await expect(page.getByText('404', { exact: true })).toBeVisible();

  await page.getByRole('link', { name: t('errors.toDashboard') }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(t('dashboard.welcome', { name: user.name }))).toBeVisible();
});

test('without a session an unknown address asks for sign-in first', async ({ page }) => {
  await preferEnglish(page.context());
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fno%2Fsuch%2Fpage$/);
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
});

test('the 401 page explains the refusal and goes back to where the user came from', async ({ page, request }) => {
  const user = await createUser(request, await rootToken(request), { roles: ['Admin'], prefix: 'fb' });
  await openAs(page, user.username, user.password, '/customer/index');
  await expect(pageHeading(page)).toHaveText(title('CustomerList'));

  await page.goto('/401');
  await expect(pageHeading(page)).toHaveText(t('errors.forbiddenTitle'));
  await expect(page.getByText(t('errors.forbiddenText'))).toBeVisible();
  await page.getByRole('button', { name: t('common.back') }).click();
  await expect(page).toHaveURL(/\/customer\/index$/);
  await expect(pageHeading(page)).toHaveText(title('CustomerList'));

  // Sent there by the guard (?noGoBack=true): no way back into the refused page.
  await page.goto('/401?noGoBack=true');
  await expect(pageHeading(page)).toHaveText(t('errors.forbiddenTitle'));
  await expect(page.getByRole('button', { name: t('common.back') })).toHaveCount(0);
  await page.getByRole('link', { name: t('errors.toDashboard') }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(t('dashboard.welcome', { name: user.name }))).toBeVisible();
});
