// Issue 13's journey, as a trader lives it, on the real screens at 1366x768: a purchase order drafted
// in boxes, committed, part received into two warehouses, a sea waybill with its freight, the rest
// received and the freight spread again; then stock, cost and the supplier's balance as a trader
// checks them (stock screen, waybill, supplier account, cost history), and the sale of one box
// showing its cost and profit (sale list and detail). Only the master data (supplier,
// warehouses, a product with a box packing) is prepared through the API.
//
// Every figure is computed here from the inputs (decimal.js, never floats).
import { expect, test, type Locator, type Page } from '@playwright/test';
import { Decimal } from 'decimal.js';
import { openAs, ROOT_PASSWORD, ROOT_USERNAME, rootApi, t, unique, withSettings } from './support.js';

test.use({ viewport: { width: 1366, height: 768 } });

// ---- the inputs
const BOX = 24; // units in a box
const PRICE_PER_BOX = '48'; // USD, the supplier's price of a box
const ORDERED_BOXES = 10;
const FIRST_MAIN = 3; // boxes of the first delivery into the main warehouse
const FIRST_SECOND = 2; // ... and into the second one
const REST = ORDERED_BOXES - FIRST_MAIN - FIRST_SECOND; // boxes of the second delivery, into the main warehouse
const FREIGHT = '120'; // USD, the waybill's freight, spread by value
const WHOLESALE_PER_UNIT = '4'; // USD, the sale price of a unit (a box: 96)

// ---- what a trader expects from them
const units = (boxes: number) => new Decimal(boxes).times(BOX);
const unitPrice = new Decimal(PRICE_PER_BOX).div(BOX); // 2 USD a unit
const goodsValue = units(ORDERED_BOXES).times(unitPrice); // 480
const firstValue = units(FIRST_MAIN + FIRST_SECOND).times(unitPrice); // 240
/** After the freight is spread over the first delivery only: (240 + 120) / 120 = 3. */
const unitCostFirst = firstValue.plus(FREIGHT).div(units(FIRST_MAIN + FIRST_SECOND));
/** After the freight is spread again over everything received: (480 + 120) / 240 = 2.5. */
const unitCost = goodsValue.plus(FREIGHT).div(units(ORDERED_BOXES));
const boxCost = unitCost.times(BOX); // 60
const boxRevenue = new Decimal(WHOLESALE_PER_UNIT).times(BOX); // 96
const boxProfit = boxRevenue.minus(boxCost); // 36

const usd = (d: Decimal) => d.toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
const qty = (d: Decimal) => d.toFixed(0);

const poStatus = (page: Page) => page.getByTestId('purchase-status');

async function stockRow(page: Page, warehouse: string, code: string): Promise<Locator> {
  await page.getByLabel(t('stock.warehouse'), { exact: true }).selectOption(warehouse);
  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row).toHaveCount(1, { timeout: 15_000 });
  return row;
}

test('a purchase in boxes, received in two warehouses with sea freight spread over it: stock, unit cost, the supplier balance and the profit of one box sold', async ({ page, request }) => {
  test.setTimeout(180_000);
  const ok = await rootApi(request);
  const settings = {
    BaseCurrencyID: 'USD', SecondCurrencyID: 'CLP', CostCurrencyID: 'USD', CostMethod: 'moving-average', PriceDecimal: 2, StockNumberDecimal: 0,
    EnableSaleOrderTax: false, NegativeStockPolicy: 'refuse', SaleType: 'Wholesale', DefaultSalePackageType: 'unit',
  };
  await withSettings(request, settings, async () => {
    // Master data: a supplier buying in USD, two warehouses, a product sold by the unit and the box of 24.
    const s = unique('').slice(-6).toUpperCase();
    const supplier = await ok('POST', '/suppliers', { code: `CN-${s}`, name: `Ningbo Housewares ${s}`, currency: 'USD' });
    const supplierCode = `CN-${s}`;
    const main = (await ok('POST', '/warehouses', { code: `JM${s}`, name: `Central ${s}` })).id as string;
    const second = (await ok('POST', '/warehouses', { code: `JS${s}`, name: `North ${s}` })).id as string;
    const stamp = `${Date.now()}${Math.floor(Math.random() * 10)}`;
    const boxBarcode = `73${stamp}`.slice(0, 13);
    const code = `TERMO-${s}`;
    const product = await ok('POST', '/products', {
      code, name: `Thermos 1 L ${s}`, barcode: `74${stamp}`.slice(0, 13),
      packings: { box: { size: String(BOX), barcode: boxBarcode } }, prices: { unit: { retail: '5', wholesale: WHOLESALE_PER_UNIT } },
    });

    // 1. The draft, in boxes, then committed.
    await openAs(page, ROOT_USERNAME, ROOT_PASSWORD, '/purchase/new');
    await page.getByLabel(t('purchase.supplierSearch'), { exact: true }).fill(supplierCode);
    const supplierSelect = page.getByLabel(t('purchase.col.supplier'), { exact: true });
    await expect(supplierSelect.locator('option', { hasText: supplierCode })).toHaveCount(1);
    await supplierSelect.selectOption(supplier.id);
    await expect(page.getByLabel(t('purchase.col.currency'), { exact: true })).toHaveValue('USD');
    await page.getByLabel(t('purchase.col.warehouse'), { exact: true }).selectOption(main);
    const search = page.getByLabel(t('stock.productSearch', { label: t('purchase.entry.product') }), { exact: true });
    await search.fill(code);
    await search.press('Enter');
    await expect(page.getByLabel(t('purchase.entry.product'), { exact: true })).toHaveValue(product.id);
    await page.getByLabel(t('purchase.line.unit'), { exact: true }).selectOption('box');
    await page.getByLabel(t('purchase.line.quantity'), { exact: true }).fill(String(ORDERED_BOXES));
    await page.getByLabel(t('purchase.line.unitPriceIn', { currency: 'USD' }), { exact: true }).fill(PRICE_PER_BOX);
    await page.getByRole('button', { name: t('purchase.entry.add'), exact: true }).click();
    await expect(page.getByTestId('purchase-total')).toHaveText(usd(goodsValue));
    await page.getByRole('button', { name: t('purchase.commit'), exact: true }).click();
    await expect(page).toHaveURL(/\/purchase\/[^/]+\/details$/, { timeout: 15_000 });
    await expect(poStatus(page)).toHaveText(t('purchase.status.committed'));
    const number = (await page.getByRole('heading', { level: 1 }).textContent())!.replace(t('purchase.title', { number: '' }), '').trim();
    expect(number).toMatch(/^PO/);

    // 2. The first delivery split over the two warehouses.
    await page.getByRole('link', { name: t('purchase.split'), exact: true }).click();
    await expect(page).toHaveURL(/\/product\/purchase\/[^/]+\/inbound-split$/);
    const first = page.getByRole('group', { name: t('purchase.splitRow', { n: '1' }) });
    const other = page.getByRole('group', { name: t('purchase.splitRow', { n: '2' }) });
    await expect(first.getByLabel(t('purchase.col.warehouse'), { exact: true })).toHaveValue(main);
    await other.getByLabel(t('purchase.col.warehouse'), { exact: true }).selectOption(second);
    await first.getByLabel(t('purchase.splitQuantity', { n: '1', line: '1' }), { exact: true }).fill(String(FIRST_MAIN));
    await other.getByLabel(t('purchase.splitQuantity', { n: '2', line: '1' }), { exact: true }).fill(String(FIRST_SECOND));
    await page.getByRole('button', { name: t('purchase.receiveSplit'), exact: true }).click();
    await expect(page).toHaveURL(/\/purchase\/[^/]+\/details$/, { timeout: 15_000 });
    await expect(poStatus(page)).toHaveText(t('purchase.status.partlyReceived'));

    // 3. The sea waybill carrying the order, with its freight: spread over what has arrived.
    const bl = unique('MEDU').toUpperCase();
    await page.goto('/purchase/ocean-shipping/new');
    await page.getByLabel(t('shipping.blNumber'), { exact: true }).fill(bl);
    await page.getByLabel(t('shipping.containers'), { exact: true }).fill('MSCU7654321');
    await page.getByLabel(t('shipping.carrier'), { exact: true }).fill('MSC');
    await page.getByLabel(t('shipping.portOfLoading'), { exact: true }).fill('Ningbo');
    await page.getByLabel(t('shipping.portOfDischarge'), { exact: true }).fill('Valparaiso');
    await page.getByRole('button', { name: t('shipping.create'), exact: true }).click();
    await expect(page).toHaveURL(/\/purchase\/ocean-shipping\/new\?id=/, { timeout: 15_000 });
    const waybillUrl = new URL(page.url()).pathname + new URL(page.url()).search;

    await page.getByLabel(t('shipping.findOrder'), { exact: true }).fill(number);
    // The receipts reach the list of received orders through a read model: it may take a moment.
    const orderSelect = page.getByRole('combobox', { name: t('shipping.receivedOrder'), exact: true });
    const choice = orderSelect.getByRole('option', { name: t('shipping.orderChoice', { number, receipts: '2' }), exact: true });
    await expect(choice).toHaveCount(1, { timeout: 30_000 });
    await orderSelect.selectOption({ label: t('shipping.orderChoice', { number, receipts: '2' }) });
    await page.getByRole('button', { name: t('shipping.link'), exact: true }).click();
    await expect(page.getByRole('region', { name: t('shipping.orders') })).toContainText(number);

    const costForm = page.getByRole('form', { name: t('shipping.addCost'), exact: true });
    await costForm.getByLabel(t('shipping.kind'), { exact: true }).selectOption('freight');
    await costForm.getByLabel(t('shipping.basis'), { exact: true }).selectOption('value');
    await costForm.getByLabel(t('shipping.amount'), { exact: true }).fill(FREIGHT);
    await costForm.getByLabel(t('shipping.invoiceRef'), { exact: true }).fill(`FR-${s}`);
    await costForm.getByRole('button', { name: t('shipping.addCost'), exact: true }).click();
    const costs = page.getByRole('table', { name: t('shipping.costs'), exact: true });
    await expect(costs.getByRole('row').filter({ hasText: `FR-${s}` })).toContainText(t('shipping.allocatedStates.yes'), { timeout: 15_000 });
    // The freight by value over the first delivery: each line's landed value = its goods x 360/240.
    const allocation = page.getByRole('table', { name: t('shipping.allocation'), exact: true });
    const landedFirst = (boxes: number) => usd(units(boxes).times(unitCostFirst));
    await expect(allocation.getByRole('row').filter({ hasText: `JM${s}` })).toContainText(landedFirst(FIRST_MAIN));
    await expect(allocation.getByRole('row').filter({ hasText: `JS${s}` })).toContainText(landedFirst(FIRST_SECOND));

    // 4. The rest arrives, into the main warehouse: the order is received.
    await page.goto('/product/purchase');
    await page.getByLabel(t('purchase.filter.search'), { exact: true }).fill(number);
    const listed = page.getByRole('row').filter({ hasText: number });
    await expect(listed).toHaveCount(1, { timeout: 15_000 });
    await expect(listed.locator('[col-id=status]')).toHaveText(t('purchase.status.partlyReceived'));
    await page.goto(`/purchase/jump?number=${number}`);
    await expect(page).toHaveURL(/\/purchase\/[^/]+\/details$/, { timeout: 15_000 });
    await page.getByRole('button', { name: t('purchase.receive'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t('purchase.receiveTitle', { number }) });
    await expect(dialog.getByLabel(t('purchase.quantityOfLine', { n: '1' }), { exact: true })).toHaveValue(String(REST));
    await dialog.getByRole('button', { name: t('purchase.receive'), exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(poStatus(page)).toHaveText(t('purchase.status.received'));

    // 5. Back on the waybill, the freight spread again over everything received.
    await page.goto(waybillUrl);
    await expect(allocation.getByRole('row')).toHaveCount(1 + 3, { timeout: 15_000 });
    await page.getByRole('button', { name: t('shipping.allocate'), exact: true }).click();
    const landed = (boxes: number) => usd(units(boxes).times(unitCost));
    await expect(allocation.getByRole('row').filter({ hasText: `JS${s}` })).toContainText(landed(FIRST_SECOND), { timeout: 15_000 });
    await expect(allocation.getByRole('row').filter({ hasText: `JM${s}` }).filter({ hasText: landed(FIRST_MAIN) })).toHaveCount(1);
    await expect(allocation.getByRole('row').filter({ hasText: `JM${s}` }).filter({ hasText: landed(REST) })).toHaveCount(1);

    // 6. Stock: base units per warehouse, valued at the unit cost after freight.
    await page.goto('/product/stock');
    const inMain = await stockRow(page, main, code);
    await expect(inMain.locator('[col-id=quantity]')).toHaveText(qty(units(FIRST_MAIN + REST)));
    await expect(inMain.locator('[col-id=value]')).toHaveText(usd(units(FIRST_MAIN + REST).times(unitCost)), { timeout: 15_000 });
    const inSecond = await stockRow(page, second, code);
    await expect(inSecond.locator('[col-id=quantity]')).toHaveText(qty(units(FIRST_SECOND)));
    await expect(inSecond.locator('[col-id=value]')).toHaveText(usd(units(FIRST_SECOND).times(unitCost)));

    // 7. The supplier is owed the goods (not the freight: that is the carrier's), in the order's currency.
    await page.goto(`/product/supplier/account?supplierId=${supplier.id}`);
    const balance = page.getByRole('list', { name: t('supplierAccount.balances') }).locator('[data-currency=USD]');
    await expect(balance).toContainText(usd(goodsValue), { timeout: 15_000 });
    await expect(balance).toContainText(t('supplierAccount.sides.owed'));

    // 8. One box sold at the counter, paid in cash.
    const resumed = page.waitForResponse((r) => r.url().includes('/be/api/sale/order/last-temp'));
    await page.goto('/sale/new');
    await resumed;
    const scanBox = page.getByLabel(t('saleEntry.scanLabel'), { exact: true });
    await expect(scanBox).toBeFocused();
    await page.keyboard.press('F7');
    await expect(page.getByText(t('sale.noLines'))).toBeVisible();
    await page.getByLabel(t('sale.col.warehouse'), { exact: true }).selectOption(main);
    await scanBox.focus();
    await scanBox.fill(boxBarcode);
    await scanBox.press('Enter');
    const lines = page.getByRole('table', { name: t('saleEntry.lines') });
    await expect(lines.locator('tbody tr').first().getByLabel(t('sale.col.unit'), { exact: true })).toHaveValue('box');
    const saleNumber = (await page.locator('.order-title strong').textContent())!.trim();
    await page.keyboard.press('F8');
    const pay = page.getByRole('dialog', { name: t('saleEntry.payAndCommit') });
    await expect(pay.getByLabel(t('sale.col.amount'), { exact: true })).toHaveValue(new RegExp(`^${boxRevenue.toFixed(0)}(\.00)?$`));
    await pay.getByLabel(t('saleEntry.pay.tendered'), { exact: true }).fill('100');
    await pay.getByRole('button', { name: t('saleEntry.payAndCommit'), exact: true }).click();
    await expect(page.locator('.order-done')).toBeVisible({ timeout: 15_000 });

    // 9. The sale shows what the box cost and earned.
    await page.goto('/sale/index');
    await page.getByLabel(t('saleList.filter.search'), { exact: true }).fill(saleNumber);
    const sale = page.getByRole('row').filter({ hasText: saleNumber });
    await expect(sale).toHaveCount(1, { timeout: 15_000 });
    // Cost and profit are the list's last columns: at this window the trader scrolls right to them.
    await page.locator('.ag-body-horizontal-scroll-viewport').first().evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    // The number column is pinned (a row of its own in the grid's markup): the search left one order,
    // so its cost and profit are the only ones in the grid.
    const rest = page.locator('.ag-row');
    await expect(rest.locator('[col-id=cost]')).toHaveText(usd(boxCost), { timeout: 15_000 });
    await expect(rest.locator('[col-id=profit]')).toHaveText(usd(boxProfit));
    await page.locator('.ag-body-horizontal-scroll-viewport').first().evaluate((el) => el.scrollTo({ left: 0 }));
    await sale.getByRole('gridcell', { name: saleNumber, exact: true }).dblclick();
    const detail = page.getByRole('dialog');
    await expect(detail.getByTestId('detail-cost')).toHaveText(usd(boxCost), { timeout: 15_000 });
    await expect(detail.getByTestId('detail-profit')).toHaveText(usd(boxProfit));

    // The product's cost history on the profit report: the unit cost after freight, and the box leaving at it.
    await page.keyboard.press('Escape');
    await page.goto('/report/profit');
    const pick = page.getByLabel(t('stock.productSearch', { label: t('costing.filter.product') }), { exact: true });
    await pick.fill(code);
    await pick.press('Enter');
    const history = page.getByTestId('cost-history');
    const issue = history.getByRole('row').filter({ hasText: saleNumber });
    await expect(issue).toHaveCount(1, { timeout: 15_000 });
    await expect(issue).toContainText(t('stock.kinds.issue'));
    await expect(issue.getByRole('cell').last()).toHaveText(usd(unitCost));
    await expect(issue.getByRole('cell').nth(5)).toHaveText(usd(boxCost.negated()));

    // And the stock left the main warehouse, its value at the same unit cost.
    await page.goto('/product/stock');
    const after = await stockRow(page, main, code);
    await expect(after.locator('[col-id=quantity]')).toHaveText(qty(units(FIRST_MAIN + REST - 1)));
    await expect(after.locator('[col-id=value]')).toHaveText(usd(units(FIRST_MAIN + REST - 1).times(unitCost)));
  });
});

test('a purchase order links back to where it came from: the sale order of transform-po (both ways) and the replenishment order', async ({ page, request }) => {
  const ok = await rootApi(request);
  await withSettings(request, { BaseCurrencyID: 'USD', SecondCurrencyID: 'CLP', CostCurrencyID: 'USD', NegativeStockPolicy: 'warn' }, async () => {
    const s = unique('').slice(-6).toUpperCase();
    const supplier = await ok('POST', '/suppliers', { code: `CN-${s}`, name: `Yiwu Trading ${s}`, currency: 'USD' });
    const warehouseId = (await ok('POST', '/warehouses', { code: `JL${s}`, name: `Links ${s}` })).id as string;
    const product = (await ok('POST', '/products', { code: `LNK-${s}`, name: `Kettle ${s}`, packings: { box: { size: '12' } }, prices: { unit: { retail: '9', wholesale: '8' } } })).id as string;

    // A committed sale order turned into a purchase order draft.
    const sale = await ok('POST', '/sale/order/save-commit', {
      commandId: crypto.randomUUID(), order: { warehouseId, memo: `links ${s}`, lines: [{ productId: product, unit: 'box', quantity: '2', price: '96' }] }, payments: [],
    });
    const made = await ok('POST', '/sale/order/transform-po', { commandId: crypto.randomUUID(), id: sale.id });
    const po = made.purchaseOrder as { id: string; number: string };

    // The sale order's detail names the purchase order, as a link that opens it ...
    await openAs(page, ROOT_USERNAME, ROOT_PASSWORD, '/sale/index');
    await page.getByLabel(t('saleList.filter.search'), { exact: true }).fill(sale.number);
    const row = page.getByRole('row').filter({ hasText: sale.number });
    await expect(row).toHaveCount(1, { timeout: 15_000 });
    await row.getByRole('gridcell', { name: sale.number, exact: true }).dblclick();
    await page.getByRole('dialog').getByRole('link', { name: po.number, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/purchase/${po.id}/details$`), { timeout: 15_000 });
    // ... and the purchase order names the sale order back.
    await expect(page.getByTestId('purchase-source').getByRole('link', { name: sale.number, exact: true })).toBeVisible();

    // A replenishment order turned into purchase orders: each names it, and the link opens it.
    const replenishment = await ok('POST', '/purchase/replenishment-orders', {
      commandId: crypto.randomUUID(), note: `links ${s}`, lines: [{ productId: product, warehouseId, supplierId: supplier.id, unit: 'box', quantity: '5', unitPrice: '60' }],
    });
    const converted = await ok('POST', `/purchase/replenishment-orders/${replenishment.id}/purchase-orders`, { commandId: crypto.randomUUID(), version: 1 });
    const fromReplenishment = converted.purchaseOrders[0] as { purchaseOrderId: string; number: string };
    const replenishmentNumber = converted.number as string;
    await page.goto(`/purchase/jump?number=${fromReplenishment.number}`);
    await expect(page).toHaveURL(new RegExp(`/purchase/${fromReplenishment.purchaseOrderId}/details$`), { timeout: 15_000 });
    const origin = page.getByTestId('purchase-origin');
    await expect(origin).toContainText(t('purchaseOrigin.fromReplenishment'));
    await origin.getByRole('link', { name: replenishmentNumber, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/purchase/replenishment-order/new\\?id=${replenishment.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(replenishmentNumber);
  });
});
