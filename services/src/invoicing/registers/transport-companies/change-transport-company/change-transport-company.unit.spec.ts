import { spec } from '../../../../platform/cqrs/decider-spec.js';
import { transportCompanyDecider } from '../transport-company.decider.js';

const address = { street: 'ul. Portowa', buildingNumber: '3', city: 'Gdańsk', postalCode: '80-001', region: '', countryCode: 'PL' };
const created = { type: 'TransportCompanyCreated' as const, data: { transportCompanyId: 't1', name: 'Trans-Bałtyk', country: 'PL' as const, taxId: '1234563218', address, phone: '', email: '' } };

describe('change transport company', () => {
  it('records only what changes', () =>
    spec(transportCompanyDecider)
      .given([created])
      .when({ type: 'ChangeTransportCompany', transportCompanyId: 't1', changes: { name: 'Trans-Bałtyk', phone: '+48 600 100 200' } })
      .then([{ type: 'TransportCompanyChanged', data: { transportCompanyId: 't1', changes: { phone: '+48 600 100 200' } } }]));

  it('refuses a country the kept tax id does not suit (a Polish NIP is no Czech IČO)', () =>
    spec(transportCompanyDecider).given([created]).when({ type: 'ChangeTransportCompany', transportCompanyId: 't1', changes: { country: 'CZ' } }).thenFails('invalid_tax_id'));

  it('refuses an unknown carrier', () => spec(transportCompanyDecider).given([]).when({ type: 'ChangeTransportCompany', transportCompanyId: 't9', changes: { phone: '1' } }).thenFails('transport_company_not_found'));
});
