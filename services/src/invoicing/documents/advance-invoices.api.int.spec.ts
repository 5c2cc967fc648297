import { invoicingApi, today } from '../testing/invoicing-api.js';
import { plSettings, polishOrders } from '../testing/polish-orders.js';

/**
 * The Polish advance invoice (faktura zaliczkowa, billing-plTax; docs/invoicing-variants.md) over
 * HTTP on PostgreSQL: issued from a committed sale order for an advance received, numbered in the
 * setup's invoice series, its VAT split over the order's rates, in the Polish list and on the
 * document page, its FA(3) ZAL to download; more than what is left refused with nothing appended;
 * two advances at once: one wins, the other gets a 409 and leaves no gap.
 */
describe('advance invoices (faktura zaliczkowa)', () => {
  const api = invoicingApi();
  const { call, ok, read, countEvents } = api;
  const pl = polishOrders(api, {
    setupId: 'pl-adv', series: { invoice: 'FZ', creditNote: 'KZ', proforma: 'PZ' },
    codes: ['STO-1', 'KRZ-2', 'KSI-3'], warehouse: { code: 'WRO', name: 'Magazyn Wrocław' },
  });
  const { advance, commitOrder } = pl;
  let clerk: string;

  beforeAll(async () => {
    await api.start(plSettings);
    await pl.prepare();
    // A clerk with the advance invoice screen only.
    clerk = await api.employee('zosia', 'Zaliczki', { InvoiceBillingPlTax: 'Accessable' });
  });
  afterAll(() => api.close());

  it('an advance of 100.00 on an order of 187.50: numbered in the invoice series, VAT split per rate, in the Polish list, with who, and its FA(3) ZAL', async () => {
    const order = await commitOrder();
    expect(await read(`/invoicing/sale-orders/${order.id}/advances`, clerk)).toEqual({ saleOrderId: order.id, advances: [] });
    const a = await ok('POST', '/invoicing/advance-invoices', advance(order.id, '100'), clerk);
    const [y, m] = today().split('-');
    expect(a.number).toBe(`FZ/${y}/${m}/0001`);

    const v = await read(`/invoicing/invoices/${a.id}`);
    expect(v).toMatchObject({ kind: 'invoice', number: a.number, gross: '100.00', advanceOf: order.number });
    expect(v.document.vatTotals.map((t: { vatRate: string; taxableAmount: string; vatAmount: string }) => [t.vatRate, t.taxableAmount, t.vatAmount])).toEqual([['23', '53.33', '12.27'], ['8', '26.67', '2.13'], ['5', '5.33', '0.27']]);
    expect(v.document.advance).toMatchObject({ saleOrderId: order.id, saleOrderNumber: order.number, orderTotals: { gross: '187.50' }, earlier: [] });
    expect(v.document.issuedBy).toBeTruthy();

    const list = await read('/invoicing/invoices?country=PL&search=FZ%2F');
    expect(list.rows.find((r: { id: string }) => r.id === a.id)).toMatchObject({ advanceOf: order.number, gross: '100.00', series: 'FZ', sequence: 1 });
    expect((await read(`/invoicing/sale-orders/${order.id}/advances`, clerk)).advances).toEqual([
      {
        invoiceId: a.id, number: a.number, issueDate: today(), gross: '100.00', vatRates: ['23', '8', '5'], ksefNumber: null, ksefPending: false, corrections: [],
        vatTotals: [
          { vatCategory: 'S', vatRate: '23', taxableAmount: '53.33', vatAmount: '12.27' },
          { vatCategory: 'S', vatRate: '8', taxableAmount: '26.67', vatAmount: '2.13' },
          { vatCategory: 'S', vatRate: '5', taxableAmount: '5.33', vatAmount: '0.27' },
        ],
      },
    ]);
    const h = await ok('GET', `/invoicing/invoices/${a.id}/history`);
    expect(h.events.map((x: { type: string }) => x.type)).toEqual(['InvoiceIssued']);

    // The print page's legal title and the order named (art. 106f ust. 1).
    expect(await read(`/invoicing/invoices/${a.id}/print-marks`)).toMatchObject({ title: 'Faktura zaliczkowa', legends: [expect.stringContaining(`zamówienia ${order.number} o wartości 187.50 PLN`)] });
    const xml = (await ok('GET', `/invoicing/invoices/${a.id}/xml`)).xml as string;
    expect(xml).toContain('<RodzajFaktury>ZAL</RodzajFaktury>');
    expect(xml).toContain('<WartoscZamowienia>187.50</WartoscZamowienia>');
    expect(xml).toContain('<P_15>100.00</P_15>');

    // What is left is 87.50: a cent more is refused with nothing appended, exactly that is issued.
    const before = await countEvents();
    const over = await call('POST', '/invoicing/advance-invoices', advance(order.id, '87.51'), clerk);
    expect([over.status, over.body.error?.reason]).toEqual([409, 'over_advance']);
    expect(await countEvents()).toBe(before);
    const rest = await ok('POST', '/invoicing/advance-invoices', advance(order.id, '87.50'), clerk);
    expect(rest.number).toBe(`FZ/${y}/${m}/0002`);
    expect((await read(`/invoicing/invoices/${rest.id}`)).document.advance.earlier).toEqual([{ invoiceId: a.id, number: a.number, gross: '100.00' }]);

    // Its correction (KOR_ZAL) is advance-corrections.api.int.spec.ts; the order's final invoice is final-invoices.api.int.spec.ts.
  });

  it('bad input: 4xx with a code and nothing appended; another screen’s clerk is refused; a retried command issues once', async () => {
    const order = await commitOrder();
    const before = await countEvents();
    const refusals = [
      [advance(order.id, '0'), 400],
      [advance(order.id, '-5'), 400],
      [advance(order.id, '1,5'), 400],
      [{ ...advance(order.id, '10'), extra: true }, 400],
      [advance(order.id, '10', { receivedOn: '2999-01-01' }), 422],
      [advance(order.id, '10', { vatRates: ['23', '8'] }), 422],
      [advance(order.id, '10', { vatRates: ['7'] }), 422],
      [advance('no-such-order', '10'), 404],
      [advance(order.id, '10', { setupId: 'nope' }), 404],
    ] as const;
    for (const [body, status] of refusals) {
      const r = await call('POST', '/invoicing/advance-invoices', body, clerk);
      expect({ body, status: r.status, error: r.body.error }).toEqual({ body, status, error: expect.objectContaining({ code: expect.any(Number), message: expect.any(String) }) });
    }
    expect(await countEvents()).toBe(before);
    // The clerk of another screen has no right to this one.
    const other = await api.employee('lena', 'Lista', { InvoiceList: 'Accessable' });
    const beforeOther = await countEvents();
    expect((await call('POST', '/invoicing/advance-invoices', advance(order.id, '10'), other)).status).toBe(403);
    expect(await countEvents()).toBe(beforeOther);

    const once = advance(order.id, '10');
    const first = await ok('POST', '/invoicing/advance-invoices', once, clerk);
    const again = await ok('POST', '/invoicing/advance-invoices', once, clerk);
    expect(again.id).toBe(first.id);
    expect((await read(`/invoicing/sale-orders/${order.id}/advances`, clerk)).advances).toHaveLength(1);
  });

  it('two advances of one order at once that together exceed it: one is issued, the other gets a 409 and no number', async () => {
    const order = await commitOrder();
    const both = await Promise.all([1, 2].map(() => call('POST', '/invoicing/advance-invoices', advance(order.id, '100'), clerk)));
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(both.find((r) => r.status === 409)!.body.error?.reason).toMatch(/^(advance_changed|over_advance)$/);
    const issued = both.find((r) => r.status === 201)!.body.data.number as string;
    const next = await ok('POST', '/invoicing/advance-invoices', advance(order.id, '87.50'), clerk);
    const seq = (n: string) => Number(n.split('/').pop());
    expect(seq(next.number)).toBe(seq(issued) + 1);
  });

  it('an order an invoice took takes no advance (409)', async () => {
    const order = await commitOrder();
    await ok('POST', '/invoicing/invoices', pl.invoiceOf(order.id));
    await read('/invoicing/invoices');
    const r = await call('POST', '/invoicing/advance-invoices', advance(order.id, '10'), clerk);
    expect([r.status, r.body.error?.reason]).toEqual([409, 'sale_order_invoiced']);
  });
});
