import { expect, test } from '@playwright/test';
import { createPublicKey, createSign, generateKeyPairSync } from 'node:crypto';
import { apiLogin, createUser, openAs, ROOT_PASSWORD, rootApi, t, unique, withSettings } from './support.js';

/**
 * Chile: a partial guía de despacho from a sale order, then the factura that bills it
 * (docs/invoicing.md "Waybills (Chile)"): the waybill form shows per order line what was ordered,
 * what earlier guías delivered and what this one carries; after the factura of the order the
 * guía's view names it and the factura's document page lists the guía.
 */

/** A CAF-like AUTORIZACION (never SII's): a fresh key pair for folios from..to, its DA signed by a stand-in key. */
function testCaf(rut: string, type: number, from: number, to: number): string {
  const pair = () => generateKeyPairSync('rsa', { modulusLength: 1024, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs1', format: 'pem' } });
  const range = pair();
  const jwk = createPublicKey(range.publicKey).export({ format: 'jwk' });
  const b64 = (v: string | undefined) => Buffer.from(v ?? '', 'base64url').toString('base64');
  const da = `<DA><RE>${rut}</RE><RS>Comercial Andes</RS><TD>${type}</TD><RNG><D>${from}</D><H>${to}</H></RNG><FA>2026-11-01</FA><RSAPK><M>${b64(jwk.n)}</M><E>${b64(jwk.e)}</E></RSAPK><IDK>100</IDK></DA>`;
  const frma = createSign('RSA-SHA1').update(Buffer.from(da, 'latin1')).sign(pair().privateKey, 'base64');
  return `<?xml version="1.0"?>\n<AUTORIZACION>\n<CAF version="1.0">${da}<FRMA algoritmo="SHA1withRSA">${frma}</FRMA></CAF>\n<RSASK>${range.privateKey}</RSASK>\n</AUTORIZACION>\n`;
}

test('a partial guía de despacho of a sale order, then the factura that bills it is named on the guía', async ({ page, request }) => {
  test.setTimeout(120_000);
  page.setDefaultTimeout(15_000);
  const root = await rootApi(request);
  const s = unique('').slice(-6).toUpperCase();
  const setupId = `clg-${s.toLowerCase()}`;
  const legalName = `Comercial Andes ${s}`;
  const rut = '12345678-5';
  await root('PUT', `/invoicing/setups/${setupId}`, {
    setup: { country: 'CL', legalName, taxId: rut, activity: 'Venta al por mayor', address: { street: 'Av. Providencia', buildingNumber: '1234', city: 'Santiago', countryCode: 'CL' }, series: { invoice: '33', creditNote: '61', proforma: 'PRO' } },
  });
  await root('POST', `/invoicing/setups/${setupId}/cafs`, { caf: testCaf(rut, 52, 1, 10) });
  await root('POST', `/invoicing/setups/${setupId}/cafs`, { caf: testCaf(rut, 33, 1, 10) });
  const clientName = `Ferretería Sur ${s}`;
  const clientId = (await root('POST', '/invoicing/clients', { name: clientName, country: 'CL', taxId: '11.111.111-1', address: { street: 'Calle 1', city: 'Temuco', countryCode: 'CL' } })).id;
  const carrier = `Transportes ${s}`;
  const carrierId = (await root('POST', '/invoicing/transport-companies', { name: carrier, country: 'CL', taxId: '96512340-7', address: { street: 'Ruta 5', city: 'Temuco', countryCode: 'CL' } })).id;
  const driver = `Juan Pérez ${s}`;
  await root('POST', '/invoicing/drivers', { name: driver, idNumber: '15.678.901-1', licenceNumber: 'A4-1234', transportCompanyId: carrierId });
  const product = `Cemento ${s}`;
  let d: { id: string; number: string; version: number } = { id: '', number: '', version: 0 };
  // The sale in pesos, committed without stock on hand (a guía does not move stock here).
  await withSettings(request, { BaseCurrencyID: 'CLP', CostCurrencyID: 'CLP', PriceDecimal: 0, EnableSaleOrderTax: false, NegativeStockPolicy: 'warn' }, async () => {
    const productId = (await root('POST', '/products', { code: `C-${s}`, name: product, prices: { unit: { retail: '4990', wholesale: '4990' } } })).id;
    const warehouseId = (await root('POST', '/warehouses', { code: `G${s}`, name: `Bodega ${s}` })).id;
    d = await root('POST', '/sale/order', { warehouseId, currency: 'CLP', lines: [{ productId, quantity: '10', price: '4990' }] });
    await root('POST', '/sale/order/save-commit', { id: d.id, version: d.version });
  });
  await expect.poll(async () => (await root('GET', '/invoicing/sale-orders?currency=CLP')).orders.some((o: { number: string }) => o.number === d.number)).toBe(true);

  const clerk = await createUser(request, await apiLogin(request, 'root', ROOT_PASSWORD), { roles: ['Invoice'] });
  await openAs(page, clerk.username, clerk.password, '/invoice/waybill');
  await page.getByRole('button', { name: t('invWaybill.new'), exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(t('invWaybill.company'), { exact: true }).selectOption({ label: `${legalName} · ${rut}` });
  await dialog.getByLabel(t('invWaybill.traslado'), { exact: true }).selectOption({ label: t('invWaybill.kind.1') });
  await dialog.getByLabel(t('invWaybill.receiver'), { exact: true }).selectOption({ label: `${clientName} · 11111111-1` });
  await dialog.getByLabel(t('invWaybill.saleOrder'), { exact: true }).selectOption({ value: d.id });
  // Per order line: ordered, already delivered, this guía (what is left by default).
  const orderLines = dialog.getByTestId('waybill-order-lines');
  const line = orderLines.getByRole('row').filter({ hasText: product });
  await expect(line).toContainText('10');
  const thisGuia = dialog.getByLabel(t('invWaybill.thisGuiaOf', { n: '1' }), { exact: true });
  await expect(thisGuia).toHaveValue('10');
  await thisGuia.fill('4');
  await dialog.getByLabel(t('invWaybill.carrier'), { exact: true }).selectOption({ label: `${carrier} · 96512340-7` });
  await dialog.getByLabel(t('invWaybill.driver'), { exact: true }).selectOption({ label: `${driver} · 15.678.901-1` });
  await dialog.getByLabel(t('invWaybill.plate'), { exact: true }).fill(`GF${s.slice(0, 2)}12`);
  await dialog.getByLabel(t('invWaybill.destStreet'), { exact: true }).fill('Calle 1, bodega 3');
  await dialog.getByRole('button', { name: t('invWaybill.issue'), exact: true }).click();
  await expect(dialog).toBeHidden();

  // The order has 6 left; the factura of the order bills the guía and names it (Referencia TpoDocRef 52).
  expect((await root('GET', `/invoicing/waybills/order/${d.id}`)).lines.map((l: { delivered: string; left: string }) => [l.delivered, l.left])).toEqual([['4', '6']]);
  const f = await root('POST', '/invoicing/invoices', { setupId, clientId, saleOrderIds: [d.id], saleOrderVatRate: '19' });

  await page.getByLabel(t('invWaybill.search'), { exact: true }).fill(driver.toLowerCase());
  const row = page.getByRole('row').filter({ hasText: driver });
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: t('invWaybill.open'), exact: true }).click();
  const view = page.getByRole('dialog');
  await expect(view).toContainText(`${product}`);
  await expect(view.getByTestId('waybill-billed-by')).toHaveText(f.number);


  // The factura's document page lists the guía it bills (its Referencia TpoDocRef 52).
  await page.goto(`/invoice/update/${encodeURIComponent(f.id)}`);
  await expect(page.getByTestId('invoice-waybills')).toContainText('N° 1');
});

test('the billing screen bills two chosen guías of a client: their lines shown before issuing, the factura bills what they carried and names both', async ({ page, request }) => {
  test.setTimeout(120_000);
  page.setDefaultTimeout(15_000);
  const root = await rootApi(request);
  const s = unique('').slice(-6).toUpperCase();
  const setupId = `clb-${s.toLowerCase()}`;
  const legalName = `Comercial Sur ${s}`;
  const rut = '12345678-5';
  await root('PUT', `/invoicing/setups/${setupId}`, {
    setup: { country: 'CL', legalName, taxId: rut, activity: 'Venta al por mayor', address: { street: 'Av. Providencia', buildingNumber: '1234', city: 'Santiago', countryCode: 'CL' }, series: { invoice: '33', creditNote: '61', proforma: 'PRO' } },
  });
  await root('POST', `/invoicing/setups/${setupId}/cafs`, { caf: testCaf(rut, 52, 1, 10) });
  await root('POST', `/invoicing/setups/${setupId}/cafs`, { caf: testCaf(rut, 33, 1, 10) });
  const clientName = `Ferretería Norte ${s}`;
  const clientId = (await root('POST', '/invoicing/clients', { name: clientName, country: 'CL', taxId: '11.111.111-1', address: { street: 'Calle 2', city: 'Temuco', countryCode: 'CL' } })).id;
  const transportCompanyId = (await root('POST', '/invoicing/transport-companies', { name: `Transportes ${s}`, country: 'CL', taxId: '96512340-7', address: { street: 'Ruta 5', city: 'Temuco', countryCode: 'CL' } })).id;
  const driverId = (await root('POST', '/invoicing/drivers', { name: `Pedro Soto ${s}`, idNumber: '15.678.901-1', licenceNumber: 'A4-1234', transportCompanyId })).id;
  const product = `Cemento ${s}`;
  let d: { id: string; number: string; version: number } = { id: '', number: '', version: 0 };
  await withSettings(request, { BaseCurrencyID: 'CLP', CostCurrencyID: 'CLP', PriceDecimal: 0, EnableSaleOrderTax: false, NegativeStockPolicy: 'warn' }, async () => {
    const productId = (await root('POST', '/products', { code: `C-${s}`, name: product, prices: { unit: { retail: '4990', wholesale: '4990' } } })).id;
    const warehouseId = (await root('POST', '/warehouses', { code: `B${s}`, name: `Bodega ${s}` })).id;
    d = await root('POST', '/sale/order', { warehouseId, currency: 'CLP', lines: [{ productId, quantity: '10', price: '4990' }] });
    await root('POST', '/sale/order/save-commit', { id: d.id, version: d.version });
  });
  await expect.poll(async () => (await root('GET', '/invoicing/sale-orders?currency=CLP')).orders.some((o: { number: string }) => o.number === d.number)).toBe(true);
  // Two deliveries of the order: 4 sacks, then 3.
  const guia = (quantity: string) => ({
    setupId, traslado: 1, clientId, saleOrderId: d.id, orderLines: [{ lineNo: 1, quantity }], transportCompanyId, driverId, plate: `GB${s.slice(0, 2)}12`,
    destination: { street: 'Calle 2, bodega 1', comuna: 'Temuco', city: 'Temuco' },
  });
  await root('POST', '/invoicing/waybills', guia('4'));
  await root('POST', '/invoicing/waybills', guia('3'));

  const clerk = await createUser(request, await apiLogin(request, 'root', ROOT_PASSWORD), { roles: ['Invoice'] });
  await openAs(page, clerk.username, clerk.password, '/invoice/billing');
  const screen = page.locator('section.page', { has: page.getByRole('heading', { level: 1, name: t('route.InvoiceBilling') }) });
  await screen.getByLabel(t('invoicing.setup.company'), { exact: true }).selectOption({ label: `${legalName} (CL)` });
  await screen.getByLabel(t('invoicing.billing.client'), { exact: true }).selectOption({ label: `${clientName} · 11111111-1` });
  const guias = screen.getByTestId('guias-to-bill');
  await expect(guias.getByRole('checkbox')).toHaveCount(2);
  for (const folio of [1, 2]) await guias.getByRole('checkbox', { name: new RegExp(`^N° ${folio} · .* ${d.number}$`) }).check();
  // What the two guías carried, before issuing.
  const lines = guias.getByTestId('guias-lines');
  await expect(lines.getByRole('row').filter({ hasText: product })).toHaveCount(2);
  await expect(lines).toContainText('4');
  await expect(lines).toContainText('3');
  await expect(screen.getByRole('heading', { name: t('invoicing.billing.saleOrders') })).toHaveCount(0);
  await guias.getByLabel(t('invoicingGuias.billing.rate'), { exact: true }).selectOption('19');
  // 7 x 4990 = 34930 net, IVA 19 % 6637: 41567 to pay.
  await expect(screen.getByTestId('preview-gross')).toHaveText(/^41\D?567 CLP$/);
  await screen.getByRole('button', { name: t('invoicing.billing.issue'), exact: true }).click();

  await expect(page).toHaveURL(/\/invoice\/update\/[^/]+$/);
  await expect(page.getByTestId('invoice-gross')).toHaveText(/^41\D?567 CLP$/);
  await expect(page.getByTestId('invoice-waybills')).toContainText('N° 1');
  await expect(page.getByTestId('invoice-waybills')).toContainText('N° 2');
  // The order's 3 sacks left stay to deliver and bill; the client has no guía left to bill.
  expect((await root('GET', `/invoicing/waybills/order/${d.id}`)).lines.map((l: { delivered: string; left: string }) => [l.delivered, l.left])).toEqual([['7', '3']]);
  expect((await root('GET', `/invoicing/waybills/billable?setupId=${setupId}&clientId=${clientId}`)).waybills).toEqual([]);
});
