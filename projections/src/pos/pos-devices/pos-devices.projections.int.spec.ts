import { posEvent, usePosDb } from '../../testing/pos-scenario.js';
import { posCashiersProjector } from '../pos-cashiers/pos-cashiers.projector.js';
import { posDevicesProjector } from './pos-devices.projector.js';
import { cashierSessionByTokenHash, deviceByTokenHash, listPosDevices } from './pos-devices.query.js';

const where = { employeeId: 'ana', deviceId: 'd1', registerId: 'r1' };
const authorized = posEvent('pos-device-d1', 1, 'PosDeviceAuthorized', { deviceId: 'd1', registerId: 'r1', name: 'Mostrador', tokenHash: 'device-hash', userAgent: '' });
const signedIn = posEvent('pos-cashier-ana', 3, 'CashierSignedIn', { ...where, posSessionId: 'p1', tokenHash: 'pin-hash', expiresAt: '2026-01-15T22:00:00.000Z' }, 'ana');
const revoked = posEvent('pos-device-d1', 2, 'PosDeviceRevoked', { deviceId: 'd1', registerId: 'r1', reason: 'robado' });
const noon = new Date('2026-01-15T12:00:00.000Z');

/** Devices by token hash and PIN sessions: what every till call reads. */
describe('devices read model (pos-devices)', () => {
  const db = usePosDb(async (ctx) => {
    await posCashiersProjector.apply([posEvent('pos-cashier-ana', 1, 'CashierTillAccessSet', { employeeId: 'ana', allowed: true })], ctx());
  });

  it('finds a device and a live PIN session by their hashes; a session ends at its expiry', async () => {
    await posDevicesProjector.apply([authorized, signedIn], db.ctx());
    await posDevicesProjector.apply([authorized, signedIn], db.ctx());
    expect(await deviceByTokenHash(db.db, 'device-hash')).toEqual({ id: 'd1', name: 'Mostrador', registerId: 'r1', revoked: false });
    expect(await cashierSessionByTokenHash(db.db, 'pin-hash', noon)).toEqual({ id: 'p1', employeeId: 'ana', name: 'Ana Cajera', deviceId: 'd1' });
    expect(await cashierSessionByTokenHash(db.db, 'pin-hash', new Date('2026-01-15T22:00:00.000Z'))).toBeNull();
  });

  it('a cashier whose till access is withdrawn has no live session', async () => {
    await posCashiersProjector.apply([posEvent('pos-cashier-ana', 2, 'CashierTillAccessSet', { employeeId: 'ana', allowed: false })], db.ctx());
    expect(await cashierSessionByTokenHash(db.db, 'pin-hash', noon)).toBeNull();
    await posCashiersProjector.apply([posEvent('pos-cashier-ana', 4, 'CashierTillAccessSet', { employeeId: 'ana', allowed: true })], db.ctx());
    expect(await cashierSessionByTokenHash(db.db, 'pin-hash', noon)).not.toBeNull();
  });

  it('a revoked device is known as revoked and its PIN sessions end', async () => {
    await posDevicesProjector.apply([revoked], db.ctx());
    expect(await deviceByTokenHash(db.db, 'device-hash')).toMatchObject({ revoked: true });
    expect(await cashierSessionByTokenHash(db.db, 'pin-hash', noon)).toBeNull();
    expect((await listPosDevices(db.db)).devices.map((d) => [d.name, d.authorizedBy, d.revokeReason])).toEqual([['Mostrador', 'Root Admin', 'robado']]);
  });
});
