import { spec } from '../../../platform/cqrs/decider-spec.js';
import { NO_CLOSED_PERIODS } from '../../../platform/closed-period.js';
import { checkDecider } from '../check.decider.js';
import { issued, received } from '../testing-check-fixtures.js';
import type { RecordCheck } from './record-check.decide.js';

const receive = (over: Partial<Extract<RecordCheck, { direction: 'received' }>> = {}): RecordCheck => ({
  type: 'RecordCheck',
  direction: 'received',
  checkId: 'c1',
  number: ' 0007 ',
  bank: 'Banco Estado',
  drawer: 'Ana Pérez',
  amount: '150000',
  currency: 'CLP',
  issueDate: '2026-01-10',
  dueDate: '2026-01-20',
  memo: '',
  date: '2026-01-12',
  customerId: 'cu1',
  source: null,
  facts: { currencyKnown: true, customerExists: true, utcOffsetHours: 0, closed: NO_CLOSED_PERIODS },
  ...over,
});
const issue = (over: Partial<Extract<RecordCheck, { direction: 'issued' }>> = {}): RecordCheck => ({
  type: 'RecordCheck',
  direction: 'issued',
  checkId: 'c2',
  number: '501',
  amount: '320.50',
  issueDate: '2026-01-12',
  dueDate: '2026-01-30',
  memo: '',
  accountId: 'b2',
  supplierId: 's1',
  facts: { account: { kind: 'bank', currency: 'USD', bankName: 'BCI' }, supplierExists: true, companyName: 'Mi Empresa', utcOffsetHours: 0, closed: NO_CLOSED_PERIODS },
  ...over,
});

describe('record a check', () => {
  it('takes a post-dated check from a customer into the portfolio', () => spec(checkDecider).given([]).when(receive()).then([received()]));

  it("writes a check to a supplier on our bank account: its bank, currency and our name come from the account and the company; dated today when no date is given", () =>
    spec(checkDecider).given([]).when(issue({ date: undefined })).then([issued({ date: '2026-01-15' })]));

  it('records a check once', () => spec(checkDecider).given([received()]).when(receive()).thenFails('check_exists'));
  it('refuses a due date before the date written on the check', () => spec(checkDecider).given([]).when(receive({ dueDate: '2026-01-09' })).thenFails('check_due_before_issue'));
  it('refuses a customer or a supplier that does not exist', () => {
    spec(checkDecider).given([]).when(receive({ facts: { currencyKnown: true, customerExists: false, utcOffsetHours: 0, closed: NO_CLOSED_PERIODS } })).thenFails('party_not_found');
    spec(checkDecider).given([]).when(issue({ facts: { account: { kind: 'bank', currency: 'USD', bankName: 'BCI' }, supplierExists: false, companyName: 'Mi Empresa', utcOffsetHours: 0, closed: NO_CLOSED_PERIODS } })).thenFails('party_not_found');
  });
  it("refuses an amount with more decimals than the currency has, and a zero amount", () => {
    spec(checkDecider).given([]).when(receive({ amount: '100.5' })).thenFails('amount_decimals');
    spec(checkDecider).given([]).when(issue({ amount: '0.00' })).thenFails('invalid_amount');
  });
  it('refuses a check recorded on a day of a closed month (period_closed)', () =>
    spec(checkDecider).given([]).when(receive({ date: '2025-12-20', facts: { currencyKnown: true, customerExists: true, utcOffsetHours: 0, closed: { days: [], months: ['2025-12'] } } })).thenFails('period_closed'));
  it('refuses a currency TradeDesk does not know', () => spec(checkDecider).given([]).when(receive({ currency: 'XYZ', facts: { currencyKnown: false, customerExists: true, utcOffsetHours: 0, closed: NO_CLOSED_PERIODS } })).thenFails('unknown_currency'));
  it('draws an issued check on a bank account only', () => {
    spec(checkDecider).given([]).when(issue({ facts: { account: null, supplierExists: true, companyName: 'X', utcOffsetHours: 0, closed: NO_CLOSED_PERIODS } })).thenFails('money_account_not_found');
    spec(checkDecider).given([]).when(issue({ facts: { account: { kind: 'cash', currency: 'USD', bankName: '' }, supplierExists: true, companyName: 'X', utcOffsetHours: 0, closed: NO_CLOSED_PERIODS } })).thenFails('check_account_not_bank');
  });
  it('refuses a receiving day after today', () => spec(checkDecider).given([]).when(receive({ date: '2026-01-16' })).thenFails('date_in_future'));
});
