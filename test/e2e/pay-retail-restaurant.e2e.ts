import { expect, test } from '@playwright/test';
import { apiAs, openAs, ROOT_PASSWORD, ROOT_USERNAME, rootToken, t, unique, withSettings } from './support.js';

/**
 * The restaurant floor (/sale/pay-retail-restaurant; docs/sales-retail-checkout.md "Restaurant"):
 * two tables of a store; a table another waiter opened a moment before is refused in the user's
 * words; a free table opened, two coffees scanned, paid through the retail checkout with the
 * table's name on the receipt, and the table free again.
 */
const company = { BaseCurrencyID: 'EUR', CostCurrencyID: 'EUR', PriceDecimal: 2, EnableSaleOrderTax: false, NegativeStockPolicy: 'warn', DefaultSalePackageType: 'unit' };

test('a table is opened, a line added, paid with the table on the receipt, and free again; an occupied table is refused', async ({ page, request }) => {
  test.setTimeout(120_000);
  await withSettings(request, company, async () => {
    const ok = apiAs(request, await rootToken(request));
    const s = unique('').slice(-6).toUpperCase();
    const store = (await ok('POST', '/warehouses', { code: `RS${s}`, name: `Bistró ${s}` })).id;
    const barcode = `84${Date.now()}${Math.floor(Math.random() * 10)}`.slice(0, 13);
    await ok('POST', '/products', { code: `CAFE-${s}`, name: `Café ${s}`, barcode, prices: { unit: { retail: '1.80', wholesale: '1.20' } } });
    const cash = `Efectivo ${s}`;
    await ok('POST', '/setting/pay-method', { name: cash, kind: 'cash', accounts: [], position: 0 });
    const mesa1 = (await ok('POST', '/setting/basics/desk', { warehouseId: store, name: 'Mesa 1', area: 'Salón', seats: 4, position: 1 })).id;
    const mesa2 = (await ok('POST', '/setting/basics/desk', { warehouseId: store, name: 'Mesa 2', area: 'Salón', seats: 2, position: 2 })).id;
    expect([mesa1, mesa2].every(Boolean)).toBe(true);

    await openAs(page, ROOT_USERNAME, ROOT_PASSWORD, '/sale/pay-retail-restaurant');
    await expect(page.getByRole('heading', { level: 1, name: t('route.SalePayRetailRestaurant') })).toBeVisible();
    await page.getByLabel(t('restaurant.desk.store'), { exact: true }).selectOption(store);
    const tile = (name: string) => page.getByTestId('floor-tile').filter({ hasText: name });
    await expect(tile('Mesa 1')).toContainText(t('restaurant.floor.free'));
    await expect(tile('Mesa 2')).toContainText(t('restaurant.floor.free'));

    // Another waiter opens Mesa 2 a moment before we tap it (our floor has not heard of it yet).
    const stale = await (await page.request.get(`/be/api/sale/tables?warehouseId=${store}`, { headers: { Authorization: `Bearer ${await rootToken(request)}` } })).text();
    await page.route('**/be/api/sale/tables?**', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: stale }));
    await ok('POST', '/sale/tables/open', { deskId: mesa2 });
    await tile('Mesa 2').click();
    await expect(page.getByRole('alert').filter({ hasText: t('refusal.reason.desk_occupied', { name: 'Mesa 2' }) })).toBeVisible();
    await page.unroute('**/be/api/sale/tables?**');
    await page.reload();
    await expect(tile('Mesa 2')).toContainText(t('restaurant.floor.occupied'));

    // Mesa 1: opened, two coffees scanned.
    await tile('Mesa 1').click();
    const panel = page.getByRole('region', { name: t('restaurant.floor.orderOf', { name: 'Mesa 1' }) });
    const scan = panel.getByLabel(t('restaurant.floor.scan'), { exact: true });
    await scan.fill(`2*${barcode}`);
    await scan.press('Enter');
    await expect(panel.getByTestId('table-total')).toHaveText('3.60 EUR');
    await expect(tile('Mesa 1')).toContainText(t('restaurant.floor.occupied'));
    await expect(tile('Mesa 1')).toContainText('3.60 EUR');
    await expect(tile('Mesa 1')).toContainText(t('restaurant.floor.openedBy', { name: 'Root' }));

    // Paid through the retail checkout: 5.00 in cash, 1.40 back; the receipt names the table.
    await panel.getByRole('button', { name: t('restaurant.floor.pay'), exact: true }).click();
    await expect(page.getByTestId('checkout-total')).toHaveText('3.60 EUR');
    const row = page.getByRole('group', { name: t('payRetail.payment', { n: '1' }) });
    await row.getByLabel(t('payRetail.method'), { exact: true }).selectOption({ label: cash });
    await row.getByLabel(t('payRetail.amount'), { exact: true }).fill('3.60');
    await row.getByLabel(t('payRetail.tendered'), { exact: true }).fill('5.00');
    await expect(page.getByRole('status').filter({ hasText: t('payRetail.change') })).toContainText('1.40');
    await page.getByRole('button', { name: t('payRetail.pay'), exact: true }).click();
    await expect(page.getByTestId('retail-receipt')).toContainText(t('restaurant.floor.receiptTable', { name: 'Mesa 1' }));

    // Back on the floor, Mesa 1 is free again.
    await page.getByRole('button', { name: t('restaurant.floor.nextTable'), exact: true }).click();
    await expect(tile('Mesa 1')).toContainText(t('restaurant.floor.free'));
    await expect(tile('Mesa 2')).toContainText(t('restaurant.floor.occupied'));
  });
});
