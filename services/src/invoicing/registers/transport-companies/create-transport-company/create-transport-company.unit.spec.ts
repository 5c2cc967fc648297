import { spec } from '../../../../platform/cqrs/decider-spec.js';
import { transportCompanyDecider } from '../transport-company.decider.js';

const address = { street: 'ul. Portowa', buildingNumber: '3', city: 'Gdańsk', postalCode: '80-001', region: '', countryCode: 'PL' };
const fields = { name: 'Trans-Bałtyk', country: 'PL' as const, taxId: 'PL 123 456 32 18', address, phone: '+48 58 000 00 00', email: '' };
const created = { type: 'TransportCompanyCreated' as const, data: { transportCompanyId: 't1', ...fields, taxId: '1234563218' } };

describe('create transport company', () => {
  it('records the carrier with its tax id without spaces or the EU prefix', () =>
    spec(transportCompanyDecider).given([]).when({ type: 'CreateTransportCompany', transportCompanyId: 't1', fields }).then([created]));

  it('creates once', () => spec(transportCompanyDecider).given([created]).when({ type: 'CreateTransportCompany', transportCompanyId: 't1', fields }).thenFails('transport_company_exists'));
});
