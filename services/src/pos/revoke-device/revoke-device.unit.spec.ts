import { spec } from '../../platform/cqrs/decider-spec.js';
import { deviceDecider } from '../device.decider.js';

const authorized = { type: 'PosDeviceAuthorized' as const, data: { deviceId: 'd1', registerId: 'r1', name: 'Mostrador', tokenHash: 'h', userAgent: '' } };
const revoke = { type: 'RevokeDevice' as const, deviceId: 'd1', reason: 'robado' };

describe('revoke device', () => {
  it('revokes an authorised device with a reason', () =>
    spec(deviceDecider).given([authorized]).when(revoke).then([{ type: 'PosDeviceRevoked', data: { deviceId: 'd1', registerId: 'r1', reason: 'robado' } }]));

  it('revokes once', () => spec(deviceDecider).given([authorized, { type: 'PosDeviceRevoked', data: { deviceId: 'd1', registerId: 'r1', reason: 'x' } }]).when(revoke).thenFails('pos_device_revoked'));

  it('refuses an unknown device', () => spec(deviceDecider).given([]).when(revoke).thenFails('pos_device_not_found'));
});
