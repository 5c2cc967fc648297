import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import { contextFor, LIVE_SCHEMA } from '../../platform/projector.js';
import { projectorTestDb, type ProjectorTestDb } from '../../testing/projector-db.js';
import { invoicesProjector } from './invoices.projector.js';
import { getInvoice, invoicedSaleOrders, listInvoices } from './invoices.query.js';

let pos = 0;
const stored = (streamId: string, type: string, data: any): StoredEvent =>
  ({ type, data, schemaVersion: 1, streamId, streamVersion: 1, globalPosition: String(++pos), transactionId: '1', metadata: { userId: 'u1', commandId: 'c', correlationId: 'c', causationId: 'c' }, recordedAt: `2026-11-25T10:00:0${pos}.000Z` }) as StoredEvent;

const party = { name: 'Sklep Kasia', taxId: '5260250274', taxIdScheme: '', vatId: '', companyId: '', email: '', activity: '', address: { street: '', buildingNumber: '', city: 'Kraków', postalCode: '', region: '', countryCode: 'PL' } };
const line = (lineNo: number, quantity: string, net: string, correctsLineNo?: number) => ({
  lineNo, productCode: '', description: 'Kubek', unitCode: 'H87', unitName: 'szt.', quantity, unitPrice: '10.000', discount: '0.00', netAmount: net, vatCategory: 'S', vatRate: '23',
  vatAmount: '0', grossAmount: net, exemptionReason: '', saleOrderId: null, ...(correctsLineNo ? { correctsLineNo } : {}),
});
const doc = (over: any) => ({
  invoiceId: 'i1', kind: 'invoice', setupId: 's1', country: 'PL', series: 'FV', sequence: 1, number: 'FV/2026/11/0001', issueDate: '2026-11-25', issuedAt: '2026-11-25T10:00:00.000Z',
  issuedBy: 'u1', deliveryDate: null, dueDate: null, currency: 'PLN', localCurrency: 'PLN', exchangeRate: '1', seller: party, clientId: 'c1', buyer: party,
  lines: [line(1, '3', '30.00'), line(2, '2', '20.00')], vatTotals: [], totals: { net: '50.00', vat: '11.50', gross: '61.50', discount: '0.00' },
  payment: { means: 'transfer', iban: '', bankName: '' }, saleOrders: [{ id: 'o1', number: 'SO-1' }], corrects: null, notes: [], ...over,
});

/** rm.invoices and rm.invoiced_sale_orders: a document, the credit notes naming it, the sale orders it took. */
describe('invoices projection', () => {
  let t: ProjectorTestDb;
  const ctx = () => contextFor(t.db, LIVE_SCHEMA);
  beforeAll(async () => {
    t = await projectorTestDb();
    await t.db.query('create schema if not exists rm');
    await invoicesProjector.migrate(ctx());
  });
  afterAll(() => t?.drop());

  it('an invoice and two credit notes; applied twice, nothing changes', async () => {
    const events = [
      stored('invoice-i1', 'InvoiceIssued', doc({})),
      stored('invoice-k1', 'CreditNoteIssued', doc({ invoiceId: 'k1', kind: 'creditNote', series: 'KOR', number: 'KOR/2026/11/0001', saleOrders: [], lines: [line(1, '-1', '-10.00', 1)], totals: { net: '-10.00', vat: '-2.30', gross: '-12.30', discount: '0.00' }, corrects: { invoiceId: 'i1', number: 'FV/2026/11/0001', issueDate: '2026-11-25', reason: 'zwrot' } })),
      stored('invoice-k2', 'CreditNoteIssued', doc({ invoiceId: 'k2', kind: 'creditNote', series: 'KOR', sequence: 2, number: 'KOR/2026/11/0002', saleOrders: [], lines: [line(1, '-1', '-10.00', 1), line(2, '-2', '-20.00', 2)], totals: { net: '-30.00', vat: '-6.90', gross: '-36.90', discount: '0.00' }, corrects: { invoiceId: 'i1', number: 'FV/2026/11/0001', issueDate: '2026-11-25', reason: 'zwrot' } })),
    ];
    await invoicesProjector.apply(events, ctx());
    await invoicesProjector.apply(events, ctx());
    const v = await getInvoice(t.db, 'i1');
    expect(v).toMatchObject({ number: 'FV/2026/11/0001', gross: '61.50', credited: { 1: '2', 2: '2' } });
    expect(v!.creditNotes.map((n) => [n.number, n.gross])).toEqual([['KOR/2026/11/0001', '-12.30'], ['KOR/2026/11/0002', '-36.90']]);
    expect((await listInvoices(t.db, { kind: 'creditNote', page: 1, limit: 50 })).total).toBe(2);
    expect((await listInvoices(t.db, { search: 'kasia', page: 1, limit: 50 })).total).toBe(3);
    expect([...(await invoicedSaleOrders(t.db, ['o1', 'o2'])).entries()]).toEqual([['o1', 'FV/2026/11/0001']]);
  });

  it('at append, an invoice of an order is refused unless it settles exactly the order’s advance invoices', async () => {
    const append = () => contextFor(t.db, LIVE_SCHEMA, 'append');
    const advance = (id: string) => stored(`invoice-${id}`, 'InvoiceIssued', doc({ invoiceId: id, number: `FV/2026/11/${id}`, saleOrders: [], advance: { saleOrderId: 'o7', saleOrderNumber: 'SO-7', orderLines: [], orderTotals: { net: '100.00', vat: '23.00', gross: '123.00', discount: '0.00' }, earlier: [] } }));
    await invoicesProjector.apply([advance('a1')], ctx());
    await invoicesProjector.apply([{ ...advance('a2'), data: { ...advance('a2').data, advance: { ...advance('a2').data.advance, earlier: [{ invoiceId: 'a1', number: 'FV/2026/11/a1', gross: '61.50' }] } } }], ctx());
    const settled = (n: number) => ({ saleOrderId: 'o7', saleOrderNumber: 'SO-7', orderVatTotals: [], orderTotals: { net: '100.00', vat: '23.00', gross: '123.00', discount: '0.00' }, advances: ['a1', 'a2'].slice(0, n).map((id) => ({ invoiceId: id, number: `FV/2026/11/${id}`, issueDate: '2026-11-25', ksefNumber: null, gross: '61.50', vatTotals: [] })) });
    const final = (id: string, settlement: unknown) => stored(`invoice-${id}`, 'InvoiceIssued', doc({ invoiceId: id, number: `FV/2026/11/${id}`, saleOrders: [{ id: 'o7', number: 'SO-7' }], ...(settlement ? { settlement } : {}) }));
    // An ordinary invoice, or a final invoice that saw one advance of two: 409, nothing kept.
    // As at append, inside the append's transaction (rolled back when refused).
    const refused = async (e: StoredEvent) => {
      await t.db.query('begin');
      try {
        return await invoicesProjector.apply([e], append()).then(() => null, (err: unknown) => err);
      } finally {
        await t.db.query('rollback');
      }
    };
    expect(await refused(final('f0', null))).toMatchObject({ reason: 'advance_changed', httpStatus: 409 });
    expect(await refused(final('f1', settled(1)))).toMatchObject({ reason: 'advance_changed', httpStatus: 409 });
    expect(await getInvoice(t.db, 'f1')).toBeNull();
    await invoicesProjector.apply([final('f2', settled(2))], append());
    expect((await getInvoice(t.db, 'f2'))!.settles).toEqual(['FV/2026/11/a1', 'FV/2026/11/a2']);
    expect([...(await invoicedSaleOrders(t.db, ['o7'])).entries()]).toEqual([['o7', 'FV/2026/11/f2']]);
  });
});
