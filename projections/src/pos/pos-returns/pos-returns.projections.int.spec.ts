import { posEvent, usePosDb } from '../../testing/pos-scenario.js';
import { payMethodsProjector } from '../pay-methods/pay-methods.projector.js';
import { posCashSessionsProjector } from '../pos-cash-sessions/pos-cash-sessions.projector.js';
import { cashSessionReport } from '../pos-cash-sessions/pos-cash-sessions.query.js';
import { posSalesProjector } from '../pos-sales/pos-sales.projector.js';
import { sessionTakings } from '../pos-sales/pos-sales.query.js';
import { posReturnsProjector } from './pos-returns.projector.js';
import { returnsBetween, returnsOfSale, sessionReturns } from './pos-returns.query.js';

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
);
// One soap back (1,990): 980 in cash, 1,010 on the card.
const returned = posEvent(
  'pos-sale-a',
  3,
  'PosSaleReturned',
  {
    returnId: 'ret1', saleId: 'a', sessionId: 's1', registerId: 'r1', deviceId: 'd1', warehouseId: 'w1', currency: 'CLP', reason: 'Roto',
    lines: [{ line: 1, productId: 'p1', code: 'JAB', name: 'Jabón', unit: 'unit', quantity: '1', baseQuantity: '1', amount: '1990' }],
    refunds: [{ payMethodId: 'cash', kind: 'cash', currency: 'CLP', amount: '980' }, { payMethodId: 'card', kind: 'card', currency: 'CLP', amount: '1010' }],
    amount: '1990', returnedAt: '2026-01-15T15:00:00.000Z',
  },
  'ana',
);

/** The returns read model: a return's refunds come out of its session's takings (X report); a replay changes nothing; a closed session refuses a return. */
describe('till returns read model (pos-returns)', () => {
  const db = usePosDb(async (ctx) => {
    await payMethodsProjector.apply(
      [posEvent('pay-method-cash', 1, 'PayMethodAdded', { payMethodId: 'cash', name: 'Efectivo', kind: 'cash', accounts: [], position: 0 }), posEvent('pay-method-card', 1, 'PayMethodAdded', { payMethodId: 'card', name: 'Tarjeta', kind: 'card', accounts: [], position: 1 })],
      ctx(),
    );
    await posCashSessionsProjector.apply([opened], ctx());
    await posSalesProjector.apply([sold], ctx());
  });
  it('takings less the refunds: card 3,000 - 1,010 = 1,990, cash 980 - 980 = 0; the X report: drawer 20,000, card 1,990, one return of 1,990', async () => {
    await posReturnsProjector.apply([returned], { ...db.ctx(), phase: 'append' });
    await posReturnsProjector.apply([returned], db.ctx());
    expect(await sessionTakings(db.db, 's1')).toEqual([
      { payMethodId: 'card', currency: 'CLP', amount: '1990' },
      { payMethodId: 'cash', currency: 'CLP', amount: '0' },
    ]);
    const x = await cashSessionReport(db.db, 's1');
    expect(x!.lines.map((l) => [l.payMethodName, l.expected])).toEqual([
      ['Efectivo', '20000'],
      ['Tarjeta', '1990'],
    ]);
    expect(await sessionReturns(db.db, 's1')).toEqual([{ currency: 'CLP', count: 1, amount: '1990' }]);
    const ofSale = await returnsOfSale(db.db, 'a');
    expect(ofSale.map((r) => [r.id, r.cashierName, r.reason, r.amount])).toEqual([['ret1', 'Ana Cajera', 'Roto', '1990']]);
    expect((await returnsBetween(db.db, { from: new Date('2026-01-15T03:00:00Z'), to: new Date('2026-01-16T03:00:00Z') })).length).toBe(1);
    expect((await returnsBetween(db.db, { from: new Date('2026-01-15T03:00:00Z'), to: new Date('2026-01-16T03:00:00Z'), registerIds: ['r2'] })).length).toBe(0);
  });
  it('a return without a receipt (no sale, 1,990 cash, approved by Sara) comes out of the cash takings too; a replay changes nothing; it belongs to no sale', async () => {
    const noReceipt = posEvent(
      'pos-return-nr1',
      1,
      'PosReturnWithoutReceipt',
      {
        returnId: 'nr1', sessionId: 's1', registerId: 'r1', deviceId: 'd1', warehouseId: 'w1', currency: 'CLP', reason: 'Sin boleta',
        lines: [{ line: 1, productId: 'p1', code: 'JAB', name: 'Jabón', unit: 'unit', quantity: '1', baseQuantity: '1', price: '1990', amount: '1990' }],
        refunds: [{ payMethodId: 'cash', kind: 'cash', currency: 'CLP', amount: '1990' }],
        amount: '1990', returnedAt: '2026-01-15T16:00:00.000Z', cashierId: 'ana', supervisorId: 'sara',
      },
      'ana',
    );
    await posReturnsProjector.apply([noReceipt], { ...db.ctx(), phase: 'append' });
    await posReturnsProjector.apply([noReceipt], db.ctx());
    // After the first test's return (cash 980 - 980 = 0): 1,990 more went out of the drawer without a receipt.
    expect(await sessionTakings(db.db, 's1')).toEqual([
      { payMethodId: 'card', currency: 'CLP', amount: '1990' },
      { payMethodId: 'cash', currency: 'CLP', amount: '-1990' },
    ]);
    expect((await cashSessionReport(db.db, 's1'))!.lines.map((l) => [l.payMethodName, l.expected])).toEqual([
      ['Efectivo', '18010'],
      ['Tarjeta', '1990'],
    ]);
    expect(await sessionReturns(db.db, 's1')).toEqual([{ currency: 'CLP', count: 2, amount: '3980' }]);
    expect((await returnsOfSale(db.db, 'a')).map((r) => r.id)).toEqual(['ret1']);
    const row = (await db.db.query<{ sale_id: string | null; supervisor: string }>('select sale_id, supervisor from rm.pos_returns where id = $1', ['nr1'])).rows;
    expect(row).toEqual([{ sale_id: null, supervisor: 'sara' }]);
  });
  it('a return appended to a session closed meanwhile is refused (cash_session_closed)', async () => {
    await posCashSessionsProjector.apply([posEvent('pos-cash-session-s1', 2, 'CashSessionClosed', { sessionId: 's1', registerId: 'r1', deviceId: 'd1', lines: [], note: '' }, 'ana')], db.ctx());
    const late = { ...returned, data: { ...(returned.data as object), returnId: 'ret2' } };
    await expect(posReturnsProjector.apply([late], { ...db.ctx(), phase: 'append' })).rejects.toMatchObject({ reason: 'cash_session_closed' });
  });
});
