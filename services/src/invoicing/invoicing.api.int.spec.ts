import { randomUUID } from 'node:crypto';
import { type ApiHarness, ROOT_PASSWORD, startApi } from '../identity/testing/api-harness.js';
import { apiCalls } from '../identity/testing/api-calls.js';

/**
 * Invoicing over real HTTP on PostgreSQL: a Polish seller's setup and rates, a client with a NIP
 * checked by its digit, an invoice from two committed sale orders with totals per rate worked by
 * hand, a credit note of some lines, 20 issuers at once on one series (1..20, no gap, no
 * duplicate, no 409), a retried command applied once, and bad input that appends nothing.
 */
describe('invoicing API', () => {
  let api: ApiHarness;
  let root: string;
  let clerk: string;
  const { call, ok, read, countEvents } = apiCalls(() => api, () => root);
  const setup = {
    country: 'PL', legalName: 'Hurtownia Wisła sp. z o.o.', taxId: '1234563218', vatId: 'PL1234563218',
    address: { street: 'ul. Marszałkowska', buildingNumber: '10', city: 'Warszawa', postalCode: '00-001', countryCode: 'PL' },
    iban: 'PL61109010140000071219812874', bankName: 'Santander', series: { invoice: 'FV', creditNote: 'KOR', proforma: 'PRO' },
  };
  let clientId: string;
  let orders: { id: string; number: string }[] = [];
  let commitOrder: (lines: unknown[]) => Promise<{ id: string; number: string }>;
  let productId: string;
  const today = () => new Date().toISOString().slice(0, 10);

  beforeAll(async () => {
    api = await startApi();
    const { DaemonHost } = await import('../system/daemon-host.js');
    api.app.get(DaemonHost).start(100);
    root = await api.login('root', ROOT_PASSWORD);
    await ok('PUT', '/system-setting/settings', { settings: { BaseCurrencyID: 'PLN', CostCurrencyID: 'PLN', PriceDecimal: 3, EnableSaleOrderTax: false, NegativeStockPolicy: 'warn', SaleType: 'Wholesale', SystemTimeZone: 0 } });
    // A billing clerk: the billing and list screens only.
    const position = (await ok('POST', '/positions', { name: 'Fakturzystka', pagePrivileges: { InvoiceBilling: 'Accessable', InvoiceList: 'Accessable' } })).id;
    await ok('POST', '/employees', { username: 'ania', password: 'password-1', name: 'Ania', positionIds: [position] });
    clerk = await api.login('ania', 'password-1');
    const kubek = (await ok('POST', '/products', { code: 'KUB-1', name: 'Kubek', prices: { unit: { retail: '15', wholesale: '12.345' } } })).id;
    const talerz = (await ok('POST', '/products', { code: 'TAL-2', name: 'Talerz', prices: { unit: { retail: '12', wholesale: '10' } } })).id;
    const warehouseId = (await ok('POST', '/warehouses', { code: 'WAW', name: 'Magazyn Warszawa' })).id;
    commitOrder = async (lines) => {
      const d = await ok('POST', '/sale/order', { warehouseId, lines });
      await ok('POST', '/sale/order/save-commit', { id: d.id, version: d.version });
      return { id: d.id, number: d.number };
    };
    productId = kubek;
    for (const lines of [[{ productId: kubek, quantity: '3' }], [{ productId: talerz, quantity: '2', discount: '7.5' }, { productId: kubek, quantity: '1', price: '20' }]]) {
      orders.push(await commitOrder(lines));
    }
  });
  afterAll(() => api?.close());

  it('saves the setup (history with who), refuses a bad series and a stale version', async () => {
    const before = await countEvents();
    const bad = await call('PUT', '/invoicing/setups/main', { setup: { ...setup, series: { invoice: 'F V', creditNote: 'KOR', proforma: 'PRO' } } });
    expect([bad.status, bad.body.error?.message]).toEqual([400, expect.stringMatching(/series/)]);
    expect(await countEvents()).toBe(before);
    await ok('PUT', '/invoicing/setups/main', { setup });
    await ok('PUT', '/invoicing/setups/main', { version: 1, setup: { ...setup, bankName: 'PKO BP' } });
    expect((await call('PUT', '/invoicing/setups/main', { version: 1, setup })).status).toBe(409);
    expect(await read('/invoicing/setups/main')).toMatchObject({ country: 'PL', localCurrency: 'PLN', bankName: 'PKO BP', version: 2 });
    const h = await ok('GET', '/invoicing/setups/main/history');
    expect(h.events.map((e: { type: string }) => e.type)).toEqual(['InvoiceSetupSaved', 'InvoiceSetupChanged']);
    await ok('PUT', '/invoicing/setups/main', { version: 2, setup });
  });

  it('VAT rates: PL 23/8/5/0 in force today, RO 21/11 from 2025-08-01 and 19/9/5 before; a rate added once', async () => {
    const on = async (country: string, day: string) => (await read(`/invoicing/vat-rates?country=${country}&on=${day}`)).rates.map((r: { rate: string }) => r.rate);
    expect(await on('PL', today())).toEqual(['23', '8', '5', '0']);
    expect(await on('RO', '2025-08-01')).toEqual(['21', '11']);
    expect(await on('RO', '2025-07-31')).toEqual(['19', '9', '5']);
    expect(await on('EC', '2024-03-31')).toEqual(['12']);
    expect(await on('EC', '2024-04-01')).toEqual(['15']);
    await ok('POST', '/invoicing/vat-rates', { country: 'CZ', rate: '0', label: 'osvobozeno', validFrom: '2026-01-01' });
    expect((await call('POST', '/invoicing/vat-rates', { country: 'CZ', rate: '0', validFrom: '2026-06-01' })).status).toBe(409);
    expect(await on('CZ', '2026-06-01')).toEqual(['21', '12', '0']);
  });

  it('clients: the NIP is checked by its digit; saved without the PL prefix', async () => {
    const before = await countEvents();
    const address = { street: 'ul. Długa', buildingNumber: '5', city: 'Kraków', postalCode: '31-147', countryCode: 'PL' };
    const bad = await call('POST', '/invoicing/clients', { name: 'Sklep Kasia', country: 'PL', taxId: '5260250275', address });
    expect([bad.status, bad.body.error?.message]).toEqual([400, expect.stringMatching(/NIP check digit/)]);
    expect(await countEvents()).toBe(before);
    clientId = (await ok('POST', '/invoicing/clients', { name: 'Sklep Kasia', country: 'PL', taxId: 'PL 5260250274', email: 'kasia@sklep.pl', address })).id;
    expect(await read(`/invoicing/clients/${clientId}`)).toMatchObject({ taxId: '5260250274', country: 'PL' });
    expect((await call('GET', '/invoicing/clients', undefined, clerk)).status).toBe(200);
    expect((await call('POST', '/invoicing/clients', { name: 'X', country: 'PL', taxId: '5260250274', address }, clerk)).status).toBe(403);
  });

  it('issues an invoice from two sale orders: numbered FV/yyyy/mm/0001, totals per rate as worked by hand', async () => {
    await read('/sale/order');
    // The billing screen offers the committed orders not invoiced yet.
    const offered = await read('/invoicing/sale-orders?currency=PLN', clerk);
    expect(offered.orders.map((o: { number: string }) => o.number).sort()).toEqual(orders.map((o) => o.number).sort());
    const body = { commandId: randomUUID(), setupId: 'main', clientId, saleOrderIds: orders.map((o) => o.id), saleOrderVatRate: '23',
      lines: [{ description: 'Transport', quantity: '1', unitPrice: '19.99', vatRate: '8' }] };
    const r = await ok('POST', '/invoicing/invoices', body, clerk);
    const [y, m] = today().split('-');
    expect(r.number).toBe(`FV/${y}/${m}/0001`);
    // A retry of the same command: the same invoice, nothing new.
    const events = await countEvents();
    const again = await ok('POST', '/invoicing/invoices', body, clerk);
    expect([again.id, again.number]).toEqual([r.id, r.number]);
    expect(await countEvents()).toBe(events);
    const v = await read(`/invoicing/invoices/${r.id}`, clerk);
    // Kubek 3 x 12.345 = 37.035 -> 37.04; Talerz 2 x 10 less 7.5 % = 18.50; Kubek 1 x 20 = 20.00; transport 19.99 at 8 %
    expect(v.document.lines.map((l: any) => [l.description, l.quantity, l.unitPrice, l.netAmount, l.vatRate])).toEqual([
      ['Kubek', '3', '12.345', '37.04', '23'],
      ['Talerz', '2', '10.000', '18.50', '23'],
      ['Kubek', '1', '20.000', '20.00', '23'],
      ['Transport', '1', '19.990', '19.99', '8'],
    ]);
    // 23 %: 75.54 x 0.23 = 17.3742 -> 17.37; 8 %: 19.99 x 0.08 = 1.5992 -> 1.60
    expect(v.document.vatTotals).toEqual([
      { vatCategory: 'S', vatRate: '23', taxableAmount: '75.54', vatAmount: '17.37' },
      { vatCategory: 'S', vatRate: '8', taxableAmount: '19.99', vatAmount: '1.60' },
    ]);
    expect(v.document.totals).toEqual({ net: '95.53', vat: '18.97', gross: '114.50', discount: '1.50' });
    expect(v.document.saleOrders).toEqual(orders);
    expect((await read('/invoicing/sale-orders', clerk)).orders).toEqual([]);
    expect(v).toMatchObject({ kind: 'invoice', clientName: 'Sklep Kasia', gross: '114.50' });
    // The same sale order again: 409, nothing appended.
    const before = await countEvents();
    const twice = await call('POST', '/invoicing/invoices', { setupId: 'main', clientId, saleOrderIds: [orders[0].id], saleOrderVatRate: '23' }, clerk);
    expect([twice.status, twice.body.error?.reason]).toEqual([409, 'sale_order_invoiced']);
    expect(await countEvents()).toBe(before);
    // The e-document the country generators read.
    const e = await ok('GET', `/invoicing/invoices/${r.id}/e-document`, undefined, clerk);
    expect(e).toMatchObject({ country: 'PL', number: r.number, totals: { gross: '114.50', payable: '114.50' }, seller: { taxId: '1234563218' }, buyer: { taxId: '5260250274' } });

    // A credit note for one Kubek of the first line: -12.35 net, -2.84 VAT; then over the rest: 422.
    const k = await ok('POST', `/invoicing/invoices/${r.id}/credit-notes`, { reason: 'Zwrot towaru', lines: [{ lineNo: 1, quantity: '1' }] }, clerk);
    expect(k.number).toBe(`KOR/${y}/${m}/0001`);
    const kv = await read(`/invoicing/invoices/${k.id}`, clerk);
    expect(kv.document).toMatchObject({ kind: 'creditNote', corrects: { invoiceId: r.id, number: r.number, reason: 'Zwrot towaru' }, totals: { net: '-12.35', vat: '-2.84', gross: '-15.19' } });
    expect(await read(`/invoicing/invoices/${r.id}`, clerk)).toMatchObject({ credited: { 1: '1' }, creditNotes: [{ id: k.id, number: k.number, gross: '-15.19' }] });
    const over = await call('POST', `/invoicing/invoices/${r.id}/credit-notes`, { reason: 'x', lines: [{ lineNo: 1, quantity: '3' }] }, clerk);
    expect([over.status, over.body.error?.reason]).toEqual([422, 'over_credit']);
    // Two credit notes of everything left, at once: one is issued; the other gets a 409 when both
    // were decided on the same state, or, decided after the first was stored, 422 nothing_to_credit.
    // Never two, no gap in the series.
    const both = await Promise.all([1, 2].map(() => call('POST', `/invoicing/invoices/${r.id}/credit-notes`, { reason: 'Anulowanie' }, clerk)));
    expect(both.filter((x) => x.status === 201)).toHaveLength(1);
    const loser = both.find((x) => x.status !== 201)!;
    expect([409, 422]).toContain(loser.status);
    if (loser.status === 422) expect(loser.body.error?.reason).toBe('nothing_to_credit');
    expect(await read(`/invoicing/invoices/${r.id}`, clerk)).toMatchObject({ credited: { 1: '3', 2: '2', 3: '1', 4: '1' } });
    const list = await read(`/invoicing/invoices?kind=creditNote`, clerk);
    expect(list.rows.map((x: { number: string }) => x.number).sort()).toEqual([k.number, `KOR/${y}/${m}/0002`]);
    const h = await ok('GET', `/invoicing/invoices/${r.id}/history`, undefined, clerk);
    expect(h.events.map((x: { type: string }) => x.type)).toEqual(['InvoiceIssued', 'InvoiceCredited', 'InvoiceCredited']);
  });

  it('bad input: 4xx and nothing appended (a rate not in force, no lines, an unknown client)', async () => {
    const before = await countEvents();
    const typed = (vatRate: string) => [{ description: 'Usługa', quantity: '1', unitPrice: '100', vatRate }];
    const cases = [
      [{ setupId: 'main', clientId, lines: typed('7') }, 422, 'vat_rate_not_in_force'],
      [{ setupId: 'main', clientId, lines: [] }, 400, 'validation_failed'],
      [{ setupId: 'main', clientId: 'nobody', lines: typed('23') }, 404, 'client_not_found'],
      [{ setupId: 'nowhere', clientId, lines: typed('23') }, 404, 'setup_not_found'],
    ] as const;
    for (const [body, status] of cases) expect((await call('POST', '/invoicing/invoices', body)).status).toBe(status);
    expect(await countEvents()).toBe(before);
  });

  it('20 issuers at once on one series: the next 20 numbers, no gap, no duplicate, no 409', async () => {
    const first = (await read('/invoicing/invoices?kind=invoice')).total + 1;
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => call('POST', '/invoicing/invoices', { setupId: 'main', clientId, lines: [{ description: `Usługa ${i}`, quantity: '1', unitPrice: '10', vatRate: '23' }] })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(201));
    const [y, m] = today().split('-');
    const numbers = results.map((r) => r.body.data.number).sort();
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => `FV/${y}/${m}/${String(first + i).padStart(4, '0')}`));
  });

  it('two invoices of one sale order at the same moment: one is issued, the other gets a 409 and no number', async () => {
    const order = await commitOrder([{ productId, quantity: '2' }]);
    await read('/sale/order');
    const before = (await read('/invoicing/invoices?kind=invoice')).total;
    const both = await Promise.all(
      [1, 2].map(() => call('POST', '/invoicing/invoices', { setupId: 'main', clientId, saleOrderIds: [order.id], saleOrderVatRate: '23' }, clerk)),
    );
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(both.find((r) => r.status === 409)!.body.error?.code).toBeTruthy();
    // The next invoice takes the number after the one issued: the refused one left no gap.
    const after = await ok('POST', '/invoicing/invoices', { setupId: 'main', clientId, lines: [{ description: 'Usługa', quantity: '1', unitPrice: '10', vatRate: '23' }] });
    const issued = both.find((r) => r.status === 201)!.body.data.number as string;
    const seq = (n: string) => Number(n.split('/').pop());
    expect(seq(after.number)).toBe(seq(issued) + 1);
    expect((await read('/invoicing/invoices?kind=invoice')).total).toBe(before + 2);
  });
});
