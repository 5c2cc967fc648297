// Sign-in, the access guard's login redirect, and log out.
import { expect, test } from '@playwright/test';
import {
  apiCall, breadcrumbItems, createUser, openAs, pageHeading, preferEnglish, rootToken, sidebar, signInOnForm, t, title,
} from './support.js';

test.describe('sign in', () => {
  test.describe('in a Chinese browser', () => {
    // The sign-in page opens in the browser's language (language.e2e.ts covers the others).
    test.use({ locale: 'zh-CN' });
    test('a username typed with spaces around it signs in, in the language picked on the form', async ({ page, request }) => {
      // A Chinese-speaking user who picks English on the login page.
      const user = await createUser(request, await rootToken(request), { language: 'zh', prefix: 'trim' });
      await page.goto('/login');
      // The form starts in Chinese (the browser's language); choosing English relabels it.
      await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
      await page.locator('select[name="language"]').selectOption('en');
      await expect(page.getByRole('heading', { name: t('login.title') })).toBeVisible();

      await signInOnForm(page, `  ${user.username}  `, user.password);

      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByText(t('dashboard.welcome', { name: user.name }))).toBeVisible();
      // Still English after the profile is loaded: the choice on the form became the user's language.
      await expect(sidebar(page).getByRole('link', { name: title('Dashboard'), exact: true })).toBeVisible();
      expect(await breadcrumbItems(page)).toEqual([title('Dashboard')]);
      const cookies = await page.context().cookies();
      expect(cookies.find((c) => c.name === 'Admin-Token')?.value).toBeTruthy();
    });
  });

  test('a wrong password shows an error and stays on the login page', async ({ page, request }) => {
    const user = await createUser(request, await rootToken(request), { prefix: 'wrong' });
    await preferEnglish(page.context());
    await page.goto('/login');
    await signInOnForm(page, user.username, 'not-the-password');

    const alert = page.getByRole('alert');
    await expect(alert).toContainText('wrong');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
    expect((await page.context().cookies()).some((c) => c.name === 'Admin-Token')).toBe(false);

    // An unknown user gets the very same answer (it never tells whether a user exists).
    const shown = (await alert.innerText()).trim();
    await page.getByLabel('Username', { exact: true }).fill(`${user.username}-nobody`);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(alert).toHaveText(shown);
    await expect(page).toHaveURL(/\/login$/);

    // The right password still works afterwards.
    await page.getByLabel('Username', { exact: true }).fill(user.username);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText(t('dashboard.welcome', { name: user.name }))).toBeVisible();
  });

  test('a page opened without a session asks for sign-in and then opens that page', async ({ page, request }) => {
    const user = await createUser(request, await rootToken(request), { roles: ['Admin'], prefix: 'redir' });
    await preferEnglish(page.context());
    await page.goto('/customer/index');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fcustomer%2Findex$/);
    await signInOnForm(page, user.username, user.password);
    await expect(page).toHaveURL(/\/customer\/index$/);
    await expect(pageHeading(page)).toHaveText(title('CustomerList'));
  });
});

test('log out returns to the login page and the old token no longer works', async ({ page, request }) => {
  const user = await createUser(request, await rootToken(request), { roles: ['Admin'], prefix: 'out' });
  const token = await openAs(page, user.username, user.password);
  expect((await apiCall(request, 'GET', '/user/profile', { token })).status).toBe(200);

  await page.getByRole('button', { name: t('navbar.userMenu') }).click();
  await page.getByRole('menuitem', { name: t('navbar.logout') }).click();

  // (the login page may remember where the user was: /login?redirect=...)
  await expect(page).toHaveURL(/\/login(\?redirect=[^&]*)?$/);
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  expect((await page.context().cookies()).some((c) => c.name === 'Admin-Token')).toBe(false);

  const after = await apiCall(request, 'GET', '/user/profile', { token });
  expect(after.status).toBe(401);

  // The app itself no longer lets the browser in either.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
});
