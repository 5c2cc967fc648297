import { spec } from '../../../platform/cqrs/decider-spec.js';
import { NO_CLOSED_PERIODS } from '../../../platform/closed-period.js';
import { moneyTransferDecider } from '../money-transfer.decider.js';
import { CLP, CNY, exchanged, USD } from '../testing-transfer-fixtures.js';
import type { ExchangeCurrency } from './exchange-currency.decide.js';

const facts = (over: Partial<ExchangeCurrency['facts']> = {}): ExchangeCurrency['facts'] => ({
  from: USD,
  to: CNY,
  baseCurrency: 'USD',
  tableRate: '7.1',
  fromToBase: '1',
  toToBase: '0.14084507',
  utcOffsetHours: 0,
  closed: NO_CLOSED_PERIODS,
  ...over,
});
const exchange = (over: Partial<ExchangeCurrency> = {}): ExchangeCurrency => ({
  type: 'ExchangeCurrency',
  transferId: 't1',
  fromAccountId: 'bank',
  toAccountId: 'cny',
  fromAmount: '1000',
  rate: '7.15',
  memo: '',
  facts: facts(),
  ...over,
});

describe('exchange currency', () => {
  it('books a better rate than the table as a gain in the base currency', () =>
    // 7150 CNY at the table (1 CNY = 0.14084507 USD) is 1007.04 USD for 1000 USD given.
    spec(moneyTransferDecider).given([]).when(exchange()).then([exchanged()]));
  it('books a worse rate as a loss', () =>
    spec(moneyTransferDecider).given([]).when(exchange({ rate: '7' })).then([exchanged({ rate: '7', toAmount: '7000', differenceInBase: '-14.08' })]));
  it('rounds what arrives to the currency of the receiving account (CLP has no decimals)', () =>
    spec(moneyTransferDecider)
      .given([])
      .when(exchange({ toAccountId: 'clp', fromAmount: '10.50', rate: '950.55', facts: facts({ to: CLP, tableRate: null, toToBase: null }) }))
      .then([exchanged({ toAccountId: 'clp', toCurrency: 'CLP', fromAmount: '10.5', toAmount: '9981', rate: '950.55', tableRate: null, differenceInBase: null })]));
  it('refuses two accounts of the same currency (that is a domestic transfer), and the same account twice', () => {
    spec(moneyTransferDecider).given([]).when(exchange({ facts: facts({ to: USD }) })).thenFails('same_currency');
    spec(moneyTransferDecider).given([]).when(exchange({ toAccountId: 'bank' })).thenFails('same_account');
  });
  it('refuses an account that does not exist, a zero rate, an amount that rounds to nothing', () => {
    spec(moneyTransferDecider).given([]).when(exchange({ facts: facts({ to: null }) })).thenFails('money_account_not_found');
    spec(moneyTransferDecider).given([]).when(exchange({ rate: '0' })).thenFails('invalid_rate');
    spec(moneyTransferDecider).given([]).when(exchange({ fromAmount: '0.01', rate: '0.0001' })).thenFails('invalid_amount');
  });
  it('exchanges once', () => spec(moneyTransferDecider).given([exchanged()]).when(exchange()).thenFails('transfer_exists'));
});
