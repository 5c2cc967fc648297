import { expect, type Page, test } from '@playwright/test';
import { okWith, openAs, ROOT_PASSWORD, ROOT_USERNAME, rootToken, t, unique } from './support.js';

/**
 * Payments on money accounts through the screens (docs/finance-payments.md): a sale paid in cash
 * on the sale list into the cash box picked in the dialog grows that box's balance by the payment;
 * a supplier paid by transfer from a bank account lowers the bank's balance; /finance/sale shows
 * each order with what was paid, into which account, and what is still owed; /finance/purchase
 * shows a received purchase order with the part the supplier's payment settled.
 */
const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

test('a sale paid in cash grows the cash box, a supplier paid from the bank lowers it, /finance/sale and /finance/purchase show paid and owed', async ({ page, request }) => {
  const token = await rootToken(request);
  const ok = okWith(request, token);
  const s = unique('').slice(-6).toUpperCase();
  const tag = `e2e-pay-${s.toLowerCase()}`;

  // A warehouse, a product with stock, two committed orders (one to pay, one left owing).
  const warehouseId = (await ok('POST', '/warehouses', { code: `PAY${s}`, name: `Bodega ${s}` })).id;
  const productId = (await ok('POST', '/products', { code: `TE${s}`, name: `Té verde ${s}`, prices: { unit: { retail: '500', wholesale: '500' } } })).id;
  const count = await ok('POST', '/stock/counts', { warehouseId, productIds: [productId], note: tag });
  const counted = await ok('PUT', `/stock/counts/${count.id}/lines`, { version: count.streamVersion, lines: [{ productId, quantity: '50' }] });
  await ok('POST', `/stock/counts/${count.id}/post`, { version: counted.streamVersion });
  const commit = async (quantity: string) =>
    (await ok('POST', '/sale/order/save-commit', { commandId: crypto.randomUUID(), order: { warehouseId, memo: tag, taxRate: null, lines: [{ productId, quantity, price: '500' }] } })) as { id: string; number: string; order: any };
  const paid = await commit('1');
  const owing = await commit('1');
  const currency: string = paid.order.header.currency;
  expect(paid.order.total).toBe('500');

  // Two cash boxes in the order's currency, a bank account in USD, a supplier in USD. The default of a
  // payment is the first account of its kind in the currency (opening order): other tests on this
  // database may have opened one earlier, so the expected default is read from the list.
  await ok('POST', '/finance/accounts', { kind: 'cash', name: `Caja mostrador ${s}`, currency });
  const box = `Caja tienda ${s}`;
  await ok('POST', '/finance/accounts', { kind: 'cash', name: box, currency });
  const bank = `Banco USD ${s}`;
  await ok('POST', '/finance/accounts', { kind: 'bank', name: bank, currency: 'USD', openingBalance: '1000', bankName: 'BCI' });
  const firstOf = async (cur: string, kind: 'cash' | 'bank') =>
    ((await ok('GET', `/finance/payment-accounts?currency=${cur}`)) as { accounts: { name: string; kind: string }[] }).accounts.find((a) => a.kind === kind)!.name;
  const defaultBox = await firstOf(currency, 'cash');
  const defaultBank = await firstOf('USD', 'bank');
  const supplierId = (await ok('POST', '/suppliers', { code: `SUP${s}`, name: `Proveedor ${s}`, currency: 'USD', country: 'CN' })).id;

  // Pay the first order in cash on the sale list, into the second cash box.
  await openAs(page, ROOT_USERNAME, ROOT_PASSWORD, '/sale/index');
  await page.getByLabel(t('saleList.filter.search'), { exact: true }).fill(tag);
  await expect(row(page, paid.number)).toHaveCount(1);
  await row(page, paid.number).first().locator('input[type=checkbox]').first().check();
  await page.getByRole('button', { name: t('saleList.action.pay'), exact: true }).click();
  const dialog = page.getByRole('dialog');
  const into = dialog.getByLabel(t('saleList.pay.account'), { exact: true });
  // The first cash box is preselected (the default).
  await expect(into.locator('option:checked')).toHaveText(defaultBox);
  await into.selectOption({ label: box });
  await dialog.getByRole('button', { name: t('saleList.pay.submit'), exact: true }).click();
  await expect(page.getByText(t('saleList.pay.done', { number: paid.number }))).toBeVisible();

  // The cash box grew by the payment; the other one did not move.
  await page.goto('/finance/bank');
  await expect(row(page, box).getByRole('gridcell', { name: '500', exact: true }).last()).toBeVisible();
  await expect(row(page, `Caja mostrador ${s}`).getByRole('gridcell', { name: '0', exact: true }).last()).toBeVisible();

  // Pay the supplier 200 USD by transfer from the bank account.
  await page.goto(`/product/supplier/${supplierId}/create-account`);
  await page.getByLabel(t('supplierAccount.amount'), { exact: true }).fill('200');
  const from = page.getByLabel(t('supplierAccount.fromAccount'), { exact: true });
  await expect(from.locator('option:checked')).toHaveText(defaultBank);
  await from.selectOption({ label: bank });
  await page.getByLabel(t('supplierAccount.reference'), { exact: true }).fill(`SWIFT-${s}`);
  await page.getByRole('button', { name: t('supplierAccount.recordSubmit'), exact: true }).click();
  await expect(page).toHaveURL(/\/product\/supplier\/account/);
  await page.goto('/finance/bank');
  await expect(row(page, bank).getByRole('gridcell', { name: '800.00', exact: true })).toBeVisible();

  // Money in by sale order: the paid one with its account, the other still owed.
  await page.goto('/finance/sale');
  await expect(page.getByRole('heading', { level: 1, name: t('route.FinanceSale') })).toBeVisible();
  await page.getByLabel(t('finPay.search.sale'), { exact: true }).fill(paid.number);
  const line = row(page, paid.number);
  await expect(line.getByRole('gridcell', { name: box, exact: true })).toBeVisible();
  await expect(line.getByRole('gridcell', { name: '0', exact: true })).toBeVisible();
  await page.getByLabel(t('finPay.search.sale'), { exact: true }).fill('');
  await page.getByRole('search').getByLabel(t('finPay.state'), { exact: true }).selectOption({ label: t('finPay.states.owed') });
  await expect(row(page, owing.number)).toHaveCount(1);
  await expect(row(page, owing.number).getByRole('gridcell', { name: '500', exact: true }).first()).toBeVisible();
  await expect(row(page, paid.number)).toHaveCount(0);

  // Money out by purchase order: 300 USD of goods received; the 200 paid from the bank settle part of it.
  const po = await ok('POST', '/purchase/orders', { supplierId, warehouseId, currency: 'USD', lines: [{ productId, unit: 'unit', quantity: '100', unitPrice: '3' }] });
  const committedPo = await ok('POST', `/purchase/orders/${po.id}/commit`, { version: po.version, rate: '950' });
  await ok('POST', `/purchase/orders/${po.id}/receipts`, { version: committedPo.version, warehouseId, rate: '950', lines: [{ orderLine: 1, quantity: '100' }] });
  await page.goto('/finance/purchase');
  await expect(page.getByRole('heading', { level: 1, name: t('route.FinancePurchase') })).toBeVisible();
  await page.getByLabel(t('finPay.search.purchase'), { exact: true }).fill(po.number);
  const bought = row(page, po.number);
  await expect(bought.getByRole('gridcell', { name: bank, exact: true })).toBeVisible();
  await expect(bought.getByRole('gridcell', { name: '100.00', exact: true })).toBeVisible();
  await expect(page.getByTestId('money-totals-USD')).toContainText('300.00');
});
