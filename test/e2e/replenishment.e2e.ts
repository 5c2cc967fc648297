import { expect, test } from '@playwright/test';
import { apiCall, openAs, ROOT_PASSWORD, ROOT_USERNAME, rootToken, t, title, unique } from './support.js';

/**
 * Replenishment as a buyer lives it: a salesperson notes a wanted quantity on the pre-purchase
 * list; the buyer sets a product's minimum and maximum, lets a new replenishment order propose what
 * to buy (in whole boxes), adds the open pre-purchase order, chooses the supplier, saves, and turns
 * it into a purchase order; the pre-purchase order is then done and the print page shows the order.
 */
test('pre-purchase, stock level, proposal in boxes, save and turn into a purchase order', async ({ page, request }) => {
  const token = await rootToken(request);
  const ok = async (method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) => {
    const r = await apiCall<any>(request, method, path, { token, body });
    expect(r.status, `${method} ${path}: ${JSON.stringify(r.body.error)}`).toBeLessThan(300);
    return r.body.data;
  };
  const suffix = unique('r').slice(-6).toUpperCase();
  const warehouse = await ok('POST', '/warehouses', { code: `RP${suffix}`, name: `Bodega ${suffix}` });
  const cola = `COLA-${suffix}`;
  const te = `TE-${suffix}`;
  await ok('POST', '/products', { code: cola, name: 'Cola 350 ml', packings: { box: { size: '24' } }, prices: { box: { purchase: '90' } } });
  await ok('POST', '/products', { code: te, name: 'Té verde' });
  const supplier = await ok('POST', '/suppliers', { code: `YW${suffix}`, name: `Yiwu ${suffix}`, currency: 'USD' });

  // 1. A wanted quantity, before anyone chose a supplier.
  await openAs(page, ROOT_USERNAME, ROOT_PASSWORD, '/main-control/Pre-purchaseOrder');
  await expect(page.getByRole('heading', { level: 1, name: title('PrePurchaseOrder') })).toBeVisible();
  await page.getByRole('button', { name: t('replenishment.newPrePurchase'), exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(t('stock.productSearch', { label: t('replenishment.product') })).fill(te);
  await dialog.getByLabel(t('stock.productSearch', { label: t('replenishment.product') })).press('Enter');
  await expect(dialog.getByLabel(t('replenishment.product'), { exact: true })).toHaveValue(/.+/);
  await dialog.getByLabel(t('replenishment.warehouse'), { exact: true }).selectOption({ label: `RP${suffix} · Bodega ${suffix}` });
  await dialog.getByLabel(t('replenishment.quantity'), { exact: true }).fill('5');
  await dialog.getByLabel(t('replenishment.askedBy'), { exact: true }).fill('Ana');
  await dialog.getByRole('button', { name: t('form.save'), exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('gridcell', { name: te })).toBeVisible();

  // 2. Cola: at least 10, at most 50 in the new warehouse (nothing on hand, nothing on order).
  await page.goto('/purchase/replenishment-order');
  await expect(page.getByRole('heading', { level: 1, name: title('PurchaseReplenishment') })).toBeVisible();
  await page.getByRole('button', { name: t('replenishment.newLevel'), exact: true }).click();
  const level = page.getByRole('dialog');
  await level.getByLabel(t('stock.productSearch', { label: t('replenishment.product') })).fill(cola);
  await level.getByLabel(t('stock.productSearch', { label: t('replenishment.product') })).press('Enter');
  await expect(level.getByLabel(t('replenishment.product'), { exact: true })).toHaveValue(/.+/);
  await level.getByLabel(t('replenishment.warehouse'), { exact: true }).selectOption({ label: `RP${suffix} · Bodega ${suffix}` });
  await level.getByLabel(t('replenishment.minimum'), { exact: true }).fill('10');
  await level.getByLabel(t('replenishment.maximum'), { exact: true }).fill('50');
  await level.getByRole('button', { name: t('form.save'), exact: true }).click();
  await expect(level).toHaveCount(0);
  await expect(page.getByRole('gridcell', { name: cola })).toBeVisible();

  // 3. The proposal: 50 units -> 3 boxes of 24 (the box has a purchase price); then the pre-purchase order.
  await page.getByRole('button', { name: title('PurchaseReplenishmentNew'), exact: true }).click();
  // The shell keeps the lists open in their tabs: look inside this screen.
  const screen = page.locator('section.replenishment');
  await expect(screen.getByRole('heading', { level: 1, name: title('PurchaseReplenishmentNew') })).toBeVisible();
  await screen.getByLabel(t('replenishment.warehouse'), { exact: true }).selectOption({ label: `RP${suffix} · Bodega ${suffix}` });
  await screen.getByRole('button', { name: t('replenishment.propose'), exact: true }).click();
  await expect(screen.getByRole('status').filter({ hasText: t('replenishment.proposed', { count: '1' }) })).toBeVisible();
  const colaLine = screen.getByRole('row', { name: t('replenishment.lineN', { n: '1', code: cola }) });
  await expect(colaLine.getByLabel(t('replenishment.lineQuantity', { n: '1' }))).toHaveValue('3');
  await expect(colaLine.getByRole('cell', { name: t('replenishment.units.box'), exact: true })).toBeVisible();
  await screen.getByRole('button', { name: t('replenishment.addPrePurchases'), exact: true }).click();
  await expect(screen.getByRole('status').filter({ hasText: t('replenishment.prePurchasesAdded', { count: '1' }) })).toBeVisible();
  const teLine = screen.getByRole('row', { name: t('replenishment.lineN', { n: '2', code: te }) });
  await expect(teLine.getByLabel(t('replenishment.lineQuantity', { n: '2' }))).toHaveValue('5');

  // 4. Choose the supplier and a price, save, turn into a purchase order.
  await colaLine.getByLabel(t('replenishment.lineSupplier', { n: '1' })).selectOption(supplier.id);
  await colaLine.getByLabel(t('replenishment.linePrice', { n: '1' })).fill('88.5');
  await teLine.getByLabel(t('replenishment.lineSupplier', { n: '2' })).selectOption(supplier.id);
  await screen.getByRole('button', { name: t('replenishment.save'), exact: true }).click();
  await expect(screen.getByRole('heading', { level: 1, name: /^Replenishment order RP-/ })).toBeVisible();
  await screen.getByRole('button', { name: t('replenishment.convert'), exact: true }).click();
  await expect(screen.getByRole('status').filter({ hasText: /^Purchase orders drafted: PO-\d{8}-\d{4,}$/ })).toBeVisible();

  // 5. What the buyer sees afterwards: one purchase order for the one supplier, the pre-purchase order done.
  const orders = await ok('GET', '/purchase/replenishment-orders?status=converted&limit=1000');
  const order = orders.rows.find((r: any) => r.lineCount === 2 && r.note === '' && r.purchaseOrderNumbers.length === 1);
  expect(order).toBeTruthy();
  const view = await ok('GET', `/purchase/replenishment-orders/${order.id}`);
  expect(view.lines.map((l: any) => [l.code, l.unit, l.quantity, l.baseQuantity, l.unitPrice, l.supplierName])).toEqual([
    [cola, 'box', '3', '72', '88.5', `Yiwu ${suffix}`],
    [te, 'unit', '5', '5', null, `Yiwu ${suffix}`],
  ]);
  const pre = await ok('GET', `/purchase/pre-purchase-orders?status=all&warehouseId=${warehouse.id}`);
  expect(pre.rows.map((r: any) => [r.code, r.status, r.replenishmentNumber])).toEqual([[te, 'pulled', view.number]]);

  await screen.getByRole('link', { name: t('replenishment.print'), exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('replenishment.orderTitle', { number: view.number }) })).toBeVisible();
  await expect(page.getByRole('table', { name: t('replenishment.lines') }).getByRole('row')).toHaveCount(3);
  await expect(page.getByRole('article').getByText(view.purchaseOrders[0].number)).toBeVisible();
});

/** Once a supplier is chosen, open pre-purchase orders go straight into a purchase order (through a replenishment order that stays listed). */
test('pre-purchase orders straight into a purchase order once a supplier is chosen', async ({ page, request }) => {
  const token = await rootToken(request);
  const ok = async (method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) => {
    const r = await apiCall<any>(request, method, path, { token, body });
    expect(r.status, `${method} ${path}: ${JSON.stringify(r.body.error)}`).toBeLessThan(300);
    return r.body.data;
  };
  const suffix = unique('p').slice(-6).toUpperCase();
  const warehouse = await ok('POST', '/warehouses', { code: `PP${suffix}`, name: `Tienda ${suffix}` });
  const product = await ok('POST', '/products', { code: `AGUA-${suffix}`, name: 'Agua 500 ml' });
  const supplier = await ok('POST', '/suppliers', { code: `NB${suffix}`, name: `Ningbo ${suffix}`, currency: 'CNY' });
  await ok('POST', '/purchase/pre-purchase-orders', { productId: product.id, warehouseId: warehouse.id, quantity: '12', askedBy: 'Luis' });

  await openAs(page, ROOT_USERNAME, ROOT_PASSWORD, '/main-control/Pre-purchaseOrder');
  const row = page.locator('.ag-row').filter({ hasText: `AGUA-${suffix}` });
  await expect(row).toHaveCount(1);
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: t('replenishment.toPurchaseOrders', { count: '1' }), exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: t('replenishment.toPurchaseOrders', { count: '1' }), exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText(t('replenishment.chooseSupplier'));
  await dialog.getByLabel(t('replenishment.supplier'), { exact: true }).selectOption(supplier.id);
  await dialog.getByRole('button', { name: t('replenishment.toPurchaseOrders', { count: '1' }), exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(/^Purchase orders drafted: PO-\d{8}-\d{4,}$/)).toBeVisible();
  await expect(row).toHaveCount(0);

  const done = (await ok('GET', `/purchase/pre-purchase-orders?status=all&warehouseId=${warehouse.id}`)).rows[0];
  expect(done.status).toBe('pulled');
  const order = await ok('GET', `/purchase/replenishment-orders/${done.replenishmentId}`);
  expect([order.status, order.lines.map((l: any) => [l.code, l.quantity, l.supplierName])]).toEqual(['converted', [[`AGUA-${suffix}`, '12', `Ningbo ${suffix}`]]]);
});
