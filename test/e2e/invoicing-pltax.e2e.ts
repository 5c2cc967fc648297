import { expect, test, type Page } from '@playwright/test';
import { apiLogin, createUser, openAs, t, withSettings } from './support.js';
import { polishClient, polishSeller } from './invoicing-support.js';

/** The grid row showing `text` (ag-grid renders rows virtually: only what is on screen). */
const gridRow = (page: Page, text: string) => page.locator('.ag-row').filter({ hasText: text });

/**
 * The Polish advance invoice (faktura zaliczkowa, /invoice/billing-plTax; docs/invoicing-variants.md)
 * as the Invoice user: pick the order, see its value at the rates of its lines and what is left,
 * an advance over it refused on the screen, the VAT of 100.00 split over 23 / 8 / 5 % before issuing,
 * issued and opened on the Polish document page, listed on the Poland list; the order then shows
 * the advance and what is left, its rates kept. Then the order's final invoice (faktura
 * rozliczeniowa) on /invoice/billing-pl: the order at the advance's rates less the advance, 87.50 to
 * pay, on its document page, the Poland list and the print page with the advance deducted. Then
 * the final invoice cancelled whole (KOR_ROZ) and the advance lowered to 40.00 (KOR_ZAL) on
 * billing-plReturn: the order is free again with 147.50 left for advances.
 */
test('the Invoice user issues an advance invoice, then the order’s final invoice settling it, and finds both on the Poland list', async ({ page, request }) => {
  test.setTimeout(180_000);
  page.setDefaultTimeout(15_000);
  await withSettings(request, { BaseCurrencyID: 'PLN', CostCurrencyID: 'PLN', PriceDecimal: 2, EnableSaleOrderTax: false, NegativeStockPolicy: 'warn' }, async () => {
    const { root, s, legalName } = await polishSeller(request, {
      idPrefix: 'plz', name: 'Meble Odra', series: ['Z', 'Y', 'X'], more: { vatId: 'PL1234563218' }, address: { street: 'ul. Długa', buildingNumber: '5', city: 'Wrocław', postalCode: '50-001' },
    });
    const clientName = `Sklep Bałtyk ${s}`;
    await polishClient(root, clientName, { street: 'ul. Morska', buildingNumber: '1', city: 'Gdańsk', postalCode: '80-001' });
    const product = async (code: string, name: string) => (await root('POST', '/products', { code: `${code}-${s}`, name: `${name} ${s}`, prices: { unit: { retail: '1', wholesale: '1' } } })).id;
    const [stol, krzeslo, ksiazka] = [await product('STO', 'Stół'), await product('KRZ', 'Krzesło'), await product('KSI', 'Książka')];
    const warehouseId = (await root('POST', '/warehouses', { code: `Z${s}`, name: `Magazyn ${s}` })).id;
    // 100.00 at 23 %, 2 x 25.00 at 8 %, 10.00 at 5 %: 123.00 + 54.00 + 10.50 = 187.50 gross.
    const d = await root('POST', '/sale/order', {
      warehouseId, currency: 'PLN',
      lines: [{ productId: stol, quantity: '1', price: '100' }, { productId: krzeslo, quantity: '2', price: '25' }, { productId: ksiazka, quantity: '1', price: '10' }],
    });
    await root('POST', '/sale/order/save-commit', { id: d.id, version: d.version });
    await expect.poll(async () => (await root('GET', '/invoicing/sale-orders?currency=PLN')).orders.some((o: { id: string }) => o.id === d.id)).toBe(true);

    const clerk = await createUser(request, await apiLogin(request, 'root', process.env.E2E_ROOT_PASSWORD ?? 'e2e-root-pass'), { roles: ['Invoice'] });
    await openAs(page, clerk.username, clerk.password, '/invoice/billing-plTax');
    await expect(page.getByRole('heading', { level: 1, name: t('invoicingAdvance.title') })).toBeVisible();
    const form = page.getByRole('form', { name: t('invoicingAdvance.title') });
    await form.getByLabel(t('invoicing.setup.company'), { exact: true }).selectOption({ label: `${legalName} (NIP 1234563218)` });
    await form.getByLabel(t('invoicing.billing.client'), { exact: true }).selectOption({ label: `${clientName} · 5260250274` });
    await form.getByLabel(t('invoicingAdvance.order'), { exact: true }).selectOption(d.id);
    await form.getByLabel(t('invoicingAdvance.rateOf', { line: `Stół ${s}` }), { exact: true }).selectOption('23');
    await form.getByLabel(t('invoicingAdvance.rateOf', { line: `Krzesło ${s}` }), { exact: true }).selectOption('8');
    await form.getByLabel(t('invoicingAdvance.rateOf', { line: `Książka ${s}` }), { exact: true }).selectOption('5');
    await expect(form.getByTestId('order-value')).toHaveText('187.50 PLN');
    await expect(form.getByTestId('earlier-advances')).toHaveText(t('invoicingAdvance.noEarlier'));
    await expect(form.getByTestId('left')).toHaveText('187.50 PLN');

    // More than the order: said on the screen before issuing.
    const amount = form.getByLabel(t('invoicingAdvance.amount', { currency: 'PLN' }), { exact: true });
    await amount.fill('200');
    await expect(form.getByRole('alert')).toContainText(t('invoicingAdvance.over', { left: '187.50 PLN' }));
    // 100.00: 65.60 at 23 % (VAT 12.27), 28.80 at 8 % (2.13), the rest 5.60 at 5 % (0.27).
    await amount.fill('100');
    const preview = page.getByRole('region', { name: t('invoicingAdvance.preview') });
    await expect(preview.locator('tr[data-rate="23"]')).toContainText('53.33');
    await expect(preview.locator('tr[data-rate="23"]')).toContainText('12.27');
    await expect(preview.locator('tr[data-rate="8"]')).toContainText('26.67');
    await expect(preview.locator('tr[data-rate="8"]')).toContainText('2.13');
    await expect(preview.locator('tr[data-rate="5"]')).toContainText('5.33');
    await expect(preview.locator('tr[data-rate="5"]')).toContainText('0.27');
    await form.getByRole('button', { name: t('invoicingAdvance.issue'), exact: true }).click();

    // The Polish document page: the legal title, the order named, 100.00 received.
    await expect(page).toHaveURL(/\/invoice\/update-pl\/[^/]+$/);
    const year = new Date().getUTCFullYear();
    await expect(page.getByTestId('invoice-number')).toHaveText(new RegExp(`^Z${s.slice(0, 4)}/${year}/\\d{2}/0001$`));
    const number = (await page.getByTestId('invoice-number').textContent())!;
    await expect(page.getByTestId('legal-marks')).toContainText('Faktura zaliczkowa');
    await expect(page.getByTestId('advance-of')).toContainText(d.number);
    await expect(page.getByTestId('advance-of')).toContainText('187.50 PLN');
    await expect(page.getByTestId('invoice-gross')).toHaveText('100.00 PLN');

    // The Poland list: an advance invoice, with the order it was received for.
    await page.goto('/invoice/plInvoice');
    await page.getByLabel(t('invoicing.search'), { exact: true }).fill(clientName);
    const row = gridRow(page, number);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(t('invoicingAdvance.docType'));
    await expect(row).toContainText(d.number);
    // Net and VAT of the advance (the grid shows the columns on screen).
    await expect(row).toContainText('85.33');
    await expect(row).toContainText('14.67');

    // Back on the advance screen: the order shows the advance and 87.50 left, its rates kept.
    await page.goto('/invoice/billing-plTax');
    const again = page.getByRole('form', { name: t('invoicingAdvance.title') });
    await again.getByLabel(t('invoicingAdvance.order'), { exact: true }).selectOption(d.id);
    await expect(again.getByTestId('earlier-advances')).toContainText(number);
    await expect(again.getByTestId('left')).toHaveText('87.50 PLN');
    await expect(again.getByTestId('rate-2')).toHaveText('8 %');
    await expect(again.getByLabel(t('invoicingAdvance.rateOf', { line: `Krzesło ${s}` }), { exact: true })).toHaveCount(0);

    // The order's final invoice (faktura rozliczeniowa) on the Polish billing screen: picking the order
    // says it settles the advance; the preview is the order at the advance's rates less the advance.
    await page.goto('/invoice/billing-pl');
    await page.getByLabel(t('invoicing.setup.company'), { exact: true }).selectOption({ label: `${legalName} (PL)` });
    await page.getByLabel(t('invoicing.billing.client'), { exact: true }).selectOption({ label: `${clientName} · 5260250274` });
    await page.getByRole('checkbox', { name: new RegExp(d.number) }).check();
    await expect(page.getByTestId('final-invoice-note')).toContainText(number);
    await expect(page.getByLabel(t('invoicing.billing.ordersRate'), { exact: true })).toHaveCount(0);
    const finalPreview = page.getByRole('region', { name: t('invoicing.billing.preview') });
    await expect(finalPreview.getByTestId('preview-order-gross')).toHaveText('187.50 PLN');
    // 23 %: 100.00 − 53.33 = 46.67, VAT 23.00 − 12.27 = 10.73; 8 %: 23.33 / 1.87; 5 %: 4.67 / 0.23; 87.50 to pay.
    await expect(finalPreview.locator('tr[data-rate="23"]')).toContainText('46.67');
    await expect(finalPreview.locator('tr[data-rate="23"]')).toContainText('10.73');
    await expect(finalPreview.locator('tr[data-rate="8"]')).toContainText('23.33');
    await expect(finalPreview.locator('tr[data-rate="5"]')).toContainText('0.23');
    await expect(page.getByTestId('preview-gross')).toHaveText('87.50 PLN');
    await page.getByRole('button', { name: t('invoicing.billing.issue'), exact: true }).click();

    // Its document page: a final invoice naming the advance and the order, the advance deducted, 87.50 left to pay.
    await expect(page).toHaveURL(/\/invoice\/update-pl\/[^/]+$/);
    await expect(page.getByTestId('invoice-number')).toHaveText(new RegExp(`^Z${s.slice(0, 4)}/${year}/\\d{2}/0002$`));
    const finalNumber = (await page.getByTestId('invoice-number').textContent())!;
    const finalId = decodeURIComponent(page.url().split('/').pop()!);
    await expect(page.getByTestId('legal-marks')).toContainText('Faktura rozliczeniowa');
    await expect(page.getByTestId('settles')).toContainText(number);
    await expect(page.getByTestId('settles')).toContainText(d.number);
    await expect(page.getByTestId('settlement').locator(`tr[data-advance="${number}"]`)).toContainText('100.00');
    await expect(page.getByTestId('invoice-gross')).toHaveText('87.50 PLN');
    await expect(page.getByText(`${t('invoicingFinal.toPay')}:`)).toBeVisible();

    // The Poland list: a final invoice, with the advance it settles.
    await page.goto('/invoice/plInvoice');
    await page.getByLabel(t('invoicing.search'), { exact: true }).fill(clientName);
    const finalRow = gridRow(page, finalNumber);
    await expect(finalRow).toHaveCount(1);
    await expect(finalRow).toContainText(t('invoicingFinal.docType'));
    await expect(finalRow).toContainText(number);

    // The printed invoice: the order's value, the advance deducted and what is left to pay.
    await page.goto(`/invoice/printPlBatch?ids=${encodeURIComponent(finalId)}`);
    const sheet = page.getByRole('article', { name: `${t('invoicing.kind.invoice')} ${finalNumber}` });
    await expect(sheet).toContainText('Faktura rozliczeniowa');
    await expect(sheet.getByRole('table', { name: t('invoicingFinal.orderValue', { number: d.number }) })).toContainText('27.50');
    await expect(sheet.getByRole('table', { name: t('invoicingFinal.deducted') }).locator(`tr[data-advance="${number}"]`)).toContainText('14.67');
    await expect(sheet.getByRole('table', { name: t('invoicingFinal.leftPerRate') })).toContainText('12.83');
    await expect(sheet.getByTestId('invoice-gross')).toHaveText('87.50 PLN');
    await expect(sheet).toContainText(`${t('invoicingFinal.toPay')}:`);

    // Its correction (KOR_ROZ): cancelled whole from its document page, the advance stays deducted and the order is free again.
    await page.goto(`/invoice/update-pl/${encodeURIComponent(finalId)}`);
    await page.getByRole('link', { name: t('invoicingVariants.update.plCorrect') }).click();
    const roz = page.getByRole('form', { name: t('invoicingVariants.plReturn.entry', { number: finalNumber }) });
    await expect(roz.getByTestId('kor-roz-note')).toContainText(number);
    await roz.getByLabel(t('invoicingCorrection.cancelWhole'), { exact: true }).check();
    await roz.getByRole('button', { name: t('invoicingVariants.plReturn.issue'), exact: true }).click();
    await expect(page).toHaveURL(/\/invoice\/update-plReturn\/[^/]+$/);
    await expect(page.getByTestId('pl-correction')).toContainText(finalNumber);
    await expect(page.getByTestId('pl-correction')).toContainText(number);

    // The advance's correction (KOR_ZAL): lowered from 100.00 to 40.00 (60.00 given back); the order has 147.50 left for advances.
    const advanceId = (await root('GET', `/invoicing/sale-orders/${d.id}/advances`)).advances[0].invoiceId as string;
    await page.goto(`/invoice/update-pl/${encodeURIComponent(advanceId)}`);
    await page.getByRole('link', { name: t('invoicingVariants.update.plCorrect') }).click();
    const zal = page.getByRole('form', { name: t('invoicingCorrection.advanceTitle', { number }) });
    await expect(zal.getByTestId('advance-now')).toHaveText('100.00 PLN');
    await zal.getByLabel(t('invoicingVariants.plReturn.reasonText'), { exact: true }).fill('Zwrot części zaliczki');
    await zal.getByLabel(t('invoicingCorrection.advanceAfter', { currency: 'PLN' }), { exact: true }).fill('40');
    await expect(zal.getByTestId('advance-difference')).toContainText('60.00');
    await zal.getByRole('button', { name: t('invoicingCorrection.issue'), exact: true }).click();
    await expect(page).toHaveURL(/\/invoice\/update-plReturn\/[^/]+$/);
    await expect(page.getByTestId('pl-correction')).toContainText(t('invoicingCorrection.docAdvance', { number, order: d.number, before: '100.00 PLN', after: '40.00 PLN' }));
    await page.goto('/invoice/billing-plTax');
    const after = page.getByRole('form', { name: t('invoicingAdvance.title') });
    await after.getByLabel(t('invoicingAdvance.order'), { exact: true }).selectOption(d.id);
    await expect(after.getByTestId('left')).toHaveText('147.50 PLN');
  });
});
