import { spec, testContext } from '../../../platform/cqrs/decider-spec.js';
import { supplierAccountDecider } from '../supplier-account.decider.js';
import { posted, posting } from '../testing/account-fixtures.js';

const record = (entryId: string, over: Record<string, unknown>) =>
  ({ type: 'RecordSupplierEntry', ...posting, entryId, kind: 'payment', currency: 'USD', amount: '100', method: 'cash', reference: '', reason: '', note: '', ...over }) as any;

describe('record supplier entry', () => {
  const opening = posted('e1', {});

  it('an opening balance is posted as typed, signed, in canonical decimals', () => {
    spec(supplierAccountDecider)
      .given([])
      .when(record('e1', { kind: 'opening', amount: '-250.50', method: null }))
      .then([posted('e1', { amount: '-250.5', date: '2026-01-15' })]);
  });

  it('a second opening balance in the same currency is refused; another currency is fine; after reversing it, a new one is fine', () => {
    spec(supplierAccountDecider).given([opening]).when(record('e2', { kind: 'opening', amount: '5' })).thenFails('opening_not_first');
    spec(supplierAccountDecider).given([opening]).when(record('e2', { kind: 'opening', currency: 'CNY', amount: '5' })).then([posted('e2', { currency: 'CNY', amount: '5', date: '2026-01-15' })]);
    const reversal = posted('r1', { kind: 'reversal', amount: '-1000.5', reverses: 'e1', reason: 'typo' });
    spec(supplierAccountDecider).given([opening, reversal]).when(record('e3', { kind: 'opening', amount: '900' })).then((events) => expect(events[0].data.amount).toBe('900'));
  });

  it('an opening balance after a payment is refused: the account has entries', () => {
    spec(supplierAccountDecider).given([posted('p1', { kind: 'payment', amount: '-10', method: 'cash' })]).when(record('e2', { kind: 'opening', amount: '5' })).thenFails('opening_not_first');
  });

  it('a payment lowers what we owe, keeps its method and reference', () => {
    spec(supplierAccountDecider)
      .given([opening])
      .when(record('p1', { amount: '200.25', method: 'bank-transfer', reference: 'TRF-881' }))
      .then([posted('p1', { kind: 'payment', amount: '-200.25', method: 'bank-transfer', reference: 'TRF-881', date: '2026-01-15', accountId: null })]);
  });

  const withAccounts = {
    ...posting.facts,
    moneyAccounts: [
      { id: 'usd-bank', name: 'Chase USD', kind: 'bank' as const, currency: 'USD' },
      { id: 'usd-cash', name: 'Dollar box', kind: 'cash' as const, currency: 'USD' },
      { id: 'clp-bank', name: 'Banco Estado', kind: 'bank' as const, currency: 'CLP' },
    ],
  };

  it('a payment leaves the first cash box (cash) or bank account (transfer) in its currency, or the one chosen', () => {
    spec(supplierAccountDecider).given([opening]).when(record('p1', { method: 'cash', facts: withAccounts })).then((events) => expect(events[0].data.accountId).toBe('usd-cash'));
    spec(supplierAccountDecider).given([opening]).when(record('p1', { method: 'bank-transfer', facts: withAccounts })).then((events) => expect(events[0].data.accountId).toBe('usd-bank'));
    spec(supplierAccountDecider).given([opening]).when(record('p1', { method: 'cash', accountId: 'usd-bank', facts: withAccounts })).then((events) => expect(events[0].data.accountId).toBe('usd-bank'));
    spec(supplierAccountDecider).given([opening]).when(record('p1', { method: 'cash', currency: 'CNY', facts: withAccounts })).then((events) => expect(events[0].data.accountId).toBeNull());
  });

  it('an account in another currency, an unknown account, or an account for a cheque is refused', () => {
    spec(supplierAccountDecider).given([opening]).when(record('p1', { method: 'bank-transfer', accountId: 'clp-bank', facts: withAccounts })).thenFails('payment_account_currency');
    spec(supplierAccountDecider).given([opening]).when(record('p1', { method: 'bank-transfer', accountId: 'nope', facts: withAccounts })).thenFails('money_account_not_found');
    spec(supplierAccountDecider).given([opening]).when(record('p1', { method: 'bank-check', reference: 'CH-1', accountId: 'usd-bank', facts: withAccounts })).thenFails('payment_account_not_applicable');
  });

  it('an opening balance or an adjustment names no account', () => {
    spec(supplierAccountDecider).given([]).when(record('e1', { kind: 'opening', amount: '5', method: null, facts: withAccounts })).then((events) => expect('accountId' in events[0].data).toBe(false));
  });

  it('a cheque needs its number; a payment needs a method and a positive amount', () => {
    spec(supplierAccountDecider).given([]).when(record('p1', { method: 'bank-check', reference: ' ' })).thenFails('reference_required');
    spec(supplierAccountDecider).given([]).when(record('p1', { method: null })).thenFails('method_required');
    spec(supplierAccountDecider).given([]).when(record('p1', { amount: '-5' })).thenFails('invalid_amount');
  });

  it('amounts keep to the currency decimals: 2 for USD, none for CLP and HUF; zero is refused', () => {
    spec(supplierAccountDecider).given([]).when(record('p1', { amount: '10.005' })).thenFails('amount_decimals');
    spec(supplierAccountDecider).given([]).when(record('p1', { currency: 'CLP', amount: '1500.5' })).thenFails('amount_decimals');
    spec(supplierAccountDecider).given([]).when(record('p1', { currency: 'HUF', amount: '1500' })).then((events) => expect(events[0].data.amount).toBe('-1500'));
    spec(supplierAccountDecider).given([]).when(record('p1', { kind: 'adjustment', amount: '0.00', reason: 'x', method: null })).thenFails('invalid_amount');
  });

  it('an adjustment needs a reason and may go either way', () => {
    spec(supplierAccountDecider).given([opening]).when(record('a1', { kind: 'adjustment', amount: '-30', reason: '  ', method: null })).thenFails('reason_required');
    spec(supplierAccountDecider)
      .given([opening])
      .when(record('a1', { kind: 'adjustment', amount: '-30', reason: 'Discount for late delivery', method: 'cash' }))
      .then([posted('a1', { kind: 'adjustment', amount: '-30', reason: 'Discount for late delivery', date: '2026-01-15' })]);
  });

  it('unknown supplier, a future date, or an entry id used before are refused', () => {
    spec(supplierAccountDecider).given([]).when(record('p1', { facts: { ...posting.facts, supplierExists: false } })).thenFails('supplier_not_found');
    spec(supplierAccountDecider).given([]).when(record('p1', { date: '2026-01-16' })).thenFails('date_in_future');
    spec(supplierAccountDecider).given([opening]).when(record('e1', {})).thenFails('entry_exists');
  });

  it("no date: the company's business day today, in its time zone", () => {
    // The test clock is 2026-01-15 10:00 UTC: still the 15th at UTC-4, already the 16th at UTC+14.
    spec(supplierAccountDecider).given([]).when(record('p1', { date: undefined, facts: { ...posting.facts, utcOffsetHours: -4 } })).then((events) => expect(events[0].data.date).toBe('2026-01-15'));
    spec(supplierAccountDecider).given([]).when(record('p1', { date: undefined, facts: { ...posting.facts, utcOffsetHours: 14 } })).then((events) => expect(events[0].data.date).toBe('2026-01-16'));
    spec(supplierAccountDecider).given([]).when(record('p1', { date: '2026-01-16' }), testContext({ now: new Date('2026-01-15T23:00:00.000Z') })).thenFails('date_in_future');
  });

  it('a payment dated in a closed day or month is refused (period_closed); the day after passes', () => {
    const closed = { days: ['2026-01-14'], months: ['2025-12'] };
    spec(supplierAccountDecider).given([opening]).when(record('e2', { date: '2026-01-14', facts: { ...posting.facts, closed } })).thenFails('period_closed');
    spec(supplierAccountDecider).given([opening]).when(record('e2', { date: '2025-12-20', facts: { ...posting.facts, closed } })).thenFails('period_closed');
    spec(supplierAccountDecider).given([opening]).when(record('e2', { date: '2026-01-15', facts: { ...posting.facts, closed } })).then((events) => expect(events[0].data.date).toBe('2026-01-15'));
  });
});
