import { expect, test } from '@playwright/test';
import { apiLogin, createUser, openAs, t, withSettings } from './support.js';
import { polishClient, polishSeller } from './invoicing-support.js';

/**
 * Invoicing through its screens, as the spec's Invoice user: enter the invoice system from the user
 * menu (identity flag, reload, /invoice/billing), issue a Polish invoice from two committed sale
 * orders with the totals per rate shown before issuing, print it, then issue a credit note of
 * one line from the document page.
 */
test('the Invoice user issues a Polish invoice from two sale orders, prints it and credits a line', async ({ page, request }) => {
  test.setTimeout(120_000);
  page.setDefaultTimeout(15_000);
  await withSettings(request, { BaseCurrencyID: 'PLN', CostCurrencyID: 'PLN', PriceDecimal: 2, EnableSaleOrderTax: false, NegativeStockPolicy: 'warn' }, async () => {
    // The seller, a client, and two committed sale orders in złoty.
    const { root, s, legalName } = await polishSeller(request, {
      idPrefix: 'pl', name: 'Hurtownia Wisła', series: ['F', 'K', 'P'], more: { vatId: 'PL1234563218', iban: 'PL61109010140000071219812874', bankName: 'Santander' },
      address: { street: 'ul. Marszałkowska', buildingNumber: '10', city: 'Warszawa', postalCode: '00-001' },
    });
    const clientName = `Sklep Kasia ${s}`;
    await polishClient(root, clientName, { street: 'ul. Długa', buildingNumber: '5', city: 'Kraków', postalCode: '31-147' });
    const kubek = (await root('POST', '/products', { code: `KUB-${s}`, name: `Kubek ${s}`, prices: { unit: { retail: '12.5', wholesale: '12.5' } } })).id;
    const talerz = (await root('POST', '/products', { code: `TAL-${s}`, name: `Talerz ${s}`, prices: { unit: { retail: '10', wholesale: '10' } } })).id;
    const warehouseId = (await root('POST', '/warehouses', { code: `W${s}`, name: `Magazyn ${s}` })).id;
    const numbers: string[] = [];
    for (const lines of [[{ productId: kubek, quantity: '3', price: '12.5' }], [{ productId: talerz, quantity: '2', price: '10' }]]) {
      const d = await root('POST', '/sale/order', { warehouseId, currency: 'PLN', lines });
      await root('POST', '/sale/order/save-commit', { id: d.id, version: d.version });
      numbers.push(d.number);
    }
    // The sale order list is read after its projection caught up.
    await expect.poll(async () => (await root('GET', '/invoicing/sale-orders?currency=PLN')).orders.filter((o: { number: string }) => numbers.includes(o.number)).length).toBe(2);

    // The Invoice user enters the invoice system from the user menu: identity flag, reload, billing.
    const clerk = await createUser(request, await apiLogin(request, 'root', process.env.E2E_ROOT_PASSWORD ?? 'e2e-root-pass'), { roles: ['Invoice'] });
    await openAs(page, clerk.username, clerk.password);
    await page.getByRole('button', { name: t('navbar.userMenu') }).click();
    await page.getByRole('menuitem', { name: t('navbar.enterInvoiceSystem') }).click();
    await expect(page).toHaveURL(/\/invoice\/billing$/);
    await expect(page.getByRole('heading', { level: 1, name: t('route.InvoiceBilling') })).toBeVisible();

    await page.getByLabel(t('invoicing.setup.company'), { exact: true }).selectOption({ label: `${legalName} (PL)` });
    await page.getByLabel(t('invoicing.billing.client'), { exact: true }).selectOption({ label: `${clientName} · 5260250274` });
    for (const n of numbers) await page.getByRole('checkbox', { name: new RegExp(n) }).check();
    await page.getByLabel(t('invoicing.billing.ordersRate'), { exact: true }).selectOption('23');
    // 3 x 12.50 + 2 x 10.00 = 57.50 net; 23 %: 13.225 -> 13.23; 70.73 to pay.
    const preview = page.getByRole('region', { name: t('invoicing.billing.preview') });
    await expect(preview.locator('tr[data-rate="23"]')).toContainText('57.50');
    await expect(preview.locator('tr[data-rate="23"]')).toContainText('13.23');
    await expect(page.getByTestId('preview-gross')).toHaveText('70.73 PLN');
    await page.getByRole('button', { name: t('invoicing.billing.issue'), exact: true }).click();

    // The document page: numbered in the series, the totals as issued.
    await expect(page).toHaveURL(/\/invoice\/update\/[^/]+$/);
    const year = new Date().getUTCFullYear();
    const number = page.getByTestId('invoice-number');
    await expect(number).toHaveText(new RegExp(`^F${s.slice(0, 4)}/${year}/\\d{2}/0001$`));
    await expect(page.getByTestId('invoice-gross')).toHaveText('70.73 PLN');
    const invoiceNumber = (await number.textContent())!;
    const invoiceUrl = page.url();

    // Print: the printable sheet alone, the browser's print dialog asked for.
    await page.getByRole('link', { name: t('invoicing.print'), exact: true }).click();
    await expect(page).toHaveURL(/\/invoice\/printPlBatch\?ids=/);
    const sheet = page.getByRole('article', { name: `${t('invoicing.kind.invoice')} ${invoiceNumber}` });
    await expect(sheet).toContainText(legalName);
    await expect(sheet).toContainText(clientName);
    await expect(sheet).toContainText('5260250274');
    await expect(sheet.getByTestId('invoice-gross')).toHaveText('70.73 PLN');
    await page.evaluate(() => {
      const w = globalThis as unknown as { printed: number; print: () => void };
      w.printed = 0;
      w.print = () => {
        w.printed += 1;
      };
    });
    await page.getByRole('button', { name: t('invoicing.print'), exact: true }).click();
    expect(await page.evaluate(() => (globalThis as unknown as { printed: number }).printed)).toBe(1);

    // A credit note of the Talerz line only: -20.00 net, -4.60 VAT, -24.60.
    await page.goto(invoiceUrl);
    await page.getByRole('button', { name: t('invoicing.credit.action'), exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(t('invoicing.credit.reason'), { exact: true }).fill('Zwrot towaru');
    await dialog.getByLabel(t('invoicing.credit.quantityOf', { line: `Kubek ${s}` }), { exact: true }).fill('0');
    await dialog.getByRole('button', { name: t('invoicing.credit.issue'), exact: true }).click();
    // The shell keeps the invoice's page cached: read the credit note's own sheet.
    const credit = page.getByRole('article', { name: new RegExp(`^${t('invoicing.kind.creditNote')} K${s.slice(0, 4)}/${year}/\\d{2}/0001$`) });
    await expect(credit.getByTestId('invoice-gross')).toHaveText('-24.60 PLN');
    await expect(credit.locator('.invoice-corrects')).toContainText(invoiceNumber);
    await expect(credit.locator('.invoice-corrects')).toContainText('Zwrot towaru');
    await page.getByRole('link', { name: t('invoicing.credit.original', { number: invoiceNumber }) }).click();
    await expect(page.getByRole('region', { name: t('invoicing.credit.list') })).toContainText(`K${s.slice(0, 4)}/${year}`);
  });
});
