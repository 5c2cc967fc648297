import { expect, test, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { apiCall, openAs, ROOT_PASSWORD, ROOT_USERNAME, rootToken, t, unique } from './support.js';

/** The grid row showing `text` (ag-grid renders rows virtually: only what is on screen). */
const gridRow = (scope: Page | Locator, text: string) => scope.locator('.ag-row').filter({ hasText: text });
async function selectRow(scope: Page | Locator, text: string) {
  const row = gridRow(scope, text);
  await expect(row).toHaveCount(1);
  await row.getByRole('checkbox').check();
}

async function workbook(rows: (string | number)[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('clientes');
  ws.addRow(['code', 'name', 'phone', 'payment terms days', 'credit limit']);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/**
 * Issue 5's customer path through the screens: a customer is created on the form, more are
 * imported from a generated .xlsx with one bad row (the report names it, nothing is imported),
 * then with valid rows only; customers are put in a new group; an opening balance and a payment
 * are recorded on an account and the balance is read.
 */
test('create a customer, import customers with a bad row, group them, record an opening balance and a payment', async ({ page, request }) => {
  const token = await rootToken(request);
  const tag = unique('').slice(-6).toUpperCase();
  const code = `CLI-${tag}`;

  // 1. A customer on the form.
  await openAs(page, ROOT_USERNAME, ROOT_PASSWORD, '/customer/index');
  await page.getByRole('button', { name: t('customer.new'), exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(t('customer.code'), { exact: true }).fill(code);
  await dialog.getByLabel(t('customer.name'), { exact: true }).fill(`Restaurante Don Pepe ${tag}`);
  await dialog.getByLabel(t('customer.phone'), { exact: true }).fill('+56 32 255 0101');
  await dialog.getByLabel(t('customer.paymentTermsDays'), { exact: true }).fill('30');
  await dialog.getByLabel(t('customer.creditLimit'), { exact: true }).fill('500000');
  await dialog.getByRole('button', { name: t('form.save'), exact: true }).click();
  await expect(dialog).toBeHidden();
  await page.getByLabel(t('customer.searchLabel'), { exact: true }).fill(tag);
  await expect(gridRow(page, code)).toHaveCount(1);
  const created = (await apiCall<any>(request, 'GET', `/customers?search=${code}`, { token })).body.data.customers[0];
  expect(created).toMatchObject({ code, paymentTermsDays: 30, creditLimit: '500000' });

  // 2. Import from Excel: all or nothing refuses a file with one bad row and names row and column.
  const file = await workbook([
    [`IMP-${tag}-1`, `Almacén Uno ${tag}`, '+56 9 1111 0001', 15, 100000],
    [`IMP-${tag}-2`, `Almacén Dos ${tag}`, '+56 9 1111 0002', 'pronto', 50000],
    [`IMP-${tag}-3`, `Almacén Tres ${tag}`, '+56 9 1111 0003', 0, ''],
  ]);
  await page.goto('/customer/Excel-import');
  await page.getByLabel(t('customerImport.file'), { exact: true }).setInputFiles({ name: 'clientes.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: file });
  await page.getByRole('button', { name: t('customerImport.start'), exact: true }).click();
  const report = page.getByRole('region', { name: t('customerImport.report') });
  await expect(report.getByRole('status')).toHaveText(t('customerImport.nothingImported', { total: '3', refused: '1' }));
  const bad = report.getByRole('row').filter({ hasText: t('customerImport.columns.paymentTermsDays') });
  await expect(bad.getByRole('cell').first()).toHaveText('3');
  await expect(page.getByRole('progressbar')).toHaveAttribute('value', '100');
  expect((await apiCall<any>(request, 'GET', `/customers?search=IMP-${tag}`, { token })).body.data.total).toBe(0);

  // ...valid rows only imports the two good ones.
  await page.getByLabel(t('customerImport.file'), { exact: true }).setInputFiles({ name: 'clientes.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: file });
  await page.getByLabel(t('customerImport.mode'), { exact: true }).selectOption('valid-rows');
  await page.getByRole('button', { name: t('customerImport.start'), exact: true }).click();
  await expect(report.getByRole('status')).toHaveText(t('customerImport.summary', { imported: '2', total: '3', refused: '1' }));
  expect((await apiCall<any>(request, 'GET', `/customers?search=IMP-${tag}`, { token })).body.data.total).toBe(2);

  // 3. A new group, and three customers put in it from its member screen.
  const groupName = `Ruta ${tag}`;
  await page.goto('/customer/group');
  await page.getByRole('button', { name: t('customerGroup.new'), exact: true }).click();
  await page.getByRole('dialog').getByLabel(t('customerGroup.name'), { exact: true }).fill(groupName);
  await page.getByRole('dialog').getByRole('button', { name: t('form.save'), exact: true }).click();
  await expect(gridRow(page, groupName)).toHaveCount(1);
  await gridRow(page, groupName).getByRole('link', { name: groupName }).click();
  await expect(page).toHaveURL(/\/customer\/group\/[^/]+\/member$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(groupName);
  await page.getByLabel(t('customerGroup.findCustomers'), { exact: true }).fill(tag);
  const found = page.getByRole('region', { name: t('customerGroup.found') });
  await expect(gridRow(found, `IMP-${tag}-1`)).toHaveCount(1);
  for (const c of [code, `IMP-${tag}-1`, `IMP-${tag}-3`]) await selectRow(found, c);
  await page.getByRole('button', { name: t('customerGroup.addSelected', { count: '3' }), exact: true }).click();
  const members = page.getByRole('region', { name: `${t('customerGroup.members')} ${groupName}` });
  for (const c of [code, `IMP-${tag}-1`, `IMP-${tag}-3`]) await expect(gridRow(members, c)).toHaveCount(1);
  const groupId = page.url().split('/customer/group/')[1].split('/member')[0];
  expect((await apiCall<any>(request, 'GET', `/customers/groups/${groupId}`, { token })).body.data.memberCount).toBe(3);

  // 4. An opening balance and a payment on the customer's account, then the balance.
  await page.goto(`/customer/${created.id}/create-account`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(code);
  await page.getByLabel(t('customerAccount.kind'), { exact: true }).selectOption('opening');
  await page.getByLabel(t('customerAccount.direction'), { exact: true }).selectOption('owes');
  await page.getByLabel(t('customerAccount.amount'), { exact: true }).fill('150000');
  await page.getByRole('button', { name: t('customerAccount.recordEntry'), exact: true }).click();
  const balances = page.getByRole('region', { name: t('customerAccount.balances') });
  await expect(balances.locator('tr[data-currency]').locator('td').nth(2)).toHaveText('150,000');
  await page.getByLabel(t('customerAccount.kind'), { exact: true }).selectOption('payment');
  await page.getByLabel(t('customerAccount.amount'), { exact: true }).fill('40000');
  await page.getByLabel(t('customerAccount.method'), { exact: true }).selectOption('bankTransfer');
  await page.getByLabel(t('customerAccount.reference'), { exact: true }).fill('TRF 0042');
  await page.getByRole('button', { name: t('customerAccount.recordEntry'), exact: true }).click();
  await expect(balances.locator('tr[data-currency]').locator('td').nth(2)).toHaveText('110,000');
  const ledger = page.getByRole('region', { name: t('customerAccount.ledger') }).last();
  await expect(gridRow(ledger, 'TRF 0042')).toContainText(t('customerAccount.kinds.payment'));
  await expect(gridRow(ledger, 'TRF 0042')).toContainText('110,000');

  // The accounts list shows the same balance.
  await page.goto('/customer/account');
  await page.getByLabel(t('customerAccount.searchLabel'), { exact: true }).fill(code);
  await expect(gridRow(page, code)).toContainText('110,000');
});
