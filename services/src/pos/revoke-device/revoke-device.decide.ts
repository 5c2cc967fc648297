import type { PosDeviceEvent } from '@tradedesk/contracts/pos/pos';
import { DomainError } from '../../platform/event-store/errors.js';
import type { DeviceState } from '../device.state.js';

export interface RevokeDevice {
  type: 'RevokeDevice';
  deviceId: string;
  reason: string;
}

/** Revoke a device's token: its next till call is refused (403 pos_device_revoked) and its PIN sessions end. Once. */
export function decideRevokeDevice(c: RevokeDevice, s: DeviceState): PosDeviceEvent[] {
  if (!s.exists) throw new DomainError('pos_device_not_found', `No device ${c.deviceId}.`, 404);
  if (s.revoked) throw new DomainError('pos_device_revoked', 'This device is revoked already.', 409);
  return [{ type: 'PosDeviceRevoked', data: { deviceId: c.deviceId, registerId: s.registerId, reason: c.reason } }];
}
