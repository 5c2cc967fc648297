// The top bar's language switcher and its refusal while the company closed switching (docs/shell.md "Languages").
import { expect, test, type Page } from '@playwright/test';
import { readLocale } from '../../frontend/src/i18n/read-locales.node.js';
import { apiCall, breadcrumbItems, createUser, openAs, rootToken, sidebar, t, title, withSettings } from './support.js';

const de = readLocale('de') as unknown as {
  route: Record<string, string>;
  navbar: Record<string, string>;
  common: Record<string, string>;
};

async function chooseLanguage(page: Page, switcherLabel: string, languageName: string) {
  await page.getByRole('button', { name: switcherLabel, exact: true }).click();
  await page.getByRole('menuitemradio', { name: languageName, exact: true }).click();
}

async function profileLanguage(page: Page, token: string) {
  const { body } = await apiCall<{ language: string }>(page.request, 'GET', '/user/profile', { token });
  return body.data?.language;
}

test('switching to German changes the texts on screen and is kept', async ({ page, request }) => {
  const user = await createUser(request, await rootToken(request), { roles: ['Admin'], prefix: 'lang' });
  const token = await openAs(page, user.username, user.password);
  await expect(sidebar(page).getByRole('link', { name: title('Dashboard'), exact: true })).toBeVisible();

  // The current language cannot be chosen again.
  await page.getByRole('button', { name: t('navbar.language'), exact: true }).click();
  await expect(page.getByRole('menuitemradio', { name: 'English', exact: true })).toBeDisabled();
  await expect(page.getByRole('menuitemradio', { name: 'English', exact: true })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('menuitemradio', { name: 'Deutsch', exact: true }).click();

  await expect(page.getByRole('status').filter({ hasText: de.common.switchLanguageSuccess! })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: de.route.Dashboard!, exact: true })).toBeVisible();
  await expect(sidebar(page).getByRole('button', { name: de.route.Sale!, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: t('navbar.language'), exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: de.navbar.language!, exact: true })).toBeVisible();
  expect(await breadcrumbItems(page)).toEqual([de.route.Dashboard]);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  // The server keeps the choice: it follows the user to the next sign-in.
  await expect.poll(() => profileLanguage(page, token)).toBe('de');

  await page.reload();
  await expect(sidebar(page).getByRole('link', { name: de.route.Dashboard!, exact: true })).toBeVisible();

  // And back.
  await chooseLanguage(page, de.navbar.language!, 'English');
  await expect(sidebar(page).getByRole('link', { name: title('Dashboard'), exact: true })).toBeVisible();
  await expect.poll(() => profileLanguage(page, token)).toBe('en');
});

test('with IsCloseLang the switch is refused with the Chinese message', async ({ page, request }) => {
  const user = await createUser(request, await rootToken(request), { roles: ['Admin'], prefix: 'closed' });
  await withSettings(request, { IsCloseLang: true }, async () => {
    const token = await openAs(page, user.username, user.password);
    await expect(sidebar(page).getByRole('link', { name: title('Dashboard'), exact: true })).toBeVisible();

    await chooseLanguage(page, t('navbar.language'), 'Deutsch');

    const refusal = page.getByRole('alert').filter({ hasText: '没有权限' });
    await expect(refusal).toBeVisible();
    await expect(refusal).toContainText('公司设置');
    // Nothing changed: still English on screen and on the server.
    await expect(sidebar(page).getByRole('link', { name: title('Dashboard'), exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
    expect(await profileLanguage(page, token)).toBe('en');

    // The server refuses it too (a second tab, an old page...).
    const direct = await apiCall(request, 'PUT', '/user/language', { token, body: { language: 'de' } });
    expect(direct.status).toBe(400);
    expect(direct.body.error?.reason).toBe('language_switch_closed');
  });
});

test("the sign-in page opens in the browser's language; after sign-in the user's own language wins", async ({ browser, request }) => {
  const user = await createUser(request, await rootToken(request), { roles: ['Admin'], prefix: 'brlang', language: 'en' });
  const login = (readLocale('de') as unknown as { login: Record<string, string> }).login;

  const german = await browser.newContext({ locale: 'de-AT' });
  try {
    const page = await german.newPage();
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: login.title!, exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    await expect(page.getByLabel(login.language!, { exact: true })).toHaveValue('de');

    await page.getByLabel(login.username!, { exact: true }).fill(user.username);
    await page.getByLabel(login.password!, { exact: true }).fill(user.password);
    await page.getByRole('button', { name: login.submit!, exact: true }).click();
    // The user's own language is English: the shell follows it, and the sign-in did not change it.
    await expect(sidebar(page).getByRole('link', { name: title('Dashboard'), exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
    const token = (await german.cookies()).find((c) => c.name === 'Admin-Token')!.value;
    expect(await profileLanguage(page, token)).toBe('en');
  } finally {
    await german.close();
  }

  // A browser language that is not one of the 21: the default, Chinese.
  const japanese = await browser.newContext({ locale: 'ja-JP' });
  try {
    const page = await japanese.newPage();
    await page.goto('/login');
    const zh = (readLocale('zh') as unknown as { login: Record<string, string> }).login;
    await expect(page.getByRole('heading', { name: zh.title!, exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  } finally {
    await japanese.close();
  }
});
