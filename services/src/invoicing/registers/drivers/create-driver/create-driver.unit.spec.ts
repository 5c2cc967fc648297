import { spec } from '../../../../platform/cqrs/decider-spec.js';
import { driverDecider } from '../driver.decider.js';

const fields = { name: 'Jan Kowalski', idNumber: 'ABC123456', licenceNumber: '01234/15/1465', phone: '', plates: ['GD 12345', 'GD 7777A'], transportCompanyId: 't1' };

describe('create driver', () => {
  it('records a driver of an active transport company', () =>
    spec(driverDecider)
      .given([])
      .when({ type: 'CreateDriver', driverId: 'd1', fields, carrier: { id: 't1', exists: true, active: true } })
      .then([{ type: 'DriverCreated', data: { driverId: 'd1', ...fields } }]));

  it('records a driver of no transport company', () =>
    spec(driverDecider)
      .given([])
      .when({ type: 'CreateDriver', driverId: 'd1', fields: { ...fields, transportCompanyId: null }, carrier: null })
      .then([{ type: 'DriverCreated', data: { driverId: 'd1', ...fields, transportCompanyId: null } }]));

  it('refuses an unknown transport company', () =>
    spec(driverDecider).given([]).when({ type: 'CreateDriver', driverId: 'd1', fields, carrier: { id: 't1', exists: false, active: false } }).thenFails('transport_company_not_found'));

  it('refuses a deactivated transport company', () =>
    spec(driverDecider).given([]).when({ type: 'CreateDriver', driverId: 'd1', fields, carrier: { id: 't1', exists: true, active: false } }).thenFails('transport_company_disabled'));
});
