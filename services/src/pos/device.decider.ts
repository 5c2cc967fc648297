import type { PosDeviceEvent } from '@tradedesk/contracts/pos/pos';
import { decideByType, type Decider } from '../platform/cqrs/decider.js';
import { type AuthorizeDevice, decideAuthorizeDevice } from './authorize-device/authorize-device.decide.js';
import { type DeviceState, evolveDevice, initialDeviceState } from './device.state.js';
import { decideRevokeDevice, type RevokeDevice } from './revoke-device/revoke-device.decide.js';

export type DeviceCommand = AuthorizeDevice | RevokeDevice;

/** A browser bound to a register (docs/pos.md "Registers and devices"). */
export const deviceDecider: Decider<DeviceCommand, DeviceState, PosDeviceEvent> = {
  initialState: initialDeviceState,
  evolve: evolveDevice,
  decide: decideByType<DeviceCommand, DeviceState, PosDeviceEvent>({ AuthorizeDevice: decideAuthorizeDevice, RevokeDevice: decideRevokeDevice }),
};
