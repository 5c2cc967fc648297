import { posEvent, usePosDb } from '../../testing/pos-scenario.js';
import { posDevicesProjector } from '../pos-devices/pos-devices.projector.js';
import { posRegistersProjector } from '../pos-registers/pos-registers.projector.js';
import { posMachineLogProjector } from './pos-machine-log.projector.js';
import { machineLog } from './pos-machine-log.query.js';

const where = { employeeId: 'ana', deviceId: 'd1', registerId: 'r1' };
const events = [
  posEvent('pos-device-d1', 1, 'PosDeviceAuthorized', { deviceId: 'd1', registerId: 'r1', name: 'Mostrador', tokenHash: 'h', userAgent: '' }),
  posEvent('pos-cashier-ana', 1, 'CashierPinAttempted', where, 'ana'),
  posEvent('pos-cashier-ana', 2, 'CashierPinRefused', { ...where, failures: 1, locked: false }, 'ana'),
  posEvent('pos-cashier-ana', 4, 'CashierSignedIn', { ...where, posSessionId: 'p1', tokenHash: 't', expiresAt: '2026-01-15T22:00:00.000Z' }, 'ana'),
  posEvent('pos-cashier-ana', 5, 'CashierSignedOut', { ...where, posSessionId: 'p1' }, 'ana'),
  posEvent('pos-device-d1', 2, 'PosDeviceRevoked', { deviceId: 'd1', registerId: 'r1', reason: 'robado' }),
];

/** The machine log: one row per device event and cashier sign-in, newest first, with names. */
describe('machine log read model (pos-machine-log)', () => {
  const db = usePosDb(async (ctx) => {
    await posRegistersProjector.apply([posEvent('pos-register-r1', 1, 'PosRegisterCreated', { registerId: 'r1', name: 'Caja 1', warehouseId: 'w1', defaultCustomerId: null, currency: 'CLP' })], ctx());
    await posDevicesProjector.apply([events[0]!], ctx());
  });

  it('tells who did what on which device; a replay adds nothing', async () => {
    await posMachineLogProjector.apply(events, db.ctx());
    await posMachineLogProjector.apply(events, db.ctx());
    const { entries, total } = await machineLog(db.db, { page: 1, limit: 50 });
    expect(total).toBe(5);
    expect(entries.map((e) => [e.kind, e.byName, e.deviceName, e.registerName, e.detail])).toEqual([
      ['revoked', 'Root Admin', 'Mostrador', 'Caja 1', 'robado'],
      ['signed_out', 'Ana Cajera', 'Mostrador', 'Caja 1', ''],
      ['signed_in', 'Ana Cajera', 'Mostrador', 'Caja 1', ''],
      ['pin_refused', 'Ana Cajera', 'Mostrador', 'Caja 1', '1'],
      ['authorized', 'Root Admin', 'Mostrador', 'Caja 1', 'Mostrador'],
    ]);
  });
});
