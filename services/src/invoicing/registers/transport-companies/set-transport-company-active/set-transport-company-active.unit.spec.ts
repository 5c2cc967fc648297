import { spec } from '../../../../platform/cqrs/decider-spec.js';
import { transportCompanyDecider } from '../transport-company.decider.js';

const address = { street: 'ul. Portowa', buildingNumber: '3', city: 'Gdańsk', postalCode: '80-001', region: '', countryCode: 'PL' };
const created = { type: 'TransportCompanyCreated' as const, data: { transportCompanyId: 't1', name: 'Trans-Bałtyk', country: 'PL' as const, taxId: '1234563218', address, phone: '', email: '' } };
const who = { by: 'user-test', at: '2026-01-15T10:00:00.000Z' };

describe('set transport company active', () => {
  it('deactivates with who and when', () =>
    spec(transportCompanyDecider).given([created]).when({ type: 'SetTransportCompanyActive', transportCompanyId: 't1', active: false }).then([{ type: 'TransportCompanyDeactivated', data: { transportCompanyId: 't1', ...who } }]));

  it('activates a deactivated carrier', () =>
    spec(transportCompanyDecider)
      .given([created, { type: 'TransportCompanyDeactivated', data: { transportCompanyId: 't1', ...who } }])
      .when({ type: 'SetTransportCompanyActive', transportCompanyId: 't1', active: true })
      .then([{ type: 'TransportCompanyActivated', data: { transportCompanyId: 't1', ...who } }]));

  it('an active carrier activated again records nothing', () => spec(transportCompanyDecider).given([created]).when({ type: 'SetTransportCompanyActive', transportCompanyId: 't1', active: true }).then([]));
});
