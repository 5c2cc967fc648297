import { spec } from '../../../platform/cqrs/decider-spec.js';
import { supplierAccountDecider } from '../supplier-account.decider.js';
import { posted, posting } from '../testing/account-fixtures.js';

describe('reverse supplier entry', () => {
  const opening = posted('e1', {});

  it('reverses an entry once, posting the opposite amount in its currency; never a reversal or a document posting', () => {
    const reverse = (entryId: string, reversesEntryId: string, reason = 'recorded twice') => ({ type: 'ReverseSupplierEntry', ...posting, entryId, reversesEntryId, reason }) as const;
    spec(supplierAccountDecider)
      .given([opening])
      .when(reverse('r1', 'e1'))
      .then([posted('r1', { kind: 'reversal', amount: '-1000.5', reason: 'recorded twice', reverses: 'e1', date: '2026-01-15' })]);
    const reversal = posted('r1', { kind: 'reversal', amount: '-1000.5', reverses: 'e1', reason: 'x' });
    spec(supplierAccountDecider).given([opening, reversal]).when(reverse('r2', 'e1')).thenFails('already_reversed');
    spec(supplierAccountDecider).given([opening, reversal]).when(reverse('r2', 'r1')).thenFails('cannot_reverse_reversal');
    spec(supplierAccountDecider).given([opening]).when(reverse('r2', 'nope')).thenFails('entry_not_found');
    spec(supplierAccountDecider).given([opening]).when(reverse('r2', 'e1', ' ')).thenFails('reason_required');
    spec(supplierAccountDecider)
      .given([posted('d1', { kind: 'purchase', source: { type: 'purchase-receipt', id: 'x', number: 'PR-1' } })])
      .when(reverse('r2', 'd1'))
      .thenFails('reverse_the_document');
  });

  it('reversing a payment that left a money account gives the money back to that account', () => {
    const reverse = { type: 'ReverseSupplierEntry', ...posting, entryId: 'r1', reversesEntryId: 'p1', reason: 'paid twice' } as const;
    spec(supplierAccountDecider)
      .given([posted('p1', { kind: 'payment', amount: '-200', method: 'cash', accountId: 'usd-cash' })])
      .when(reverse)
      .then([posted('r1', { kind: 'reversal', amount: '200', reason: 'paid twice', reverses: 'p1', date: '2026-01-15', accountId: 'usd-cash' })]);
  });
});
