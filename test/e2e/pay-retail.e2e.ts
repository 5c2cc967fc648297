import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiAs, openAs, ROOT_PASSWORD, ROOT_USERNAME, rootToken, t, unique, withSettings } from './support.js';

/**
 * Issue 16, "the retail checkout and its variants" (docs/sales-retail-checkout.md): a retail sale
 * handed to the checkout, paid with two of the company's payment methods with change, and the
 * receipt of Poland (paragon: NIP nabywcy, PTU A) and Peru (boleta: RUC, B001-, IGV, the cash
 * rounded down to 0.10 in the customer's favour, SON ... SOLES).
 */

interface Shop {
  ok: ReturnType<typeof apiAs>;
  warehouse: string;
  barcode: string;
  card: string;
  cash: string;
}

/** The company in `currency`, prices with tax inside (no order tax): set for one test, the settings before it put back after it. */
const companyIn = (currency: string) => ({ BaseCurrencyID: currency, CostCurrencyID: currency, PriceDecimal: 2, EnableSaleOrderTax: false, NegativeStockPolicy: 'refuse', SaleType: 'Wholesale', UnitUnit: 'szt', DefaultSalePackageType: 'unit' });

/** A product at 19.98 with stock, a card and a cash method. */
async function shop(request: APIRequestContext): Promise<Shop> {
  const ok = apiAs(request, await rootToken(request));
  const suffix = unique('r').slice(-6).toUpperCase();
  const warehouse = (await ok('POST', '/warehouses', { code: `PR${suffix}`, name: `Sklep ${suffix}` })).id;
  const barcode = `75${Date.now()}${Math.floor(Math.random() * 10)}`.slice(0, 13);
  const product = (await ok('POST', '/products', { code: `MY-${suffix}`, name: 'Mydło', barcode, prices: { unit: { retail: '19.98', wholesale: '15' } } })).id;
  const count = await ok('POST', '/stock/counts', { warehouseId: warehouse, productIds: [product] });
  const counted = await ok('PUT', `/stock/counts/${count.id}/lines`, { version: count.streamVersion, lines: [{ productId: product, unit: 'unit', quantity: '50' }] });
  await ok('POST', `/stock/counts/${count.id}/post`, { version: counted.streamVersion });
  const card = `Karta ${suffix}`;
  const cash = `Gotówka ${suffix}`;
  await ok('POST', '/setting/pay-method', { name: card, kind: 'card', accounts: [], position: 1 });
  await ok('POST', '/setting/pay-method', { name: cash, kind: 'cash', accounts: [], position: 2 });
  return { ok, warehouse, barcode, card, cash };
}

/** Three soaps (59.94) on the retail screen, handed to the checkout of `variant`. */
async function retailSaleToCheckout(page: Page, s: Shop, variant: string) {
  await openAs(page, ROOT_USERNAME, ROOT_PASSWORD, '/sale/retail');
  await page.getByLabel(t('sale.col.warehouse'), { exact: true }).selectOption(s.warehouse);
  const scanBox = page.getByLabel(t('saleEntry.scanLabel'), { exact: true });
  await scanBox.fill(`3*${s.barcode}`);
  await scanBox.press('Enter');
  await expect(page.getByRole('table', { name: t('saleEntry.lines') }).locator('tbody tr')).toHaveCount(1);
  await page.getByLabel(t('payRetail.receiptKind'), { exact: true }).selectOption(variant);
  await page.getByRole('link', { name: t('payRetail.checkout'), exact: true }).click();
  await expect(page.getByTestId('checkout-total')).toHaveText('59.94 ' + (variant === 'per' ? 'PEN' : 'PLN'));
}

/** 20.00 by card, the rest in cash from 50.00. */
async function payCardAndCash(page: Page, s: Shop, cash: string) {
  const first = page.getByRole('group', { name: t('payRetail.payment', { n: '1' }) });
  await first.getByLabel(t('payRetail.method'), { exact: true }).selectOption({ label: s.card });
  await first.getByLabel(t('payRetail.amount'), { exact: true }).fill('20.00');
  await page.getByRole('button', { name: t('payRetail.addPayment'), exact: true }).click();
  const second = page.getByRole('group', { name: t('payRetail.payment', { n: '2' }) });
  await second.getByLabel(t('payRetail.method'), { exact: true }).selectOption({ label: s.cash });
  await second.getByLabel(t('payRetail.amount'), { exact: true }).fill(cash);
  await second.getByLabel(t('payRetail.tendered'), { exact: true }).fill('50.00');
}

test('Poland: a retail sale paid by card and cash with change prints a paragon with NIP nabywcy and PTU A', async ({ page, request }) => {
  await withSettings(request, companyIn('PLN'), async () => {
    const s = await shop(request);
    await retailSaleToCheckout(page, s, 'pl');
    await payCardAndCash(page, s, '39.94');
    // 50.00 handed over for 39.94: 10.06 back.
    await expect(page.getByRole('status').filter({ hasText: t('payRetail.change') })).toContainText('10.06');
    await page.getByLabel(t('payRetail.sellerTaxId.pl'), { exact: true }).fill('5260250274');
    await page.getByLabel(t('payRetail.buyerTaxId.pl'), { exact: true }).fill('1234563218');
    await page.getByRole('button', { name: t('payRetail.pay'), exact: true }).click();

    const receipt = page.getByTestId('retail-receipt');
    await expect(receipt).toContainText('PARAGON FISKALNY');
    await expect(receipt).toContainText('NIP5260250274');
    await expect(receipt).toContainText('NIP nabywcy1234563218');
    // 59.94 with 23 % inside: 48.73 net, 11.21 PTU.
    await expect(receipt.locator('.receipt-vat')).toContainText('PTU A 23%48.7311.2159.94');
    await expect(receipt).toContainText('59.94 A');
    await expect(page.getByTestId('receipt-change')).toHaveText('10.06');
    await expect(receipt).toContainText('NIEFISKALNY');

    // Recorded through the sale payment command: the order is committed and paid, card and cash.
    const id = new URL(page.url()).searchParams.get('id')!;
    const order = await s.ok('GET', `/sale/order?id=${id}`);
    expect(order).toMatchObject({ status: 'committed', paymentStatus: 'paid', total: '59.94' });
    expect(order.payments.map((p: { method: string; amount: string; change: string | null }) => [p.method, p.amount, p.change])).toEqual([['card', '20.00', null], ['cash', '39.94', '10.06']]);
  });
});

test('Peru: the cash rounds down to 0.10 for the customer, recorded on the payment; the boleta shows RUC, B001-, IGV and the total in words', async ({ page, request }) => {
  await withSettings(request, companyIn('PEN'), async () => {
    const s = await shop(request);
    await retailSaleToCheckout(page, s, 'per');
    // Cash alone would be 59.90 (59.94 rounded down).
    await expect(page.getByTestId('checkout-cash-due')).toHaveText('59.90 PEN');
    // 20.00 by card: the cash due for the other 39.94 is 39.90; 50.00 handed over, 10.10 back.
    await payCardAndCash(page, s, '39.90');
    await expect(page.getByTestId('checkout-cash-due')).toHaveText('39.90 PEN');
    await expect(page.getByText(t('payRetail.rounded', { amount: '0.04 PEN' }))).toBeVisible();
    await page.getByLabel(t('payRetail.sellerTaxId.per'), { exact: true }).fill('20100070970');
    await page.getByRole('button', { name: t('payRetail.pay'), exact: true }).click();

    const receipt = page.getByTestId('retail-receipt');
    await expect(receipt).toContainText('BOLETA DE VENTA ELECTRÓNICA');
    await expect(receipt).toContainText('RUC20100070970');
    await expect(receipt).toContainText(/Serie-NúmeroB001-\d{8}/);
    // 59.94 with 18 % IGV inside: 50.80 + 9.14.
    await expect(receipt.locator('.receipt-vat')).toContainText('IGV 18%50.809.1459.94');
    await expect(page.getByTestId('receipt-rounding')).toHaveText('-0.04');
    await expect(page.getByTestId('receipt-change')).toHaveText('10.10');
    await expect(receipt).toContainText('SON CINCUENTA Y NUEVE CON 94/100 SOLES');

    const id = new URL(page.url()).searchParams.get('id')!;
    const order = await s.ok('GET', `/sale/order?id=${id}`);
    expect(order).toMatchObject({ paymentStatus: 'paid', paid: '59.94', outstanding: '0.00' });
    expect(order.payments[1]).toMatchObject({ method: 'cash', amount: '39.94', rounding: '0.04', tendered: '50', change: '10.10' });
  });
});
