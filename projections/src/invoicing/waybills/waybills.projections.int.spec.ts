import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import { contextFor, LIVE_SCHEMA } from '../../platform/projector.js';
import { projectorTestDb, type ProjectorTestDb } from '../../testing/projector-db.js';
import { waybillsProjector } from './waybills.projector.js';
import { getWaybill, listWaybills } from './waybills.query.js';

let pos = 0;
const stored = (data: any): StoredEvent =>
  ({ type: 'WaybillIssued', data, schemaVersion: 1, streamId: `waybill-${data.waybillId}`, streamVersion: 1, globalPosition: String(++pos), transactionId: '1', metadata: { userId: 'u1', commandId: 'c', correlationId: 'c', causationId: 'c' }, recordedAt: `2026-11-25T10:00:0${pos}.000Z` }) as StoredEvent;
const party = (name: string, taxId: string) => ({ name, taxId, taxIdScheme: '', vatId: '', companyId: '', email: '', activity: '', address: { street: 'Calle 1', buildingNumber: '', city: 'Temuco', postalCode: '', region: '', countryCode: 'CL' } });
const doc = (over: any) => ({
  waybillId: 'w1', setupId: 'cl', folio: 41, number: '41', issueDate: '2026-11-25', issuedAt: '2026-11-25T10:00:00.000Z', issuedBy: 'u1', traslado: 2,
  seller: party('Comercial Andes SpA', '12345678-5'), clientId: 'c1', receiver: party('Ferretería Sur Ltda', '11111111-1'), saleOrder: { id: 'o1', number: 'SO-20261125-0001' },
  carrier: { id: 't1', name: 'Transportes Rápidos Ltda.', rut: '96512340-7' }, driver: { id: 'd1', name: 'Juan Pérez', rut: '15678901-1' }, plate: 'BBCL-12',
  destination: { street: 'Camino Real 55', comuna: 'Temuco', city: 'Temuco' }, lines: [], totals: { net: '1000', vat: '190', total: '1190' }, notes: '', ...over,
});

/** rm.waybills: the issued guías, newest first, searchable; a replay changes nothing. */
describe('waybills projection', () => {
  let t: ProjectorTestDb;
  const ctx = () => contextFor(t.db, LIVE_SCHEMA);
  beforeAll(async () => {
    t = await projectorTestDb();
    await t.db.query('create schema if not exists rm');
    await waybillsProjector.migrate(ctx());
  });
  afterAll(() => t?.drop());

  it('a sale and a transfer without prices; applied twice, nothing changes', async () => {
    const events = [
      stored(doc({})),
      stored(doc({ waybillId: 'w2', folio: 42, number: '42', traslado: 5, clientId: null, receiver: party('Comercial Andes SpA', '12345678-5'), saleOrder: null, totals: null, issuedAt: '2026-11-25T11:00:00.000Z', plate: 'XY-12' })),
    ];
    for (let i = 0; i < 2; i++) await waybillsProjector.apply(events, ctx());
    const all = await listWaybills(t.db, { page: 1, limit: 50 });
    expect([all.total, all.rows.map((r) => [r.folio, r.traslado, r.receiverName, r.total])]).toEqual([2, [[42, 5, 'Comercial Andes SpA', null], [41, 2, 'Ferretería Sur Ltda', '1190']]]);
    expect((await listWaybills(t.db, { search: 'so-20261125', page: 1, limit: 50 })).rows.map((r) => r.folio)).toEqual([41]);
    expect((await listWaybills(t.db, { traslado: 5, page: 1, limit: 50 })).rows.map((r) => r.plate)).toEqual(['XY-12']);
    expect((await getWaybill(t.db, 'w1'))?.document.carrier).toEqual({ id: 't1', name: 'Transportes Rápidos Ltda.', rut: '96512340-7' });
  });

  it('a factura naming guías marks them billed (replayed: unchanged); a second factura naming one of them is refused on append', async () => {
    const invoice = (invoiceId: string, number: string, waybills: { waybillId: string; folio: number; issueDate: string }[]): StoredEvent =>
      ({ ...stored({ waybillId: 'unused' }), type: 'InvoiceIssued', streamId: `invoice-${invoiceId}`, data: { invoiceId, number, waybills } }) as StoredEvent;
    const first = invoice('i1', '7', [{ waybillId: 'w1', folio: 41, issueDate: '2026-11-25' }]);
    for (let i = 0; i < 2; i++) await waybillsProjector.apply([first], ctx());
    expect((await getWaybill(t.db, 'w1'))?.billedBy).toEqual({ invoiceId: 'i1', number: '7' });
    expect((await listWaybills(t.db, { page: 1, limit: 50 })).rows.map((r) => [r.folio, r.billedBy?.number ?? null])).toEqual([[42, null], [41, '7']]);
    await expect(waybillsProjector.apply([invoice('i2', '8', [{ waybillId: 'w1', folio: 41, issueDate: '2026-11-25' }])], contextFor(t.db, LIVE_SCHEMA, 'append'))).rejects.toMatchObject({ reason: 'waybill_billed' });
    expect((await getWaybill(t.db, 'w1'))?.billedBy?.number).toBe('7');
  });

  it('a factura of the whole order after a factura of chosen guías of that order, and a factura of chosen guías after the order was invoiced whole, are refused on append', async () => {
    const factura = (invoiceId: string, over: object): StoredEvent =>
      ({ ...stored({ waybillId: 'unused' }), type: 'InvoiceIssued', streamId: `invoice-${invoiceId}`, data: { invoiceId, number: invoiceId, country: 'CL', kind: 'invoice', saleOrders: [], ...over } }) as StoredEvent;
    const append = () => contextFor(t.db, LIVE_SCHEMA, 'append');
    // o1's guía w1 was billed by a factura of chosen guías (i1, the test above); a later guía w3 of o1 not yet.
    await waybillsProjector.apply([stored(doc({ waybillId: 'w3', folio: 43, number: '43' }))], ctx());
    await expect(waybillsProjector.apply([factura('i3', { saleOrders: [{ id: 'o1', number: 'SO-20261125-0001' }], waybills: [{ waybillId: 'w3', folio: 43, issueDate: '2026-11-25' }] })], append())).rejects.toMatchObject({ reason: 'waybill_billed' });
    // Another order taken whole by a factura (rm.invoiced_sale_orders, the invoices projector's): its guía is not billed by a factura of chosen guías.
    await t.db.query('create table if not exists rm.invoiced_sale_orders (sale_order_id text primary key, invoice_id text not null, number text not null)');
    await t.db.query(`insert into rm.invoiced_sale_orders values ('o2', 'i4', '9') on conflict do nothing`);
    await waybillsProjector.apply([stored(doc({ waybillId: 'w4', folio: 44, number: '44', saleOrder: { id: 'o2', number: 'SO-2' } }))], ctx());
    await expect(waybillsProjector.apply([factura('i5', { fromWaybills: true, waybills: [{ waybillId: 'w4', folio: 44, issueDate: '2026-11-25' }] })], append())).rejects.toMatchObject({ reason: 'sale_order_invoiced' });
    expect([(await getWaybill(t.db, 'w3'))?.billedBy, (await getWaybill(t.db, 'w4'))?.billedBy]).toEqual([null, null]);
    // A factura of chosen guías of o1 bills w3.
    await waybillsProjector.apply([factura('i6', { fromWaybills: true, waybills: [{ waybillId: 'w3', folio: 43, issueDate: '2026-11-25' }] })], append());
    expect((await getWaybill(t.db, 'w3'))?.billedBy).toEqual({ invoiceId: 'i6', number: 'i6' });
  });

  it('a credit note annulling a factura frees the guías it billed (replayed: unchanged), only from that factura; a new factura bills them again', async () => {
    const note = (creditNoteId: string, corrects: string, waybills: { waybillId: string; folio: number; issueDate: string }[]): StoredEvent =>
      ({ ...stored({ waybillId: 'unused' }), type: 'CreditNoteIssued', streamId: `invoice-${creditNoteId}`, data: { invoiceId: creditNoteId, number: creditNoteId, country: 'CL', kind: 'creditNote', saleOrders: [], corrects: { invoiceId: corrects, number: corrects, cancels: true }, frees: { waybills, saleOrders: [] } } }) as StoredEvent;
    const w3 = { waybillId: 'w3', folio: 43, issueDate: '2026-11-25' };
    // A note of another factura naming w3 (billed by i6) leaves it billed; a partial note (no `frees`) too.
    await waybillsProjector.apply([note('k0', 'i1', [w3])], ctx());
    await waybillsProjector.apply([{ ...note('k1', 'i6', [w3]), data: { invoiceId: 'k1', number: 'k1', kind: 'creditNote', corrects: { invoiceId: 'i6', number: 'i6' } } } as StoredEvent], ctx());
    expect((await getWaybill(t.db, 'w3'))?.billedBy?.number).toBe('i6');
    const annul = note('k2', 'i6', [w3]);
    for (let i = 0; i < 2; i++) await waybillsProjector.apply([annul], contextFor(t.db, LIVE_SCHEMA, 'append'));
    expect((await getWaybill(t.db, 'w3'))?.billedBy).toBeNull();
    expect((await listWaybills(t.db, { page: 1, limit: 50 })).rows.find((r) => r.folio === 43)?.billedBy).toBeNull();
    const again = { ...stored({ waybillId: 'unused' }), type: 'InvoiceIssued', streamId: 'invoice-i7', data: { invoiceId: 'i7', number: 'i7', country: 'CL', kind: 'invoice', saleOrders: [], fromWaybills: true, waybills: [w3] } } as StoredEvent;
    await waybillsProjector.apply([again], contextFor(t.db, LIVE_SCHEMA, 'append'));
    expect((await getWaybill(t.db, 'w3'))?.billedBy).toEqual({ invoiceId: 'i7', number: 'i7' });
    // The old annulment replayed after the new factura does not free it from i7.
    await waybillsProjector.apply([annul], ctx());
    expect((await getWaybill(t.db, 'w3'))?.billedBy?.number).toBe('i7');
  });
});
