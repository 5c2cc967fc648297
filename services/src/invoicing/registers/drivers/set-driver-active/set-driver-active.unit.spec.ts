import { spec } from '../../../../platform/cqrs/decider-spec.js';
import { driverDecider } from '../driver.decider.js';

const created = { type: 'DriverCreated' as const, data: { driverId: 'd1', name: 'Jan Kowalski', idNumber: 'ABC123456', licenceNumber: '01234/15/1465', phone: '', plates: [], transportCompanyId: null } };
const who = { by: 'user-test', at: '2026-01-15T10:00:00.000Z' };

describe('set driver active', () => {
  it('deactivates with who and when, then activates', () => {
    spec(driverDecider).given([created]).when({ type: 'SetDriverActive', driverId: 'd1', active: false }).then([{ type: 'DriverDeactivated', data: { driverId: 'd1', ...who } }]);
    spec(driverDecider)
      .given([created, { type: 'DriverDeactivated', data: { driverId: 'd1', ...who } }])
      .when({ type: 'SetDriverActive', driverId: 'd1', active: true })
      .then([{ type: 'DriverActivated', data: { driverId: 'd1', ...who } }]);
  });

  it('a deactivated driver deactivated again records nothing', () =>
    spec(driverDecider).given([created, { type: 'DriverDeactivated', data: { driverId: 'd1', ...who } }]).when({ type: 'SetDriverActive', driverId: 'd1', active: false }).then([]));
});
