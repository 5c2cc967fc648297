import { spec } from '../../../platform/cqrs/decider-spec.js';
import { NO_CLOSED_PERIODS } from '../../../platform/closed-period.js';
import { moneyTransferDecider } from '../money-transfer.decider.js';
import { domesticSent, USD, CNY } from '../testing-transfer-fixtures.js';
import type { SendDomesticTransfer } from './send-domestic-transfer.decide.js';

const send = (over: Partial<SendDomesticTransfer> = {}): SendDomesticTransfer => ({
  type: 'SendDomesticTransfer',
  transferId: 't1',
  fromAccountId: 'cash',
  toAccountId: 'bank',
  amount: '500.00',
  fee: '0',
  memo: ' evening deposit ',
  facts: { from: USD, to: USD, utcOffsetHours: 0, closed: NO_CLOSED_PERIODS },
  ...over,
});

describe('send domestic transfer', () => {
  it('moves cash to the bank, dated today in the company time zone', () => spec(moneyTransferDecider).given([]).when(send()).then([domesticSent()]));
  it('records a fee taken from the sending account', () =>
    spec(moneyTransferDecider).given([]).when(send({ fee: '2.50', date: '2026-01-10' })).then([domesticSent({ fee: '2.5', date: '2026-01-10' })]));
  it('refuses a transfer dated in a closed day or month (period_closed); the day after passes', () => {
    const closed = { days: ['2026-01-14'], months: ['2025-12'] };
    spec(moneyTransferDecider).given([]).when(send({ date: '2026-01-14', facts: { from: USD, to: USD, utcOffsetHours: 0, closed } })).thenFails('period_closed');
    spec(moneyTransferDecider).given([]).when(send({ date: '2025-12-31', facts: { from: USD, to: USD, utcOffsetHours: 0, closed } })).thenFails('period_closed');
    spec(moneyTransferDecider).given([]).when(send({ date: '2026-01-15', facts: { from: USD, to: USD, utcOffsetHours: 0, closed } })).then([domesticSent()]);
  });
  it('sends once', () => spec(moneyTransferDecider).given([domesticSent()]).when(send()).thenFails('transfer_exists'));
  it('refuses the same account on both sides', () => spec(moneyTransferDecider).given([]).when(send({ toAccountId: 'cash' })).thenFails('same_account'));
  it('refuses accounts that do not exist', () => {
    spec(moneyTransferDecider).given([]).when(send({ facts: { from: null, to: USD, utcOffsetHours: 0, closed: NO_CLOSED_PERIODS } })).thenFails('money_account_not_found');
    spec(moneyTransferDecider).given([]).when(send({ facts: { from: USD, to: null, utcOffsetHours: 0, closed: NO_CLOSED_PERIODS } })).thenFails('money_account_not_found');
  });
  it('refuses accounts of two currencies (that is an exchange)', () => spec(moneyTransferDecider).given([]).when(send({ facts: { from: USD, to: CNY, utcOffsetHours: 0, closed: NO_CLOSED_PERIODS } })).thenFails('currency_mismatch'));
  it("refuses a zero amount and more decimals than the currency has", () => {
    spec(moneyTransferDecider).given([]).when(send({ amount: '0' })).thenFails('invalid_amount');
    spec(moneyTransferDecider).given([]).when(send({ amount: '10.001' })).thenFails('amount_decimals');
    spec(moneyTransferDecider).given([]).when(send({ fee: '0.001' })).thenFails('amount_decimals');
  });
  it('refuses a date after today', () => spec(moneyTransferDecider).given([]).when(send({ date: '2026-01-16' })).thenFails('date_in_future'));
});
