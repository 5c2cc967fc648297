import { posEvent, usePosDb } from '../../testing/pos-scenario.js';
import { posCashiersProjector } from './pos-cashiers.projector.js';
import { listPosCashiers, tillCashiers } from './pos-cashiers.query.js';

const where = { employeeId: 'ana', deviceId: 'd1', registerId: 'r1' };
const c = (v: number, type: string, data: object) => posEvent('pos-cashier-ana', v, type, { employeeId: 'ana', ...data });
const setup = [c(1, 'CashierTillAccessSet', { allowed: true }), c(2, 'CashierPinSet', { pinHash: 'h' })];
const fiveWrong = Array.from({ length: 5 }, (_, i) => c(3 + i, 'CashierPinAttempted', where));

/** Who may use the till, with a PIN, and the lock after 5 failed attempts in a row. */
describe('cashiers read model (pos-cashiers)', () => {
  const db = usePosDb();

  it('an allowed cashier with a PIN is on the PIN pad; 5 attempts in a row lock them; a replay counts nothing twice', async () => {
    await posCashiersProjector.apply(setup, db.ctx());
    expect(await tillCashiers(db.db)).toEqual([{ employeeId: 'ana', name: 'Ana Cajera', locked: false }]);
    await posCashiersProjector.apply(fiveWrong, db.ctx());
    await posCashiersProjector.apply([...setup, ...fiveWrong], db.ctx());
    expect((await listPosCashiers(db.db)).cashiers.find((x) => x.employeeId === 'ana')).toMatchObject({ allowed: true, pinSet: true, failures: 5, locked: true });
  });

  it('a new PIN lifts the lock; the employees without till access are listed too', async () => {
    await posCashiersProjector.apply([c(8, 'CashierPinSet', { pinHash: 'h2' })], db.ctx());
    const { cashiers } = await listPosCashiers(db.db);
    expect(cashiers.map((x) => [x.name, x.allowed, x.locked])).toEqual([
      ['Ana Cajera', true, false],
      ['Root Admin', false, false],
    ]);
  });
});
