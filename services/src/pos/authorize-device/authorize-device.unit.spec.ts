import { spec } from '../../platform/cqrs/decider-spec.js';
import { deviceDecider } from '../device.decider.js';

const authorize = (registerExists = true) => ({ type: 'AuthorizeDevice' as const, deviceId: 'd1', registerId: 'r1', name: 'Mostrador', tokenHash: 'h', userAgent: 'ua', facts: { registerExists, devicesOnRegister: 2 } });

describe('authorize device', () => {
  it("binds a browser to a register, keeping the token's hash only; the register's third device gives receipts in series T3", () =>
    spec(deviceDecider).given([]).when(authorize()).then([{ type: 'PosDeviceAuthorized', data: { deviceId: 'd1', registerId: 'r1', name: 'Mostrador', tokenHash: 'h', userAgent: 'ua', receiptSeries: 'T3' } }]));

  it('refuses a register that does not exist', () => spec(deviceDecider).given([]).when(authorize(false)).thenFails('pos_register_not_found'));
});
