// The locale files load in two steps (docs/shell.md "Languages"): the sign-in page and the shell
// pages (dashboard) with the pre-login areas only; every other area with the first screen outside
// the shell, which shows only once they are there. In Polish, a language the browser asks for.
import { expect, test, type Page } from '@playwright/test';
import { readLocale } from '../../frontend/src/i18n/read-locales.node.js';
import { createUser, rootToken, sidebar } from './support.js';

type Tree = { [key: string]: string | Tree };
const pl = readLocale('pl') as Tree;
const text = (key: string): string => {
  const value = key.split('.').reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), pl);
  if (typeof value !== 'string') throw new Error(`no Polish text for ${key}`);
  return value;
};

/** The scripts the page fetches, by file name. */
function scriptsOf(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') names.push(r.url().replace(/^.*\//, ''));
  });
  return names;
}

/** Texts that look like untranslated keys of a locale area ("customer.code"). */
const RAW_KEY = /\b(?:customer|customerGroup|product|sale|saleEntry|stock|employee|login|route|common|dashboard|refusal)\.[a-z]\w+\b/;

test.use({ locale: 'pl-PL' });

test.beforeEach(async ({ context }) => {
  // Today's notice banner counted as shown (it has its own tests): it would cover the page.
  await context.addInitScript(`{
    const d = new Date();
    const pad = (n) => String(n).padStart(2, '0');
    localStorage.setItem('noticeShownDay', d.getFullYear() + '-' + pad(d.getMonth() + 1) + '-' + pad(d.getDate()));
  }`);
});

test('the sign-in page and the dashboard load the first locale areas only; the customer list waits for its area and reads Polish', async ({ page, request }) => {
  const user = await createUser(request, await rootToken(request), { roles: ['Admin'], language: 'pl', prefix: 'areas' });
  const scripts = scriptsOf(page);
  const afterMap = () => scripts.filter((name) => /^other-areas-/.test(name));

  await page.goto('/login');
  await expect(page.getByRole('heading', { name: text('login.title') })).toBeVisible();
  await expect(page.getByLabel(text('login.username'), { exact: true })).toBeVisible();
  expect(await page.locator('body').innerText()).not.toMatch(RAW_KEY);
  // The map of the other areas' files is not part of the sign-in page.
  expect(afterMap()).toEqual([]);

  await page.getByLabel(text('login.username'), { exact: true }).fill(user.username);
  await page.getByLabel(text('login.password'), { exact: true }).fill(user.password);
  await page.locator('button[type="submit"]').click();
  await expect(sidebar(page).getByRole('link', { name: text('route.Dashboard'), exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await page.locator('main').innerText()).not.toMatch(RAW_KEY);
  expect(afterMap()).toEqual([]);

  // A screen of another area (customers.json): its column titles in Polish, never its keys.
  await sidebar(page).getByRole('button', { name: text('route.Customer'), exact: true }).click();
  await sidebar(page).getByRole('link', { name: text('route.CustomerList'), exact: true }).click();
  const view = page.locator('.page-view:not([hidden])');
  await expect(view.getByRole('columnheader', { name: text('customer.code'), exact: true })).toBeVisible();
  await expect(view.getByRole('columnheader', { name: text('customer.name'), exact: true })).toBeVisible();
  expect(await view.innerText()).not.toMatch(RAW_KEY);
  expect(afterMap()).toHaveLength(1);
});

test('opened straight at a screen of another area, the screen shows translated from its first frame', async ({ page, request }) => {
  const user = await createUser(request, await rootToken(request), { roles: ['Admin'], language: 'pl', prefix: 'areas' });
  await page.goto('/login');
  await page.getByLabel(text('login.username'), { exact: true }).fill(user.username);
  await page.getByLabel(text('login.password'), { exact: true }).fill(user.password);
  await page.locator('button[type="submit"]').click();
  await expect(sidebar(page)).toBeVisible();

  // Every text the page shows while it opens, checked as it comes (a raw key would flash here).
  await page.addInitScript(`{
    const re = new RegExp(${JSON.stringify(RAW_KEY.source)});
    const seen = (globalThis.rawKeysSeen = []);
    new MutationObserver(() => {
      const found = document.querySelector('main')?.textContent?.match(re);
      if (found) seen.push(found[0]);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  }`);
  await page.goto('/customer/index');
  const view = page.locator('.page-view:not([hidden])');
  await expect(view.getByRole('columnheader', { name: text('customer.code'), exact: true })).toBeVisible();
  expect(await page.evaluate(() => (globalThis as unknown as { rawKeysSeen: string[] }).rawKeysSeen)).toEqual([]);
});
