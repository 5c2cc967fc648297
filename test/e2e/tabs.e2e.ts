// Tabs of visited pages, breadcrumb and page title (docs/shell.md "Tabs and the page cache", "Top bar").
import { expect, test } from '@playwright/test';
import {
  breadcrumbItems, clickMenu, createUser, openAs, openGroup, pageHeading, rootToken, t, tabStrip, tabTitles, title,
} from './support.js';

test('visited pages become tabs; the breadcrumb follows; closing the active tab goes to the previous one', async ({ page, request }) => {
  const admin = await createUser(request, await rootToken(request), { roles: ['Admin'], prefix: 'tabs' });
  await openAs(page, admin.username, admin.password);
  expect(await tabTitles(page)).toEqual([title('Dashboard')]);
  // The dashboard tab is fixed: it has no close button.
  await expect(tabStrip(page).getByRole('button', { name: t('tags.closeTab', { title: title('Dashboard') }) })).toHaveCount(0);

  const visits = [
    { group: 'Sale', page: 'SaleList', url: /\/sale\/index$/ },
    { group: 'Customer', page: 'CustomerList', url: /\/customer\/index$/ },
    { group: 'Finance', page: 'FinanceList', url: /\/finance\/index$/ },
  ];
  for (const visit of visits) {
    await openGroup(page, title(visit.group));
    await clickMenu(page, title(visit.page));
    await expect(page).toHaveURL(visit.url);
    await expect(pageHeading(page)).toHaveText(title(visit.page));
    await expect(tabStrip(page).getByRole('link', { name: title(visit.page), exact: true })).toHaveAttribute('aria-current', 'page');
    await expect.poll(() => breadcrumbItems(page)).toEqual([title('Dashboard'), title(visit.group), title(visit.page)]);
    await expect(page).toHaveTitle(`TradeDesk - ${title(visit.page)}`);
  }
  expect(await tabTitles(page)).toEqual(['Dashboard', 'SaleList', 'CustomerList', 'FinanceList'].map(title));

  // A tab leads back to its page; no second tab for it.
  await tabStrip(page).getByRole('link', { name: title('SaleList'), exact: true }).click();
  await expect(page).toHaveURL(/\/sale\/index$/);
  await expect(pageHeading(page)).toHaveText(title('SaleList'));
  await expect.poll(() => breadcrumbItems(page)).toEqual([title('Dashboard'), title('Sale'), title('SaleList')]);
  expect(await tabTitles(page)).toEqual(['Dashboard', 'SaleList', 'CustomerList', 'FinanceList'].map(title));

  // Back to the last one, then close it while it is active: the previous tab opens.
  await tabStrip(page).getByRole('link', { name: title('FinanceList'), exact: true }).click();
  await expect(pageHeading(page)).toHaveText(title('FinanceList'));
  await tabStrip(page).getByRole('button', { name: t('tags.closeTab', { title: title('FinanceList') }) }).click();
  await expect(page).toHaveURL(/\/customer\/index$/);
  await expect(pageHeading(page)).toHaveText(title('CustomerList'));
  await expect.poll(() => tabTitles(page)).toEqual(['Dashboard', 'SaleList', 'CustomerList'].map(title));
  await expect(tabStrip(page).getByRole('link', { name: title('CustomerList'), exact: true })).toHaveAttribute('aria-current', 'page');
  await expect.poll(() => breadcrumbItems(page)).toEqual([title('Dashboard'), title('Customer'), title('CustomerList')]);

  // Closing a tab that is not the active one leaves the page where it is.
  await tabStrip(page).getByRole('button', { name: t('tags.closeTab', { title: title('SaleList') }) }).click();
  await expect.poll(() => tabTitles(page)).toEqual(['Dashboard', 'CustomerList'].map(title));
  await expect(page).toHaveURL(/\/customer\/index$/);
  await expect(pageHeading(page)).toHaveText(title('CustomerList'));

  // The breadcrumb's dashboard entry is a link home.
  await page.getByRole('navigation', { name: t('navbar.breadcrumb') }).getByRole('link', { name: title('Dashboard') }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(t('dashboard.welcome', { name: admin.name }))).toBeVisible();
  expect(await breadcrumbItems(page)).toEqual([title('Dashboard')]);
});
