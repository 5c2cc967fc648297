import { spec } from '../../platform/cqrs/decider-spec.js';
import { payMethodDecider } from '../pay-method.decider.js';

const add = (over: Record<string, unknown> = {}) => ({
  type: 'AddPayMethod' as const,
  payMethodId: 'pm1',
  name: 'Efectivo',
  kind: 'cash' as const,
  accounts: [{ currency: 'CLP', accountId: 'caja' }],
  position: 1,
  facts: { accounts: { caja: { currency: 'CLP' } } as Record<string, { currency: string } | null> },
  ...over,
});

describe('add pay method', () => {
  it('adds an active method with its account per currency', () =>
    spec(payMethodDecider)
      .given([])
      .when(add())
      .then([{ type: 'PayMethodAdded', data: { payMethodId: 'pm1', name: 'Efectivo', kind: 'cash', accounts: [{ currency: 'CLP', accountId: 'caja' }], position: 1 } }]));

  it('refuses an account that does not exist', () => spec(payMethodDecider).given([]).when(add({ facts: { accounts: { caja: null } } })).thenFails('money_account_not_found'));

  it("refuses an account kept in another currency than the line's", () =>
    spec(payMethodDecider).given([]).when(add({ accounts: [{ currency: 'USD', accountId: 'caja' }] })).thenFails('pay_method_account_currency'));

  it('refuses a currency the company does not know', () => spec(payMethodDecider).given([]).when(add({ accounts: [{ currency: 'XXX', accountId: 'caja' }] })).thenFails('unknown_currency'));
});
