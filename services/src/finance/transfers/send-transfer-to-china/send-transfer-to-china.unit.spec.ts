import { spec } from '../../../platform/cqrs/decider-spec.js';
import { NO_CLOSED_PERIODS } from '../../../platform/closed-period.js';
import { moneyTransferDecider } from '../money-transfer.decider.js';
import { chinaSent, USD } from '../testing-transfer-fixtures.js';
import type { SendTransferToChina } from './send-transfer-to-china.decide.js';

const send = (over: Partial<SendTransferToChina> = {}): SendTransferToChina => ({
  type: 'SendTransferToChina',
  transferId: 't1',
  fromAccountId: 'bank',
  supplierId: 's1',
  amount: '1000',
  fee: '25',
  receivedCurrency: 'CNY',
  rate: '7.1',
  reference: ' MT103-9 ',
  memo: '',
  facts: { from: USD, supplierExists: true, utcOffsetHours: 0, closed: NO_CLOSED_PERIODS },
  ...over,
});

describe('send transfer to China', () => {
  it('computes the amount received from the rate when it is not given', () => spec(moneyTransferDecider).given([]).when(send()).then([chinaSent()]));
  it('takes the amount the supplier says it received, near amount x rate', () =>
    spec(moneyTransferDecider).given([]).when(send({ receivedAmount: '7050.50' })).then([chinaSent({ receivedAmount: '7050.5' })]));
  it('rounds the computed amount to the received currency', () =>
    spec(moneyTransferDecider).given([]).when(send({ amount: '333.33', rate: '7.12345' })).then([chinaSent({ amount: '333.33', rate: '7.12345', receivedAmount: '2374.46' })]));
  it('refuses an amount received far from amount x rate (a mistyped rate)', () => spec(moneyTransferDecider).given([]).when(send({ receivedAmount: '710' })).thenFails('received_mismatch'));
  it('refuses a supplier that does not exist, and an account that does not', () => {
    spec(moneyTransferDecider).given([]).when(send({ facts: { from: USD, supplierExists: false, utcOffsetHours: 0, closed: NO_CLOSED_PERIODS } })).thenFails('supplier_not_found');
    spec(moneyTransferDecider).given([]).when(send({ facts: { from: null, supplierExists: true, utcOffsetHours: 0, closed: NO_CLOSED_PERIODS } })).thenFails('money_account_not_found');
  });
  it('refuses an unknown currency, a zero rate, a fee with too many decimals', () => {
    spec(moneyTransferDecider).given([]).when(send({ receivedCurrency: 'XYZ' })).thenFails('unknown_currency');
    spec(moneyTransferDecider).given([]).when(send({ rate: '0' })).thenFails('invalid_rate');
    spec(moneyTransferDecider).given([]).when(send({ fee: '1.234' })).thenFails('amount_decimals');
  });
  it('sends once and never in the future', () => {
    spec(moneyTransferDecider).given([chinaSent()]).when(send()).thenFails('transfer_exists');
    spec(moneyTransferDecider).given([]).when(send({ date: '2026-02-01' })).thenFails('date_in_future');
  });
});
