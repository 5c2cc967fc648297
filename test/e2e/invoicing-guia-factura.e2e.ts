import { expect, test } from '@playwright/test';
import { apiLogin, createUser, openAs, ROOT_PASSWORD, t } from './support.js';
import { chileanCarrier, chileanSeller, clpCementOrder } from './invoicing-support.js';

/**
 * Chile: a partial guía de despacho from a sale order, then the factura that bills it
 * (docs/invoicing.md "Waybills (Chile)"): the waybill form shows per order line what was ordered,
 * what earlier guías delivered and what this one carries; after the factura of the order the
 * guía's view names it and the factura's document page lists the guía.
 */

test('a partial guía de despacho of a sale order, then the factura that bills it is named on the guía', async ({ page, request }) => {
  test.setTimeout(120_000);
  page.setDefaultTimeout(15_000);
  const { root, s, setupId, legalName, rut } = await chileanSeller(request, { idPrefix: 'clg', name: 'Comercial Andes', cafs: [[52, 1, 10], [33, 1, 10]] });
  const clientName = `Ferretería Sur ${s}`;
  const clientId = (await root('POST', '/invoicing/clients', { name: clientName, country: 'CL', taxId: '11.111.111-1', address: { street: 'Calle 1', city: 'Temuco', countryCode: 'CL' } })).id;
  const driver = `Juan Pérez ${s}`;
  const { carrier } = await chileanCarrier(root, s, driver);
  // The sale in pesos, committed without stock on hand (a guía does not move stock here).
  const d = await clpCementOrder(request, root, s, `G${s}`);
  const product = d.product;

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
  const { root, s, setupId, legalName } = await chileanSeller(request, { idPrefix: 'clb', name: 'Comercial Sur', cafs: [[52, 1, 10], [33, 1, 10]] });
  const clientName = `Ferretería Norte ${s}`;
  const clientId = (await root('POST', '/invoicing/clients', { name: clientName, country: 'CL', taxId: '11.111.111-1', address: { street: 'Calle 2', city: 'Temuco', countryCode: 'CL' } })).id;
  const { carrierId: transportCompanyId, driverId } = await chileanCarrier(root, s, `Pedro Soto ${s}`);
  const d = await clpCementOrder(request, root, s, `B${s}`);
  const product = d.product;
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
