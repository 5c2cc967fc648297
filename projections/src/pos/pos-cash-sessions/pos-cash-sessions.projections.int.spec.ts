import { posEvent, usePosDb } from '../../testing/pos-scenario.js';
import { payMethodsProjector } from '../pay-methods/pay-methods.projector.js';
import { posCashSessionsProjector } from './pos-cash-sessions.projector.js';
import { cashSessionReport, listCashSessions, openCashSessionOf } from './pos-cash-sessions.query.js';

const s = 'pos-cash-session-s1';
const opened = posEvent(s, 1, 'CashSessionOpened', { sessionId: 's1', registerId: 'r1', deviceId: 'd1', cashPayMethodId: 'cash', float: [{ currency: 'CLP', amount: '50000' }] }, 'ana');
const out = posEvent(s, 2, 'CashSessionCashMoved', { sessionId: 's1', registerId: 'r1', movementId: 'm1', direction: 'out', currency: 'CLP', amount: '12500', reason: 'flete' }, 'ana');
const cin = posEvent(s, 3, 'CashSessionCashMoved', { sessionId: 's1', registerId: 'r1', movementId: 'm2', direction: 'in', currency: 'CLP', amount: '3000', reason: 'cambio' }, 'ana');
const closed = posEvent(s, 4, 'CashSessionClosed', { sessionId: 's1', registerId: 'r1', deviceId: 'd1', note: 'faltan 500', lines: [{ payMethodId: 'cash', currency: 'CLP', expected: '40500', counted: '40000', difference: '-500' }] }, 'ana');

/** The cashbox log: sessions, their moves, the X figures while open, the Z lines once closed, one open session per register. */
describe('cash sessions read model (pos-cash-sessions)', () => {
  const db = usePosDb(async (ctx) => {
    await payMethodsProjector.apply([posEvent('pay-method-cash', 1, 'PayMethodAdded', { payMethodId: 'cash', name: 'Efectivo', kind: 'cash', accounts: [], position: 0 })], ctx());
  });

  it('while open: the X report expects float - out + in (50000 - 12500 + 3000 = 40500)', async () => {
    await posCashSessionsProjector.apply([opened, out, cin], db.ctx());
    expect(await openCashSessionOf(db.db, 'r1')).toBe('s1');
    const x = await cashSessionReport(db.db, 's1');
    expect({ status: x!.status, by: x!.openedByName, lines: x!.lines.map((l) => [l.payMethodName, l.currency, l.expected, l.counted]), moves: x!.movements.map((m) => [m.direction, m.amount]) }).toEqual({
      status: 'open',
      by: 'Ana Cajera',
      lines: [['Efectivo', 'CLP', '40500', null]],
      moves: [
        ['out', '12500'],
        ['in', '3000'],
      ],
    });
  });

  it('a second open session on the same register is refused by the index', async () => {
    const other = posEvent('pos-cash-session-s2', 1, 'CashSessionOpened', { sessionId: 's2', registerId: 'r1', deviceId: 'd1', cashPayMethodId: 'cash', float: [] }, 'ana');
    await expect(posCashSessionsProjector.apply([other], db.ctx())).rejects.toThrow(/pos_cash_sessions_open_uq/);
  });

  it('once closed: the Z lines and the differences per currency; applying everything again changes nothing', async () => {
    await posCashSessionsProjector.apply([closed], db.ctx());
    await posCashSessionsProjector.apply([opened, out, cin, closed], db.ctx());
    expect(await openCashSessionOf(db.db, 'r1')).toBeNull();
    const z = await cashSessionReport(db.db, 's1');
    expect({ status: z!.status, note: z!.note, lines: z!.lines.map((l) => [l.expected, l.counted, l.difference]), moves: z!.movements.length }).toEqual({
      status: 'closed',
      note: 'faltan 500',
      lines: [['40500', '40000', '-500']],
      moves: 2,
    });
    const { sessions, total } = await listCashSessions(db.db, { registerId: 'r1', page: 1, limit: 10 });
    expect({ total, rows: sessions.map((r) => [r.status, r.closedByName, r.movements, r.differences]) }).toEqual({ total: 1, rows: [['closed', 'Ana Cajera', 2, [{ currency: 'CLP', amount: '-500' }]]] });
  });
});
