import type { MoneyTransferReversed } from '@tradedesk/contracts/finance/money-transfers';
import { NO_CLOSED_PERIODS } from '../../../platform/closed-period.js';
import { spec } from '../../../platform/cqrs/decider-spec.js';
import { moneyTransferDecider } from '../money-transfer.decider.js';
import { chinaSent, domesticSent, exchanged } from '../testing-transfer-fixtures.js';
import type { ReverseMoneyTransfer } from './reverse-money-transfer.decide.js';

const reverse = (over: Partial<ReverseMoneyTransfer> = {}): ReverseMoneyTransfer => ({ type: 'ReverseMoneyTransfer', kind: 'domestic', transferId: 't1', reason: ' wrong account ', facts: { utcOffsetHours: 0, closed: NO_CLOSED_PERIODS }, ...over });
const reversed = (over: Partial<MoneyTransferReversed['data']> = {}): MoneyTransferReversed => ({
  type: 'MoneyTransferReversed',
  data: {
    transferId: 't1',
    kind: 'domestic',
    postings: [
      { accountId: 'cash', currency: 'USD', effect: '500', part: 'out' },
      { accountId: 'bank', currency: 'USD', effect: '-500', part: 'in' },
    ],
    supplier: null,
    date: '2026-01-15',
    reason: 'wrong account',
    ...over,
  },
});

describe('reverse money transfer', () => {
  it('gives both accounts the opposite of the transfer', () => spec(moneyTransferDecider).given([domesticSent()]).when(reverse()).then([reversed()]));
  it('gives a fee back to the sending account too', () =>
    spec(moneyTransferDecider)
      .given([domesticSent({ fee: '2.5' })])
      .when(reverse())
      .then([reversed({ postings: [...reversed().data.postings, { accountId: 'cash', currency: 'USD', effect: '2.5', part: 'fee' }] })]));
  it('owes a supplier paid abroad the amount it received again', () =>
    spec(moneyTransferDecider)
      .given([chinaSent()])
      .when(reverse({ kind: 'china' }))
      .then([
        reversed({
          kind: 'china',
          postings: [
            { accountId: 'bank', currency: 'USD', effect: '1000', part: 'out' },
            { accountId: 'bank', currency: 'USD', effect: '25', part: 'fee' },
          ],
          supplier: { supplierId: 's1', currency: 'CNY', amount: '7100' },
        }),
      ]));
  it('undoes both sides of an exchange', () =>
    spec(moneyTransferDecider)
      .given([exchanged()])
      .when(reverse({ kind: 'exchange' }))
      .then([
        reversed({
          kind: 'exchange',
          postings: [
            { accountId: 'bank', currency: 'USD', effect: '1000', part: 'out' },
            { accountId: 'cny', currency: 'CNY', effect: '-7150', part: 'in' },
          ],
        }),
      ]));
  it('reverses once, with a reason, from the list of its kind', () => {
    spec(moneyTransferDecider).given([domesticSent(), reversed()]).when(reverse()).thenFails('already_reversed');
    spec(moneyTransferDecider).given([domesticSent()]).when(reverse({ reason: ' ' })).thenFails('reason_required');
    spec(moneyTransferDecider).given([]).when(reverse()).thenFails('transfer_not_found');
    spec(moneyTransferDecider).given([domesticSent()]).when(reverse({ kind: 'china' })).thenFails('transfer_not_found');
  });
  it('is dated neither before the transfer nor after today', () => {
    spec(moneyTransferDecider).given([domesticSent({ date: '2026-01-12' })]).when(reverse({ date: '2026-01-11' })).thenFails('reversal_before_entry');
    spec(moneyTransferDecider).given([domesticSent()]).when(reverse({ date: '2026-01-16' })).thenFails('date_in_future');
  });
  it('refuses a reversal dated in a closed day', () =>
    spec(moneyTransferDecider).given([domesticSent({ date: '2026-01-10' })]).when(reverse({ date: '2026-01-12', facts: { utcOffsetHours: 0, closed: { days: ['2026-01-12'], months: [] } } })).thenFails('period_closed'));
});
