import { posEvent, usePosDb } from '../../testing/pos-scenario.js';
import { payMethodsProjector } from '../../pos/pay-methods/pay-methods.projector.js';
import { posCashSessionsProjector } from '../../pos/pos-cash-sessions/pos-cash-sessions.projector.js';
import { posSalesProjector } from '../../pos/pos-sales/pos-sales.projector.js';
import { getTillSale } from '../../pos/pos-sales/pos-sales.query.js';
import { invoiceSetupsProjector } from '../invoice-setups/invoice-setups.projector.js';
import { tillBoletasProjector } from './till-boletas.projector.js';
import { tillSalesWithoutBoleta } from './till-boletas.query.js';

const sale = (id: string) =>
  posEvent(`pos-sale-${id}`, 1, 'PosSaleRecorded', {
    saleId: id, sessionId: 's1', registerId: 'r1', deviceId: 'd1', warehouseId: 'w1', customerId: null, currency: 'CLP', priceType: 'retail',
    lines: [{ line: 1, productId: 'p1', code: 'PAN', name: 'Pan', unit: 'unit', quantity: '1', baseQuantity: '1', price: '1190', discount: '0', amount: '1190' }], total: '1190',
    payments: [{ payMethodId: 'cash', kind: 'cash', currency: 'CLP', amount: '1190' }], paid: '1190', change: '0', soldAt: '2026-11-26T10:00:00.000Z',
  }, 'ana', '2026-11-26T10:00:01.000Z');
const failed = (id: string, v: number, reason: string) => posEvent(`till-boleta-${id}`, v, 'TillBoletaFailed', { saleId: id, setupId: 'cl', reason, message: `${reason}.`, failedAt: '2026-11-26T10:00:02.000Z' }, 'system');
const issued = (id: string) =>
  posEvent(`invoice-i-${id}`, 1, 'InvoiceIssued', { invoiceId: `i-${id}`, kind: 'invoice', series: '39', number: '1001', issuedAt: '2026-11-26T10:05:00.000Z', boleta: true, tillSale: { saleId: id, receiptNo: null } }, 'system');

/** rm.till_boletas: a sale's boleta pending with the last reason, then issued for good; the sale's receipt reads it; a sale of a boleta company with no attempt yet is waiting and taken by the retry. */
describe('till sales’ boletas read model (till-boletas)', () => {
  const db = usePosDb(async (ctx) => {
    await payMethodsProjector.apply([posEvent('pay-method-cash', 1, 'PayMethodCreated', { payMethodId: 'cash', name: 'Efectivo', kind: 'cash', accounts: [], position: 1, status: 'active' })], ctx());
    await posCashSessionsProjector.apply([posEvent('pos-cash-session-s1', 1, 'CashSessionOpened', { sessionId: 's1', registerId: 'r1', deviceId: 'd1', cashPayMethodId: 'cash', float: [] }, 'ana')], ctx());
    await posSalesProjector.apply([sale('a'), sale('b')], ctx());
  });

  it('no Chilean or Peruvian setup issuing the till’s boletas: a sale has no boleta; with one, a sale without an attempt is waiting', async () => {
    expect((await getTillSale(db.db, 'a'))!.boleta).toBeNull();
    await invoiceSetupsProjector.apply([posEvent('invoice-setup-cl', 1, 'InvoiceSetupSaved', { setupId: 'cl', setup: { country: 'CL', legalName: 'Los Andes', series: { invoice: '33', creditNote: '61', proforma: 'PRO' }, tillBoletas: true } })], db.ctx());
    expect((await getTillSale(db.db, 'a'))!.boleta).toMatchObject({ status: 'waiting', number: null });
    expect(await tillSalesWithoutBoleta(db.db, { since: new Date('2026-11-26T00:00:00Z'), before: new Date('2026-11-26T11:00:00Z'), limit: 10 })).toEqual(expect.arrayContaining(['a', 'b']));
  });

  it('refused: pending with the last reason (taken by the retry); issued: the number, for good (a failure replayed after it changes nothing)', async () => {
    await tillBoletasProjector.apply([failed('a', 1, 'no_folios_left')], db.ctx());
    expect((await getTillSale(db.db, 'a'))!.boleta).toEqual({ status: 'pending', invoiceId: null, series: null, number: null, reason: 'no_folios_left', message: 'no_folios_left.' });
    await tillBoletasProjector.apply([failed('a', 2, 'boleta_buyer_required')], db.ctx());
    expect((await getTillSale(db.db, 'a'))!.boleta!.reason).toBe('boleta_buyer_required');
    expect(await tillSalesWithoutBoleta(db.db, { since: new Date('2026-11-26T00:00:00Z'), before: new Date('2026-11-26T11:00:00Z'), limit: 10 })).toContain('a');

    await tillBoletasProjector.apply([issued('a'), failed('a', 1, 'no_folios_left')], db.ctx());
    await tillBoletasProjector.apply([issued('a')], db.ctx());
    expect((await getTillSale(db.db, 'a'))!.boleta).toEqual({ status: 'issued', invoiceId: 'i-a', series: '39', number: '1001', reason: null, message: null });
    expect(await tillSalesWithoutBoleta(db.db, { since: new Date('2026-11-26T00:00:00Z'), before: new Date('2026-11-26T11:00:00Z'), limit: 10 })).toEqual(['b']);
  });
});
