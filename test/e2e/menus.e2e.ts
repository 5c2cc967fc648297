// The sidebar of each role and the guard's answer to a page the role lacks (/401); docs/shell.md "Roles and page privileges".
import { expect, test, type Page } from '@playwright/test';
import {
  createPosition, createUser, groupLabels, openAs, pageHeading, readMenu, ROOT_PASSWORD, ROOT_USERNAME, rootToken, t, title, topLabels,
} from './support.js';

/** Opening `path` by its address lands on the 401 page, without a way "back" into it. */
async function expectForbidden(page: Page, path: string) {
  await page.goto(path);
  await expect(page).toHaveURL(/\/401\?noGoBack=true$/);
  await expect(pageHeading(page)).toHaveText(t('errors.forbiddenTitle'));
  await expect(page.getByRole('button', { name: t('common.back') })).toHaveCount(0);
  await expect(page.getByRole('link', { name: t('errors.toDashboard') })).toBeVisible();
}

test('Root sees every section, the mall head office included', async ({ page }) => {
  await openAs(page, ROOT_USERNAME, ROOT_PASSWORD);
  // Default settings of a trader: no chain-store head office, so no chain section.
  expect(await topLabels(page)).toEqual(
    ['Dashboard', 'MainControl', 'Sale', 'Purchase', 'Product', 'Customer', 'Finance', 'Invoice', 'Report', 'Mall', 'Distribution', 'Setting'].map(title),
  );
  const mall = await groupLabels(page, title('Mall'));
  expect(mall[0]).toBe(title('mallHeadOffice'));

  await page.getByRole('link', { name: title('mallHeadOffice'), exact: true }).click();
  await expect(page).toHaveURL(/\/mall\/mall-head-office$/);
  await expect(pageHeading(page)).toHaveText(title('mallHeadOffice'));
});

test('Admin does not see the mall head office, and cannot open it by its address', async ({ page, request }) => {
  const admin = await createUser(request, await rootToken(request), { roles: ['Admin'], prefix: 'adm' });
  await openAs(page, admin.username, admin.password);

  const mall = await groupLabels(page, title('Mall'));
  expect(mall).not.toContain(title('mallHeadOffice'));
  // The rest of the mall section is there.
  expect(mall).toEqual(expect.arrayContaining([title('AppMallUser'), title('MallOrderList')]));
  // Administration is an Admin's too.
  expect(await groupLabels(page, title('Setting'))).toEqual(expect.arrayContaining([title('Employees'), title('Position')]));

  await expectForbidden(page, '/mall/mall-head-office');
});

test('Invoice sees the invoice section only (plus dashboard and profile)', async ({ page, request }) => {
  const clerk = await createUser(request, await rootToken(request), { roles: ['Invoice'], prefix: 'inv' });
  await openAs(page, clerk.username, clerk.password);

  const menu = await readMenu(page);
  expect(menu.map((m) => m.label)).toEqual([title('Dashboard'), title('Invoice')]);
  const invoicePages = ['InvoiceList', 'InvoiceBilling', 'EInvoice', 'SmartBill', 'ChlInvoice', 'PerInvoice', 'PlInvoice',
    'InvoiceStock', 'InvoiceStockExcel', 'InvoiceClient', 'InvoiceSetup', 'SzamlazzCreate'];
  expect(menu[1]!.children!.map((c) => c.label).sort()).toEqual(invoicePages.map(title).sort());
  // The invoice pages that are for Root and Admin only are not offered.
  for (const name of ['InvoicePurchase', 'InvoiceDriver', 'InvoiceTransportCompany']) {
    expect(menu[1]!.children!.map((c) => c.label)).not.toContain(title(name));
  }

  await page.getByRole('link', { name: title('InvoiceList'), exact: true }).click();
  await expect(page).toHaveURL(/\/invoice\/list$/);
  await expect(pageHeading(page)).toHaveText(title('InvoiceList'));

  // The profile is reached from the user menu.
  await page.getByRole('button', { name: t('navbar.userMenu') }).click();
  await page.getByRole('menuitem', { name: title('ProfileIndex') }).click();
  await expect(page).toHaveURL(/\/profile\/index$/);
  await expect(pageHeading(page)).toHaveText(title('ProfileIndex'));

  await expectForbidden(page, '/sale/index');
  await expectForbidden(page, '/invoice/purchase');
});

test('a company position with three page privileges sees exactly those entries', async ({ page, request }) => {
  const token = await rootToken(request);
  const position = await createPosition(request, token, ['SaleList', 'SaleNew', 'CustomerList']);
  const clerk = await createUser(request, token, { positionIds: [position.id], prefix: 'pos' });
  await openAs(page, clerk.username, clerk.password);

  expect(await readMenu(page)).toEqual([
    { label: title('Dashboard') },
    { label: title('Sale'), children: [{ label: title('SaleList') }, { label: title('SaleNew') }] },
    // A section with a single page is a single link named after the page.
    { label: title('CustomerList') },
  ]);

  await page.getByRole('link', { name: title('CustomerList'), exact: true }).click();
  await expect(page).toHaveURL(/\/customer\/index$/);
  await expect(pageHeading(page)).toHaveText(title('CustomerList'));

  await expectForbidden(page, '/finance/index');
  await expectForbidden(page, '/customer/group');
});
