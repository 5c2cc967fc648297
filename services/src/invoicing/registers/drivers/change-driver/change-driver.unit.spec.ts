import { spec } from '../../../../platform/cqrs/decider-spec.js';
import { driverDecider } from '../driver.decider.js';

const created = { type: 'DriverCreated' as const, data: { driverId: 'd1', name: 'Jan Kowalski', idNumber: 'ABC123456', licenceNumber: '01234/15/1465', phone: '', plates: ['GD 12345'], transportCompanyId: 't1' } };

describe('change driver', () => {
  it('records only what changes (a second plate)', () =>
    spec(driverDecider)
      .given([created])
      .when({ type: 'ChangeDriver', driverId: 'd1', changes: { name: 'Jan Kowalski', plates: ['GD 12345', 'GD 7777A'] }, carrier: null })
      .then([{ type: 'DriverChanged', data: { driverId: 'd1', changes: { plates: ['GD 12345', 'GD 7777A'] } } }]));

  it('moves the driver to another active transport company', () =>
    spec(driverDecider)
      .given([created])
      .when({ type: 'ChangeDriver', driverId: 'd1', changes: { transportCompanyId: 't2' }, carrier: { id: 't2', exists: true, active: true } })
      .then([{ type: 'DriverChanged', data: { driverId: 'd1', changes: { transportCompanyId: 't2' } } }]));

  it('refuses a move to a deactivated transport company', () =>
    spec(driverDecider).given([created]).when({ type: 'ChangeDriver', driverId: 'd1', changes: { transportCompanyId: 't2' }, carrier: { id: 't2', exists: true, active: false } }).thenFails('transport_company_disabled'));

  it('refuses an unknown driver', () => spec(driverDecider).given([]).when({ type: 'ChangeDriver', driverId: 'd9', changes: { phone: '1' }, carrier: null }).thenFails('driver_not_found'));
});
