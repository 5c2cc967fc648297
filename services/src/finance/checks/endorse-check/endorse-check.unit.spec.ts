import { spec } from '../../../platform/cqrs/decider-spec.js';
import { checkDecider } from '../check.decider.js';
import { deposited, issued, received, utc } from '../testing-check-fixtures.js';
import type { EndorseCheck } from './endorse-check.decide.js';

const endorse = (over: Partial<EndorseCheck> = {}): EndorseCheck => ({
  type: 'EndorseCheck',
  checkId: 'c1',
  supplierId: 's9',
  memo: ' invoice 88 ',
  date: '2026-01-14',
  facts: { ...utc, supplierExists: true },
  ...over,
});

describe('endorse a check', () => {
  it('hands a received check from the portfolio to a supplier as our payment', () =>
    spec(checkDecider)
      .given([received()])
      .when(endorse())
      .then([{ type: 'CheckEndorsed', data: { checkId: 'c1', number: '0007', supplierId: 's9', currency: 'CLP', amount: '150000', date: '2026-01-14', memo: 'invoice 88' } }]));
  it('endorses a check in the portfolio only, and never one we issued', () => {
    spec(checkDecider).given([received(), deposited()]).when(endorse()).thenFails('check_not_in_portfolio');
    spec(checkDecider).given([issued()]).when(endorse({ checkId: 'c2' })).thenFails('check_not_received');
  });
  it('refuses a supplier that does not exist', () => spec(checkDecider).given([received()]).when(endorse({ facts: { ...utc, supplierExists: false } })).thenFails('party_not_found'));
});
