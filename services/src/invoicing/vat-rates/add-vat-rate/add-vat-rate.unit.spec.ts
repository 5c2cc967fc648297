import { spec } from '../../../platform/cqrs/decider-spec.js';
import { vatRatesDecider } from '../vat-rates.decider.js';

describe('add VAT rate', () => {
  it('adds a rate with its validity days', () =>
    spec(vatRatesDecider)
      .given([])
      .when({ type: 'AddVatRate', rateId: 'r1', rate: { country: 'CZ', rate: '0', label: 'osvobozeno', validFrom: '2026-01-01', validTo: null } })
      .then([{ type: 'VatRateAdded', data: { id: 'r1', country: 'CZ', rate: '0', label: 'osvobozeno', validFrom: '2026-01-01', validTo: null } }]));

  it('refuses a seeded percent again on days it already applies (PL 23 % since 2011)', () =>
    spec(vatRatesDecider).given([]).when({ type: 'AddVatRate', rateId: 'r1', rate: { country: 'PL', rate: '23.0', label: '', validFrom: '2026-01-01', validTo: null } }).thenFails('rate_exists'));

  it('takes a percent that ended before (RO 19 % until 2025-07-31, again from 2027)', () =>
    spec(vatRatesDecider)
      .given([])
      .when({ type: 'AddVatRate', rateId: 'r2', rate: { country: 'RO', rate: '19', label: 'standard', validFrom: '2027-01-01', validTo: null } })
      .then([{ type: 'VatRateAdded', data: { id: 'r2', country: 'RO', rate: '19', label: 'standard', validFrom: '2027-01-01', validTo: null } }]));
});
