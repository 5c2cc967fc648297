import { invoicingApi, today } from '../testing/invoicing-api.js';
import { plSettings, polishOrders } from '../testing/polish-orders.js';
import { FA3_SCHEMA } from '../e-documents/pl/ksef-fa3.js';
import { text } from '../e-documents/testing/xml-read.js';
import { validateXml } from '../e-documents/testing/xsd.js';

/**
 * The Polish final invoice (faktura rozliczeniowa, art. 106f ust. 3; docs/invoicing-variants.md)
 * over HTTP on PostgreSQL: a committed order, two advance invoices, then the ordinary invoice of the
 * order becomes its final invoice: the whole order's lines, the advances named and deducted per
 * rate, the amount left to pay; its FA(3) ROZ validates against the schema; a retried command issues
 * it once; what a final invoice cannot be is refused with a code and nothing appended.
 */
describe('final invoices (faktura rozliczeniowa)', () => {
  const api = invoicingApi();
  const { call, ok, read, countEvents } = api;
  const pl = polishOrders(api, {
    setupId: 'pl-roz', series: { invoice: 'FR', creditNote: 'KR', proforma: 'PR' },
    codes: ['STO-9', 'KRZ-9', 'KSI-9'], warehouse: { code: 'ROZ', name: 'Magazyn Rozliczeń' },
  });
  const { advance, invoiceOf, commitOrder } = pl;

  beforeAll(async () => {
    await api.start(plSettings);
    await pl.prepare();
  });
  afterAll(() => api.close());

  it('order → advances of 100.00 and 50.00 → the final invoice: whole order, advances deducted per rate, 37.50 to pay, FA(3) ROZ valid, issued once on a retry', async () => {
    const order = await commitOrder();
    const a1 = await ok('POST', '/invoicing/advance-invoices', advance(order.id, '100'));
    const a2 = await ok('POST', '/invoicing/advance-invoices', advance(order.id, '50'));

    const body = invoiceOf(order.id);
    const f = await ok('POST', '/invoicing/invoices', body);
    const again = await ok('POST', '/invoicing/invoices', body);
    expect(again.id).toBe(f.id);
    const [y, m] = today().split('-');
    expect(f.number).toBe(`FR/${y}/${m}/0003`);

    const v = await read(`/invoicing/invoices/${f.id}`);
    expect(v).toMatchObject({ kind: 'invoice', gross: '37.50', net: '32.00', vat: '5.50', settles: [a1.number, a2.number] });
    expect(v.document.lines.map((l: { description: string; netAmount: string; vatRate: string }) => [l.description, l.netAmount, l.vatRate])).toEqual([['Stół', '100.00', '23'], ['Krzesło', '50.00', '8'], ['Książka', '10.00', '5']]);
    expect(v.document.vatTotals.map((t: { vatRate: string; taxableAmount: string; vatAmount: string }) => [t.vatRate, t.taxableAmount, t.vatAmount])).toEqual([['23', '20.00', '4.60'], ['8', '10.00', '0.80'], ['5', '2.00', '0.10']]);
    expect(v.document.settlement).toMatchObject({
      saleOrderId: order.id, saleOrderNumber: order.number, orderTotals: { net: '160.00', vat: '27.50', gross: '187.50' },
      advances: [
        { invoiceId: a1.id, number: a1.number, issueDate: today(), ksefNumber: null, gross: '100.00' },
        { invoiceId: a2.id, number: a2.number, issueDate: today(), ksefNumber: null, gross: '50.00' },
      ],
    });
    const list = await read('/invoicing/invoices?country=PL&search=FR%2F');
    expect(list.rows.filter((r: { settles?: string[] }) => r.settles)).toEqual([expect.objectContaining({ id: f.id, settles: [a1.number, a2.number], gross: '37.50' })]);

    const xml = (await ok('GET', `/invoicing/invoices/${f.id}/xml`)).xml as string;
    expect((await validateXml(xml, FA3_SCHEMA)).errors).toEqual([]);
    expect([text(xml, 'RodzajFaktury'), text(xml, 'P_13_1'), text(xml, 'P_14_1'), text(xml, 'P_15')]).toEqual(['ROZ', '20.00', '4.60', '37.50']);
    expect(xml.match(/<NrFaZaliczkowej>[^<]*<\/NrFaZaliczkowej>/g)).toEqual([`<NrFaZaliczkowej>${a1.number}</NrFaZaliczkowej>`, `<NrFaZaliczkowej>${a2.number}</NrFaZaliczkowej>`]);
    expect(xml.match(/<FaWiersz>/g)).toHaveLength(3);

    // The print page: its title and a legend naming the order's value, the advances deducted and what is left.
    const marks = await read(`/invoicing/invoices/${f.id}/print-marks`);
    expect(marks.title).toBe('Faktura rozliczeniowa');
    expect(marks.legends).toContainEqual(`Rozliczenie zamówienia ${order.number} o wartości 187.50 PLN (brutto); odliczono zaliczki: ${a1.number} z dnia ${today().split('-').reverse().join('.')} na 100.00 PLN, ${a2.number} z dnia ${today().split('-').reverse().join('.')} na 50.00 PLN; pozostało do zapłaty 37.50 PLN`);

    // The order is invoiced now: no more advances, no second final invoice (its corrections, KOR_ROZ: advance-corrections.api.int.spec.ts).
    const before = await countEvents();
    const more = await call('POST', '/invoicing/advance-invoices', advance(order.id, '1'));
    expect([more.status, more.body.error?.reason]).toEqual([409, 'sale_order_invoiced']);
    const second = await call('POST', '/invoicing/invoices', invoiceOf(order.id));
    expect([second.status, second.body.error?.reason]).toEqual([409, 'sale_order_invoiced']);
    expect(await countEvents()).toBe(before);
    expect((await read(`/invoicing/invoices/${f.id}/history`)).events.map((x: { type: string }) => x.type)).toEqual(['InvoiceIssued']);
  });

  it('what a final invoice cannot be is refused with a code, nothing appended; a proforma of the order stays ordinary', async () => {
    const order = await commitOrder();
    const other = await commitOrder();
    await ok('POST', '/invoicing/advance-invoices', advance(order.id, '40'));
    const before = await countEvents();
    const typed = { description: 'Transport', productCode: '', unitName: 'usł.', unitCode: 'C62', quantity: '1', unitPrice: '10', discount: '0', vatRate: '23', vatCategory: 'S', exemptionReason: '' };
    const refusals = [
      [invoiceOf(order.id, { saleOrderIds: [order.id, other.id] }), 422, 'final_invoice_alone'],
      [invoiceOf(order.id, { lines: [typed] }), 422, 'final_invoice_alone'],
      [invoiceOf(order.id, { currency: 'EUR', exchangeRate: '4.3' }), 422, 'currency_mismatch'],
      [invoiceOf(order.id, { extra: 1 }), 400, undefined],
    ] as const;
    for (const [body, status, reason] of refusals) {
      const r = await call('POST', '/invoicing/invoices', body);
      expect({ body, status: r.status, code: typeof r.body.error?.code, reason: r.body.error?.reason }).toEqual({ body, status, code: 'number', reason: reason ?? r.body.error?.reason });
    }
    expect(await countEvents()).toBe(before);
    const pro = await ok('POST', '/invoicing/invoices', invoiceOf(order.id, { kind: 'proforma' }));
    const pv = await read(`/invoicing/invoices/${pro.id}`);
    // The whole order at the chosen 23 %, nothing deducted.
    expect(pv.gross).toBe('196.80');
    expect(pv.settles).toBeUndefined();
  });

  it('the final invoice and another advance of the order at once: exactly one is issued, the other gets a 409', async () => {
    const order = await commitOrder();
    await ok('POST', '/invoicing/advance-invoices', advance(order.id, '100'));
    const [fin, adv] = await Promise.all([call('POST', '/invoicing/invoices', invoiceOf(order.id)), call('POST', '/invoicing/advance-invoices', advance(order.id, '10'))]);
    expect([fin.status, adv.status].sort()).toEqual([201, 409]);
    const loser = fin.status === 409 ? fin : adv;
    expect(loser.body.error?.reason).toMatch(/^(advance_changed|sale_order_invoiced)$/);
    if (fin.status === 201) expect((await read(`/invoicing/invoices/${fin.body.data.id}`)).gross).toBe('87.50');
  });
});
