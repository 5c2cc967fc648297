import type { PosDeviceEvent } from '@tradedesk/contracts/pos/pos';
import type { EvolveEvent } from '../platform/cqrs/decider.js';

export interface DeviceState {
  exists: boolean;
  registerId: string;
  revoked: boolean;
}

export const initialDeviceState = (): DeviceState => ({ exists: false, registerId: '', revoked: false });

export function evolveDevice(s: DeviceState, e: EvolveEvent<PosDeviceEvent>): DeviceState {
  switch (e.type) {
    case 'PosDeviceAuthorized':
      return { exists: true, registerId: e.data.registerId, revoked: false };
    case 'PosDeviceRevoked':
      return { ...s, revoked: true };
  }
}
