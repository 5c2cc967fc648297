import { posEvent, usePosDb } from '../../testing/pos-scenario.js';
import { payMethodsProjector } from '../pay-methods/pay-methods.projector.js';
import { posCashSessionsProjector } from '../pos-cash-sessions/pos-cash-sessions.projector.js';
import { cashSessionReport } from '../pos-cash-sessions/pos-cash-sessions.query.js';
import { posSalesProjector } from './pos-sales.projector.js';
import { getTillSale, listTillSales, sessionTakings } from './pos-sales.query.js';

const opened = posEvent('pos-cash-session-s1', 1, 'CashSessionOpened', { sessionId: 's1', registerId: 'r1', deviceId: 'd1', cashPayMethodId: 'cash', float: [{ currency: 'CLP', amount: '20000' }] }, 'ana');
const line = { line: 1, productId: 'p1', code: 'JAB', name: 'Jabón', unit: 'unit', quantity: '2', baseQuantity: '2', price: '1990', discount: '0', amount: '3980' };
// 3,980: 3,000 on card and 1,000 cash, 20 back.
const sold = posEvent(
  'pos-sale-a',
  1,
  'PosSaleRecorded',
  {
    saleId: 'a', sessionId: 's1', registerId: 'r1', deviceId: 'd1', warehouseId: 'w1', customerId: null, currency: 'CLP', priceType: 'retail', lines: [line], total: '3980',
    payments: [{ payMethodId: 'card', kind: 'card', currency: 'CLP', amount: '3000' }, { payMethodId: 'cash', kind: 'cash', currency: 'CLP', amount: '1000' }],
    paid: '4000', change: '20', soldAt: '2026-01-15T13:00:00.000Z',
  },
  'ana',
  '2026-01-15T13:00:05.000Z',
);

/** The sale list and the takings a close expects: cash less the change; a replay changes nothing; a closed session refuses a sale. */
describe('till sales read model (pos-sales)', () => {
  const db = usePosDb(async (ctx) => {
    await payMethodsProjector.apply(
      [posEvent('pay-method-cash', 1, 'PayMethodAdded', { payMethodId: 'cash', name: 'Efectivo', kind: 'cash', accounts: [], position: 0 }), posEvent('pay-method-card', 1, 'PayMethodAdded', { payMethodId: 'card', name: 'Tarjeta', kind: 'card', accounts: [], position: 1 })],
      ctx(),
    );
    await posCashSessionsProjector.apply([opened], ctx());
  });

  it('records the sale as its receipt and the takings: card 3,000, cash 1,000 - 20 = 980; the X report adds them to the float (20,980)', async () => {
    await posSalesProjector.apply([sold], { ...db.ctx(), phase: 'append' });
    await posSalesProjector.apply([sold], db.ctx());
    expect(await sessionTakings(db.db, 's1')).toEqual([
      { payMethodId: 'card', currency: 'CLP', amount: '3000' },
      { payMethodId: 'cash', currency: 'CLP', amount: '980' },
    ]);
    const receipt = await getTillSale(db.db, 'a');
    expect([receipt!.cashierName, receipt!.total, receipt!.change, receipt!.payments.map((p) => p.payMethodName)]).toEqual(['Ana Cajera', '3980', '20', ['Tarjeta', 'Efectivo']]);
    const list = await listTillSales(db.db, { registerId: 'r1', since: new Date('2026-01-15T03:00:00.000Z') });
    expect([list.count, list.total]).toEqual([1, '3980']);
    const x = await cashSessionReport(db.db, 's1');
    expect(x!.lines.map((l) => [l.payMethodName, l.expected])).toEqual([
      ['Efectivo', '20980'],
      ['Tarjeta', '3000'],
    ]);
  });

  it('a sale appended to a session closed meanwhile is refused (cash_session_closed)', async () => {
    await posCashSessionsProjector.apply([posEvent('pos-cash-session-s1', 2, 'CashSessionClosed', { sessionId: 's1', registerId: 'r1', deviceId: 'd1', lines: [], note: '' }, 'ana')], db.ctx());
    const late = { ...sold, streamId: 'pos-sale-b', data: { ...(sold.data as object), saleId: 'b' } };
    await expect(posSalesProjector.apply([late], { ...db.ctx(), phase: 'append' })).rejects.toMatchObject({ reason: 'cash_session_closed' });
  });
});
