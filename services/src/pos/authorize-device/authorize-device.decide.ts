import type { PosDeviceEvent } from '@tradedesk/contracts/pos/pos';
import { DomainError } from '../../platform/event-store/errors.js';
import type { DeviceState } from '../device.state.js';

export interface AuthorizeDevice {
  type: 'AuthorizeDevice';
  deviceId: string;
  registerId: string;
  name: string;
  /** sha256 of the token the browser keeps (made by the handler, never stored in clear). */
  tokenHash: string;
  userAgent: string;
  /** devicesOnRegister: how many devices were ever authorised on the register (revoked ones too): the new one is the next in the receipt series. */
  facts: { registerExists: boolean; devicesOnRegister: number };
}

/** Bind a browser to a register: the register exists; the device takes the next receipt series there (T1, T2 ...). */
export function decideAuthorizeDevice(c: AuthorizeDevice, s: DeviceState): PosDeviceEvent[] {
  if (s.exists) throw new DomainError('pos_device_exists', `Device ${c.deviceId} exists already.`, 409);
  if (!c.facts.registerExists) throw new DomainError('pos_register_not_found', `No register ${c.registerId}.`, 400, { field: 'registerId' });
  return [{ type: 'PosDeviceAuthorized', data: { deviceId: c.deviceId, registerId: c.registerId, name: c.name, tokenHash: c.tokenHash, userAgent: c.userAgent, receiptSeries: `T${c.facts.devicesOnRegister + 1}` } }];
}
