import { spec } from '../../../platform/cqrs/decider-spec.js';
import { checkDecider } from '../check.decider.js';
import { deposited, issued, received, utc } from '../testing-check-fixtures.js';
import type { DepositCheck } from './deposit-check.decide.js';

const deposit = (over: Partial<DepositCheck> = {}): DepositCheck => ({
  type: 'DepositCheck',
  checkId: 'c1',
  accountId: 'b1',
  date: '2026-01-13',
  facts: { ...utc, account: { kind: 'bank', currency: 'CLP' } },
  ...over,
});

describe('deposit a check', () => {
  it('moves a received check from the portfolio into a bank account of its currency', () => spec(checkDecider).given([received()]).when(deposit()).then([deposited()]));
  it('deposits a check in the portfolio only', () => {
    spec(checkDecider).given([received(), deposited()]).when(deposit()).thenFails('check_not_in_portfolio');
    spec(checkDecider).given([]).when(deposit()).thenFails('check_not_found');
  });
  it('never deposits a check we issued', () => spec(checkDecider).given([issued()]).when(deposit({ checkId: 'c2' })).thenFails('check_not_received'));
  it('refuses a cash box, an unknown account and an account in another currency', () => {
    spec(checkDecider).given([received()]).when(deposit({ facts: { ...utc, account: { kind: 'cash', currency: 'CLP' } } })).thenFails('check_account_not_bank');
    spec(checkDecider).given([received()]).when(deposit({ facts: { ...utc, account: null } })).thenFails('money_account_not_found');
    spec(checkDecider).given([received()]).when(deposit({ facts: { ...utc, account: { kind: 'bank', currency: 'USD' } } })).thenFails('check_currency_mismatch');
  });
  it('refuses a day before the check was received, or after today', () => {
    spec(checkDecider).given([received()]).when(deposit({ date: '2026-01-11' })).thenFails('check_date_before');
    spec(checkDecider).given([received()]).when(deposit({ date: '2026-01-16' })).thenFails('date_in_future');
  });
  it("writes the receipt of a cheque a sale payment took on the cheque's own stream with its first move", () => {
    const origin = received({ source: { type: 'salePayment', id: 'o1', number: 'SO-1' } }).data;
    spec(checkDecider)
      .given([])
      .when(deposit({ facts: { ...utc, origin, account: { kind: 'bank', currency: 'CLP' } } }))
      .then([{ type: 'CheckReceived', data: origin }, deposited()]);
    // Once the stream has it, the origin is not written again: a second deposit is refused.
    spec(checkDecider).given([{ type: 'CheckReceived', data: origin }, deposited()]).when(deposit({ facts: { ...utc, origin, account: { kind: 'bank', currency: 'CLP' } } })).thenFails('check_not_in_portfolio');
  });
});
