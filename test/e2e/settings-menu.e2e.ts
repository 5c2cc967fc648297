// Company settings that switch menu entries off (docs/shell.md "Menu switches"): changed through the API, seen after a reload.
import { expect, test } from '@playwright/test';
import { apiLogin, BASE_URL, createUser, groupLabels, openAs, pageHeading, rootToken, t, title, withSettings } from './support.js';

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

/** The page's localStorage, typed (the tests are typed for Node); written out in each browser function, which runs in the page. */
type PageStorage = { localStorage: { setItem(k: string, v: string): void; removeItem(k: string): void } };

test('the daily notice lists the contacts set in the company settings, and no contact block while none are set', async ({ page, request }) => {
  const admin = await createUser(request, await rootToken(request), { roles: ['Admin'], prefix: 'notice' });
  await withSettings(request, { NoticeContacts: '' }, async () => {
    // Signed in, in English, with today's notice not yet shown (support's openAs would count it as shown).
    await page.context().addCookies([{ name: 'Admin-Token', value: await apiLogin(request, admin.username, admin.password), url: BASE_URL }]);
    await page.context().addInitScript(() => (globalThis as unknown as PageStorage).localStorage.setItem('language', 'en'));
    await page.goto('/setting/system');
    await expect(pageHeading(page)).toHaveText(title('SystemSetting'));

    const notice = page.getByRole('region', { name: t('notice.title'), exact: true });
    await expect(notice).toContainText(t('notice.warning'));
    await expect(notice).not.toContainText(t('notice.contactsHeading'));
    await expect(notice.getByRole('listitem')).toHaveCount(0);

    const contacts = page.getByLabel(t('settingsPage.key.NoticeContacts'), { exact: true });
    await contacts.fill('Shanghai head office: Wang Li, +86 21 5555 0100\n\nChile: Ana Pérez, +56 2 2345 6789\n');
    await page.getByRole('button', { name: t('form.save'), exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: t('settingsPage.saved') })).toBeVisible();

    // The banner on screen follows at once, and so does the next day's banner.
    const lines = ['Shanghai head office: Wang Li, +86 21 5555 0100', 'Chile: Ana Pérez, +56 2 2345 6789'];
    await expect(notice.getByRole('list', { name: t('notice.contactsHeading') }).getByRole('listitem')).toHaveText(lines);
    await page.evaluate(() => (globalThis as unknown as PageStorage).localStorage.removeItem('noticeShownDay'));
    await page.reload();
    await expect(page.getByRole('region', { name: t('notice.title'), exact: true }).getByRole('listitem')).toHaveText(lines);
    await expect(contacts).toHaveValue('Shanghai head office: Wang Li, +86 21 5555 0100\n\nChile: Ana Pérez, +56 2 2345 6789\n');
  });
});
