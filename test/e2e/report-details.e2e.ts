import { expect, type Locator, type Page, test } from '@playwright/test';
import { exportedSheet, okWith, openAs, ROOT_PASSWORD, ROOT_USERNAME, rootToken, t, title, unique } from './support.js';

/**
 * The detail reports (issue 15, docs/report-details.md): sale detail, customer and supplier
 * statements, repayments. The data, new in this run: a customer buys 4 of a new product at 250
 * (1,000 in the order's currency, the base currency, before any tax: the customer owes the
 * order's total) and pays 400 cash; a new supplier has an
 * opening balance of 500 USD and is paid 200 USD cash. Each page opens from an address, shows the known
 * figure and exports it to Excel.
 */

const grid = (page: Page) => page.getByRole('treegrid').or(page.getByRole('grid')).first();
const row = (scope: Page | Locator, text: string): Locator => scope.getByRole('row').filter({ hasText: text });

let customer: { id: string; code: string };
let supplier: { id: string; code: string };
let product: string;
let owed: { total: string; after: string };

const column = (x: { header: string[]; data: string[][] }, key: string) => x.data.map((r) => r[x.header.indexOf(t(key))]);

test.beforeAll(async ({ request }) => {
  const ok = okWith(request, await rootToken(request));
  const s = unique('').slice(-7).toUpperCase();
  const warehouseId = (await ok('POST', '/warehouses', { code: `RD${s}`, name: `Bodega detalle ${s}` })).id;
  product = `RDP${s}`;
  const productId = (await ok('POST', '/products', { code: product, name: `Detalle ${s}`, cost: '100', prices: { unit: { retail: '300', wholesale: '250' } } })).id;
  customer = { code: `RDC${s}`, id: '' };
  customer.id = (await ok('POST', '/customers', { code: customer.code, name: `Cliente detalle ${s}` })).id;
  supplier = { code: `RDS${s}`, id: '' };
  supplier.id = (await ok('POST', '/suppliers', { code: supplier.code, name: `Proveedor detalle ${s}`, currency: 'USD' })).id;
  // 10 counted in (the company may refuse negative stock).
  const count = await ok('POST', '/stock/counts', { warehouseId, productIds: [productId], note: 'e2e detail reports' });
  const counted = await ok('PUT', `/stock/counts/${count.id}/lines`, { version: count.streamVersion, lines: [{ productId, quantity: '10' }] });
  await ok('POST', `/stock/counts/${count.id}/post`, { version: counted.streamVersion });
  const sold = await ok('POST', '/sale/order/save-commit', {
    order: { warehouseId, customerId: customer.id, lines: [{ productId, quantity: '4', price: '250' }] },
    payments: [{ method: 'cash', amount: '400' }],
  });
  // The customer owes the order's total, tax included when the company charges it.
  owed = { total: String(sold.order.total), after: String(Number(sold.order.total) - 400) };
  await ok('POST', `/supplier-accounts/${supplier.id}/entries`, { kind: 'opening', currency: 'USD', amount: '500' });
  await ok('POST', `/supplier-accounts/${supplier.id}/entries`, { kind: 'payment', currency: 'USD', amount: '200', method: 'cash' });
  // The read models (async) hold it all once the reports answer it.
  await expect.poll(async () => (await ok('GET', `/report/sale-detail?customerId=${customer.id}`)).totals.amount, { timeout: 15_000 }).toBe('1000');
  await expect.poll(async () => (await ok('GET', `/report/customer-detail?customerId=${customer.id}`)).currencies[0]?.closing, { timeout: 15_000 }).toBe(owed.after);
  await expect.poll(async () => (await ok('GET', `/report/supplier-detail?supplierId=${supplier.id}`)).currencies[0]?.closing, { timeout: 15_000 }).toBe('300');
  await expect.poll(async () => (await ok('GET', `/report/repayment?by=party&partyId=${customer.id}`)).rows[0]?.amount, { timeout: 15_000 }).toBe('400');
});

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1800, height: 1000 });
});

test("the sale detail opens from the report home, filters by customer in the address and exports the customer's line", async ({ page }) => {
  await openAs(page, ROOT_USERNAME, ROOT_PASSWORD, '/report/index');
  await page.getByRole('region', { name: t('reports.group.sales') }).getByRole('link', { name: title('ReportSaleDetail'), exact: true }).click();
  await expect(page).toHaveURL(/\/report\/sale-detail$/);
  await expect(page.getByRole('heading', { level: 1, name: title('ReportSaleDetail') })).toBeVisible();
  await page.getByLabel(t('reportDetails.filter.customer'), { exact: true }).selectOption(customer.id);
  await expect(page).toHaveURL(new RegExp(`[?&]customerId=${customer.id}`));
  await expect(row(grid(page), product)).toHaveCount(1, { timeout: 15_000 });
  await page.reload();
  await expect(page.getByLabel(t('reportDetails.filter.customer'), { exact: true })).toHaveValue(customer.id);
  await expect(row(grid(page), product)).toHaveCount(1, { timeout: 15_000 });
  await expect(page.locator('.report-totals')).toContainText(t('reportDetails.total.lines'));

  const x = await exportedSheet(page);
  expect(x.data).toHaveLength(1);
  expect(column(x, 'reports.col.code')).toEqual([product]);
  expect(column(x, 'reports.col.quantity')).toEqual(['4']);
  expect(column(x, 'reportDetails.col.price')).toEqual(['250']);
  expect(column(x, 'reportDetails.col.amount')).toEqual(['1000']);
  // cost 4 x 100, profit 1,000 - 400 (root may see profit)
  expect(column(x, 'reportDetails.col.cost')).toEqual(['400']);
  expect(column(x, 'reportDetails.col.profit')).toEqual(['600']);
});

test("the customer statement shows the sale, the payment and the balance after each, and exports them", async ({ page }) => {
  await openAs(page, ROOT_USERNAME, ROOT_PASSWORD, `/report/customer-detail?customerId=${customer.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title('ReportCustomerDetail') })).toBeVisible();
  await expect(grid(page).getByRole('row')).toHaveCount(3, { timeout: 15_000 }); // the header, the sale, the payment
  await expect(page.locator('.report-totals')).toContainText(t('reportDetails.statement.closing'));
  const x = await exportedSheet(page);
  expect(column(x, 'reportDetails.col.debit')).toEqual([owed.total, '0']);
  expect(column(x, 'reportDetails.col.credit')).toEqual(['0', '400']);
  expect(column(x, 'reportDetails.col.balance')).toEqual([owed.total, owed.after]);
});

test('the supplier statement shows the opening and the payment with the running balance, and exports them', async ({ page }) => {
  await openAs(page, ROOT_USERNAME, ROOT_PASSWORD, `/report/supplier-detail?supplierId=${supplier.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title('ReportSupplierDetail') })).toBeVisible();
  await expect(page.getByLabel(t('reportsMore.filter.supplier'), { exact: true })).toHaveValue(supplier.id);
  await expect(grid(page).getByRole('row')).toHaveCount(3, { timeout: 15_000 });
  const x = await exportedSheet(page);
  expect(column(x, 'reportDetails.col.balance')).toEqual(['500', '300']);
});

test('the repayment report groups the money collected per customer, switches to suppliers, and exports its rows', async ({ page }) => {
  await openAs(page, ROOT_USERNAME, ROOT_PASSWORD, `/report/repayment?by=party&partyId=${customer.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title('ReportRepayment') })).toBeVisible();
  await expect(row(grid(page), customer.code)).toHaveCount(1, { timeout: 15_000 });
  const x = await exportedSheet(page);
  expect(x.data).toHaveLength(1);
  expect(column(x, 'reportDetails.col.amount')).toEqual(['400']);
  expect(column(x, 'reportDetails.col.payments')).toEqual(['1']);

  await page.getByLabel(t('reportDetails.repayment.side'), { exact: true }).selectOption('suppliers');
  await expect(page).toHaveURL(/[?&]side=suppliers/);
  await expect(page).not.toHaveURL(/partyId=/);
  await page.getByLabel(t('reportsMore.filter.supplier'), { exact: true }).selectOption(supplier.id);
  await expect(row(grid(page), supplier.code)).toHaveCount(1, { timeout: 15_000 });
  const y = await exportedSheet(page);
  expect(column(y, 'reportDetails.col.amount')).toEqual(['200']);
});
