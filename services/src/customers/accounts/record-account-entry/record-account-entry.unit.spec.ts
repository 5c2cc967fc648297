import { spec } from '../../../platform/cqrs/decider-spec.js';
import { customerAccountDecider } from '../../customer-account.decider.js';
import type { ManualEntry } from './record-account-entry.decide.js';

const record = (entry: ManualEntry, over: { entryId?: string; customerExists?: boolean; customerCurrency?: string } = {}) => ({
  type: 'RecordAccountEntry' as const,
  customerId: 'c1',
  entryId: over.entryId ?? 'e1',
  entry,
  facts: { customerExists: over.customerExists ?? true, customerCurrency: over.customerCurrency ?? '', baseCurrency: 'CLP' },
});
const recorded = (d: Partial<Record<string, unknown>>) => ({
  type: 'CustomerAccountEntryRecorded' as const,
  data: { customerId: 'c1', entryId: 'e1', kind: 'opening', currency: 'CLP', debit: '0', credit: '0', method: null, reference: '', dueDate: null, reason: '', memo: '', ...d } as any,
});

describe('record account entry', () => {
  it('an opening balance owed by the customer is a debit; one with credit in its favour is a credit', () => {
    spec(customerAccountDecider).given([]).when(record({ kind: 'opening', amount: '150000', currency: 'CLP' })).then([recorded({ debit: '150000' })]);
    spec(customerAccountDecider).given([]).when(record({ kind: 'opening', amount: '-20.5', currency: 'USD' })).then([recorded({ currency: 'USD', credit: '20.5' })]);
  });

  it('one opening balance per currency', () => {
    const opened = recorded({ debit: '150000' });
    spec(customerAccountDecider).given([opened]).when(record({ kind: 'opening', amount: '1000', currency: 'CLP' }, { entryId: 'e2' })).thenFails('opening_exists');
    spec(customerAccountDecider).given([opened]).when(record({ kind: 'opening', amount: '100', currency: 'USD' }, { entryId: 'e2' })).then([recorded({ entryId: 'e2', currency: 'USD', debit: '100' })]);
  });

  it('a payment received is a credit with its method, reference and due date', () => {
    spec(customerAccountDecider)
      .given([])
      .when(record({ kind: 'payment', amount: '50000', currency: 'CLP', method: 'bankCheck', reference: 'CHQ 0042', dueDate: '2026-02-15', memo: 'cheque al día' }))
      .then([recorded({ kind: 'payment', credit: '50000', method: 'bankCheck', reference: 'CHQ 0042', dueDate: '2026-02-15', memo: 'cheque al día' })]);
  });

  it('an adjustment goes either way and needs a reason; a refund is a debit', () => {
    spec(customerAccountDecider)
      .given([])
      .when(record({ kind: 'adjustment', amount: '-1200', currency: 'CLP', reason: 'rounding agreed' }))
      .then([recorded({ kind: 'adjustment', credit: '1200', reason: 'rounding agreed' })]);
    spec(customerAccountDecider)
      .given([])
      .when(record({ kind: 'adjustment', amount: '300', currency: 'CLP', reason: 'freight' }))
      .then([recorded({ kind: 'adjustment', debit: '300', reason: 'freight' })]);
    spec(customerAccountDecider).given([]).when(record({ kind: 'adjustment', amount: '300', currency: 'CLP', reason: ' ' })).thenFails('reason_required');
    spec(customerAccountDecider)
      .given([])
      .when(record({ kind: 'refund', amount: '5000', currency: 'CLP', method: 'cash' }))
      .then([recorded({ kind: 'refund', debit: '5000', method: 'cash' })]);
  });

  it('refuses amounts finer than the currency, zero, negative payments, unknown customers and a repeated entry id', () => {
    spec(customerAccountDecider).given([]).when(record({ kind: 'payment', amount: '100.5', currency: 'CLP', method: 'cash' })).thenFails('amount_precision');
    spec(customerAccountDecider).given([]).when(record({ kind: 'payment', amount: '100.555', currency: 'USD', method: 'cash' })).thenFails('amount_precision');
    spec(customerAccountDecider).given([]).when(record({ kind: 'payment', amount: '0', currency: 'USD', method: 'cash' })).thenFails('amount_zero');
    spec(customerAccountDecider).given([]).when(record({ kind: 'payment', amount: '-5', currency: 'USD', method: 'cash' })).thenFails('amount_negative');
    spec(customerAccountDecider).given([]).when(record({ kind: 'payment', amount: '5', currency: 'USD' })).thenFails('method_required');
    spec(customerAccountDecider).given([]).when(record({ kind: 'payment', amount: '5', currency: 'USD', method: 'cash' }, { customerExists: false })).thenFails('customer_not_found');
    spec(customerAccountDecider).given([recorded({ debit: '1' })]).when(record({ kind: 'payment', amount: '5', currency: 'USD', method: 'cash' })).thenFails('entry_exists');
  });

  it("without a currency the entry is in the customer's, else in the company's base currency", () => {
    spec(customerAccountDecider).given([]).when(record({ kind: 'payment', amount: '12.25', method: 'cash' }, { customerCurrency: 'USD' })).then([recorded({ kind: 'payment', currency: 'USD', credit: '12.25', method: 'cash' })]);
    spec(customerAccountDecider).given([]).when(record({ kind: 'payment', amount: '12.25', method: 'cash' })).thenFails('amount_precision');
    spec(customerAccountDecider).given([]).when(record({ kind: 'payment', amount: '12000', method: 'cash' })).then([recorded({ kind: 'payment', credit: '12000', method: 'cash' })]);
  });
});
